import { CONTACT_CARDS } from '../content/contact';
import { Icon } from '../../../components/ui/icon';

export function ContactCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {CONTACT_CARDS.map((card) => (
        <li
          key={card.title}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
            <Icon name={card.icon} />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-bold text-slate-900">{card.title}</h2>
            <dl className="mt-1 space-y-1 text-sm">
              {card.lines.map((line) => (
                <div key={line.label}>
                  <dt className="font-medium text-slate-600">{line.label}</dt>
                  <dd className="break-words text-slate-900">
                    {line.href ? (
                      <a
                        href={line.href}
                        className="font-semibold text-indigo-800 underline-offset-4 hover:underline"
                      >
                        {line.value}
                      </a>
                    ) : (
                      line.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

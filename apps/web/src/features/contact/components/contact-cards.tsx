import { useTranslation } from 'react-i18next';
import { CONTACT_CARDS } from '../content/contact';
import { Icon } from '@/components/ui/icon';

export function ContactCards() {
  const { t } = useTranslation('contact');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {CONTACT_CARDS.map((card) => (
        <li key={card.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
            <Icon name={card.icon} />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-bold text-slate-900">{t(`cards.${card.id}`)}</h2>
            <dl className="mt-1 space-y-1 text-sm">
              {card.lines.map((line) => {
                const value = line.time ? t(`cards.times.${line.time}`) : line.value;
                return (
                  <div key={line.id}>
                    <dt className="font-medium text-slate-600">{t(`cards.lines.${line.id}`)}</dt>
                    <dd className="break-words text-slate-900">
                      {line.href ? (
                        <a
                          href={line.href}
                          className="font-semibold text-indigo-800 underline-offset-4 hover:underline"
                        >
                          {value}
                        </a>
                      ) : (
                        value
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

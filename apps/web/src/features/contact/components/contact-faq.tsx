import { useTranslation } from 'react-i18next';

/** The contact page FAQ: four entries (spec section 2 'Contact'). Native details/summary: keyboard and
 * screen-reader support without script. */
export function ContactFaq() {
  const { t } = useTranslation('contact');
  const faq = t('faq', { returnObjects: true });
  return (
    <div className="space-y-3">
      {faq.map((entry) => (
        <details
          key={entry.question}
          className="group rounded-xl border border-slate-200 bg-white p-4 open:shadow-sm"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{entry.question}</h3>
            <span
              aria-hidden="true"
              className="text-xl text-indigo-700 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 text-slate-700">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { WizardStep } from '../../hooks/use-add-delivery-wizard';

/**
 * The four steps. Completed steps are buttons back to themselves: step 4 has no Previous (spec section 2), and a
 * user who sees 'Location Not Found' there needs a way back to the addresses without losing the form.
 */
export function StepIndicator({
  titles,
  step,
  onSelect,
}: {
  titles: readonly string[];
  step: WizardStep;
  onSelect: (step: WizardStep) => void;
}) {
  const { t } = useTranslation('deliveries');
  return (
    <ol aria-label={t('wizard.progress')} className="grid grid-cols-4 gap-2">
      {titles.map((title, index) => {
        const number = (index + 1) as WizardStep;
        const isCurrent = number === step;
        const isDone = number < step;
        const label = (
          <>
            <span aria-hidden="true">{number}. </span>
            {title}
          </>
        );
        return (
          <li key={title} aria-current={isCurrent ? 'step' : undefined} className="min-w-0">
            <div className={`h-1.5 rounded-full ${isDone || isCurrent ? 'bg-indigo-700' : 'bg-slate-200'}`} />
            {isDone ? (
              <button
                type="button"
                onClick={() => onSelect(number)}
                className="mt-2 text-left text-xs text-indigo-800 underline sm:text-sm"
                aria-label={t('wizard.backToStep', { number, title })}
              >
                {label}
              </button>
            ) : (
              <p
                className={`mt-2 text-xs sm:text-sm ${isCurrent ? 'font-semibold text-indigo-800' : 'text-slate-700'}`}
              >
                {isCurrent && <span className="sr-only">{t('wizard.current')}</span>}
                {label}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useTranslation } from 'react-i18next';
import type { WizardStep } from '../../hooks/use-add-delivery-wizard';

/**
 * Spec section 2: Previous is disabled on step 1; Next Step shows on steps 1 and 2, enabled only when the step
 * is valid; step 3 has no Next Step (its analysis button moves on); step 4 has no bar at all.
 */
export function WizardNav({
  step,
  isStepValid,
  onPrevious,
  onNext,
}: {
  step: WizardStep;
  isStepValid: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('deliveries');
  if (step === 4) return null;
  return (
    <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <button type="button" className={secondaryButtonClass} onClick={onPrevious} disabled={step === 1}>
        {t('wizard.previous')}
      </button>
      {step !== 3 && (
        <button type="button" className={primaryButtonClass} onClick={onNext} disabled={!isStepValid}>
          {t('wizard.next')}
        </button>
      )}
    </div>
  );
}

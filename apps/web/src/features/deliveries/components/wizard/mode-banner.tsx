import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  POOLING_MESSAGE_SAVINGS_MAX_PERCENT,
  POOLING_MESSAGE_SAVINGS_MIN_PERCENT,
  POOLING_DISCOUNT_PERCENT,
} from '@logisaathi/domain';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import type { WizardMode } from '../../hooks/use-add-delivery-wizard';

const bannerClass = 'rounded-lg border p-4 text-sm';

/**
 * The delivery mode above the wizard: the pooling choice prompt in regular mode, a way back to regular
 * delivery in pooling mode, and the locked-slot note of a shared-truck booking (spec sections 2 and 4).
 */
export function ModeBanner({
  mode,
  onSwitch,
}: {
  mode: WizardMode;
  onSwitch: (mode: 'regular' | 'pooling') => void;
}) {
  const { t } = useTranslation('deliveries');
  const [hasChosenRegular, setHasChosenRegular] = useState(false);

  if (mode === 'pooling') {
    return (
      <div
        className={`${bannerClass} flex flex-wrap items-center justify-between gap-3 border-indigo-200 bg-indigo-50`}
      >
        <p className="text-indigo-900">
          <strong>{t('wizard.mode.poolingOn')}</strong>{' '}
          {t('wizard.mode.poolingOnDetail', { percent: POOLING_DISCOUNT_PERCENT })}
        </p>
        <button
          type="button"
          className={`${secondaryButtonClass} py-1.5 text-sm`}
          onClick={() => onSwitch('regular')}
        >
          {t('wizard.mode.switchToRegular')}
        </button>
      </div>
    );
  }
  if (mode === 'shared-truck') {
    return (
      <div
        className={`${bannerClass} flex flex-wrap items-center justify-between gap-3 border-emerald-200 bg-emerald-50`}
      >
        <p className="text-emerald-900">
          <strong>{t('wizard.mode.sharedTruck')}</strong> {t('wizard.mode.sharedTruckDetail')}
        </p>
        <button
          type="button"
          className={`${secondaryButtonClass} py-1.5 text-sm`}
          onClick={() => onSwitch('regular')}
        >
          {t('wizard.mode.switchToRegular')}
        </button>
      </div>
    );
  }
  if (hasChosenRegular) {
    return (
      <p role="status" className={`${bannerClass} border-slate-200 bg-white text-slate-800`}>
        {t('wizard.mode.choseRegular')}
      </p>
    );
  }
  return (
    <section aria-labelledby="pooling-choice" className={`${bannerClass} border-indigo-200 bg-indigo-50`}>
      <h2 id="pooling-choice" className="font-semibold text-indigo-900">
        {t('wizard.mode.choiceTitle', {
          min: POOLING_MESSAGE_SAVINGS_MIN_PERCENT,
          max: POOLING_MESSAGE_SAVINGS_MAX_PERCENT,
        })}
      </h2>
      <p className="mt-1 text-slate-800">{t('wizard.mode.choiceText')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${primaryButtonClass} py-1.5 text-sm`}
          onClick={() => onSwitch('pooling')}
        >
          {t('wizard.mode.switchToPooling')}
        </button>
        <button
          type="button"
          className={`${secondaryButtonClass} py-1.5 text-sm`}
          onClick={() => setHasChosenRegular(true)}
        >
          {t('wizard.mode.continueRegular')}
        </button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import {
  POOLING_MESSAGE_SAVINGS_MAX_PERCENT,
  POOLING_MESSAGE_SAVINGS_MIN_PERCENT,
  POOLING_DISCOUNT_PERCENT,
} from '@logisaathi/domain';
import { primaryButtonClass, secondaryButtonClass } from '../../../../components/ui/field';
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
  const [hasChosenRegular, setHasChosenRegular] = useState(false);

  if (mode === 'pooling') {
    return (
      <div
        className={`${bannerClass} flex flex-wrap items-center justify-between gap-3 border-indigo-200 bg-indigo-50`}
      >
        <p className="text-indigo-900">
          <strong>Smart Truck Pooling is on.</strong> Pooled deliveries are charged {POOLING_DISCOUNT_PERCENT}
          % less.
        </p>
        <button
          type="button"
          className={`${secondaryButtonClass} py-1.5 text-sm`}
          onClick={() => onSwitch('regular')}
        >
          Switch to Regular Delivery
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
          <strong>Shared truck booking.</strong> The time slot is locked to the truck&apos;s departure.
        </p>
        <button
          type="button"
          className={`${secondaryButtonClass} py-1.5 text-sm`}
          onClick={() => onSwitch('regular')}
        >
          Switch to Regular Delivery
        </button>
      </div>
    );
  }
  if (hasChosenRegular) {
    return (
      <p role="status" className={`${bannerClass} border-slate-200 bg-white text-slate-800`}>
        You chose to continue with regular delivery.
      </p>
    );
  }
  return (
    <section aria-labelledby="pooling-choice" className={`${bannerClass} border-indigo-200 bg-indigo-50`}>
      <h2 id="pooling-choice" className="font-semibold text-indigo-900">
        Share a truck and save {POOLING_MESSAGE_SAVINGS_MIN_PERCENT}% to {POOLING_MESSAGE_SAVINGS_MAX_PERCENT}
        %
      </h2>
      <p className="mt-1 text-slate-800">
        Smart Truck Pooling matches your delivery with others going the same way. Use the pooling form, or
        carry on with a regular delivery.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${primaryButtonClass} py-1.5 text-sm`}
          onClick={() => onSwitch('pooling')}
        >
          Switch to Pooling Form
        </button>
        <button
          type="button"
          className={`${secondaryButtonClass} py-1.5 text-sm`}
          onClick={() => setHasChosenRegular(true)}
        >
          Continue Regular Delivery
        </button>
      </div>
    </section>
  );
}

import {
  NO_MATCH_DISCOUNT_PERCENT,
  POOLING_MESSAGE_SAVINGS_MAX_PERCENT,
  POOLING_MESSAGE_SAVINGS_MIN_PERCENT,
} from '@logisaathi/domain';
import { useTranslation } from 'react-i18next';

/** The 'Smart Truck Pooling' promo of spec section 2. */
export function PoolingPromo({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('sharedTrucks');
  return (
    <section
      aria-labelledby="smart-pooling"
      className="rounded-lg bg-gradient-to-r from-indigo-700 to-violet-700 p-5 text-white"
    >
      <h2 id="smart-pooling" className="text-lg font-semibold">
        {t('promo.title')}
      </h2>
      <p className="mt-1 text-indigo-50">
        {t('promo.body', {
          min: POOLING_MESSAGE_SAVINGS_MIN_PERCENT,
          max: POOLING_MESSAGE_SAVINGS_MAX_PERCENT,
          discount: NO_MATCH_DISCOUNT_PERCENT,
        })}
      </p>
      <button
        type="button"
        onClick={onCreate}
        className="mt-3 rounded-md bg-white px-4 py-2 font-semibold text-indigo-800 hover:bg-indigo-50"
      >
        {t('promo.create')}
      </button>
    </section>
  );
}

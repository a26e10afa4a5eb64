import {
  NO_MATCH_DISCOUNT_PERCENT,
  POOLING_MESSAGE_SAVINGS_MAX_PERCENT,
  POOLING_MESSAGE_SAVINGS_MIN_PERCENT,
} from '@logisaathi/domain';

/** The 'Smart Truck Pooling' promo of spec section 2. */
export function PoolingPromo({ onCreate }: { onCreate: () => void }) {
  return (
    <section
      aria-labelledby="smart-pooling"
      className="rounded-lg bg-gradient-to-r from-indigo-700 to-violet-700 p-5 text-white"
    >
      <h2 id="smart-pooling" className="text-lg font-semibold">
        Smart Truck Pooling
      </h2>
      <p className="mt-1 text-indigo-50">
        Save {POOLING_MESSAGE_SAVINGS_MIN_PERCENT}% to {POOLING_MESSAGE_SAVINGS_MAX_PERCENT}% by matching your
        deliveries with others going to the same location. Even with no match you get a{' '}
        {NO_MATCH_DISCOUNT_PERCENT}% discount on total costs.
      </p>
      <button
        type="button"
        onClick={onCreate}
        className="mt-3 rounded-md bg-white px-4 py-2 font-semibold text-indigo-800 hover:bg-indigo-50"
      >
        Create Delivery For Shared Truck Pooling
      </button>
    </section>
  );
}

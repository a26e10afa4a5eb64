import type { UseQueryResult } from '@tanstack/react-query';
import {
  COST_PER_KG_ABOVE_FREE_INR,
  COST_PER_KM_INR,
  FREE_WEIGHT_KG,
  POOLING_DISCOUNT_PERCENT,
  type Quote,
} from '@logisaathi/domain';
import { secondaryButtonClass } from '../../../../components/ui/field';
import { formatInr, formatIstTime } from '../../../../lib/format';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="price-quote"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h3 id="price-quote" className="font-semibold">
        Your Price
      </h3>
      {children}
    </section>
  );
}

/**
 * The server's quote for this delivery (POST /api/quotes): the price charged when the delivery is created with
 * it, its breakdown (spec section 9) and how long it holds. A new quote replaces it when the inputs change or it
 * expires; without one there is no price to show, and the review says so.
 */
export function PriceEstimate({
  quote,
  isPooled,
}: {
  quote: UseQueryResult<Quote> | null;
  isPooled: boolean;
}) {
  if (!quote) {
    return (
      <Frame>
        <p className="mt-1 text-slate-700">
          Complete the addresses, weight, date and slot to see your price.
        </p>
      </Frame>
    );
  }
  if (quote.isPending) {
    return (
      <Frame>
        <p role="status" className="mt-1 text-slate-700">
          Getting your price...
        </p>
      </Frame>
    );
  }
  if (quote.isError) {
    return (
      <Frame>
        <p role="alert" className="mt-1 text-red-700">
          {quote.error.message}
        </p>
        <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={() => void quote.refetch()}>
          Try again
        </button>
      </Frame>
    );
  }
  const q = quote.data;
  const rows: Array<[string, number]> = [
    ['Base cost', q.price.baseCost],
    [`Distance (${q.distanceKm.toFixed(1)} km × ${formatInr(COST_PER_KM_INR)})`, q.price.distanceCost],
    [`Weight above ${FREE_WEIGHT_KG} kg (${formatInr(COST_PER_KG_ABOVE_FREE_INR)}/kg)`, q.price.weightCost],
  ];
  if (q.price.specialHandlingCost > 0) rows.push(['Special handling', q.price.specialHandlingCost]);
  return (
    <Frame>
      <dl className="mt-2 space-y-1">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-700">{label}</dt>
            <dd>{formatInr(amount)}</dd>
          </div>
        ))}
        <div
          className={`flex justify-between gap-3 border-t border-slate-200 pt-1 font-semibold ${isPooled ? 'text-slate-700 line-through' : ''}`}
        >
          <dt>Regular total</dt>
          <dd data-testid="estimate-regular">{formatInr(q.price.regularCost)}</dd>
        </div>
        <div
          className={`flex justify-between gap-3 ${isPooled ? 'text-lg font-bold text-green-800' : 'text-green-800'}`}
        >
          <dt>Pooled price ({POOLING_DISCOUNT_PERCENT}% off)</dt>
          <dd data-testid="estimate-pooled">{formatInr(q.price.pooledCost)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-green-800">
          <dt>{isPooled ? 'You save' : 'Pooling would save'}</dt>
          <dd>{formatInr(q.price.savings)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-700" data-testid="quote-validity">
        You pay{' '}
        <span data-testid="quote-charged">
          {formatInr(isPooled ? q.price.pooledCost : q.price.regularCost)}
        </span>{' '}
        if you create the delivery by {formatIstTime(q.expiresAt)} IST; after that the price is checked again.
        {quote.isFetching ? ' Updating...' : ''}
      </p>
    </Frame>
  );
}

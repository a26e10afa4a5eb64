import {
  COST_PER_KG_ABOVE_FREE_INR,
  COST_PER_KM_INR,
  FREE_WEIGHT_KG,
  POOLING_DISCOUNT_PERCENT,
  pooledPrice,
  poolingSavings,
  quotePrice,
} from '@logisaathi/domain';
import { formatInr } from '../../../../lib/format';
import { numberFromInput } from './number-input';

/**
 * The spec section 9 price as a preview from the analysed distance. The server prices the delivery itself on
 * creation (a client price is never sent), so this is labelled an estimate.
 */
export function PriceEstimate({
  distanceKm,
  weight,
  isPooled,
}: {
  distanceKm: number | undefined;
  weight: number | string;
  isPooled: boolean;
}) {
  const weightKg = numberFromInput(weight);
  if (distanceKm === undefined || weightKg === undefined || !Number.isFinite(weightKg) || weightKg < 0) {
    return (
      <section
        aria-labelledby="price-estimate"
        className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
      >
        <h3 id="price-estimate" className="font-semibold">
          Estimated Price
        </h3>
        <p className="mt-1 text-slate-700">
          The price is calculated from the route when you create the delivery.
        </p>
      </section>
    );
  }
  const quote = quotePrice({ distanceKm, weightKg });
  const pooled = pooledPrice(quote.totalCost);
  const rows: Array<[string, number]> = [
    ['Base cost', quote.baseCost],
    [`Distance (${distanceKm.toFixed(1)} km × ${formatInr(COST_PER_KM_INR)})`, quote.distanceCost],
    [`Weight above ${FREE_WEIGHT_KG} kg (${formatInr(COST_PER_KG_ABOVE_FREE_INR)}/kg)`, quote.weightCost],
  ];
  return (
    <section
      aria-labelledby="price-estimate"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h3 id="price-estimate" className="font-semibold">
        Estimated Price
      </h3>
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
          <dd data-testid="estimate-regular">{formatInr(quote.totalCost)}</dd>
        </div>
        <div
          className={`flex justify-between gap-3 ${isPooled ? 'text-lg font-bold text-green-800' : 'text-green-800'}`}
        >
          <dt>Pooled price ({POOLING_DISCOUNT_PERCENT}% off)</dt>
          <dd data-testid="estimate-pooled">{formatInr(pooled)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-green-800">
          <dt>{isPooled ? 'You save' : 'Pooling would save'}</dt>
          <dd>{formatInr(poolingSavings(quote.totalCost))}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-700">
        Estimate. The final price is calculated by LogiSaathi when you create the delivery and shown on your
        dashboard.
      </p>
    </section>
  );
}

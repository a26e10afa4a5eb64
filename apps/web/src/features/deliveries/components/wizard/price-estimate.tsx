import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import {
  COST_PER_KG_ABOVE_FREE_INR,
  COST_PER_KM_INR,
  formatPaise,
  formatRateBp,
  formatRupees,
  FREE_WEIGHT_KG,
  POOLING_DISCOUNT_PERCENT,
  type Quote,
} from '@logisaathi/domain';
import { secondaryButtonClass } from '@/components/ui/field';
import { formatIstTime } from '@/lib/format';
import { useDomainText } from '@/i18n/use-language';

/** '₹1,571' or '₹1,571.50': paise shown only when there are any. */
const rupeesOf = (paise: number) => formatPaise(paise, { paiseDigits: 'auto' });

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('deliveries');
  return (
    <section
      aria-labelledby="price-quote"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h3 id="price-quote" className="font-semibold">
        {t('wizard.price.title')}
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
  const { t } = useTranslation('deliveries');
  const text = useDomainText();
  if (!quote) {
    return (
      <Frame>
        <p className="mt-1 text-slate-700">{t('wizard.price.incomplete')}</p>
      </Frame>
    );
  }
  if (quote.isPending) {
    return (
      <Frame>
        <p role="status" className="mt-1 text-slate-700">
          {t('wizard.price.loading')}
        </p>
      </Frame>
    );
  }
  if (quote.isError) {
    return (
      <Frame>
        <p role="alert" className="mt-1 text-red-700">
          {text(quote.error.message)}
        </p>
        <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={() => void quote.refetch()}>
          {t('wizard.price.retry')}
        </button>
      </Frame>
    );
  }
  const q = quote.data;
  // The GST as the invoice will compute it (packages/domain billing/tax.ts): the invoice total is `payable`.
  const taxLine = isPooled ? q.tax.pooled : q.tax.regular;
  const payable = rupeesOf(taxLine.payablePaise);
  const rows: Array<[string, number]> = [
    [t('wizard.price.base'), q.price.baseCost],
    [
      t('wizard.price.distance', { km: q.distanceKm.toFixed(1), perKm: formatRupees(COST_PER_KM_INR) }),
      q.price.distanceCost,
    ],
    [
      t('wizard.price.weight', { freeKg: FREE_WEIGHT_KG, perKg: formatRupees(COST_PER_KG_ABOVE_FREE_INR) }),
      q.price.weightCost,
    ],
  ];
  if (q.price.specialHandlingCost > 0)
    rows.push([t('wizard.price.specialHandling'), q.price.specialHandlingCost]);
  return (
    <Frame>
      <dl className="mt-2 space-y-1">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-700">{label}</dt>
            <dd>{formatRupees(amount)}</dd>
          </div>
        ))}
        <div
          className={`flex justify-between gap-3 border-t border-slate-200 pt-1 font-semibold ${isPooled ? 'text-slate-700 line-through' : ''}`}
        >
          <dt>{t('wizard.price.regularTotal')}</dt>
          <dd data-testid="estimate-regular">{formatRupees(q.price.regularCost)}</dd>
        </div>
        <div
          className={`flex justify-between gap-3 ${isPooled ? 'text-lg font-bold text-green-800' : 'text-green-800'}`}
        >
          <dt>{t('wizard.price.pooled', { percent: POOLING_DISCOUNT_PERCENT })}</dt>
          <dd data-testid="estimate-pooled">{formatRupees(q.price.pooledCost)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-green-800">
          <dt>{isPooled ? t('wizard.price.youSave') : t('wizard.price.poolingWouldSave')}</dt>
          <dd>{formatRupees(q.price.savings)}</dd>
        </div>
        {q.tax.treatment === 'forward-charge' ? (
          <div className="flex justify-between gap-3" data-testid="estimate-gst">
            <dt>{t('wizard.price.gstForward', { rate: formatRateBp(q.tax.rateBp) })}</dt>
            <dd>{rupeesOf(taxLine.chargedTaxPaise)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 font-semibold">
          <dt>{t('wizard.price.payable')}</dt>
          <dd data-testid="estimate-payable">{payable}</dd>
        </div>
      </dl>
      {q.tax.treatment === 'forward-charge' ? null : (
        <p className="mt-2 text-xs text-slate-700" data-testid="estimate-gst">
          {q.tax.treatment === 'exempt'
            ? t('wizard.price.gstExempt')
            : t('wizard.price.gstReverse', {
                rate: formatRateBp(q.tax.rateBp),
                amount: rupeesOf(taxLine.reverseChargeTaxPaise),
              })}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-700" data-testid="quote-validity">
        <Trans
          t={t}
          i18nKey="wizard.price.validity"
          values={{
            amount: payable,
            time: formatIstTime(q.expiresAt),
          }}
          components={{ 1: <span data-testid="quote-charged" /> }}
        />
        {quote.isFetching ? t('wizard.price.updating') : ''}
      </p>
    </Frame>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PACKAGE_TYPE, formatRupees, type Quote } from '@logisaathi/domain';
import { useDomainText } from '@/i18n/use-language';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import type { WizardForm, WizardMode } from '../../hooks/use-add-delivery-wizard';
import type { RouteAnalysis } from '../../hooks/use-route-analysis';
import { EwayBillNotice } from './eway-bill-notice';
import { slotLabel } from '@/lib/format';
import { PriceEstimate } from './price-estimate';
import { RouteAnalysisPanel } from './route-analysis-panel';
import { SmartMatches } from './smart-matches';

function Summary({ form }: { form: WizardForm }) {
  const { t } = useTranslation('deliveries');
  const text = useDomainText();
  const rows: Array<[string, string]> = [
    [t('wizard.review.pickup'), form.pickupAddress],
    [t('wizard.review.delivery'), form.deliveryAddress],
    [t('wizard.review.customer'), `${form.customerName} · +91 ${form.customerPhone}`],
    [
      t('wizard.review.package'),
      t('dashboard.recent.package', {
        name: form.packageName || text(form.packageType || DEFAULT_PACKAGE_TYPE),
        weight: form.weight,
      }),
    ],
    [
      t('wizard.review.schedule'),
      `${form.deliveryDate}, ${form.deliveryTime ? slotLabel(form.deliveryTime) : '—'}`,
    ],
  ];
  if (form.specialInstructions) rows.push([t('wizard.review.instructions'), form.specialInstructions]);
  return (
    <section
      aria-labelledby="delivery-summary"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h3 id="delivery-summary" className="font-semibold">
        {t('wizard.review.details')}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Step 4 (spec section 2): the analysis, the price preview, smart matches in pooling mode, and the three
 * actions. The whole Previous/Next bar is hidden here.
 */
export function ReviewStep({
  form,
  mode,
  analysis,
  onRetryAnalysis,
  onBackToDashboard,
  onStartOver,
  onCreate,
  isCreating,
  createError,
  quote,
  priceChange,
  now,
}: {
  form: WizardForm;
  mode: WizardMode;
  analysis: RouteAnalysis;
  onRetryAnalysis: () => void;
  onBackToDashboard: () => void;
  onStartOver: () => void;
  onCreate: () => void;
  isCreating: boolean;
  createError: string | null;
  /** The server's quote for the current inputs; null while they are incomplete. */
  quote: UseQueryResult<Quote> | null;
  /** Set when creating answered 409: the server's reason and the new quote the user must confirm. */
  priceChange: { message: string; quote: Quote } | null;
  /** The wizard's clock (the goods invoice's date rule). */
  now: Date;
}) {
  const { t } = useTranslation('deliveries');
  const text = useDomainText();
  const done = analysis.status === 'done' ? analysis : null;
  const isPooled = mode !== 'regular';
  const hasQuote = quote?.data !== undefined;
  const weightKg = Number(form.weight);
  return (
    <div className="space-y-4">
      <RouteAnalysisPanel
        analysis={analysis}
        onRetry={onRetryAnalysis}
        quotedDistanceKm={quote?.data?.distanceKm}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Summary form={form} />
        <PriceEstimate quote={quote} isPooled={isPooled} />
      </div>
      <EwayBillNotice goods={form.goods} now={now} />
      {mode === 'pooling' && (
        <SmartMatches
          maxWaitHours={form.poolingPreferences.maxWaitTime}
          search={{
            pickupAddress: form.pickupAddress,
            deliveryAddress: form.deliveryAddress,
            deliveryDate: form.deliveryDate,
            deliveryTime: form.deliveryTime,
            ...(Number.isFinite(weightKg) ? { weight: weightKg } : {}),
            requirements: form.poolingPreferences.specialRequirements ?? [],
            limit: 3,
            ...(done
              ? {
                  pickupLocation: { lat: done.pickup.lat, lon: done.pickup.lon },
                  deliveryLocation: { lat: done.drop.lat, lon: done.drop.lon },
                }
              : {}),
          }}
        />
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="button" className={secondaryButtonClass} onClick={onBackToDashboard}>
            {t('wizard.review.backToDashboard')}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onStartOver}>
            {t('wizard.review.startOver')}
          </button>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          {priceChange ? (
            <div role="alert" className="max-w-sm rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
              <p>{text(priceChange.message)}</p>
              <p className="mt-1 font-semibold">
                {t('wizard.review.newPrice')}{' '}
                <span data-testid="new-quote-price">
                  {formatRupees(
                    isPooled ? priceChange.quote.price.pooledCost : priceChange.quote.price.regularCost,
                  )}
                </span>
              </p>
            </div>
          ) : null}
          {/* No price is charged that was not shown: creating waits for the server's quote. */}
          <button
            type="button"
            className={primaryButtonClass}
            onClick={onCreate}
            disabled={isCreating || !hasQuote}
          >
            {isCreating
              ? t('wizard.review.creating')
              : priceChange
                ? t('wizard.review.confirmNewPrice')
                : t('wizard.review.create')}
          </button>
          {createError && !priceChange && (
            <p role="alert" className="max-w-sm text-sm text-red-700">
              {text(createError)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

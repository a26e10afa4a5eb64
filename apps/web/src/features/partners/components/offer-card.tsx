import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DECLINE_REASONS,
  DECLINE_REASON_LABELS,
  OFFER_MESSAGES,
  VEHICLE_BODY_TYPE_LABELS,
  declineOfferInputSchema,
  formatPaise,
  type DeclineOfferInput,
  type DeclineReason,
  type Offer,
} from '@logisaathi/domain';
import { Countdown } from '@/components/ui/countdown';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { formatKg, formatKm, formatSizeCm, ratingText } from './format';
import { formatDay, slotLabel } from '@/lib/format';
import { useDomainText } from '@/i18n/use-language';

/**
 * One job offer as a partner sees it before accepting: the pickup and drop AREAS only (the exact addresses and
 * the customer's phone come with the job), road distance, load, slot, the earning and a countdown.
 */
export function OfferCard({
  offer,
  onAccept,
  onDecline,
  onExpire,
  onDismiss,
  isBusy,
  error,
  showEarning = true,
}: {
  offer: Offer;
  onAccept: () => void;
  onDecline: (body: DeclineOfferInput) => void;
  onExpire: () => void;
  onDismiss: () => void;
  isBusy: boolean;
  error: string | null;
  /** False for a fleet's driver, who sees no earnings (issue 37). */
  showEarning?: boolean;
}) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const titleId = useId();
  const [isDeclining, setIsDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const isClosed = offer.status !== 'open';
  const size = formatSizeCm(offer.dimensionsCm);

  const decline = (e: FormEvent) => {
    e.preventDefault();
    const parsed = declineOfferInputSchema.safeParse({ reason: reason || undefined, note });
    if (!parsed.success) {
      const errs: Record<string, string> = {};
      for (const issue of parsed.error.issues) errs[String(issue.path[0] ?? 'reason')] ??= issue.message;
      setFieldErrors(errs);
      return;
    }
    setFieldErrors({});
    const { reason: chosen, note: said } = parsed.data;
    onDecline(said ? { reason: chosen, note: said } : { reason: chosen });
  };

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-lg border bg-white p-4 shadow-sm ${isClosed ? 'border-slate-200 opacity-80' : 'border-indigo-200'}`}
      data-testid="offer-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold leading-snug">
          {offer.pickupArea} <span aria-hidden="true">→</span>
          <span className="sr-only">{t('offerCard.to')}</span> {offer.dropArea}
        </h3>
        {!isClosed && (
          <p className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
            <Countdown until={offer.expiresAt} onExpire={onExpire} />
          </p>
        )}
      </div>
      {showEarning && (
        <>
          <p className="mt-1 text-2xl font-bold text-green-800" data-testid="offer-earning">
            {formatPaise(offer.earning.netPaise)}
            <span className="ml-1 text-sm font-normal text-slate-700">{t('offerCard.youEarn')}</span>
          </p>
          <p className="text-xs text-slate-600">
            {t('offerCard.fareLine', {
              fare: formatPaise(offer.earning.farePaise),
              percent: offer.earning.commissionPercent,
              commission: formatPaise(offer.earning.commissionPaise),
            })}
          </p>
        </>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('offerCard.roadDistance')}</dt>
        <dd>
          {formatKm(offer.roadKm)}
          {offer.toPickupKm !== null && (
            <span className="text-slate-600">
              {t('offerCard.toPickup', { km: formatKm(offer.toPickupKm) })}
            </span>
          )}
        </dd>
        <dt className="text-slate-600">{t('offerCard.load')}</dt>
        <dd>
          {text(offer.packageType)}, {formatKg(offer.weightKg)}
          {size && `, ${size}`}
        </dd>
        <dt className="text-slate-600">{t('offerCard.pickup')}</dt>
        <dd>
          {formatDay(offer.pickupDate)}, {slotLabel(offer.slot)}
        </dd>
        <dt className="text-slate-600">{t('offerCard.vehicle')}</dt>
        <dd>
          <span className="font-mono">{offer.vehicle.registrationDisplay}</span> ·{' '}
          {text(VEHICLE_BODY_TYPE_LABELS[offer.vehicle.bodyType])}
        </dd>
        <dt className="text-slate-600">{t('offerCard.shipper')}</dt>
        <dd>{ratingText(offer.shipperRating, t)}</dd>
      </dl>
      <div className="mt-3 space-y-2">
        <ErrorBox message={error} />
        {isClosed ? (
          <div className="flex items-center justify-between gap-2">
            <p role="status" className="font-semibold text-slate-800">
              {text(offer.status === 'expired' ? OFFER_MESSAGES.expired : OFFER_MESSAGES.taken)}
            </p>
            <button type="button" className={`${secondaryButtonClass} px-3 py-1 text-sm`} onClick={onDismiss}>
              {t('offerCard.dismiss')}
            </button>
          </div>
        ) : !isDeclining ? (
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className={primaryButtonClass} disabled={isBusy} onClick={onAccept}>
              {isBusy ? t('offerCard.accepting') : t('offerCard.accept')}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={isBusy}
              onClick={() => setIsDeclining(true)}
            >
              {t('offerCard.decline')}
            </button>
          </div>
        ) : (
          <form onSubmit={decline} noValidate className="space-y-2" aria-label={t('offerCard.declineForm')}>
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('offerCard.why')}</legend>
              <div className="grid gap-1">
                {DECLINE_REASONS.map((r) => (
                  <label key={r} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`reason-${offer.id}`}
                      value={r}
                      checked={reason === r}
                      onChange={() => setReason(r)}
                    />
                    {text(DECLINE_REASON_LABELS[r])}
                  </label>
                ))}
              </div>
              {fieldErrors.reason && <p className="mt-1 text-sm text-red-700">{text(fieldErrors.reason)}</p>}
            </fieldset>
            {reason === 'other' && (
              <Field label={t('offerCard.note')} error={fieldErrors.note}>
                {(p) => (
                  <input
                    {...p}
                    className={inputClass}
                    value={note}
                    maxLength={300}
                    onChange={(e) => setNote(e.target.value)}
                  />
                )}
              </Field>
            )}
            <div className="grid grid-cols-2 gap-2">
              <button type="submit" className={primaryButtonClass} disabled={isBusy}>
                {t('offerCard.declineOffer')}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setIsDeclining(false)}>
                {t('common.back')}
              </button>
            </div>
          </form>
        )}
      </div>
    </article>
  );
}

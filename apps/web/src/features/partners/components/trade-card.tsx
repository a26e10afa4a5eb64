import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_BODY_TYPE_LABELS, formatPaise, type Trade, type TradeJob } from '@logisaathi/domain';
import { Countdown } from '@/components/ui/countdown';
import { ErrorBox, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { formatDay, formatIstTime, slotLabel } from '@/lib/format';
import { useDomainText } from '@/i18n/use-language';
import { formatKg, formatKm } from './format';

export type TradeAnswerKind = 'accept' | 'decline';

/** One side of the trade: the jobs by their areas only, each keeping its planned pickup. */
function TradeJobs({ title, jobs, showEarning }: { title: string; jobs: TradeJob[]; showEarning: boolean }) {
  const { t } = useTranslation('partners');
  const headingId = useId();
  return (
    <div className="min-w-0">
      <h4 id={headingId} className="text-sm font-semibold text-slate-800">
        {title}
      </h4>
      {jobs.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('trades.noJobs')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-1 space-y-2">
          {jobs.map((job) => (
            <li key={job.deliveryId} className="rounded-md border border-slate-200 p-2 text-sm">
              <p className="break-words font-medium">
                {job.pickupArea} <span aria-hidden="true">→</span>
                <span className="sr-only">{t('trades.to')}</span> {job.dropArea}
              </p>
              <p className="text-slate-700">
                {formatDay(job.pickupDate)}, {slotLabel(job.slot)} ·{' '}
                {t('trades.pickupAt', { time: formatIstTime(job.plannedPickupAt) })}
              </p>
              <p className="text-slate-700">
                <span className="font-mono">{job.deliveryId}</span> · {formatKg(job.weightKg)}
                {showEarning && (
                  <span className="font-semibold text-green-800">
                    {' · '}
                    {t('trades.earning', { amount: formatPaise(job.netPaise) })}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A proposed day trade as one partner sees it: what their truck hands over and takes, and its empty km before and
 * after. The trade happens only when both owners accept; until then an accepted card waits for the other one.
 */
export function TradeCard({
  trade,
  onAccept,
  onDecline,
  onExpire,
  onDismiss,
  busyAnswer,
  error,
  closedMessage,
  showEarning = true,
  canAnswer = true,
}: {
  trade: Trade;
  onAccept: () => void;
  onDecline: () => void;
  onExpire: () => void;
  onDismiss: () => void;
  /** The answer on its way to the server, if any; both buttons wait for it. */
  busyAnswer: TradeAnswerKind | null;
  /** A failure the partner may retry after. */
  error: string | null;
  /** The server's word (a TRADE_MESSAGES text) that this trade can no longer be answered. */
  closedMessage: string | null;
  /** False for a fleet's driver, who sees no earnings (issue 37). */
  showEarning?: boolean;
  canAnswer?: boolean;
}) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const titleId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const closedRef = useRef<HTMLParagraphElement>(null);
  // Focus follows the outcome only after this partner's own tap, never for an update from the stream.
  const hasAnsweredRef = useRef(false);
  const isClosed = closedMessage !== null;
  const isBusy = busyAnswer !== null;
  const savedKm = trade.emptyKm.before - trade.emptyKm.after;

  useEffect(() => {
    if (!hasAnsweredRef.current) return;
    if (isClosed) closedRef.current?.focus();
    else if (trade.accepted) statusRef.current?.focus();
  }, [isClosed, trade.accepted]);

  const answer = (handler: () => void) => () => {
    hasAnsweredRef.current = true;
    handler();
  };

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-lg border bg-white p-4 shadow-sm ${isClosed ? 'border-slate-200 opacity-80' : 'border-indigo-200'}`}
      data-testid="trade-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold leading-snug">
          {t('trades.cardTitle', { registration: trade.vehicle.registrationDisplay })}
        </h3>
        {!isClosed && (
          <p className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
            <Countdown until={trade.expiresAt} onExpire={onExpire} />
          </p>
        )}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('trades.yourTruck')}</dt>
        <dd>
          <span className="font-mono">{trade.vehicle.registrationDisplay}</span> ·{' '}
          {text(VEHICLE_BODY_TYPE_LABELS[trade.vehicle.bodyType])}
        </dd>
        <dt className="text-slate-600">{t('trades.otherTruck')}</dt>
        <dd>{text(VEHICLE_BODY_TYPE_LABELS[trade.otherBodyType])}</dd>
        <dt className="text-slate-600">{t('trades.emptyKm')}</dt>
        <dd data-testid="trade-empty-km">
          {formatKm(trade.emptyKm.before)} <span aria-hidden="true">→</span>
          <span className="sr-only">{t('trades.to')}</span> {formatKm(trade.emptyKm.after)}
          {savedKm > 0 && (
            <span className="block font-semibold text-green-800">
              {t('trades.saving', { km: formatKm(savedKm) })}
            </span>
          )}
        </dd>
      </dl>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <TradeJobs title={t('trades.gives')} jobs={trade.gives} showEarning={showEarning} />
        <TradeJobs title={t('trades.takes')} jobs={trade.takes} showEarning={showEarning} />
      </div>
      <div className="mt-3 space-y-2">
        <ErrorBox message={error} />
        <p ref={statusRef} tabIndex={-1} role="status" className="text-sm font-semibold text-indigo-900">
          {trade.accepted && !isClosed ? t('trades.waiting') : ''}
        </p>
        {isClosed ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p ref={closedRef} tabIndex={-1} role="alert" className="font-semibold text-slate-800">
              {text(closedMessage)}
            </p>
            <button type="button" className={`${secondaryButtonClass} px-3 py-1 text-sm`} onClick={onDismiss}>
              {t('trades.dismiss')}
            </button>
          </div>
        ) : (
          canAnswer && (
            <div className={`grid gap-2 ${trade.accepted ? '' : 'grid-cols-2'}`}>
              {!trade.accepted && (
                <button
                  type="button"
                  className={primaryButtonClass}
                  disabled={isBusy}
                  onClick={answer(onAccept)}
                >
                  {busyAnswer === 'accept' ? t('trades.accepting') : t('trades.accept')}
                </button>
              )}
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={isBusy}
                onClick={answer(onDecline)}
              >
                {busyAnswer === 'decline' ? t('trades.declining') : t('trades.decline')}
              </button>
            </div>
          )
        )}
      </div>
    </article>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDaysToIsoDate, formatPaise, istWeekStart } from '@logisaathi/domain';
import { ErrorBox, secondaryButtonClass } from '@/components/ui/field';
import { downloadEarningsCsv, useEarnings } from '../api/get-earnings';
import { formatJobTime, formatKm } from './format';
import { formatDay } from '@/lib/format';

/** The weekly statement (Monday to Sunday, IST): each trip's fare, commission and net, totals, and the CSV. */
export function EarningsScreen() {
  const { t } = useTranslation('partners');
  const thisWeek = istWeekStart(new Date());
  const [week, setWeek] = useState(thisWeek);
  const earningsQuery = useEarnings(week);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const statement = earningsQuery.data?.statement;
  const ledger = earningsQuery.data?.ledger;

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">{t('earnings.title')}</h1>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={`${secondaryButtonClass} px-3 py-1 text-sm`}
          onClick={() => setWeek((w) => addDaysToIsoDate(w, -7))}
        >
          {t('earnings.previous')}
          <span className="sr-only">{t('earnings.week')}</span>
        </button>
        <p className="text-center text-sm font-semibold" aria-live="polite">
          {formatDay(week)} – {formatDay(addDaysToIsoDate(week, 6))}
        </p>
        <button
          type="button"
          className={`${secondaryButtonClass} px-3 py-1 text-sm`}
          disabled={week >= thisWeek}
          onClick={() => setWeek((w) => addDaysToIsoDate(w, 7))}
        >
          {t('earnings.next')}
          <span className="sr-only">{t('earnings.week')}</span> →
        </button>
      </div>
      {earningsQuery.error && <ErrorBox message={earningsQuery.error.message} />}
      {!statement ? (
        !earningsQuery.error && <p className="text-slate-600">{t('earnings.loading')}</p>
      ) : (
        <>
          <section
            aria-labelledby="totals-title"
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id="totals-title" className="sr-only">
              {t('earnings.totals')}
            </h2>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-slate-600">{t('earnings.trips')}</dt>
                <dd className="text-lg font-semibold">{statement.totals.trips}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('earnings.earned')}</dt>
                <dd className="text-lg font-bold text-green-800" data-testid="week-net">
                  {formatPaise(statement.totals.netPaise)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('earnings.fares')}</dt>
                <dd>{formatPaise(statement.totals.farePaise)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('earnings.commission')}</dt>
                <dd>{formatPaise(statement.totals.commissionPaise)}</dd>
              </div>
              {ledger && (
                <>
                  <div>
                    <dt className="text-slate-600">{t('earnings.paidOut')}</dt>
                    <dd data-testid="paid-out">{formatPaise(ledger.paidOutPaise)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t('earnings.owed')}</dt>
                    <dd className="font-semibold" data-testid="owed">
                      {formatPaise(ledger.owedPaise)}
                    </dd>
                  </div>
                </>
              )}
            </dl>
            <button
              type="button"
              className={`${secondaryButtonClass} mt-3 w-full`}
              onClick={() => {
                setDownloadError(null);
                downloadEarningsCsv(week).catch((err: unknown) =>
                  setDownloadError(err instanceof Error ? err.message : t('common.downloadFailed')),
                );
              }}
            >
              {t('earnings.download')}
            </button>
            {downloadError && <p className="mt-1 text-sm text-red-700">{downloadError}</p>}
          </section>
          {statement.trips.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
              {t('earnings.empty')}
            </p>
          ) : (
            <ul className="space-y-2" aria-label={t('earnings.tripsList')}>
              {statement.trips.map((trip) => (
                <li
                  key={trip.jobId}
                  className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm"
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-mono font-semibold">{trip.deliveryId}</span>
                    <span className="font-semibold text-green-800">{formatPaise(trip.netPaise)}</span>
                  </div>
                  <p>
                    {trip.pickupArea} → {trip.dropArea} · {formatKm(trip.roadKm)}
                  </p>
                  <p className="text-slate-600">
                    {formatJobTime(trip.completedAt)} · {trip.vehicleRegistration}
                  </p>
                  <p className="text-slate-600">
                    {t('earnings.tripFare', {
                      fare: formatPaise(trip.farePaise),
                      percent: trip.commissionPercent,
                      commission: formatPaise(trip.commissionPaise),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

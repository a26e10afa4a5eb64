import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPaise, type Job, type PooledRoute } from '@logisaathi/domain';
import { StatusBadge } from '@/components/ui/status-badge';
import { getPartnerJobHref } from '@/config/paths';
import { useJobs } from '../api/get-jobs';
import { formatJobTime, formatKg, formatKm } from './format';
import { formatDay, slotLabel } from '@/lib/format';
import { IfAllowed } from '@/lib/permissions';

function JobCard({ job }: { job: Job }) {
  const stops = [...job.stops].sort((a, b) => a.order - b.order);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <Link to={getPartnerJobHref(job.id)} className="font-mono font-semibold text-indigo-800 underline">
          {job.deliveryId}
        </Link>
        <StatusBadge status={job.status} />
      </div>
      <p className="mt-1 text-sm">{stops.map((s) => s.area).join(' → ')}</p>
      <p className="text-sm text-slate-700">
        {formatDay(job.pickupDate)}, {slotLabel(job.slot)} · {formatKm(job.roadKm)} ·{' '}
        {job.vehicle.registrationDisplay}
      </p>
      {/* A fleet's driver sees no earnings (issue 37). */}
      <IfAllowed action="earnings.read">
        <p className="text-sm font-semibold text-green-800">{formatPaise(job.earning.netPaise)}</p>
      </IfAllowed>
    </li>
  );
}

/** A shared-pool trip of one of the partner's vehicles: the consolidation plan's stops, in order. */
function PooledTripCard({ route }: { route: PooledRoute }) {
  const { t } = useTranslation('partners');
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold">
        {route.origin} → {route.destination}
      </p>
      <p className="text-sm text-slate-700">
        {formatDay(route.departureDate)}, {slotLabel(route.slot)} · {formatKm(route.plannedKm)} ·{' '}
        {route.registrationDisplay}
      </p>
      <ol
        aria-label={t('jobs.pooledStops', { registration: route.registrationDisplay })}
        className="mt-2 space-y-2"
      >
        {route.stops.map((stop) => (
          <li key={stop.order} className="border-l-4 border-amber-200 pl-3 text-sm">
            <p className="font-semibold">
              {stop.order}. {stop.kind === 'pickup' ? t('common.pickup') : t('common.drop')}: {stop.place}
              {stop.deliveryId ? ` (${stop.deliveryId})` : ''}
            </p>
            <p className="text-slate-700">{stop.address}</p>
            <p className="text-slate-700">
              {t('jobs.about', { time: formatJobTime(stop.eta), load: formatKg(stop.loadAfterKg) })}
              {stop.contactPhone && (
                <>
                  {' · '}
                  <a href={`tel:${stop.contactPhone}`} className="text-indigo-800 underline">
                    {t('jobs.call', { name: stop.contactPerson ?? stop.contactPhone })}
                  </a>
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
    </li>
  );
}

/** Today's and upcoming jobs in stop order, then the latest finished ones. */
export function JobsScreen() {
  const { t } = useTranslation('partners');
  const jobsQuery = useJobs();
  if (jobsQuery.isPending) return <p className="text-slate-600">{t('jobs.loading')}</p>;
  if (jobsQuery.error)
    return (
      <p role="alert" className="text-red-700">
        {jobsQuery.error.message}
      </p>
    );
  const { active, finished, pooled } = jobsQuery.data;
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold">{t('jobs.title')}</h1>
      <section aria-labelledby="active-jobs" className="space-y-3">
        <h2 id="active-jobs" className="text-lg font-semibold">
          {t('jobs.active')}
        </h2>
        {active.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
            {t('jobs.empty')}
          </p>
        ) : (
          <ul className="space-y-3">
            {active.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        )}
      </section>
      {pooled.length > 0 && (
        <section aria-labelledby="pooled-trips" className="space-y-3">
          <h2 id="pooled-trips" className="text-lg font-semibold">
            {t('jobs.pooled')}
          </h2>
          <ul className="space-y-3">
            {pooled.map((route) => (
              <PooledTripCard key={route.truckId} route={route} />
            ))}
          </ul>
        </section>
      )}
      {finished.length > 0 && (
        <section aria-labelledby="finished-jobs" className="space-y-3">
          <h2 id="finished-jobs" className="text-lg font-semibold">
            {t('jobs.finished')}
          </h2>
          <ul className="space-y-3">
            {finished.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  addDaysToIsoDate,
  DAY_PLAN_DAYS_AHEAD,
  DAY_PLAN_DAYS_BACK,
  DAY_PLAN_UNPLANNED_LABELS,
  istToday,
  type DayPlan,
  type DayPlanRoute,
  type DayPlanStop,
} from '@logisaathi/domain';
import { ErrorBox, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { getPartnerJobHref } from '@/config/paths';
import { useDayPlan, useMovePlanJob } from '../api/get-day-plan';
import { formatKg, formatKm } from './format';
import { formatDay, slotLabel } from '@/lib/format';
import { useDomainText } from '@/i18n/use-language';

const istTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
});
const timeOf = (iso: string) => istTime.format(new Date(iso));

/** Picks another vehicle for a job; a native select and button, so it works by keyboard and screen reader. */
function MoveControl({ stop, route, plan }: { stop: DayPlanStop; route: DayPlanRoute; plan: DayPlan }) {
  const { t } = useTranslation('partners');
  const id = useId();
  const others = plan.routes.filter((r) => r.vehicleId !== route.vehicleId);
  const [target, setTarget] = useState(others[0]?.vehicleId ?? '');
  const move = useMovePlanJob();
  const text = useDomainText();
  if (others.length === 0) return null;
  if (stop.pickedUp) return <p className="text-xs text-slate-600">{t('dayPlan.onBoard')}</p>;
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (target) move.mutate({ jobId: stop.jobId, vehicleId: target });
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-800">
          {t('dayPlan.moveLabel', { id: stop.deliveryId })}
        </label>
        <select id={id} className={inputClass} value={target} onChange={(e) => setTarget(e.target.value)}>
          {others.map((r) => (
            <option key={r.vehicleId} value={r.vehicleId}>
              {r.registrationDisplay} ({text(r.bodyType)})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={secondaryButtonClass} disabled={move.isPending}>
        {move.isPending ? t('dayPlan.moving') : t('dayPlan.move')}
      </button>
      {move.error && (
        <div className="w-full">
          <ErrorBox message={move.error.message} />
        </div>
      )}
    </form>
  );
}

function RouteCard({ route, plan }: { route: DayPlanRoute; plan: DayPlan }) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold">
        {route.registrationDisplay}
      </h2>
      <p className="text-sm text-slate-700">
        {t('dayPlan.upTo', {
          body: text(route.bodyType),
          kg: formatKg(route.payloadKg),
          driver: route.driverName ?? t('common.noDriverPaired'),
        })}
      </p>
      {route.stops.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('dayPlan.noStops')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm font-medium">
            {t('dayPlan.stopCount', { count: route.stops.length, km: formatKm(route.km) })}
          </p>
          <ol
            aria-label={t('dayPlan.stopsList', { registration: route.registrationDisplay })}
            className="mt-3 space-y-3"
          >
            {route.stops.map((stop, i) => (
              <li key={`${stop.jobId}-${stop.kind}`} className="border-l-4 border-indigo-200 pl-3">
                <p className="text-sm font-semibold">
                  {i + 1}. {stop.kind === 'pickup' ? t('common.pickup') : t('common.drop')}: {stop.area}
                </p>
                <p className="text-sm text-slate-700">
                  {timeOf(stop.startAt)}
                  {stop.arriveAt < stop.startAt ? t('dayPlan.arrive', { time: timeOf(stop.arriveAt) }) : ''}
                  {t('dayPlan.slot')}
                  {slotLabel(stop.slot)} ·{' '}
                  <Link to={getPartnerJobHref(stop.jobId)} className="font-mono text-indigo-800 underline">
                    {stop.deliveryId}
                  </Link>
                  {stop.pinned ? t('dayPlan.pinned') : ''}
                </p>
                {(stop.kind === 'pickup' || stop.pickedUp) && (
                  <MoveControl stop={stop} route={route} plan={plan} />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** A fleet's day: each vehicle's route with its stops in order, times and km, and moving a job by hand. */
export function DayPlanScreen({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const today = istToday(now);
  const [date, setDate] = useState(today);
  const dateId = useId();
  const planQuery = useDayPlan(date);
  const plan = planQuery.data;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">{t('dayPlan.title')}</h1>
      <div>
        <label htmlFor={dateId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('dayPlan.day')}
        </label>
        <input
          id={dateId}
          type="date"
          className={inputClass}
          value={date}
          min={addDaysToIsoDate(today, -DAY_PLAN_DAYS_BACK)}
          max={addDaysToIsoDate(today, DAY_PLAN_DAYS_AHEAD)}
          onChange={(e) => e.target.value && setDate(e.target.value)}
        />
      </div>
      {planQuery.isPending && (
        <p className="text-slate-600">{t('dayPlan.planning', { day: formatDay(date) })}</p>
      )}
      {planQuery.error && <ErrorBox message={planQuery.error.message} />}
      {plan && (
        <>
          <p className="text-sm text-slate-700">
            {t('dayPlan.total', { day: formatDay(plan.date), km: formatKm(plan.totalKm) })}
          </p>
          {plan.unplanned.length > 0 && (
            <section
              aria-labelledby="unplanned-title"
              className="rounded-lg border border-amber-300 bg-amber-50 p-4"
            >
              <h2 id="unplanned-title" className="font-semibold text-amber-900">
                {t('dayPlan.unplanned')}
              </h2>
              <ul className="mt-1 space-y-1 text-sm">
                {plan.unplanned.map((u) => (
                  <li key={u.jobId}>
                    <Link to={getPartnerJobHref(u.jobId)} className="font-mono text-indigo-800 underline">
                      {u.deliveryId}
                    </Link>{' '}
                    ({slotLabel(u.slot)}): {text(DAY_PLAN_UNPLANNED_LABELS[u.reason])}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {plan.routes.every((r) => r.stops.length === 0) && plan.unplanned.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
              {t('dayPlan.empty', { day: formatDay(plan.date) })}
            </p>
          ) : (
            plan.routes.map((route) => <RouteCard key={route.vehicleId} route={route} plan={plan} />)
          )}
        </>
      )}
    </div>
  );
}

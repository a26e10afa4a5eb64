import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPS_CONSOLE_MESSAGES, type FleetVehicle, type WaitingDelivery } from '@logisaathi/domain';
import { Field, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { formatDay, formatIstDateTime } from '@/lib/format';
import { useDispatchAction, useFleet, useWaitingDeliveries, type DispatchOutcome } from '../api/ops-api';
import { FleetMap } from './fleet-map';
import { ReasonForm } from './reason-form';

function useDuration() {
  const { t } = useTranslation('ops');
  return (minutes: number) => {
    const abs = Math.abs(minutes);
    return t('dispatch.hm', { h: Math.floor(abs / 60), m: String(abs % 60).padStart(2, '0') });
  };
}

/** The three moves on a waiting delivery, each with its reason. */
function Actions({
  delivery,
  vehicles,
  onDone,
}: {
  delivery: WaitingDelivery;
  vehicles: readonly FleetVehicle[];
  onDone: (outcome: DispatchOutcome) => void;
}) {
  const { t } = useTranslation('ops');
  const text = useDomainText();
  const action = useDispatchAction();
  const [vehicleId, setVehicleId] = useState('');
  const [vehicleError, setVehicleError] = useState<string | undefined>();
  const error = action.error?.message ?? null;
  const candidates = vehicles.filter((v) => v.online);
  const run = (payload: Parameters<typeof action.mutate>[0]) => {
    // The promise, not mutate's callback: that one is skipped once this item leaves the refreshed list.
    void action.mutateAsync(payload).then(onDone, () => {
      /* shown by action.error */
    });
  };
  return (
    <div className="mt-2 space-y-1">
      <details>
        <summary className="cursor-pointer text-indigo-800">{t('dispatch.assign')}</summary>
        <ReasonForm
          label={`${t('dispatch.assign')} ${delivery.deliveryId}`}
          reasonLabel={t('dispatch.reason')}
          submit={t('dispatch.submit')}
          pending={action.isPending}
          error={error}
          onSubmit={(reason) => {
            if (!vehicleId) {
              setVehicleError(text(OPS_CONSOLE_MESSAGES.vehicleRequired));
              return;
            }
            setVehicleError(undefined);
            run({ kind: 'assign', id: delivery.id, vehicleId, reason });
          }}
        >
          <Field label={t('dispatch.vehicle')} error={vehicleError}>
            {(props) => (
              <select
                {...props}
                className={inputClass}
                value={vehicleId}
                onChange={(e) => setVehicleId(e.target.value)}
              >
                <option value="">{text(OPS_CONSOLE_MESSAGES.vehicleRequired)}</option>
                {candidates.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.registration} · {v.bodyType} · {v.partnerName}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </ReasonForm>
      </details>
      <details>
        <summary className="cursor-pointer text-indigo-800">{t('dispatch.reoffer')}</summary>
        <ReasonForm
          label={`${t('dispatch.reoffer')} ${delivery.deliveryId}`}
          reasonLabel={t('dispatch.reason')}
          submit={t('dispatch.submit')}
          pending={action.isPending}
          error={error}
          onSubmit={(reason) => run({ kind: 'reoffer', id: delivery.id, reason })}
        />
      </details>
      <details>
        <summary className="cursor-pointer text-red-800">{t('dispatch.cancel')}</summary>
        <ReasonForm
          label={`${t('dispatch.cancel')} ${delivery.deliveryId}`}
          reasonLabel={t('dispatch.cancelReason')}
          submit={t('dispatch.submit')}
          pending={action.isPending}
          error={error}
          onSubmit={(reason) => run({ kind: 'cancel', id: delivery.id, reason })}
        />
      </details>
    </div>
  );
}

/**
 * The dispatch monitor (issue 33): the live fleet map, the deliveries still finding a truck (least time to the
 * slot first) with assign / re-offer / cancel, and the fleet as a list (the map's facts, readable by keyboard
 * and screen reader).
 */
export function DispatchScreen() {
  const { t } = useTranslation('ops');
  const text = useDomainText();
  const duration = useDuration();
  const waiting = useWaitingDeliveries();
  const fleet = useFleet();
  const deliveries = waiting.data ?? [];
  // Shown above the list: the delivery itself leaves the list once it has a truck or is cancelled.
  const [done, setDone] = useState<DispatchOutcome | null>(null);
  const vehicles = fleet.data ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('dispatch.title')}</h1>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            void waiting.refetch();
            void fleet.refetch();
          }}
        >
          {t('dispatch.refresh')}
        </button>
      </div>
      <p className="text-slate-700">{t('dispatch.lead')}</p>
      <div role="status">
        {done && (
          <p className="rounded-md border border-green-300 bg-green-50 p-3 text-sm">
            {done.outcome === 'assigned'
              ? t('dispatch.assigned', { id: done.deliveryId, vehicle: done.vehicle ?? '' })
              : done.outcome === 'offered'
                ? t('dispatch.offered', { id: done.deliveryId, count: done.offers })
                : t('dispatch.cancelled', { id: done.deliveryId })}
          </p>
        )}
      </div>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('dispatch.map')}</h2>
        <p className="text-sm text-slate-700">{t('dispatch.mapLead')}</p>
        <FleetMap vehicles={vehicles} waiting={deliveries} label={t('dispatch.map')} />
      </section>

      <section aria-labelledby="waiting-title" className="space-y-3">
        <h2 id="waiting-title" className="text-lg font-semibold">
          {t('dispatch.waiting', { count: deliveries.length })}
        </h2>
        {waiting.error && <p role="alert">{text(waiting.error.message)}</p>}
        {waiting.isSuccess && deliveries.length === 0 && (
          <p className="rounded-md bg-white p-4">{t('dispatch.none')}</p>
        )}
        <ul className="grid gap-3 lg:grid-cols-2">
          {deliveries.map((d) => (
            <li
              key={d.id}
              aria-label={d.deliveryId}
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <p className="font-semibold">
                {d.deliveryId} · {d.company}
              </p>
              <p className="break-words text-sm text-slate-700">
                {d.pickupAddress} → {d.deliveryAddress}
              </p>
              <p className="text-sm">
                {t('dispatch.slot', { day: formatDay(d.pickupDate), slot: d.timeSlot })} ·{' '}
                <strong className={d.minutesLeft < 120 ? 'text-red-700' : ''}>
                  {d.minutesLeft >= 0
                    ? t('dispatch.left', { time: duration(d.minutesLeft) })
                    : t('dispatch.late', { time: duration(d.minutesLeft) })}
                </strong>
              </p>
              <p className="text-sm text-slate-700">
                {t('dispatch.offers', { open: d.openOffers, made: d.offersMade })}
                {d.timedOut && ` · ${t('dispatch.timedOut')}`}
                {d.keepSearching && ` · ${t('dispatch.keepSearching')}`}
              </p>
              <Actions delivery={d} vehicles={vehicles} onDone={setDone} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fleet-title" className="space-y-3">
        <h2 id="fleet-title" className="text-lg font-semibold">
          {t('dispatch.fleet', { count: vehicles.length })}
        </h2>
        {fleet.isSuccess && vehicles.length === 0 && (
          <p className="rounded-md bg-white p-4">{t('dispatch.noFleet')}</p>
        )}
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {vehicles.map((v) => (
            <li
              key={v.id}
              aria-label={v.registration}
              className={`rounded-lg border bg-white p-3 text-sm ${v.positionFlag ? 'border-red-400' : 'border-slate-200'}`}
            >
              <p className="font-semibold">
                {v.registration} · {v.online ? t('dispatch.online') : t('dispatch.offline')}
              </p>
              <p className="text-slate-700">
                {v.bodyType} · {v.partnerName}
              </p>
              {v.driverName && <p>{t('dispatch.driver', { name: v.driverName })}</p>}
              <p>
                {v.positionAt
                  ? t('dispatch.position', {
                      at: formatIstDateTime(v.positionAt, { dateStyle: 'short', timeStyle: 'short' }),
                    })
                  : t('dispatch.noPosition')}
              </p>
              {v.positionFlag && (
                <p className="font-medium text-red-700">
                  {t('dispatch.flagged', {
                    flag: t(
                      `dispatch.flags.${v.positionFlag as 'future' | 'stale' | 'too_fast' | 'outside_area'}`,
                    ),
                  })}
                </p>
              )}
              {v.jobs.length > 0 && (
                <p>
                  {t('dispatch.jobs', {
                    jobs: v.jobs.map((j) => `${j.deliveryId} (${j.status})`).join(', '),
                  })}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

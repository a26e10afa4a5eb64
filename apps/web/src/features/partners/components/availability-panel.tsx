import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  POSITION_REPORT_INTERVAL_MS,
  VEHICLE_BODY_TYPE_LABELS,
  type Driver,
  type Vehicle,
} from '@logisaathi/domain';
import { Link } from 'react-router';
import { ErrorBox, Field, inputClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useDomainText } from '@/i18n/use-language';
import { usePositionReporter, type PositionFix } from '@/lib/use-position-reporter';
import { vehiclesQueryKey } from '../api/get-vehicles';
import { usePairDriver } from '../api/pair-driver';
import { sendPartnerPosition } from '../api/send-partner-position';
import { useSetVehicleAvailability } from '../api/set-vehicle-availability';
import { formatJobTime } from './format';

/** This phone's position for an online vehicle, every 20 s (the fleet's home and a driver's). */
export function PositionSharing({
  vehicleId,
  isReceivingOffers,
}: {
  vehicleId: string;
  isReceivingOffers: boolean;
}) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const queryClient = useQueryClient();
  const send = useCallback(
    async (fix: PositionFix) => {
      await sendPartnerPosition({ vehicleId, ...fix });
      // The first fix after going online (or after a gap) makes the vehicle eligible: show it.
      if (!isReceivingOffers) await queryClient.invalidateQueries({ queryKey: vehiclesQueryKey });
    },
    [vehicleId, isReceivingOffers, queryClient],
  );
  const sharing = usePositionReporter(send, POSITION_REPORT_INTERVAL_MS / 1000, true);
  return (
    <div className="text-sm" data-testid="partner-sharing">
      <p>{t(`availability.sharing.${sharing.state}`)}</p>
      {sharing.lastSentAt && (
        <p className="text-slate-600" data-testid="partner-last-sent">
          {t('availability.lastSent', { time: formatJobTime(sharing.lastSentAt.toISOString()) })}
        </p>
      )}
      {sharing.error && <p className="text-red-700">{text(sharing.error)}</p>}
    </div>
  );
}

/**
 * Online / offline from the phone: the vehicle this phone drives (and, for a fleet, who drives it this shift),
 * and the switch. While online the phone reports its position every 20 s, as the driver page does.
 */
export function AvailabilityPanel({
  vehicles,
  drivers,
  isFleet,
  vehicleId,
  onVehicleChange,
}: {
  vehicles: Vehicle[];
  drivers: Driver[];
  isFleet: boolean;
  vehicleId: string;
  onVehicleChange: (vehicleId: string) => void;
}) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const availability = useSetVehicleAvailability();
  const pair = usePairDriver();
  const vehicle = vehicles.find((v) => v.id === vehicleId);
  const isOnline = vehicle?.online ?? false;

  return (
    <section
      aria-labelledby="availability-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="availability-title" className="text-lg font-semibold">
          {isOnline ? t('availability.online') : t('availability.offline')}
        </h2>
        {vehicle && (
          <button
            type="button"
            role="switch"
            aria-checked={isOnline}
            aria-label={t('availability.switch')}
            disabled={availability.isPending || (!isOnline && !vehicle.compliance.canTakeJobs)}
            onClick={() => availability.mutate({ vehicleId: vehicle.id, online: !isOnline })}
            className={`relative inline-flex h-9 w-16 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50 ${isOnline ? 'bg-green-600' : 'bg-slate-400'}`}
          >
            <span
              aria-hidden="true"
              className={`inline-block h-7 w-7 rounded-full bg-white shadow transition-transform ${isOnline ? 'translate-x-8' : 'translate-x-1'}`}
            />
          </button>
        )}
      </div>
      <ErrorBox message={availability.error?.message ?? pair.error?.message ?? null} />
      {availability.error && /licence/i.test(availability.error.message) && (
        <p className="text-sm">
          <Link to={paths.partnerDrivers} className="font-medium text-indigo-700 underline">
            {isFleet ? t('availability.goToDrivers') : t('availability.addLicence')}
          </Link>
        </p>
      )}
      <Field label={t('availability.vehicle')}>
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={vehicleId}
            onChange={(e) => onVehicleChange(e.target.value)}
          >
            {vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.registrationDisplay} · {text(VEHICLE_BODY_TYPE_LABELS[v.bodyType])}
                {v.online ? t('availability.optionOnline') : ''}
                {v.isDemo ? t('availability.optionDemo') : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      {vehicle && isFleet && (
        <Field label={t('availability.driverThisShift')}>
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={vehicle.driver?.id ?? ''}
              disabled={pair.isPending}
              onChange={(e) => pair.mutate({ vehicleId: vehicle.id, driverId: e.target.value || null })}
            >
              <option value="">{t('common.noDriverPaired')}</option>
              {drivers.map((d) => (
                <option key={d.id} value={d.id} disabled={d.licenceProblem !== null}>
                  {d.name}
                  {d.licenceProblem ? ` (${text(d.licenceProblem)})` : ''}
                  {d.vehicle && d.vehicle.id !== vehicle.id
                    ? t('availability.onVehicle', { registration: d.vehicle.registrationDisplay })
                    : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {vehicle && !vehicle.compliance.canTakeJobs && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t('availability.cannotTakeJobs')}</p>
          <ul className="ml-5 list-disc">
            {vehicle.compliance.problems.map((problem) => (
              <li key={problem}>{text(problem)}</li>
            ))}
          </ul>
        </div>
      )}
      {isOnline && vehicle && !vehicle.receivingOffers && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('availability.noLocation')}
        </p>
      )}
      {isOnline && vehicle ? (
        <PositionSharing vehicleId={vehicle.id} isReceivingOffers={vehicle.receivingOffers} />
      ) : (
        <p className="text-sm text-slate-600">{t('availability.sharing.stopped')}</p>
      )}
    </section>
  );
}

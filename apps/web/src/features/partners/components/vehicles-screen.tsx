import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OWNER_DRIVER_MAX_VEHICLES, VEHICLE_BODY_TYPE_LABELS, type Vehicle } from '@logisaathi/domain';
import { primaryButtonClass } from '@/components/ui/field';
import { getPartnerVehicleHref, paths } from '@/config/paths';
import { usePartnerProfile } from '../api/get-partner-profile';
import { useVehicles } from '../api/get-vehicles';
import { formatKg, ratingText } from './format';
import { useDomainText } from '@/i18n/use-language';

export function DemoLabel() {
  const { t } = useTranslation('partners');
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {t('common.demo')}
    </span>
  );
}

function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={getPartnerVehicleHref(vehicle.id)}
          className="font-mono text-lg font-semibold text-indigo-800 underline"
        >
          {vehicle.registrationDisplay}
        </Link>
        <span className="flex items-center gap-2">
          {vehicle.isDemo && <DemoLabel />}
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${vehicle.online ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-800'}`}
          >
            {vehicle.receivingOffers
              ? t('vehicles.online')
              : vehicle.online
                ? t('vehicles.onlineNoLocation')
                : t('vehicles.offline')}
          </span>
        </span>
      </div>
      <p className="mt-1 text-sm">
        {text(VEHICLE_BODY_TYPE_LABELS[vehicle.bodyType])} · {formatKg(vehicle.payloadKg)}
        {vehicle.driver && ` · ${vehicle.driver.name}`}
      </p>
      <p className="text-sm text-slate-700">{ratingText(vehicle.rating, t)}</p>
      {vehicle.compliance.canTakeJobs ? (
        <p className="text-sm text-green-800">{t('vehicles.complete')}</p>
      ) : (
        <p className="text-sm text-amber-900">
          {t('vehicles.cannot', { problems: vehicle.compliance.problems.map(text).join('; ') })}
        </p>
      )}
    </li>
  );
}

export function VehiclesScreen() {
  const { t } = useTranslation('partners');
  const vehiclesQuery = useVehicles();
  const profileQuery = usePartnerProfile();
  if (vehiclesQuery.isPending) return <p className="text-slate-600">{t('vehicles.loading')}</p>;
  if (vehiclesQuery.error)
    return (
      <p role="alert" className="text-red-700">
        {vehiclesQuery.error.message}
      </p>
    );
  const vehicles = vehiclesQuery.data;
  const canAdd = profileQuery.data?.kind === 'fleet_operator' || vehicles.length < OWNER_DRIVER_MAX_VEHICLES;
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t('vehicles.title')}</h1>
        {canAdd && (
          <Link to={paths.partnerNewVehicle} className={primaryButtonClass}>
            {t('common.addVehicle')}
          </Link>
        )}
      </div>
      {vehicles.length > 0 && (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <Trans
            t={t}
            i18nKey="vehicles.poolPrompt"
            components={{
              1: <Link to={paths.partnerPool} className="font-semibold text-indigo-700 underline" />,
            }}
          />
        </p>
      )}
      {vehicles.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
          {t('vehicles.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {vehicles.map((v) => (
            <VehicleCard key={v.id} vehicle={v} />
          ))}
        </ul>
      )}
    </div>
  );
}

import { Link } from 'react-router';
import { OWNER_DRIVER_MAX_VEHICLES, VEHICLE_BODY_TYPE_LABELS, type Vehicle } from '@logisaathi/domain';
import { primaryButtonClass } from '../../../components/ui/field';
import { getPartnerVehicleHref, paths } from '../../../config/paths';
import { usePartnerProfile } from '../api/get-partner-profile';
import { useVehicles } from '../api/get-vehicles';
import { formatKg, ratingText } from './format';

export function DemoLabel() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Demo</span>
  );
}

function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
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
            {vehicle.receivingOffers ? 'Online' : vehicle.online ? 'Online, no location' : 'Offline'}
          </span>
        </span>
      </div>
      <p className="mt-1 text-sm">
        {VEHICLE_BODY_TYPE_LABELS[vehicle.bodyType]} · {formatKg(vehicle.payloadKg)}
        {vehicle.driver && ` · ${vehicle.driver.name}`}
      </p>
      <p className="text-sm text-slate-700">{ratingText(vehicle.rating)}</p>
      {vehicle.compliance.canTakeJobs ? (
        <p className="text-sm text-green-800">Documents complete: can take jobs</p>
      ) : (
        <p className="text-sm text-amber-900">Cannot take jobs: {vehicle.compliance.problems.join('; ')}</p>
      )}
    </li>
  );
}

export function VehiclesScreen() {
  const vehiclesQuery = useVehicles();
  const profileQuery = usePartnerProfile();
  if (vehiclesQuery.isPending) return <p className="text-slate-600">Loading your vehicles...</p>;
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
        <h1 className="text-xl font-bold">Vehicles</h1>
        {canAdd && (
          <Link to={paths.partnerNewVehicle} className={primaryButtonClass}>
            Add a vehicle
          </Link>
        )}
      </div>
      {vehicles.length > 0 && (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
          Going somewhere with spare space?{' '}
          <Link to={paths.partnerPool} className="font-semibold text-indigo-700 underline">
            Offer it in the shared truck pool
          </Link>{' '}
          and answer businesses&apos; slot requests.
        </p>
      )}
      {vehicles.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
          No vehicles yet. Add your truck with its documents to start taking jobs.
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePermissions } from '@/lib/permissions';
import { primaryButtonClass } from '@/components/ui/field';
import { useDrivers } from '../api/get-drivers';
import { usePartnerProfile } from '../api/get-partner-profile';
import { useVehicles } from '../api/get-vehicles';
import { usePartnerStream } from '../hooks/use-partner-stream';
import { AvailabilityPanel, PositionSharing } from './availability-panel';
import { OffersList } from './offers-list';
import { PartnerSettingsForm } from './partner-settings-form';
import { TradesList } from './trades-list';

/** The partner's home; a fleet's driver signed in (issue 37) gets the offers of the vehicle they drive only. */
export function PartnerHomeScreen() {
  return usePermissions().allowed('fleet.manage') ? <FleetHomeScreen /> : <DriverHomeScreen />;
}

/**
 * A driver's home: the live offers of the vehicles they are paired with (the API and its stream carry no
 * others). Going online, the fleet's settings and the other vehicles stay with the fleet owner.
 */
function DriverHomeScreen() {
  const { t } = useTranslation('partners');
  const streamState = usePartnerStream(true);
  // The API lists a driver only the vehicles they drive; while one is online this phone shares its position.
  const vehiclesQuery = useVehicles();
  const online = (vehiclesQuery.data ?? []).filter((v) => v.online);
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold">{t('home.title')}</h1>
      <p className="text-slate-700">{t('home.driverLead')}</p>
      {online.map((vehicle) => (
        <section
          key={vehicle.id}
          aria-labelledby={`sharing-${vehicle.id}`}
          className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id={`sharing-${vehicle.id}`} className="font-semibold">
            {vehicle.registrationDisplay}
          </h2>
          <PositionSharing vehicleId={vehicle.id} isReceivingOffers={vehicle.receivingOffers} />
        </section>
      ))}
      {vehiclesQuery.isSuccess && online.length === 0 && (
        <p className="text-sm text-slate-600" data-testid="driver-offline">
          {t('home.driverOffline')}
        </p>
      )}
      <OffersList streamState={streamState} />
    </div>
  );
}

/** The fleet's home: go online, see live offers, set the home area and working hours. */
function FleetHomeScreen() {
  const { t } = useTranslation('partners');
  const profileQuery = usePartnerProfile();
  const vehiclesQuery = useVehicles();
  const isFleet = profileQuery.data?.kind === 'fleet_operator';
  const driversQuery = useDrivers(isFleet);
  const vehicles = vehiclesQuery.data ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const vehicleId =
    (chosenId && vehicles.some((v) => v.id === chosenId) ? chosenId : null) ??
    vehicles.find((v) => v.online)?.id ??
    vehicles[0]?.id ??
    '';
  const isAnyOnline = vehicles.some((v) => v.online);
  const streamState = usePartnerStream(isAnyOnline);

  if (profileQuery.isPending || vehiclesQuery.isPending)
    return <p className="text-slate-600">{t('common.loading')}</p>;
  const error = profileQuery.error ?? vehiclesQuery.error;
  if (error || !profileQuery.data) {
    return (
      <p role="alert" className="text-red-700">
        {error?.message ?? t('home.loadError')}
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold">{t('home.title')}</h1>
      {vehicles.length === 0 ? (
        <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-lg font-semibold">{t('home.startTitle')}</h2>
          <p className="text-slate-700">{t('home.startBody')}</p>
          <Link to={paths.partnerNewVehicle} className={primaryButtonClass}>
            {t('common.addVehicle')}
          </Link>
        </section>
      ) : (
        <AvailabilityPanel
          vehicles={vehicles}
          drivers={driversQuery.data ?? []}
          isFleet={isFleet}
          vehicleId={vehicleId}
          onVehicleChange={setChosenId}
        />
      )}
      {isAnyOnline && (
        <>
          <TradesList />
          <OffersList streamState={streamState} />
        </>
      )}
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <PartnerSettingsForm settings={profileQuery.data.settings} />
      </section>
    </div>
  );
}

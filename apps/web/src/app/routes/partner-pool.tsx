import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRUCK_TYPES, truckCardType, VEHICLE_BODY_TYPE_LABELS } from '@logisaathi/domain';
import { primaryButtonClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useDomainText } from '@/i18n/use-language';
import { useVehicles } from '@/features/partners/api/get-vehicles';
import { useTruckRequests } from '@/features/shared-trucks/api/get-truck-requests';
import { AddTruckDialog, type PoolVehicleChoice } from '@/features/shared-trucks/components/add-truck-dialog';
import { MyTrucksPanel } from '@/features/shared-trucks/components/my-trucks-panel';

/** Capacity offered by default: the payload in half tons, within what the truck card's type allows. */
function capacityTons(payloadKg: number, maxTons: number): number {
  return Math.min(maxTons, Math.max(0.5, Math.floor(payloadKg / 500) / 2));
}

/**
 * The partner's side of the shared truck pool (issue 14: pooled trucks are partners' vehicles): offer one of
 * its vehicles on a route and slot, and accept or decline the businesses' slot requests.
 */
export function Component() {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const vehiclesQuery = useVehicles();
  const requestsQuery = useTruckRequests();
  const [isOpen, setIsOpen] = useState(false);
  const [message, setMessage] = useState('');
  const choices = useMemo<PoolVehicleChoice[]>(
    () =>
      (vehiclesQuery.data ?? []).map((v) => {
        const truckType = truckCardType(v.bodyType);
        const maxTons = TRUCK_TYPES.find((t) => t.type === truckType)?.maxTons ?? 1;
        return {
          id: v.id,
          label: `${v.registrationDisplay} · ${text(VEHICLE_BODY_TYPE_LABELS[v.bodyType])}`,
          truckType,
          capacityTons: capacityTons(v.payloadKg, maxTons),
        };
      }),
    [vehiclesQuery.data, text],
  );
  const hasTrucks = (requestsQuery.data?.myTrucks.length ?? 0) > 0;

  return (
    <div className="space-y-4">
      <Link to={paths.partnerVehicles} className="text-sm text-indigo-700 underline">
        {t('common.backToVehicles')}
      </Link>
      <h1 className="text-xl font-bold">{t('pool.title')}</h1>
      <p className="text-slate-700">{t('pool.intro')}</p>
      {choices.length === 0 && !vehiclesQuery.isPending ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
          {t('pool.addFirst')}{' '}
          <Link to={paths.partnerNewVehicle} className="font-semibold text-indigo-700 underline">
            {t('common.addVehicle')}
          </Link>
        </p>
      ) : (
        <button type="button" className={primaryButtonClass} onClick={() => setIsOpen(true)}>
          {t('pool.addToPool')}
        </button>
      )}
      <p role="status" className="text-sm text-green-800">
        {message}
      </p>
      <AddTruckDialog open={isOpen} onOpenChange={setIsOpen} onAdded={setMessage} vehicles={choices} />
      {!requestsQuery.isPending && !hasTrucks && <p className="text-sm text-slate-600">{t('pool.none')}</p>}
      <MyTrucksPanel />
    </div>
  );
}

import { formatRegistrationNumber, type PooledRoute } from '@logisaathi/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findDeliveries } from '../deliveries/deliveries-repository';
import { findRequests } from '../shared-trucks/repositories/requests-repository';
import { activePlannedTrucks } from '../shared-trucks/repositories/trucks-repository';
import { isDeliveryRowId } from '../../lib/row-id';
import { loadFleetStanding } from '../partners/fleet-standing';
import { listVehicles } from '../partners/partners-repository';
import { ensureFreshPool } from '../shared-trucks/use-cases/refresh-pool';

/**
 * The shared-pool trips of the partner's vehicles with riders planned on them: the consolidation plan's pickups
 * and drops, in the plan's order, with the addresses and contacts a driver needs. The pool is re-planned first
 * when it changed since its last plan (the pool's own rule for reads).
 */
export async function listPooledRoutes(db: Db, partnerId: string, now: Date): Promise<PooledRoute[]> {
  await ensureFreshPool({ db }, now);
  const vehicles = new Map((await listVehicles(db, partnerId)).map((v) => [v.id, v]));
  const planned =
    vehicles.size === 0
      ? []
      : await db
          .select()
          .from(activePlannedTrucks)
          .where(inArray(activePlannedTrucks.partnerVehicleId, [...vehicles.keys()]))
          .orderBy(activePlannedTrucks.departureDate, activePlannedTrucks.departureSlot);
  const listed = planned.flatMap((truck) => {
    const vehicle = truck.partnerVehicleId ? vehicles.get(truck.partnerVehicleId) : undefined;
    return vehicle ? [{ truck, vehicle }] : [];
  });
  // Riders' addresses and contacts only for a vehicle and driver verified now (issue 33).
  const standing = await loadFleetStanding(db, partnerId, now);
  const trucks = listed.filter(
    ({ vehicle }) => standing.problem(vehicle.id, vehicle.currentDriverId) === null,
  );
  if (trucks.length === 0) return [];
  const keys = trucks.flatMap(
    ({ truck }) => truck.plan?.stops.flatMap((s) => (s.riderKey ? [s.riderKey] : [])) ?? [],
  );
  const requestIds = keys.filter((k) => k.startsWith('request:')).map((k) => k.slice('request:'.length));
  const requests = await findRequests(db, requestIds);
  const deliveryRowIds = [
    ...keys
      .filter((k) => k.startsWith('delivery:'))
      .map((k) => k.slice('delivery:'.length))
      .filter(isDeliveryRowId),
    ...requests.flatMap((r) => (r.deliveryRowId ? [r.deliveryRowId] : [])),
  ];
  const rows = await findDeliveries(db, deliveryRowIds);
  const deliveryOf = (key: string) => {
    const [kind, id] = key.split(':');
    const rowId = kind === 'request' ? requests.find((r) => r.id === id)?.deliveryRowId : id;
    return rows.find((d) => d.id === rowId);
  };
  return trucks.map(({ truck, vehicle }) => {
    const plan = truck.plan!;
    const riderStops = plan.stops.filter(
      (s): s is typeof s & { kind: 'pickup' | 'drop'; riderKey: string } =>
        (s.kind === 'pickup' || s.kind === 'drop') && s.riderKey !== null,
    );
    return {
      truckId: truck.id,
      vehicleId: vehicle.id,
      registrationDisplay: formatRegistrationNumber(vehicle.registrationNumber),
      departureDate: truck.departureDate,
      slot: truck.departureSlot,
      origin: truck.pickupPlace,
      destination: truck.deliveryPlace,
      plannedKm: Math.round(plan.plannedKm * 10) / 10,
      plannedAt: plan.plannedAtIso,
      stops: riderStops.map((stop, i) => {
        const d = deliveryOf(stop.riderKey);
        const pickup = stop.kind === 'pickup';
        return {
          order: i + 1,
          kind: stop.kind,
          deliveryId: d?.deliveryId ?? null,
          place: stop.label,
          address: d ? (pickup ? d.pickupAddress : d.deliveryAddress) : stop.label,
          contactPerson: d
            ? ((pickup ? d.pickupContactPerson : d.deliveryContactPerson) ?? d.customerName)
            : null,
          contactPhone: d
            ? ((pickup ? d.pickupContactPhone : d.deliveryContactPhone) ?? d.customerPhone)
            : null,
          eta: stop.etaIso,
          loadAfterKg: stop.loadAfterKg,
        };
      }),
    };
  });
}

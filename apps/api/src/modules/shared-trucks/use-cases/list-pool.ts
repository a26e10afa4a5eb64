import { isTimeSlot, priceRoute } from '@logisaathi/domain';
import { matchShipmentToTruck, type ShipmentCandidate, STOP_SERVICE_MIN } from '@logisaathi/pooling';
import type { Db } from '../../../db/client';
import { buildCard, truckPlanOf } from '../views/match-cards';
import { deliveryWindows, truckWindows, waitsUntil } from '../model/pool-entities';
import { MAX_CARDS, poolTravel, REFERENCE_WEIGHT_KG } from '../model/pool-rules';
import { ensureFreshPool, isStillWaiting } from './refresh-pool';
import { findOwnDelivery, shipmentFromDelivery } from './resolve-shipment';
import { cardContext, poolTrucksFor, rankPoolFor, tabCounts } from './search-matches';
import { truckRouteText } from '../views/truck-text';
import { activeTrucks } from '../background/active-trucks-cache';
import { listWaitingPooledDeliveries } from '../repositories/pooled-deliveries-repository';
import { type TruckRow } from '../repositories/trucks-repository';

/** A slot of the reference weight along the truck's own route: how the pool looks before any delivery is chosen. */
function ownRouteShipment(row: TruckRow, userId: string) {
  const w = truckWindows(row);
  const window = { earliestMin: w.departureMin, latestMin: w.finishByMin };
  const candidate: ShipmentCandidate = {
    id: `route:${row.id}`,
    pickup: { lat: row.pickupLat, lon: row.pickupLon },
    drop: { lat: row.deliveryLat, lon: row.deliveryLon },
    weightKg: REFERENCE_WEIGHT_KG,
    dimensionsCm: { lengthCm: 0, widthCm: 0, heightCm: 0 },
    pickupWindow: window,
    dropWindow: window,
    requirements: [],
    pickupServiceMin: STOP_SERVICE_MIN,
    dropServiceMin: STOP_SERVICE_MIN,
  };
  return {
    candidate,
    standaloneInr: priceRoute(row.routeKm, REFERENCE_WEIGHT_KG).regularCostInr,
    userId,
    riderKey: null,
  };
}

/**
 * Real supply only: demo trucks are illustrations and never count as trucks or capacity a business can use.
 */
function supplyOf(active: readonly TruckRow[], waitingShipments: number) {
  const real = active.filter((t) => !t.isDemo);
  return {
    realTrucks: real.length,
    realFreeCapacityKg: Math.round(
      real.reduce((sum, t) => sum + Math.max(0, t.capacityKg - t.reservedKg), 0),
    ),
    demoTrucks: active.length - real.length,
    waitingShipments,
  };
}

/**
 * GET /shared-trucks: the pool as match cards for this user. With ?deliveryId= the cards are matched to that
 * delivery; otherwise each truck is priced for a 100 kg slot along its own route. Also the user's pooled
 * deliveries that wait for a truck (and the truck the plan puts them on) and the real-supply figures.
 */
export async function listPool(
  db: Db,
  userId: string,
  query: { deliveryId?: string | undefined },
  now: Date,
) {
  await ensureFreshPool({ db }, now);
  const active = await activeTrucks(db, now);
  const waitingRows = (await listWaitingPooledDeliveries(db)).filter((row) => isStillWaiting(row, now));
  let result;
  if (query.deliveryId) {
    const shipment = shipmentFromDelivery(await findOwnDelivery(db, userId, query.deliveryId));
    const ranked = await rankPoolFor(db, userId, shipment, now);
    result = { basis: shipment.basis, matches: ranked.cards, total: ranked.total };
  } else {
    const trucks = await poolTrucksFor(db, userId, now);
    const ctx = await cardContext(db, userId, trucks, now);
    const cards = trucks.map((row) => {
      const shipment = ownRouteShipment(row, userId);
      return buildCard(
        row,
        matchShipmentToTruck(truckPlanOf(row), shipment.candidate, poolTravel),
        shipment,
        ctx,
      );
    });
    // Compatible first, then the soonest departure.
    cards.sort(
      (a, b) => Number(b.compatible) - Number(a.compatible) || a.departureTime.localeCompare(b.departureTime),
    );
    result = {
      basis: {
        kind: 'route' as const,
        deliveryId: null,
        pickup: null,
        drop: null,
        weightKg: REFERENCE_WEIGHT_KG,
        distanceKm: null,
        date: null,
        slot: null,
      },
      matches: cards.slice(0, MAX_CARDS),
      total: trucks.length,
    };
  }
  const plannedOn = new Map<string, TruckRow>();
  for (const truck of active) for (const rider of truck.plan?.riders ?? []) plannedOn.set(rider.key, truck);
  const myPooledDeliveries = waitingRows
    .filter((row) => row.userId === userId)
    .map((row) => {
      const truck = plannedOn.get(`delivery:${row.id}`);
      return {
        _id: row.id,
        deliveryId: row.deliveryId,
        route: `${row.pickupAddress} → ${row.deliveryAddress}`,
        deliveryDate: row.deliveryDate,
        timeSlot: isTimeSlot(row.timeSlot) ? row.timeSlot : null,
        weightKg: row.weightKg,
        waitsUntil: waitsUntil(row).toISOString(),
        pickupWindowStart: new Date(deliveryWindows(row).pickupWindow.earliestMin * 60_000).toISOString(),
        plannedTruck: truck
          ? { id: truck.id, company: truck.companyName, route: truckRouteText(truck) }
          : null,
      };
    });
  return {
    ...result,
    counts: tabCounts(result.matches),
    supply: supplyOf(active, waitingRows.length),
    myPooledDeliveries,
  };
}

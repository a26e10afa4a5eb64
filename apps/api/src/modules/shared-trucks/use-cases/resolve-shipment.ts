/*
 * The shipment a search matches: one of the user's deliveries, or a route typed on the screen.
 */
import { isTimeSlot, priceRoute, roundDistanceKm, slotWindow } from '@logisaathi/domain';
import { estimateRoute, type GeoService } from '@logisaathi/geo';
import { type ShipmentCandidate, toShipment, STOP_SERVICE_MIN } from '@logisaathi/pooling';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { DeliveryRow } from '../../deliveries/deliveries-repository';
import { findDeliveryByDeliveryId, findDeliveryForUser } from '../../deliveries/find-delivery-for-user';
import type { CardShipment } from '../views/match-cards';
import { deliveryRider } from '../model/pool-entities';
import { locatePlace } from '../../places/locate-place';
import { REFERENCE_WEIGHT_KG, SHARED_TRUCK_MESSAGES, shipmentNeeds } from '../model/pool-rules';
import { isRowId } from '../../../lib/row-id';

const SEARCH_HORIZON_MIN = 7 * 24 * 60;

export interface ResolvedShipment extends CardShipment {
  basis: {
    kind: 'delivery' | 'route';
    deliveryId: string | null;
    pickup: string;
    drop: string;
    weightKg: number;
    distanceKm: number;
    date: string | null;
    slot: string | null;
  };
  delivery: DeliveryRow | null;
}

/** A delivery of this user by row id or public id ('LS...'); anyone else's answers 404. */
export async function findOwnDelivery(db: DbOrTx, userId: string, id: string): Promise<DeliveryRow> {
  return isRowId(id) ? findDeliveryForUser(db, userId, id) : findDeliveryByDeliveryId(db, userId, id);
}

export function shipmentFromDelivery(row: DeliveryRow): ResolvedShipment {
  const rider = deliveryRider(row);
  return {
    candidate: toShipment(rider),
    standaloneInr: row.regularCostInr,
    userId: row.userId,
    riderKey: rider.key,
    delivery: row,
    basis: {
      kind: 'delivery',
      deliveryId: row.deliveryId,
      pickup: row.pickupAddress,
      drop: row.deliveryAddress,
      weightKg: row.weightKg,
      distanceKm: row.distanceKm,
      date: row.deliveryDate,
      slot: row.timeSlot,
    },
  };
}

export interface RouteQuery {
  pickup: string;
  drop: string;
  pickupPoint?: { lat: number; lon: number } | undefined;
  dropPoint?: { lat: number; lon: number } | undefined;
  weightKg?: number | undefined;
  volumeM3?: number | undefined;
  date?: string | undefined;
  slot?: string | undefined;
  requirements: string[];
}

export async function shipmentFromRoute(
  geo: GeoService | undefined,
  userId: string,
  query: RouteQuery,
  now: Date,
): Promise<ResolvedShipment> {
  const [pickup, drop] = await Promise.all([
    query.pickupPoint ? { ...query.pickupPoint, name: query.pickup } : locatePlace(geo, query.pickup),
    query.dropPoint ? { ...query.dropPoint, name: query.drop } : locatePlace(geo, query.drop),
  ]);
  if (!pickup) throw AppError.validation('pickup', SHARED_TRUCK_MESSAGES.locationNotFound('pickup'));
  if (!drop) throw AppError.validation('drop', SHARED_TRUCK_MESSAGES.locationNotFound('delivery'));
  const weightKg = query.weightKg ?? REFERENCE_WEIGHT_KG;
  const slot = query.slot && isTimeSlot(query.slot) ? query.slot : null;
  const nowMin = now.getTime() / 60_000;
  let window = { earliestMin: nowMin, latestMin: nowMin + SEARCH_HORIZON_MIN };
  if (query.date) {
    const { start, end } = slotWindow(query.date, slot);
    window = { earliestMin: start.getTime() / 60_000, latestMin: end.getTime() / 60_000 };
  }
  const hour = slot ? Number(slot.split('-')[0]) : 12;
  const distanceKm = roundDistanceKm(estimateRoute(pickup, drop, hour).distanceKm);
  const volumeM3 = query.volumeM3 ?? 0;
  const candidate: ShipmentCandidate = {
    id: 'search',
    pickup,
    drop,
    weightKg,
    dimensionsCm: { lengthCm: 100, widthCm: 100, heightCm: volumeM3 * 100 },
    pickupWindow: window,
    dropWindow: window,
    requirements: shipmentNeeds(query.requirements),
    pickupServiceMin: STOP_SERVICE_MIN,
    dropServiceMin: STOP_SERVICE_MIN,
  };
  return {
    candidate,
    standaloneInr: priceRoute(distanceKm, weightKg).regularCostInr,
    userId,
    riderKey: null,
    delivery: null,
    basis: {
      kind: 'route',
      deliveryId: null,
      pickup: query.pickup,
      drop: query.drop,
      weightKg,
      distanceKm,
      date: query.date ?? null,
      slot,
    },
  };
}

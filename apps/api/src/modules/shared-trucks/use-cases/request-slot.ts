import { matchShipmentToTruck } from '@logisaathi/pooling';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { raiseAlert } from '../../alerts/raise-alert';
import { findDelivery, type DeliveryRow } from '../../deliveries/deliveries-repository';
import { DELIVERY_NOT_FOUND } from '../../deliveries/find-delivery-for-user';
import { buildCard, truckPlanOf, type CardShipment } from '../views/match-cards';
import { deliveryVolumeM3 } from '../model/pool-entities';
import { poolTravel, SHARED_TRUCK_MESSAGES } from '../model/pool-rules';
import { toRequestDto } from '../views/request-dto';
import { findOwnDelivery, shipmentFromDelivery } from './resolve-shipment';
import type { RequestBody } from '../shared-truck-schemas';
import { truckRouteText, truckSlotText } from '../views/truck-text';
import {
  countPendingRequestsOf,
  findHoldingRequestForDelivery,
  findUserCompany,
  insertRequest,
} from '../repositories/requests-repository';
import { lockTruck, updateTruck } from '../repositories/trucks-repository';
import { serverText } from '../../../lib/texts';

const M = SHARED_TRUCK_MESSAGES;

/** Not in the spec: a business waits on at most this many transporters' answers at once. */
export const MAX_PENDING_REQUESTS_PER_USER = 5;

/** The shipment a request carries: the named delivery. */
function requestShipment(delivery: DeliveryRow): CardShipment {
  return { ...shipmentFromDelivery(delivery), riderKey: null };
}

/**
 * Requests a slot on a pool truck. Capacity is reserved inside one transaction that first locks the truck row
 * (SELECT ... FOR UPDATE): concurrent requests for one truck run one after the other, each sees the weight the
 * previous ones reserved, so a truck is never overbooked. Demo trucks cannot be booked (409). The owner and the
 * requester both get an alert in the same transaction.
 */
export async function requestSlot(deps: { db: Db }, userId: string, body: RequestBody, now: Date) {
  // Shape and ownership of the delivery first, without holding any lock.
  const namedDelivery = await findOwnDelivery(deps.db, userId, body.deliveryId);
  if (namedDelivery.mode !== 'pooled' && namedDelivery.mode !== 'shared-truck') {
    throw new AppError('conflict', M.deliveryNotPooled, [{ field: 'deliveryId', msg: M.deliveryNotPooled }]);
  }
  return deps.db.transaction(async (tx) => {
    const truck = await lockTruck(tx, body.truckId);
    if (!truck) throw AppError.notFound(M.truckNotFound);
    if (truck.isDemo) throw new AppError('conflict', M.demoNotBookable);
    if (truck.status !== 'active' || truck.expiresAt.getTime() <= now.getTime())
      throw new AppError('conflict', M.truckExpired);
    if (truck.ownerId === userId) throw new AppError('conflict', M.ownTruck);

    // Locked too: two requests for one delivery on two trucks must not both pass the check below.
    const delivery = await findDelivery(tx, namedDelivery.id, userId, { forUpdate: true });
    if (!delivery) throw AppError.notFound(DELIVERY_NOT_FOUND);
    if (delivery.status !== 'Scheduled') throw new AppError('conflict', M.deliveryNotScheduled);
    if (await findHoldingRequestForDelivery(tx, delivery.id))
      throw new AppError('conflict', M.alreadyRequested);
    if ((await countPendingRequestsOf(tx, userId)) >= MAX_PENDING_REQUESTS_PER_USER) {
      throw new AppError('rate_limited', M.tooManyPending(MAX_PENDING_REQUESTS_PER_USER));
    }
    const weightKg = delivery.weightKg;
    const volumeM3 = deliveryVolumeM3(delivery);
    const leftKg = truck.capacityKg - truck.reservedKg;
    if (weightKg > leftKg + 1e-9) {
      const msg = M.noSpace(leftKg);
      throw new AppError('conflict', msg, [{ field: 'weightKg', msg }]);
    }
    const leftM3 = truck.capacityM3 - truck.reservedM3;
    if (volumeM3 > leftM3 + 1e-9) {
      const msg = M.noVolume(leftM3);
      throw new AppError('conflict', msg, [{ field: 'volumeM3', msg }]);
    }

    const shipment = requestShipment(delivery);
    const match = matchShipmentToTruck(truckPlanOf(truck), shipment.candidate, poolTravel);
    const card = buildCard(truck, match, shipment, { now, userId, acceptedByOwner: new Map() });
    const pickup = { label: delivery.pickupPlace, lat: delivery.pickupLat, lon: delivery.pickupLon };
    const drop = { label: delivery.deliveryPlace, lat: delivery.deliveryLat, lon: delivery.deliveryLon };
    const request = await insertRequest(tx, {
      truckId: truck.id,
      requesterId: userId,
      deliveryRowId: delivery.id,
      weightKg,
      volumeM3,
      pickupLabel: pickup.label,
      pickupLat: pickup.lat,
      pickupLon: pickup.lon,
      dropLabel: drop.label,
      dropLat: drop.lat,
      dropLon: drop.lon,
      standaloneInr: shipment.standaloneInr,
      quotedInr: card.cost,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    const updated = await updateTruck(tx, truck.id, {
      reservedKg: truck.reservedKg + weightKg,
      reservedM3: truck.reservedM3 + volumeM3,
      updatedAt: now,
    });
    const route = truckRouteText(truck);
    const requesterCompany = await findUserCompany(tx, userId);
    if (truck.ownerId) {
      await raiseAlert(tx, truck.ownerId, {
        type: 'info',
        title: 'New Slot Request',
        message: serverText('pool.slotAsked', {
          who: requesterCompany,
          kg: weightKg,
          type: truck.truckType,
          route,
          when: truckSlotText(truck),
        }),
        status: 'pending',
        priority: 'high',
        route,
      });
    }
    await raiseAlert(tx, userId, {
      type: 'info',
      title: 'Slot Requested',
      message: serverText('pool.slotRequested', {
        kg: weightKg,
        company: truck.companyName,
        route,
        when: truckSlotText(truck),
        price: card.cost,
      }),
      status: 'pending',
      priority: 'medium',
      shipmentId: delivery.deliveryId,
      route,
    });
    return toRequestDto(request, updated, { forRequester: true });
  });
}

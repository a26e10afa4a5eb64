import { eq } from 'drizzle-orm';
import { pooledPrice } from '@logisaathi/domain';
import type { Db } from '../../../db/client';
import { poolTruckRequests } from '../tables';
import { AppError } from '../../../lib/app-error';
import { raiseAlert } from '../../alerts/raise-alert';
import { notifyUser } from '../../notifications/notify';
import { findDelivery, updateDelivery } from '../../deliveries/deliveries-repository';
import { restoreRegularPrice } from './restore-regular-price';
import { SHARED_TRUCK_MESSAGES } from '../model/pool-rules';
import { toRequestDto } from '../views/request-dto';
import { truckRouteText, truckSlotText } from '../views/truck-text';
import { findTruck, lockTruck, updateTruck } from '../repositories/trucks-repository';
import { lockRequest, updateRequest } from '../repositories/requests-repository';
import { isRowId } from '../../../lib/row-id';
import { serverText } from '../../../lib/texts';

const M = SHARED_TRUCK_MESSAGES;

/**
 * The truck's owner accepts or declines a pending slot request. Locks the truck, then the request (the same
 * order as expiry, so the two never deadlock). Declining releases the reserved capacity. Accepting a request
 * made for a delivery moves that delivery to shared-truck mode on this truck and charges it the quoted pooled
 * price (never more than the spec's pooled price, 30% off). Both sides get an alert.
 */
export async function respondToRequest(
  deps: { db: Db },
  userId: string,
  requestId: string,
  answer: 'accept' | 'decline',
  now: Date,
) {
  if (!isRowId(requestId)) throw AppError.notFound(M.requestNotFound);
  const [peek] = await deps.db
    .select({ truckId: poolTruckRequests.truckId })
    .from(poolTruckRequests)
    .where(eq(poolTruckRequests.id, requestId))
    .limit(1);
  if (!peek) throw AppError.notFound(M.requestNotFound);
  const owned = await findTruck(deps.db, peek.truckId);
  // Someone else's request answers the same 404 as a missing one.
  if (!owned || owned.ownerId !== userId) throw AppError.notFound(M.requestNotFound);

  return deps.db.transaction(async (tx) => {
    const truck = await lockTruck(tx, peek.truckId);
    const request = await lockRequest(tx, requestId);
    if (!truck || !request || truck.ownerId !== userId) throw AppError.notFound(M.requestNotFound);
    if (request.status !== 'pending') throw new AppError('conflict', M.alreadyAnswered(request.status));
    if (truck.status !== 'active') throw new AppError('conflict', M.truckExpired);
    const route = truckRouteText(truck);
    const slot = truckSlotText(truck);
    const ownerCompany = truck.companyName;

    if (answer === 'decline') {
      const updated = await updateRequest(tx, request.id, {
        status: 'declined',
        respondedAt: now,
        updatedAt: now,
      });
      const freed = await updateTruck(tx, truck.id, {
        reservedKg: Math.max(0, truck.reservedKg - request.weightKg),
        reservedM3: Math.max(0, truck.reservedM3 - request.volumeM3),
        updatedAt: now,
      });
      await raiseAlert(tx, request.requesterId, {
        type: 'warning',
        title: 'Slot Request Declined',
        message: serverText('pool.requestDeclined', {
          who: ownerCompany,
          kg: request.weightKg,
          route,
          when: slot,
        }),
        status: 'completed',
        priority: 'medium',
        route,
      });
      await raiseAlert(tx, userId, {
        type: 'info',
        title: 'You Declined a Slot Request',
        message: serverText('pool.youDeclined', { kg: request.weightKg, route, when: slot }),
        status: 'completed',
        priority: 'low',
        route,
      });
      await notifyUser(tx, {
        userId: request.requesterId,
        event: 'pool-request-answered',
        variables: { code: route, answer: 'declined' },
      });
      if (request.deliveryRowId) {
        await restoreRegularPrice(
          tx,
          request.deliveryRowId,
          serverText('pool.ownerDeclined', { who: ownerCompany, route }),
          now,
        );
      }
      return toRequestDto(updated, freed);
    }

    const updated = await updateRequest(tx, request.id, {
      status: 'accepted',
      respondedAt: now,
      updatedAt: now,
    });
    await updateTruck(tx, truck.id, { updatedAt: now });
    let charge: { id: string; charged: number } | null = null;
    let shipmentId: string | null = null;
    if (request.deliveryRowId) {
      const delivery = await findDelivery(tx, request.deliveryRowId, null, { forUpdate: true });
      if (delivery && delivery.status === 'Scheduled') {
        const charged = Math.min(request.quotedInr, pooledPrice(delivery.regularCostInr));
        await updateDelivery(tx, delivery.id, {
          mode: 'shared-truck',
          sharedTruckId: truck.id,
          totalCostInr: charged,
          updatedAt: now,
        });
        charge = { id: delivery.deliveryId, charged };
        shipmentId = delivery.deliveryId;
      }
    }
    await raiseAlert(tx, request.requesterId, {
      type: 'success',
      title: 'Slot Request Accepted',
      message: serverText('pool.requestAccepted', {
        who: ownerCompany,
        kg: request.weightKg,
        route,
        when: slot,
        ...(charge ?? {}),
        person: truck.contactPerson,
        phone: truck.contactPhone,
      }),
      status: 'active',
      priority: 'high',
      shipmentId,
      route,
    });
    await notifyUser(tx, {
      userId: request.requesterId,
      event: 'pool-request-answered',
      variables: { code: shipmentId ?? route, answer: 'accepted' },
    });
    await raiseAlert(tx, userId, {
      type: 'success',
      title: 'Slot Booked on Your Truck',
      message: serverText('pool.youAccepted', { kg: request.weightKg, route, when: slot }),
      status: 'active',
      priority: 'low',
      route,
    });
    return toRequestDto(updated, truck);
  });
}

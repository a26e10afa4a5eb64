import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { returnToRegular } from '../../deliveries/reads-for-other-modules';
import { poolTruckRequests, poolTrucks } from '../tables';
import { raiseAlert } from '../../alerts/raise-alert';
import { truckRouteText, truckSlotText } from '../views/truck-text';
import { HOLDING_STATUSES, lockRequest, updateRequest } from '../repositories/requests-repository';
import { lockTruck, updateTruck } from '../repositories/trucks-repository';
import { serverText } from '../../../lib/texts';

/**
 * Before an account is deleted (account/delete-account.ts), inside its transaction: leave every other business's
 * pool records consistent. The rows of the closing account then go with it (foreign keys cascade).
 * - Its pending and accepted slot requests on other trucks are cancelled and release their capacity; the truck
 *   owner is told.
 * - Its trucks leave the pool: other businesses' requests on them are cancelled and their deliveries riding on
 *   them are charged the regular price again; each is told.
 * Returns whether anything in the pool changed, so the caller can ask for a re-plan after commit.
 */
export async function releaseClosingAccountFromPool(tx: Tx, userId: string, now: Date): Promise<boolean> {
  const outgoing = await cancelOutgoingRequests(tx, userId, now);
  const withdrawn = await withdrawOwnTrucks(tx, userId, now);
  return outgoing || withdrawn;
}

async function cancelOutgoingRequests(tx: Tx, userId: string, now: Date): Promise<boolean> {
  const holding = await tx
    .select({ id: poolTruckRequests.id, truckId: poolTruckRequests.truckId })
    .from(poolTruckRequests)
    .where(
      and(
        eq(poolTruckRequests.requesterId, userId),
        inArray(poolTruckRequests.status, [...HOLDING_STATUSES]),
      ),
    )
    // Trucks, then requests, in a fixed order: the lock order of respond-to-request and expiry.
    .orderBy(asc(poolTruckRequests.truckId), asc(poolTruckRequests.id));
  for (const { id, truckId } of holding) {
    const truck = await lockTruck(tx, truckId);
    const request = await lockRequest(tx, id);
    if (!truck || !request || !(HOLDING_STATUSES as readonly string[]).includes(request.status)) continue;
    await updateRequest(tx, request.id, { status: 'cancelled', updatedAt: now });
    await updateTruck(tx, truck.id, {
      reservedKg: Math.max(0, truck.reservedKg - request.weightKg),
      reservedM3: Math.max(0, truck.reservedM3 - request.volumeM3),
      updatedAt: now,
    });
    if (truck.ownerId && truck.ownerId !== userId) {
      const route = truckRouteText(truck);
      await raiseAlert(tx, truck.ownerId, {
        type: 'info',
        title: 'Slot Request Withdrawn',
        message: serverText('pool.requesterClosed', {
          ...(request.status === 'accepted' ? { accepted: 'yes' } : {}),
          kg: request.weightKg,
          route,
          when: truckSlotText(truck),
        }),
        status: 'completed',
        priority: 'medium',
        route,
      });
    }
  }
  return holding.length > 0;
}

async function withdrawOwnTrucks(tx: Tx, userId: string, now: Date): Promise<boolean> {
  const trucks = await tx
    .select()
    .from(poolTrucks)
    .where(eq(poolTrucks.ownerId, userId))
    .orderBy(asc(poolTrucks.id))
    .for('update');
  if (trucks.length === 0) return false;
  const truckIds = trucks.map((t) => t.id);
  const requests = await tx
    .select()
    .from(poolTruckRequests)
    .where(
      and(
        inArray(poolTruckRequests.truckId, truckIds),
        inArray(poolTruckRequests.status, [...HOLDING_STATUSES]),
        ne(poolTruckRequests.requesterId, userId),
      ),
    )
    .orderBy(asc(poolTruckRequests.truckId), asc(poolTruckRequests.id))
    .for('update');
  // Other businesses' open deliveries booked onto these trucks go back to the regular price.
  const riding = await returnToRegular(tx, truckIds, userId, now);
  const told = new Set<string>();
  for (const request of requests) {
    const truck = trucks.find((t) => t.id === request.truckId);
    if (!truck) continue;
    await updateRequest(tx, request.id, { status: 'cancelled', updatedAt: now });
    const delivery = riding.find((d) => d.id === request.deliveryRowId);
    if (delivery) told.add(delivery.id);
    const route = truckRouteText(truck);
    await raiseAlert(tx, request.requesterId, {
      type: 'warning',
      title: 'Shared Truck Withdrawn',
      message: serverText('pool.ownerClosed', {
        company: truck.companyName,
        route,
        when: truckSlotText(truck),
        kg: request.weightKg,
        ...(delivery ? { id: delivery.deliveryId, price: delivery.regularCostInr } : {}),
      }),
      status: 'completed',
      priority: 'high',
      shipmentId: delivery?.deliveryId ?? null,
      route,
    });
  }
  for (const delivery of riding) {
    if (told.has(delivery.id)) continue;
    const truck = trucks.find((t) => t.id === delivery.truckId);
    await raiseAlert(tx, delivery.userId, {
      type: 'warning',
      title: 'Shared Truck Withdrawn',
      message: serverText('pool.bookedTruckOwnerClosed', {
        id: delivery.deliveryId,
        ...(truck ? { route: truckRouteText(truck) } : {}),
        price: delivery.regularCostInr,
      }),
      status: 'completed',
      priority: 'high',
      shipmentId: delivery.deliveryId,
    });
  }
  return true;
}

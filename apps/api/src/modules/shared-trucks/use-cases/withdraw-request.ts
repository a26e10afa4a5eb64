import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { raiseAlert } from '../../alerts/raise-alert';
import { SHARED_TRUCK_MESSAGES } from '../model/pool-rules';
import { toRequestDto } from '../views/request-dto';
import { restoreRegularPrice } from './restore-regular-price';
import { truckRouteText, truckSlotText } from '../views/truck-text';
import { findRequest, lockRequest, updateRequest } from '../repositories/requests-repository';
import { lockTruck, updateTruck } from '../repositories/trucks-repository';
import { isRowId } from '../../../lib/row-id';
import { serverText } from '../../../lib/texts';

const M = SHARED_TRUCK_MESSAGES;

/**
 * The requester takes back a slot request that is pending or accepted: the space is freed on the truck, the
 * delivery returns to the regular price, and the truck's owner is told. Locks the truck, then the request (the
 * order every other writer uses). Someone else's request answers 404.
 */
export async function withdrawRequest(deps: { db: Db }, userId: string, requestId: string, now: Date) {
  if (!isRowId(requestId)) throw AppError.notFound(M.requestNotFound);
  const peek = await findRequest(deps.db, requestId);
  if (!peek || peek.requesterId !== userId) throw AppError.notFound(M.requestNotFound);

  return deps.db.transaction(async (tx) => {
    const truck = await lockTruck(tx, peek.truckId);
    const request = await lockRequest(tx, requestId);
    if (!truck || !request || request.requesterId !== userId) throw AppError.notFound(M.requestNotFound);
    if (request.status !== 'pending' && request.status !== 'accepted') {
      throw new AppError('conflict', M.cannotWithdraw(request.status));
    }
    const updated = await updateRequest(tx, request.id, { status: 'withdrawn', updatedAt: now });
    const freed = await updateTruck(tx, truck.id, {
      reservedKg: Math.max(0, truck.reservedKg - request.weightKg),
      reservedM3: Math.max(0, truck.reservedM3 - request.volumeM3),
      updatedAt: now,
    });
    const route = truckRouteText(truck);
    if (truck.ownerId) {
      await raiseAlert(tx, truck.ownerId, {
        type: 'info',
        title: 'Slot Request Withdrawn',
        message: serverText('pool.requestWithdrawn', {
          kg: request.weightKg,
          type: truck.truckType,
          route,
          when: truckSlotText(truck),
        }),
        status: 'completed',
        priority: 'medium',
        route,
      });
    }
    if (request.deliveryRowId) {
      await restoreRegularPrice(tx, request.deliveryRowId, serverText('pool.youWithdrew', { route }), now);
    }
    return toRequestDto(updated, freed, { forRequester: true });
  });
}

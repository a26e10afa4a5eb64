import type { DbOrTx } from '../../../db/client';
import { raiseAlert } from '../../alerts/raise-alert';
import { restoreRegularPrice } from './restore-regular-price';
import { truckRouteText } from '../views/truck-text';
import { expirePendingRequestsOf } from '../repositories/requests-repository';
import { expireTrucksEndedBy, findTruck } from '../repositories/trucks-repository';
import { serverText } from '../../../lib/texts';

/**
 * Spec section 4 'Truck match expiry', done lazily (on reads, refreshes and at start; no timers): every truck
 * whose slot has ended leaves the pool, its owner is told, and pending requests on it expire with an alert to
 * the requester. The conditional UPDATE makes this idempotent under concurrency: a truck expires (and alerts)
 * exactly once.
 */
export async function expirePoolEntries(db: DbOrTx, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await expireTrucksEndedBy(tx, now);
    if (expired.length === 0) return 0;
    for (const truck of expired) {
      if (!truck.ownerId) continue;
      await raiseAlert(tx, truck.ownerId, {
        type: 'info',
        title: 'Truck Left the Pool',
        message: serverText('pool.truckLeft', {
          company: truck.companyName,
          type: truck.truckType,
          route: truckRouteText(truck),
        }),
        status: 'completed',
        priority: 'low',
        route: truckRouteText(truck),
      });
    }
    const requests = await expirePendingRequestsOf(
      tx,
      expired.map((t) => t.id),
      now,
    );
    for (const request of requests) {
      const truck = expired.find((t) => t.id === request.truckId) ?? (await findTruck(tx, request.truckId));
      await raiseAlert(tx, request.requesterId, {
        type: 'warning',
        title: 'Slot Request Expired',
        message: serverText('pool.requestUnanswered', {
          kg: request.weightKg,
          ...(truck ? { company: truck.companyName } : {}),
        }),
        status: 'completed',
        priority: 'medium',
        route: truck ? truckRouteText(truck) : null,
      });
      if (request.deliveryRowId) {
        await restoreRegularPrice(
          tx,
          request.deliveryRowId,
          'The shared truck left the pool before answering.',
          now,
        );
      }
    }
    return expired.length;
  });
}

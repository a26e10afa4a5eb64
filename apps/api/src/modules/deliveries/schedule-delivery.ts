import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { PoolRefresher } from '../shared-trucks/pool-refresher';
import { requestSlot } from '../shared-trucks/request-slot';
import { restoreRegularPrice } from '../shared-trucks/restore-regular-price';
import { createDelivery, type CreateDeliveryDeps } from './create-delivery';
import type { DeliveryRow } from './deliveries-repository';
import type { DeliveryRequest } from './delivery-request';

/**
 * Creates a delivery and hands it to the pool: a pooled delivery is queued for planning onto a truck (in the
 * background), and a delivery booked from a truck card (shared-truck mode) asks that truck's owner for the slot. The delivery
 * stands whatever the pool answers (a full or expired truck is reported by alert, not by failing the booking).
 * A regular delivery is offered to truck partners in the background (modules/partner-jobs): the booking never
 * waits for a truck.
 */
export async function scheduleDelivery(
  deps: CreateDeliveryDeps & {
    log: FastifyBaseLogger;
    poolReplanner: PoolRefresher;
    dispatch: { deliveryCreated(row: DeliveryRow): void };
  },
  userId: string,
  input: DeliveryRequest,
  now: Date,
): Promise<DeliveryRow> {
  const row = await createDelivery(deps, userId, input, now);
  if (row.mode === 'pooled') {
    deps.poolReplanner.request();
    return row;
  }
  if (row.mode !== 'shared-truck') {
    deps.dispatch.deliveryCreated(row);
    return row;
  }
  try {
    if (!row.sharedTruckId) throw new AppError('validation', 'No shared truck was chosen.');
    await requestSlot({ db: deps.db }, userId, { truckId: row.sharedTruckId, deliveryId: row.id }, now);
    return row;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    deps.log.info({ deliveryId: row.deliveryId, reason: err.message }, 'pool did not take the delivery');
    // No pending request, no pooled price (a missing, unknown, demo, full or expired truck).
    const why = `The shared truck could not take this delivery (${err.message.replace(/\.$/, '')}).`;
    const restored = await deps.db.transaction((tx) => restoreRegularPrice(tx, row.id, why, now));
    // Back in regular mode, the delivery needs a truck partner like any regular booking.
    if (restored) deps.dispatch.deliveryCreated(restored);
    return restored ?? row;
  }
}

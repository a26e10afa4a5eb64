import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { PoolRefresher } from '../shared-trucks/pool-refresher';
import { requestSlot } from '../shared-trucks/request-slot';
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
    pool: PoolRefresher;
    dispatch: { deliveryCreated(row: DeliveryRow): void };
  },
  userId: string,
  input: DeliveryRequest,
  now: Date,
): Promise<DeliveryRow> {
  const row = await createDelivery(deps, userId, input, now);
  try {
    if (row.mode === 'shared-truck' && row.sharedTruckId) {
      await requestSlot({ db: deps.db }, userId, { truckId: row.sharedTruckId, deliveryId: row.id }, now);
    } else if (row.mode === 'pooled') {
      deps.pool.request();
    } else {
      deps.dispatch.deliveryCreated(row);
    }
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    deps.log.info({ deliveryId: row.deliveryId, reason: err.message }, 'pool did not take the delivery');
  }
  return row;
}

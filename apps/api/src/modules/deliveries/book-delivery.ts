import type { FastifyBaseLogger } from 'fastify';
import { createDelivery, type CreateDeliveryDeps } from './create-delivery';
import type { DeliveryRow } from './deliveries-repository';
import type { DeliveryRequest } from './delivery-request';

/**
 * The shared-truck pool's side of a booking (modules/shared-trucks createPoolIntake), handed down because the
 * pool sits above deliveries. Answers the delivery as it stands afterwards: a shared truck that cannot take it
 * puts it back in regular mode.
 */
export interface PoolIntake {
  take(row: DeliveryRow, userId: string, now: Date, log: FastifyBaseLogger): Promise<DeliveryRow>;
}

/**
 * Creates a delivery and hands it on: pooled and shared-truck bookings to the pool, and a regular delivery
 * (including one the pool handed back) to truck partners in the background (modules/dispatch). The
 * booking never waits for a truck.
 */
export async function bookDelivery(
  deps: CreateDeliveryDeps & {
    log: FastifyBaseLogger;
    pool: PoolIntake;
    dispatch: { deliveryCreated(row: DeliveryRow): void };
  },
  userId: string,
  input: DeliveryRequest,
  now: Date,
): Promise<DeliveryRow> {
  const row = await createDelivery(deps, userId, input, now);
  const placed = isPoolMode(row) ? await deps.pool.take(row, userId, now, deps.log) : row;
  if (!isPoolMode(placed)) deps.dispatch.deliveryCreated(placed);
  return placed;
}

const isPoolMode = (row: DeliveryRow) => row.mode === 'pooled' || row.mode === 'shared-truck';

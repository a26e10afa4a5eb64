import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { poolTruckRequests } from '../tables';
import { type DeliveryRow } from '../../deliveries/deliveries-repository';
import { listScheduledPooled } from '../../deliveries/reads-for-other-modules';

/** The columns the planner reads from a waiting pooled delivery (the pool and its list load only these). */
export const POOLED_DELIVERY_KEYS = [
  'id',
  'deliveryId',
  'userId',
  'pickupAddress',
  'deliveryAddress',
  'pickupLat',
  'pickupLon',
  'pickupPlace',
  'deliveryLat',
  'deliveryLon',
  'deliveryPlace',
  'weightKg',
  'lengthCm',
  'widthCm',
  'heightCm',
  'deliveryDate',
  'timeSlot',
  'poolingPreferences',
  'specialInstructions',
  'createdAt',
  'regularCostInr',
] as const satisfies ReadonlyArray<keyof DeliveryRow>;
export type PooledDeliveryRow = Pick<DeliveryRow, (typeof POOLED_DELIVERY_KEYS)[number]>;

/** Waiting pooled deliveries, only the columns the planner reads (no route line, no contacts). */
export async function listWaitingPooledDeliveries(db: DbOrTx): Promise<PooledDeliveryRow[]> {
  return listScheduledPooled(
    db,
    POOLED_DELIVERY_KEYS,
    (deliveryRowId) =>
      sql`not exists (select 1 from ${poolTruckRequests} r where r.delivery_id = ${deliveryRowId} and r.status in ('pending', 'accepted'))`,
    2000,
  );
}

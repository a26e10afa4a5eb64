import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { deliveries } from '../../deliveries/tables';
import { poolTruckRequests } from '../tables';
import type { DeliveryRow } from '../../deliveries/deliveries-repository';

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
  const columns = getTableColumns(deliveries);
  return db
    .select(
      Object.fromEntries(POOLED_DELIVERY_KEYS.map((key) => [key, columns[key]])) as {
        [K in (typeof POOLED_DELIVERY_KEYS)[number]]: (typeof columns)[K];
      },
    )
    .from(deliveries)
    .where(
      and(
        eq(deliveries.mode, 'pooled'),
        eq(deliveries.status, 'Scheduled'),
        sql`not exists (select 1 from ${poolTruckRequests} r where r.delivery_id = ${deliveries.id} and r.status in ('pending', 'accepted'))`,
      ),
    )
    .orderBy(asc(deliveries.deliveryDate), asc(deliveries.createdAt))
    .limit(2000);
}

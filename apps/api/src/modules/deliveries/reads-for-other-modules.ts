/**
 * What other modules read of the deliveries table (and the one write the shared-truck pool makes to it): the
 * conditions and subqueries they put into their own queries, keyed by the delivery row ids they store, and the
 * lists dispatch and the pool take. They come from here so that no other module names this table (the
 * `api/own-tables` lint rule); deliveries-repository.ts holds the module's own reads and writes.
 */
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  notInArray,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { FINAL_STATUSES, type DeliveryStatus } from '@logisaathi/domain';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { DeliveryRow } from './deliveries-repository';
import { deliveries } from './tables';

/**
 * Unfinished deliveries whose e-way bill ends by `horizon` (its number recorded), as a subquery for the e-way
 * bills module to join its bills on: the expiry check stays one query.
 */
export function ewbEndingBySubquery(db: DbOrTx, horizon: Date) {
  return db
    .select({
      id: deliveries.id,
      userId: deliveries.userId,
      deliveryId: deliveries.deliveryId,
      ewbNumber: deliveries.ewbNumber,
      expiresAt: deliveries.ewbExpiresAt,
      validUntil: deliveries.ewbValidUntil,
    })
    .from(deliveries)
    .where(
      and(
        isNotNull(deliveries.ewbNumber),
        lte(deliveries.ewbExpiresAt, horizon),
        notInArray(deliveries.status, [...FINAL_STATUSES]),
      ),
    )
    .as('ewb_ending');
}

/**
 * Scheduled pooled deliveries, by delivery day then booking time, at most `limit`, with only the columns named.
 * `unless` is the caller's condition on a delivery's row id (the shared-truck pool leaves out those its requests
 * hold), so the pool reads its waiting deliveries in one query without reading this table itself.
 */
export async function listScheduledPooled<K extends keyof DeliveryRow>(
  db: DbOrTx,
  keys: readonly K[],
  unless: (deliveryRowId: AnyColumn) => SQL,
  limit: number,
): Promise<Array<Pick<DeliveryRow, K>>> {
  const columns = getTableColumns(deliveries);
  const rows = await db
    .select(Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<typeof columns, K>)
    .from(deliveries)
    .where(and(eq(deliveries.mode, 'pooled'), eq(deliveries.status, 'Scheduled'), unless(deliveries.id)))
    .orderBy(asc(deliveries.deliveryDate), asc(deliveries.createdAt))
    .limit(limit);
  return rows as Array<Pick<DeliveryRow, K>>;
}

/** When a pooled delivery last changed, as a scalar subquery for the pool's one 'latest change' query. */
export const latestPooledChange = (): SQL =>
  sql`(select max(${deliveries.updatedAt}) from ${deliveries} where ${deliveries.mode} = 'pooled')`;

/**
 * Other businesses' unfinished deliveries booked onto the given shared trucks go back to regular, at the regular
 * price (the trucks' owner is closing its account); returns them.
 */
export async function returnToRegular(tx: DbOrTx, truckIds: string[], exceptUserId: string, now: Date) {
  return tx
    .update(deliveries)
    .set({
      mode: 'regular',
      sharedTruckId: null,
      totalCostInr: sql`${deliveries.regularCostInr}`,
      updatedAt: now,
    })
    .where(
      and(
        inArray(deliveries.sharedTruckId, truckIds),
        ne(deliveries.userId, exceptUserId),
        notInArray(deliveries.status, [...FINAL_STATUSES]),
      ),
    )
    .returning({
      id: deliveries.id,
      userId: deliveries.userId,
      deliveryId: deliveries.deliveryId,
      regularCostInr: deliveries.regularCostInr,
      truckId: deliveries.sharedTruckId,
    });
}

/**
 * Whether the delivery a column of another module's query names (its row id) has one of `statuses`: a condition
 * for that query, so it need not join this table.
 */
export const hasDeliveryStatus = (deliveryRowId: AnyColumn, statuses: readonly DeliveryStatus[]): SQL =>
  sql`exists (select 1 from ${deliveries} where ${deliveries.id} = ${deliveryRowId} and ${inArray(deliveries.status, [...statuses])})`;

/** Whether the delivery a column of another module's query names (its row id) is picked up on the IST `date`. */
export const hasPickupDate = (deliveryRowId: AnyColumn, date: string): SQL =>
  sql`exists (select 1 from ${deliveries} where ${deliveries.id} = ${deliveryRowId} and ${deliveries.pickupDate} = ${date})`;

/**
 * Regular deliveries Scheduled for pickup on `fromDay` or later, at most `limit`: oldest booking first, or with
 * `order` 'pickup' the soonest pickup day first. `unless` is the caller's condition on a delivery's row id
 * (dispatch leaves out those with a truck or an open offer).
 */
export async function listScheduledRegular(
  db: DbOrTx,
  fromDay: string,
  unless: (deliveryRowId: AnyColumn) => SQL | undefined,
  limit: number,
  order: 'booked' | 'pickup' = 'booked',
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.mode, 'regular'),
        eq(deliveries.status, 'Scheduled'),
        gte(deliveries.pickupDate, fromDay),
        unless(deliveries.id),
      ),
    )
    .orderBy(order === 'pickup' ? deliveries.pickupDate : deliveries.createdAt)
    .limit(limit);
}

/**
 * Unfinished deliveries (not Delivered, Failed or Cancelled): where and when they are picked up and dropped, as a
 * subquery for another module's query to join on the row ids it stores (a truck's held jobs, late pickups).
 * PostgreSQL folds it into that query's join, so the plan is the one a join on this table would get.
 */
export const unfinishedDeliveries = new QueryBuilder()
  .select({
    id: deliveries.id,
    deliveryId: deliveries.deliveryId,
    userId: deliveries.userId,
    pickupLat: deliveries.pickupLat,
    pickupLon: deliveries.pickupLon,
    deliveryLat: deliveries.deliveryLat,
    deliveryLon: deliveries.deliveryLon,
    pickupDate: deliveries.pickupDate,
    timeSlot: deliveries.timeSlot,
    status: deliveries.status,
    earlyPickupAgreedAt: deliveries.earlyPickupAgreedAt,
  })
  .from(deliveries)
  .where(notInArray(deliveries.status, [...FINAL_STATUSES]))
  .as('unfinished_deliveries');

/**
 * Every delivery's code, status, pickup day ('YYYY-MM-DD' text) and slot and its shipper, as a subquery for the
 * operators' exceptions queue to join on the row ids its sources name (exceptions/ops-exceptions.ts).
 */
export const deliveryHeadlines = new QueryBuilder()
  .select({
    id: deliveries.id,
    deliveryId: deliveries.deliveryId,
    status: deliveries.status,
    pickupDate: sql<string>`${deliveries.pickupDate}::text`.as('pickup_date_text'),
    timeSlot: deliveries.timeSlot,
    userId: deliveries.userId,
  })
  .from(deliveries)
  .as('delivery_headlines');

/**
 * Failed deliveries with when they failed (the trail's Failed entry, else the last update) and the trail's note,
 * as a subquery for the operators' exceptions queue.
 */
export const failedDeliveries = new QueryBuilder()
  .select({
    id: deliveries.id,
    failedAt: sql<Date>`coalesce(
      (select max((e->>'at')::timestamptz) from jsonb_array_elements(${deliveries.statusHistory}) e where e->>'status' = 'Failed'),
      ${deliveries.updatedAt})`.as('failed_at'),
    note: sql<
      string | null
    >`(select e->>'note' from jsonb_array_elements(${deliveries.statusHistory}) e where e->>'status' = 'Failed' limit 1)`.as(
      'failure_note',
    ),
  })
  .from(deliveries)
  .where(eq(deliveries.status, 'Failed'))
  .as('failed_deliveries');

/**
 * Where and when the deliveries picked up on `fromDay` (IST, 'YYYY-MM-DD') or later are picked up, not Cancelled
 * or Failed, the most recently booked first, at most `limit`: the pickups dispatch knows of, for its batch
 * round's onward grid (dispatch/onward-grid.ts).
 */
export async function knownPickups(
  db: DbOrTx,
  fromDay: string,
  limit: number,
): Promise<Array<{ lat: number; lon: number; pickupDate: string; timeSlot: string }>> {
  return db
    .select({
      lat: deliveries.pickupLat,
      lon: deliveries.pickupLon,
      pickupDate: deliveries.pickupDate,
      timeSlot: deliveries.timeSlot,
    })
    .from(deliveries)
    .where(and(gte(deliveries.pickupDate, fromDay), notInArray(deliveries.status, ['Cancelled', 'Failed'])))
    .orderBy(desc(deliveries.createdAt))
    .limit(limit);
}

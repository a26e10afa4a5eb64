import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DeliveryCode, DeliveryRowId } from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { insertRowsCoalesced } from '../../db/coalesced-insert';
import { rowFor, type RowFor } from '../../db/prepared-insert';
import { isAnyOfUuids } from '../../db/uuid-array';
import { deliveries, deliveryListVersions, type StatusHistoryEntry } from './tables';
import { ALERT_PINGS_SETTING, type AlertPings } from '../alerts/alert-pings';
import { alertInsert, type AlertRow } from '../alerts/alerts-repository';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type NewDeliveryRow = typeof deliveries.$inferInsert;
/** List rows leave out the route line: it can be thousands of points and the list never draws it. */
export type DeliveryListRow = Omit<DeliveryRow, 'routeGeometry'>;

const { routeGeometry: _routeGeometry, ...LIST_COLUMNS } = getTableColumns(deliveries);

/**
 * Stores a complete new delivery (every column given, the id too) and its alert in one prepared statement: one
 * round trip, and both rows or neither; under load, creates waiting at the same moment share the statement
 * (coalesced-insert.ts). The rows given are what is stored. The alert's user is pinged once the
 * statement has committed, outside its transaction (alert-pings.ts: why).
 */
export async function insertDeliveryWithAlert(
  db: Db,
  delivery: DeliveryRow,
  alert: AlertRow,
  alertPings: AlertPings,
  /**
   * Other rows stored in the same statement (a delivery's goods invoice, modules/eway-bills; the member who booked
   * it, issue 37), each named for the statement's name.
   */
  extras: ReadonlyArray<{ name: string; row: RowFor }> = [],
): Promise<void> {
  await insertRowsCoalesced(
    db,
    ['insert_delivery_with_alert', ...extras.map((e) => e.name)].join('_and_'),
    [rowFor(deliveries, delivery), alertInsert(alert), ...extras.map((e) => e.row)],
    ALERT_PINGS_SETTING,
  );
  alertPings.announce(alert.userId);
}

/** Whether the delivery is the user's (notifications' `OwnsDelivery` port: the consignee switch). */
export async function ownsDelivery(db: DbOrTx, userId: string, id: DeliveryRowId): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * One delivery by row id (an id from a request is checked first: isDeliveryRowId, deliveryRowIdOrNotFound); limited to an owner unless userId is null (system callers such as driver updates).
 * `forUpdate` locks the row for the rest of the caller's transaction.
 */
export async function findDelivery(
  db: DbOrTx,
  id: DeliveryRowId,
  userId: string | null,
  { forUpdate = false } = {},
): Promise<DeliveryRow | undefined> {
  const where =
    userId === null ? eq(deliveries.id, id) : and(eq(deliveries.id, id), eq(deliveries.userId, userId));
  const query = db.select().from(deliveries).where(where).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findDeliveryByPublicId(
  db: DbOrTx,
  deliveryId: DeliveryCode,
  userId: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.deliveryId, deliveryId), eq(deliveries.userId, userId)))
    .limit(1);
  return row;
}

export interface ListFilter {
  status?: string | undefined;
  limit: number;
  offset: number;
}

/** Newest first, as rows (the assistant reads them); served by the (user_id, created_at) index. */
export async function listDeliveries(
  db: DbOrTx,
  userId: string,
  filter: ListFilter,
): Promise<DeliveryListRow[]> {
  const where = filter.status
    ? and(eq(deliveries.userId, userId), eq(deliveries.status, filter.status))
    : eq(deliveries.userId, userId);
  return db
    .select(LIST_COLUMNS)
    .from(deliveries)
    .where(where)
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/**
 * The user's delivery-list counter (0 before their first delivery); triggers move it on every change. Read on
 * every list request, so prepared once per database.
 */
export function prepareListVersionRead(db: Db): (userId: string) => Promise<number> {
  const query = db
    .select({ version: deliveryListVersions.version })
    .from(deliveryListVersions)
    .where(eq(deliveryListVersions.userId, sql.placeholder('userId')))
    .prepare('delivery_list_version');
  return async (userId) => (await query.execute({ userId }))[0]?.version ?? 0;
}

export async function countDeliveries(db: DbOrTx, userId: string, status?: string): Promise<number> {
  const where = status
    ? and(eq(deliveries.userId, userId), eq(deliveries.status, status))
    : eq(deliveries.userId, userId);
  const [row] = await db.select({ n: count() }).from(deliveries).where(where);
  return row?.n ?? 0;
}

export async function updateDelivery(
  db: DbOrTx,
  id: DeliveryRowId,
  patch: Partial<Omit<NewDeliveryRow, 'id' | 'userId' | 'deliveryId' | 'createdAt'>>,
): Promise<DeliveryRow> {
  const [row] = await db.update(deliveries).set(patch).where(eq(deliveries.id, id)).returning();
  if (!row) throw new Error(`delivery ${id} vanished inside its transaction`);
  return row;
}

/** Sets the status and appends to the trail in one statement. */
export async function setDeliveryStatus(
  db: DbOrTx,
  id: DeliveryRowId,
  entry: StatusHistoryEntry,
  at: Date,
): Promise<DeliveryRow> {
  const [row] = await db
    .update(deliveries)
    .set({
      status: entry.status,
      statusHistory: sql`${deliveries.statusHistory} || ${JSON.stringify([entry])}::jsonb`,
      updatedAt: at,
    })
    .where(eq(deliveries.id, id))
    .returning();
  if (!row) throw new Error(`delivery ${id} vanished inside its transaction`);
  return row;
}

export async function deleteDelivery(db: DbOrTx, id: DeliveryRowId): Promise<void> {
  await db.delete(deliveries).where(eq(deliveries.id, id));
}

/** Where the user's latest delivery was picked up (the micro-warehouses' default origin for distances), or null. */
export async function latestPickupOf(
  db: DbOrTx,
  userId: string,
): Promise<{ lat: number; lon: number; place: string; address: string } | null> {
  const [row] = await db
    .select({
      lat: deliveries.pickupLat,
      lon: deliveries.pickupLon,
      place: deliveries.pickupPlace,
      address: deliveries.pickupAddress,
    })
    .from(deliveries)
    .where(eq(deliveries.userId, userId))
    .orderBy(desc(deliveries.createdAt))
    .limit(1);
  return row ?? null;
}

/** The pickup day ('YYYY-MM-DD') of a delivery by row id, or undefined when there is none. */
export async function findPickupDate(db: DbOrTx, id: DeliveryRowId): Promise<string | undefined> {
  const [row] = await db
    .select({ pickupDate: deliveries.pickupDate })
    .from(deliveries)
    .where(eq(deliveries.id, id))
    .limit(1);
  return row?.pickupDate;
}

/** The deliveries with these row ids, in no particular order (one uuid[] parameter however many). */
export async function findDeliveries(db: DbOrTx, ids: readonly DeliveryRowId[]): Promise<DeliveryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(deliveries)
    .where(isAnyOfUuids(deliveries.id, [...new Set(ids)]));
}

/**
 * The public code of each given delivery, by row id, in one query (one uuid[] parameter however many): for the
 * modules that store row ids and show people the code.
 */
export async function deliveryCodesOf(
  db: DbOrTx,
  ids: readonly DeliveryRowId[],
): Promise<Map<DeliveryRowId, DeliveryCode>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: deliveries.id, deliveryId: deliveries.deliveryId })
    .from(deliveries)
    .where(isAnyOfUuids(deliveries.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.deliveryId]));
}

import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lte,
  sql,
  type Column,
} from 'drizzle-orm';
import { isRowId } from '../../lib/row-id';
import { TEXT_MAX } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import {
  deliveries,
  poolPlanState,
  poolTruckRequests,
  poolTrucks,
  users,
  type TruckPlanJson,
} from '../../db/schema/index';
import type { DeliveryRow } from '../deliveries/deliveries-repository';

export type TruckRow = typeof poolTrucks.$inferSelect;
export type NewTruckRow = typeof poolTrucks.$inferInsert;
export type RequestRow = typeof poolTruckRequests.$inferSelect;
export type NewRequestRow = typeof poolTruckRequests.$inferInsert;

/** A stored text read back at most `max` characters long. */
function clipped<T extends Column>(column: T, max: number) {
  return sql<
    T['_']['data'] | (T['_']['notNull'] extends true ? never : null)
  >`left(${column}, ${max})`.mapWith(column);
}

/*
 * Truck texts are read back at most their request bounds: a row stored before the bounds existed (a 200 KB
 * pickup location once froze the pool list) cannot make lists, cards or alerts grow with it.
 */
const truckColumns = {
  ...getTableColumns(poolTrucks),
  companyName: clipped(poolTrucks.companyName, TEXT_MAX.company),
  pickupLocation: clipped(poolTrucks.pickupLocation, TEXT_MAX.address),
  pickupPlace: clipped(poolTrucks.pickupPlace, TEXT_MAX.address),
  deliveryLocation: clipped(poolTrucks.deliveryLocation, TEXT_MAX.address),
  deliveryPlace: clipped(poolTrucks.deliveryPlace, TEXT_MAX.address),
  contactPerson: clipped(poolTrucks.contactPerson, TEXT_MAX.name),
  contactPhone: clipped(poolTrucks.contactPhone, TEXT_MAX.name),
  additionalNotes: clipped(poolTrucks.additionalNotes, TEXT_MAX.freeText),
};

/** Requests that hold capacity on their truck. */
export const HOLDING_STATUSES = ['pending', 'accepted'] as const;

export async function insertTruck(db: DbOrTx, values: NewTruckRow): Promise<TruckRow> {
  const [row] = await db.insert(poolTrucks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertTrucks(db: DbOrTx, values: NewTruckRow[]): Promise<void> {
  if (values.length > 0) await db.insert(poolTrucks).values(values);
}

export async function updateTruck(db: DbOrTx, id: string, patch: Partial<NewTruckRow>): Promise<TruckRow> {
  const [row] = await db.update(poolTrucks).set(patch).where(eq(poolTrucks.id, id)).returning(truckColumns);
  if (!row) throw new Error(`truck ${id} vanished inside its transaction`);
  return row;
}

/** Locks the truck row for the rest of the transaction (SELECT ... FOR UPDATE). */
export async function lockTruck(db: DbOrTx, id: string): Promise<TruckRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db
    .select(truckColumns)
    .from(poolTrucks)
    .where(eq(poolTrucks.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function findTruck(db: DbOrTx, id: string): Promise<TruckRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.select(truckColumns).from(poolTrucks).where(eq(poolTrucks.id, id)).limit(1);
  return row;
}

/** An owner's active truck on the same route, date and slot (spec section 4 duplicate rule). */
export async function findOwnersActiveTrucks(db: DbOrTx, ownerId: string): Promise<TruckRow[]> {
  return db
    .select(truckColumns)
    .from(poolTrucks)
    .where(and(eq(poolTrucks.ownerId, ownerId), eq(poolTrucks.status, 'active')));
}

export async function listActiveTrucks(db: DbOrTx): Promise<TruckRow[]> {
  return db
    .select(truckColumns)
    .from(poolTrucks)
    .where(eq(poolTrucks.status, 'active'))
    .orderBy(asc(poolTrucks.expiresAt), asc(poolTrucks.id));
}

export async function listOwnersTrucks(db: DbOrTx, ownerId: string, limit = 100): Promise<TruckRow[]> {
  return db
    .select(truckColumns)
    .from(poolTrucks)
    .where(eq(poolTrucks.ownerId, ownerId))
    .orderBy(desc(poolTrucks.createdAt))
    .limit(limit);
}

/** Marks every active truck whose slot has ended as expired; returns the rows it changed (only once each). */
export async function expireTrucksEndedBy(db: DbOrTx, now: Date): Promise<TruckRow[]> {
  return db
    .update(poolTrucks)
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where(and(eq(poolTrucks.status, 'active'), lte(poolTrucks.expiresAt, now)))
    .returning(truckColumns);
}

/** Pending requests on the given trucks become expired; returns them. */
export async function expirePendingRequestsOf(
  db: DbOrTx,
  truckIds: string[],
  now: Date,
): Promise<RequestRow[]> {
  if (truckIds.length === 0) return [];
  return db
    .update(poolTruckRequests)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(poolTruckRequests.truckId, truckIds), eq(poolTruckRequests.status, 'pending')))
    .returning();
}

export async function countTrucks(db: DbOrTx, filter: { isDemo?: boolean; activeOnly?: boolean } = {}) {
  const conditions = [];
  if (filter.isDemo !== undefined) conditions.push(eq(poolTrucks.isDemo, filter.isDemo));
  if (filter.activeOnly) conditions.push(eq(poolTrucks.status, 'active'));
  const [row] = await db
    .select({ n: count() })
    .from(poolTrucks)
    .where(conditions.length ? and(...conditions) : undefined);
  return row?.n ?? 0;
}

export async function deleteDemoTrucks(db: DbOrTx): Promise<void> {
  await db.delete(poolTrucks).where(and(eq(poolTrucks.isDemo, true), isNull(poolTrucks.ownerId)));
}

export async function insertRequest(db: DbOrTx, values: NewRequestRow): Promise<RequestRow> {
  const [row] = await db.insert(poolTruckRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findRequest(db: DbOrTx, id: string): Promise<RequestRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.select().from(poolTruckRequests).where(eq(poolTruckRequests.id, id)).limit(1);
  return row;
}

export async function lockRequest(db: DbOrTx, id: string): Promise<RequestRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db
    .select()
    .from(poolTruckRequests)
    .where(eq(poolTruckRequests.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateRequest(
  db: DbOrTx,
  id: string,
  patch: Partial<NewRequestRow>,
): Promise<RequestRow> {
  const [row] = await db.update(poolTruckRequests).set(patch).where(eq(poolTruckRequests.id, id)).returning();
  if (!row) throw new Error(`request ${id} vanished inside its transaction`);
  return row;
}

/** Pending and accepted requests on active trucks: the riders the plan must carry. */
export async function listHoldingRequests(db: DbOrTx, truckIds?: string[]): Promise<RequestRow[]> {
  if (truckIds && truckIds.length === 0) return [];
  return db
    .select()
    .from(poolTruckRequests)
    .where(
      and(
        inArray(poolTruckRequests.status, [...HOLDING_STATUSES]),
        truckIds ? inArray(poolTruckRequests.truckId, truckIds) : undefined,
      ),
    )
    .orderBy(asc(poolTruckRequests.createdAt));
}

export async function findHoldingRequestForDelivery(
  db: DbOrTx,
  deliveryRowId: string,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(poolTruckRequests)
    .where(
      and(
        eq(poolTruckRequests.deliveryId, deliveryRowId),
        inArray(poolTruckRequests.status, [...HOLDING_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

/** How many of the user's slot requests wait for an answer. */
export async function countPendingRequestsOf(db: DbOrTx, requesterId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(poolTruckRequests)
    .where(and(eq(poolTruckRequests.requesterId, requesterId), eq(poolTruckRequests.status, 'pending')));
  return row?.n ?? 0;
}

/** Requests on trucks the user owns, newest first, with the requester's company and the truck. */
export async function listIncomingRequests(db: DbOrTx, ownerId: string, limit = 200) {
  return db
    .select({
      request: poolTruckRequests,
      truck: truckColumns,
      requesterCompany: clipped(users.company, TEXT_MAX.company),
    })
    .from(poolTruckRequests)
    .innerJoin(poolTrucks, eq(poolTrucks.id, poolTruckRequests.truckId))
    .innerJoin(users, eq(users.id, poolTruckRequests.requesterId))
    .where(eq(poolTrucks.ownerId, ownerId))
    .orderBy(desc(poolTruckRequests.createdAt))
    .limit(limit);
}

/** The user's own requests, newest first, with their trucks. */
export async function listOutgoingRequests(db: DbOrTx, requesterId: string, limit = 200) {
  return db
    .select({ request: poolTruckRequests, truck: truckColumns })
    .from(poolTruckRequests)
    .innerJoin(poolTrucks, eq(poolTrucks.id, poolTruckRequests.truckId))
    .where(eq(poolTruckRequests.requesterId, requesterId))
    .orderBy(desc(poolTruckRequests.createdAt))
    .limit(limit);
}

/** Accepted shipments carried per owner: the card's 'deliveries' count for real transporters. */
export async function countAcceptedByOwner(db: DbOrTx, ownerIds: string[]): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: poolTrucks.ownerId, n: count() })
    .from(poolTruckRequests)
    .innerJoin(poolTrucks, eq(poolTrucks.id, poolTruckRequests.truckId))
    .where(and(inArray(poolTrucks.ownerId, ownerIds), eq(poolTruckRequests.status, 'accepted')))
    .groupBy(poolTrucks.ownerId);
  return new Map(rows.flatMap((r) => (r.ownerId ? [[r.ownerId, r.n] as const] : [])));
}

/** Deliveries scheduled in pooling mode that are still waiting (no holding request yet). */
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

export async function savePlans(
  db: DbOrTx,
  plans: Array<{ id: string; plan: TruckPlanJson | null }>,
): Promise<void> {
  for (const { id, plan } of plans) {
    await db.update(poolTrucks).set({ plan }).where(eq(poolTrucks.id, id));
  }
}

export async function readPlanState(db: DbOrTx) {
  const [row] = await db.select().from(poolPlanState).where(eq(poolPlanState.id, 1)).limit(1);
  return row;
}

export async function writePlanState(
  db: DbOrTx,
  plannedAt: Date,
  elapsedMs: number,
  plannedShipments: number,
) {
  await db
    .insert(poolPlanState)
    .values({ id: 1, plannedAt, elapsedMs, plannedShipments })
    .onConflictDoUpdate({ target: poolPlanState.id, set: { plannedAt, elapsedMs, plannedShipments } });
}

/** The latest change to anything the plan reads: trucks, requests, pooled deliveries. */
export async function latestPoolChange(db: DbOrTx): Promise<Date | null> {
  const result = await db.execute<{ at: string | Date | null }>(sql`
    select greatest(
      (select max(updated_at) from ${poolTrucks}),
      (select max(updated_at) from ${poolTruckRequests}),
      (select max(updated_at) from ${deliveries} where mode = 'pooled')
    ) as at`);
  const rows =
    (result as unknown as { rows?: Array<{ at: string | Date | null }> }).rows ??
    (result as unknown as Array<{ at: string | Date | null }>);
  const at = rows[0]?.at ?? null;
  return at === null ? null : new Date(at);
}

export async function findUserCompany(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ company: clipped(users.company, TEXT_MAX.company) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.company ?? 'A business';
}

import { and, asc, count, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { isRowId } from '../../../lib/row-id';
import type { DbOrTx } from '../../../db/client';
import { poolTrucks } from '../tables';
import { truckColumns } from './truck-columns';

/** Trucks offered to the pool (table pool_trucks). */
export type TruckRow = typeof poolTrucks.$inferSelect;
export type NewTruckRow = typeof poolTrucks.$inferInsert;

/**
 * Active pool trucks with a consolidation plan, as a subquery another module joins on the partner vehicle that
 * runs each (a truck partner's pooled routes, partner-jobs/list-pooled-routes.ts).
 */
export const activePlannedTrucks = new QueryBuilder()
  .select({
    id: poolTrucks.id,
    partnerVehicleId: poolTrucks.partnerVehicleId,
    plan: poolTrucks.plan,
    departureDate: poolTrucks.departureDate,
    departureSlot: poolTrucks.departureSlot,
    pickupPlace: poolTrucks.pickupPlace,
    deliveryPlace: poolTrucks.deliveryPlace,
  })
  .from(poolTrucks)
  .where(and(eq(poolTrucks.status, 'active'), isNotNull(poolTrucks.plan)))
  .as('active_planned_trucks');

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

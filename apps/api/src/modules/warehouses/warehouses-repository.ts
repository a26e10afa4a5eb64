import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { warehouseBookings, warehouses } from './tables';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type NewWarehouseRow = typeof warehouses.$inferInsert;

export async function countWarehouses(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(warehouses);
  return row?.n ?? 0;
}

export async function insertWarehouses(db: DbOrTx, rows: NewWarehouseRow[]): Promise<WarehouseRow[]> {
  if (rows.length === 0) return [];
  return db.insert(warehouses).values(rows).returning();
}

export async function findWarehouseById(db: DbOrTx, id: string): Promise<WarehouseRow | undefined> {
  const rows = await db.select().from(warehouses).where(eq(warehouses.id, id)).limit(1);
  return rows[0];
}

/**
 * Locks the warehouse row until the transaction ends. Every booking of one warehouse takes this lock first, so
 * concurrent bookings check and claim its capacity one after another and can never oversubscribe it.
 */
export async function lockWarehouse(tx: DbOrTx, id: string): Promise<WarehouseRow | undefined> {
  const rows = await tx.select().from(warehouses).where(eq(warehouses.id, id)).for('update').limit(1);
  return rows[0];
}

export async function findWarehousesByIds(db: DbOrTx, ids: string[]): Promise<WarehouseRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(warehouses).where(inArray(warehouses.id, ids));
}

export async function updateWarehouseRow(
  db: DbOrTx,
  id: string,
  patch: Partial<NewWarehouseRow>,
): Promise<WarehouseRow> {
  const [row] = await db
    .update(warehouses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(warehouses.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Every listing: the catalogue cache holds them in memory (see catalogue-cache.ts). */
export async function listAllWarehouses(db: DbOrTx): Promise<WarehouseRow[]> {
  return db.select().from(warehouses);
}

/**
 * Busiest day's booked space per warehouse over the IST days [from, to): one aggregate over the confirmed
 * bookings running in that window. Warehouses without such bookings are absent (0 booked).
 */
export async function peakBookedByWarehouse(
  db: DbOrTx,
  from: string,
  to: string,
  warehouseIds?: string[],
): Promise<Map<string, number>> {
  const b = warehouseBookings;
  const conditions = [
    eq(b.status, 'confirmed'),
    sql`${b.endDate} > ${from}::date`,
    sql`${b.startDate} < ${to}::date`,
  ];
  if (warehouseIds) conditions.push(inArray(b.warehouseId, warehouseIds));
  const perDay = db
    .select({
      warehouseId: b.warehouseId,
      booked: sql<number>`sum(${b.spaceSqFt})`.as('booked'),
    })
    .from(sql`generate_series(${from}::date, (${to}::date - 1), interval '1 day') as d(day)`)
    .innerJoin(b, and(sql`${b.startDate} <= d.day`, sql`${b.endDate} > d.day`, ...conditions))
    .groupBy(b.warehouseId, sql`d.day`)
    .as('per_day');
  const rows = await db
    .select({ warehouseId: perDay.warehouseId, peak: sql<number>`max(${perDay.booked})::int` })
    .from(perDay)
    .groupBy(perDay.warehouseId);
  return new Map(rows.map((r) => [r.warehouseId, Number(r.peak)]));
}

/*
 * Saved places, always read and written within one user's own rows: an id that is not the caller's is simply
 * not found (404), never someone else's place.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { places } from './tables';
import { isRowId } from '../../lib/row-id';

export type PlaceRow = typeof places.$inferSelect;
export type PlaceColumns = Pick<
  typeof places.$inferInsert,
  'label' | 'address' | 'contactName' | 'contactPhone' | 'lat' | 'lon'
>;

export async function listPlaceRows(db: DbOrTx, userId: string): Promise<PlaceRow[]> {
  return db
    .select()
    .from(places)
    .where(eq(places.userId, userId))
    .orderBy(asc(places.label), asc(places.createdAt));
}

export async function findPlaceRow(db: DbOrTx, userId: string, id: string): Promise<PlaceRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db
    .select()
    .from(places)
    .where(and(eq(places.id, id), eq(places.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The caller's place whose label is `label`, ignoring case and surrounding spaces ('main godown'). */
export async function findPlaceRowByLabel(
  db: DbOrTx,
  userId: string,
  label: string,
): Promise<PlaceRow | null> {
  const [row] = await db
    .select()
    .from(places)
    .where(and(eq(places.userId, userId), sql`lower(${places.label}) = ${label.trim().toLowerCase()}`))
    .orderBy(asc(places.createdAt))
    .limit(1);
  return row ?? null;
}

export async function countPlaceRows(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(places).where(eq(places.userId, userId));
  return row?.n ?? 0;
}

export async function insertPlaceRow(
  db: DbOrTx,
  userId: string,
  columns: PlaceColumns,
  now: Date,
): Promise<PlaceRow> {
  const [row] = await db
    .insert(places)
    .values({ ...columns, userId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('place insert returned no row');
  return row;
}

export async function updatePlaceRow(
  db: DbOrTx,
  userId: string,
  id: string,
  columns: PlaceColumns,
  now: Date,
): Promise<PlaceRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db
    .update(places)
    .set({ ...columns, updatedAt: now })
    .where(and(eq(places.id, id), eq(places.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deletePlaceRow(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  if (!isRowId(id)) return false;
  const rows = await db
    .delete(places)
    .where(and(eq(places.id, id), eq(places.userId, userId)))
    .returning({ id: places.id });
  return rows.length > 0;
}

import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quotes } from './tables';
import { findUserById } from '../users/users-repository';
import { isRowId } from '../../lib/row-id';

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;

/** Quotes are removed an hour after they expired: long enough to explain a 409, short enough to stay small. */
export const STALE_QUOTE_KEEP_MS = 3_600_000;

export async function insertQuote(db: DbOrTx, row: NewQuoteRow): Promise<QuoteRow> {
  const [stored] = await db.insert(quotes).values(row).returning();
  if (!stored) throw new Error('quote insert returned no row');
  return stored;
}

/** The shipper's GSTIN (its profile), which decides the GST its quotes show; null when it gave none. */
export async function findShipperGstin(db: DbOrTx, userId: string): Promise<string | null> {
  return (await findUserById(db, userId))?.gstin ?? null;
}

/** The caller's quote by id; another user's quote, or a malformed id, is simply not found. */
export async function findQuoteForUser(db: DbOrTx, userId: string, id: string): Promise<QuoteRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Drops every quote that expired more than STALE_QUOTE_KEEP_MS ago, whoever it belonged to (reads the expiry
 * index). Run as new quotes are made, so the table holds about an hour and a quarter of quoting.
 */
export async function deleteStaleQuotes(db: DbOrTx, now: Date): Promise<void> {
  const before = new Date(now.getTime() - STALE_QUOTE_KEEP_MS);
  await db.delete(quotes).where(lt(quotes.expiresAt, before));
}

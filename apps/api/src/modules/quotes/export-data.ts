import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quotes } from './tables';

/*
 * This module's part of a user's data export (the price quotes), collected by account/collect-user-data.ts.
 * Secrets that are not the user's data (password hash, token hashes, storage keys) are never selected; rows of
 * other users appear only as the facts the user's own records are about, never with who made them.
 */

/** The user's price quotes still held (they are removed an hour after they expire). */
export async function readQuotes(db: DbOrTx, userId: string) {
  return db.select().from(quotes).where(eq(quotes.userId, userId)).orderBy(asc(quotes.createdAt));
}

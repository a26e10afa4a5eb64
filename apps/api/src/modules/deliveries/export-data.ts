import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveries } from './tables';

/*
 * This module's part of a user's data export (the deliveries), collected by account/collect-user-data.ts.
 * Secrets that are not the user's data (password hash, token hashes, storage keys) are never selected; rows of
 * other users appear only as the facts the user's own records are about, never with who made them.
 */

export async function readDeliveries(db: DbOrTx, userId: string) {
  return db.select().from(deliveries).where(eq(deliveries.userId, userId)).orderBy(asc(deliveries.createdAt));
}

import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { alerts } from './tables';

/*
 * This module's part of a user's data export (the alerts), collected by account/collect-user-data.ts. Secrets
 * that are not the user's data (password hash, token hashes, storage keys) are never selected; rows of other
 * users appear only as the facts the user's own records are about, never with who made them.
 */

export async function readAlerts(db: DbOrTx, userId: string) {
  return db.select().from(alerts).where(eq(alerts.userId, userId)).orderBy(asc(alerts.createdAt));
}

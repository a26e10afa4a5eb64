import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveryEwayBills } from './tables';

/*
 * This module's part of a user's data export (the goods invoices), collected by account/collect-user-data.ts.
 * Secrets that are not the user's data (password hash, token hashes, storage keys) are never selected; rows of
 * other users appear only as the facts the user's own records are about, never with who made them.
 */

/** The goods invoices of the user's deliveries (e-way bills). */
export async function readGoodsInvoices(db: DbOrTx, userId: string) {
  return db.select().from(deliveryEwayBills).where(eq(deliveryEwayBills.userId, userId));
}

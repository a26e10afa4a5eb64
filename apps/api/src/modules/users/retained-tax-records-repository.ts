import { lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { retainedTaxRecords } from './retained-tax-record-tables';

export type NewRetainedTaxRecord = typeof retainedTaxRecords.$inferInsert;

export async function insertRetainedTaxRecords(db: DbOrTx, rows: NewRetainedTaxRecord[]): Promise<void> {
  if (rows.length > 0) await db.insert(retainedTaxRecords).values(rows);
}

/** Deletes the records whose retention has run out (`purgeFrom` reached, IST date). */
export async function purgeExpiredTaxRecords(db: DbOrTx, today: string): Promise<number> {
  const gone = await db
    .delete(retainedTaxRecords)
    .where(lte(retainedTaxRecords.purgeFrom, today))
    .returning({ id: retainedTaxRecords.id });
  return gone.length;
}

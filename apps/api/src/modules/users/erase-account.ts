import { istToday, taxRecordPurgeFrom } from '@logisaathi/domain';
import type { Tx } from '../../db/client';
import {
  insertRetainedTaxRecords,
  purgeExpiredTaxRecords,
  type NewRetainedTaxRecord,
} from './retained-tax-records-repository';
import type { UserRow } from './users-repository';

/*
 * This module's part of closing an account (DELETE /users/me), called in order by account/delete-account.ts inside
 * its transaction: the account row is locked first and deleted last (users-repository.ts `lockUser`, `deleteUser`),
 * and in between the de-identified tax records of its delivered deliveries are kept.
 */

/** What a kept record says of its delivery and tax documents (the deliveries and billing modules read it). */
export type RetainedDelivery = Omit<
  NewRetainedTaxRecord,
  'id' | 'businessName' | 'gstin' | 'accountDeletedAt' | 'purgeFrom'
>;

export interface RetainedTaxRecords {
  retainedTaxRecords: number;
  /** The last purge date of the records kept now (IST date), null when none was kept. */
  retainedUntil: string | null;
}

/**
 * Keeps one de-identified tax record per delivered delivery of the closing account (rule in
 * packages/domain/src/data-rights.ts), then removes every record whose retention has run out: nothing else writes
 * these records, so each deletion purges them too.
 */
export async function retainTaxRecords(
  tx: Tx,
  account: UserRow,
  delivered: RetainedDelivery[],
  now: Date,
): Promise<RetainedTaxRecords> {
  // A registered business (GSTIN given) is named on a B2B invoice; an unregistered one is not.
  const recipient = account.gstin
    ? { businessName: account.company, gstin: account.gstin }
    : { businessName: null, gstin: null };
  const kept: NewRetainedTaxRecord[] = delivered.map((d) => ({
    ...d,
    ...recipient,
    accountDeletedAt: now,
    purgeFrom: taxRecordPurgeFrom(d.deliveryDate),
  }));
  await insertRetainedTaxRecords(tx, kept);
  await purgeExpiredTaxRecords(tx, istToday(now));
  const purgeDates = kept.map((r) => r.purgeFrom).sort();
  return { retainedTaxRecords: kept.length, retainedUntil: purgeDates[purgeDates.length - 1] ?? null };
}

import { ACCOUNTS_FOUND_MAX, type OpsAccount } from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { searchAccounts } from '../users/users-repository';

const INVOICES_LISTED = 20;

/**
 * A business's latest tax invoices, newest first, at most `limit`: modules/billing's `latestInvoicesOf`, handed
 * down by app.ts (billing sits on ops's own layer).
 */
export type LatestInvoicesOf = (db: DbOrTx, userId: string, limit: number) => Promise<OpsAccount['invoices']>;

/**
 * An operator's search for a business or a partner (users-repository.ts `searchAccounts`), with the business's
 * latest tax invoices: what a credit note or a payout needs (their ids).
 */
export async function findAccounts(
  db: Db,
  latestInvoicesOf: LatestInvoicesOf,
  q: string,
): Promise<OpsAccount[]> {
  const rows = await searchAccounts(db, q, ACCOUNTS_FOUND_MAX);
  return Promise.all(
    rows.map(async (u) => ({
      id: u.id,
      role: u.role === 'partner' ? ('partner' as const) : ('shipper' as const),
      name: `${u.firstName} ${u.lastName}`.trim(),
      email: u.email,
      company: u.company,
      createdAt: u.createdAt.toISOString(),
      suspendedAt: u.suspendedAt?.toISOString() ?? null,
      suspendedReason: u.suspendedReason,
      invoices: u.role === 'partner' ? [] : await latestInvoicesOf(db, u.id, INVOICES_LISTED),
    })),
  );
}

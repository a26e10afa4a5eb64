import { ACCOUNTS_FOUND_MAX, type OpsAccount } from '@logisaathi/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../billing/tables';
import { searchAccounts } from '../users/users-repository';

const INVOICES_LISTED = 20;

/**
 * An operator's search for a business or a partner (users-repository.ts `searchAccounts`), with the business's
 * latest tax invoices: what a credit note or a payout needs (their ids).
 */
export async function findAccounts(db: Db, q: string): Promise<OpsAccount[]> {
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
      invoices:
        u.role === 'partner'
          ? []
          : await db
              .select({
                id: invoices.id,
                number: invoices.number,
                invoiceDate: invoices.invoiceDate,
                totalPaise: invoices.totalPaise,
              })
              .from(invoices)
              .where(eq(invoices.userId, u.id))
              .orderBy(desc(invoices.invoiceDate), desc(invoices.number))
              .limit(INVOICES_LISTED),
    })),
  );
}

import { deliveryStats, ledgerTotals, type DeliveryStatus } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { ledgerOfUser } from '../payments/payments-repository';
import { statsInputs } from './dashboard-repository';

/**
 * The dashboard's stat cards (spec section 2): every delivery of the user, counted by the status the dashboard
 * shows (a Scheduled one follows the time projection), payments over those not cancelled; and the payment
 * ledger's paid, awaiting and due over the business's invoices.
 */
export async function getStats(db: DbOrTx, userId: string, now: Date) {
  const [rows, ledger] = await Promise.all([statsInputs(db, userId), ledgerOfUser(db, userId)]);
  return {
    payments: ledgerTotals(ledger),
    stats: deliveryStats(
      rows.map((r) => ({ ...r, status: r.status as DeliveryStatus })),
      now,
    ),
  };
}

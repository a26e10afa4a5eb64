import { deliveryStats, ledgerTotals, type DeliveryStatus } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { ledgerOfUser } from '../billing/payments-repository';
import { statsInputs } from '../deliveries/delivery-totals';

/**
 * The dashboard's stat cards (spec section 2): every delivery of the user, counted by the status the dashboard
 * shows (a Scheduled one follows the time projection), payments over those not cancelled; and the payment
 * ledger's paid, awaiting and due over the business's invoices (`money`: the caller's role may read billing).
 */
export async function getStats(db: DbOrTx, userId: string, now: Date, { money }: { money: boolean }) {
  const [rows, ledger] = await Promise.all([statsInputs(db, userId), ledgerOfUser(db, userId)]);
  const stats = deliveryStats(
    rows.map((r) => ({ ...r, status: r.status as DeliveryStatus })),
    now,
  );
  // A member whose role has no billing (issue 37) gets the counts, not the money.
  if (!money) return { payments: null, stats: { ...stats, paymentsInr: null } };
  return { payments: ledgerTotals(ledger), stats };
}

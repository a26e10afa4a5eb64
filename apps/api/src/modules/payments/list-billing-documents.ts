import { invoiceBalance, ledgerTotals, type BillingDocuments } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { listCreditNotes, listInvoices } from '../billing/billing-repository';
import { toCreditNoteSummary, toInvoiceSummary } from '../billing/billing-dto';
import { toPaymentSummary } from './payment-dto';
import { ledgerOfUser, listPaymentsOfUser } from '../billing/payments-repository';

/**
 * The business's invoices, credit notes and payments, newest first, with what was invoiced, credited, paid, what
 * awaits confirmation and what is still due (per invoice from the ledger, so an overpaid invoice does not hide
 * another's due).
 */
export async function listBillingDocuments(db: DbOrTx, userId: string): Promise<BillingDocuments> {
  const [invoiceRows, creditRows, paymentRows, ledger] = await Promise.all([
    listInvoices(db, userId),
    listCreditNotes(db, userId),
    listPaymentsOfUser(db, userId),
    ledgerOfUser(db, userId),
  ]);
  const balances = new Map(
    ledger.map((l) => [
      l.invoiceId,
      invoiceBalance(l.totalPaise, l.creditedPaise, [
        { amountPaise: l.confirmedPaise, status: 'confirmed' },
        { amountPaise: l.awaitingPaise, status: 'awaiting-confirmation' },
      ]),
    ]),
  );
  const invoicedPaise = invoiceRows.reduce((sum, r) => sum + r.totalPaise, 0);
  const creditedPaise = creditRows.reduce((sum, r) => sum + r.totalPaise, 0);
  const { paidPaise, awaitingPaise, duePaise, overpaidPaise } = ledgerTotals(ledger);
  return {
    invoices: invoiceRows.map((row) => {
      const b = balances.get(row.id);
      return {
        ...toInvoiceSummary(row),
        payment: {
          state: b?.state ?? 'unpaid',
          duePaise: b?.duePaise ?? row.totalPaise,
          awaitingPaise: b?.awaitingPaise ?? 0,
        },
      };
    }),
    creditNotes: creditRows.map(toCreditNoteSummary),
    payments: paymentRows.map((r) => toPaymentSummary(r.payment, r.invoiceNumber)),
    totals: {
      invoicedPaise,
      creditedPaise,
      netPaise: invoicedPaise - creditedPaise,
      paidPaise,
      awaitingPaise,
      duePaise,
      overpaidPaise,
    },
  };
}

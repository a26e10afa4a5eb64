import {
  invoiceBalance,
  ledgerTotals,
  type BillingDocuments,
  type DeliveryBilling,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { findDeliveryForUser } from '../deliveries/find-delivery-for-user';
import { toPaymentSummary } from '../payments/payment-dto';
import { ledgerOfUser, listPaymentsOfUser } from '../payments/payments-repository';
import {
  findConsignmentNote,
  findInvoiceOfDelivery,
  listCreditNotes,
  listInvoices,
} from './billing-repository';
import { toConsignmentNoteSummary, toCreditNoteSummary, toInvoiceSummary } from './billing-dto';

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
  const { paidPaise, awaitingPaise, duePaise } = ledgerTotals(ledger);
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
    },
  };
}

/** One delivery's documents, for its own business only (another's answers 404). */
export async function getDeliveryBilling(
  db: DbOrTx,
  userId: string,
  deliveryRowId: string,
): Promise<DeliveryBilling> {
  const delivery = await findDeliveryForUser(db, userId, deliveryRowId);
  const [invoice, note] = await Promise.all([
    findInvoiceOfDelivery(db, delivery.id),
    findConsignmentNote(db, delivery.id),
  ]);
  return {
    invoice: invoice ? toInvoiceSummary(invoice) : null,
    consignmentNote: note
      ? toConsignmentNoteSummary(note, `/api/billing/deliveries/${delivery.id}/consignment-note/pdf`)
      : null,
  };
}

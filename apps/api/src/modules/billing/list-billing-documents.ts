import type { BillingDocuments, DeliveryBilling } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { findDeliveryForUser } from '../deliveries/find-delivery-for-user';
import {
  findConsignmentNote,
  findInvoiceOfDelivery,
  listCreditNotes,
  listInvoices,
} from './billing-repository';
import { toConsignmentNoteSummary, toCreditNoteSummary, toInvoiceSummary } from './billing-dto';

/** The business's invoices and credit notes, newest first, with what was invoiced, credited and the net. */
export async function listBillingDocuments(db: DbOrTx, userId: string): Promise<BillingDocuments> {
  const [invoiceRows, creditRows] = await Promise.all([
    listInvoices(db, userId),
    listCreditNotes(db, userId),
  ]);
  const invoicedPaise = invoiceRows.reduce((sum, r) => sum + r.totalPaise, 0);
  const creditedPaise = creditRows.reduce((sum, r) => sum + r.totalPaise, 0);
  return {
    invoices: invoiceRows.map(toInvoiceSummary),
    creditNotes: creditRows.map(toCreditNoteSummary),
    totals: { invoicedPaise, creditedPaise, netPaise: invoicedPaise - creditedPaise },
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

import { formatPaise, type InvoiceBalance, type InvoiceDocument } from '@logisaathi/domain';
import { signature, supplierBlock } from '../billing/invoice-pdf';
import type { PdfLanguage } from '../billing/pdf-labels';
import { PdfWriter } from '../billing/pdf-writer';

export interface ReceiptInput {
  number: string;
  date: string;
  amountPaise: number;
  method: 'upi-manual' | 'gateway';
  utr: string | null;
  gatewayPaymentId: string | null;
  invoice: InvoiceDocument;
  /** The invoice's balance after this and every earlier confirmed payment. */
  balance: InvoiceBalance;
}

/** A payment receipt: who paid what against which invoice, and what is left. Not a tax document. */
export async function buildReceiptPdf(r: ReceiptInput, sample: boolean, lang: PdfLanguage): Promise<Buffer> {
  const l = lang.labels;
  const w = new PdfWriter(l.receiptTitle(r.number));
  supplierBlock(w, lang, r.invoice.supplier, sample);
  w.rule();
  w.text(l.receipt, { bold: true, size: 15 });
  w.field(l.receiptNumber, r.number).field(l.receiptDate, r.date);
  w.field(l.receivedFrom, r.invoice.recipient.name);
  w.field(l.gstin, r.invoice.recipient.gstin ?? l.unregistered);
  w.field(l.againstInvoice, l.invoiceOf(r.invoice.number, r.invoice.date));
  w.field(l.paymentMethod, r.method === 'gateway' ? l.onlinePayment : l.upiTransfer);
  if (r.utr) w.field(l.utr, r.utr);
  if (r.gatewayPaymentId) w.field(l.gatewayPaymentId, r.gatewayPaymentId);
  w.rule();
  const b = r.balance;
  const rows: Array<[string, string, { bold?: boolean }?]> = [
    [l.amountReceived, formatPaise(r.amountPaise), { bold: true }],
    [l.invoiceTotal, formatPaise(r.invoice.tax.totalPaise)],
  ];
  if (b.netPaise !== r.invoice.tax.totalPaise)
    rows.push([l.credited, formatPaise(r.invoice.tax.totalPaise - b.netPaise)]);
  rows.push([l.paidToDate, formatPaise(b.paidPaise)]);
  rows.push([l.balanceDue, formatPaise(b.duePaise), { bold: true }]);
  if (b.overpaidPaise > 0) rows.push([l.overpaid, formatPaise(b.overpaidPaise)]);
  w.amounts(rows);
  w.doc.moveDown(0.6);
  w.text(l.receiptNote, { color: '#444' });
  signature(w, lang, r.invoice.supplier.legalName);
  return w.finish();
}

import {
  buildMonthlyStatement,
  gstReturnsCsv,
  monthRange,
  type GstReturnRow,
  type MonthlyStatement,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { findBillingProfile } from './billing-repository';
import { balanceBefore, creditNotesInMonth, invoicesInMonth, paymentsInMonth } from './statements-repository';

/** The business's statement of account for an IST calendar month (see buildMonthlyStatement). */
export async function getMonthlyStatement(
  db: DbOrTx,
  userId: string,
  month: string,
): Promise<MonthlyStatement> {
  const { from, to } = monthRange(month);
  const [profile, opening, invoiceRows, creditRows, paymentRows] = await Promise.all([
    findBillingProfile(db, userId),
    balanceBefore(db, userId, from),
    invoicesInMonth(db, userId, from, to),
    creditNotesInMonth(db, userId, from, to),
    paymentsInMonth(db, userId, from, to),
  ]);
  const name = profile?.company || `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim();
  return buildMonthlyStatement(month, { name, gstin: profile?.gstin ?? null }, opening, [
    ...invoiceRows.map((i) => ({
      date: i.invoiceDate,
      kind: 'invoice' as const,
      number: i.number,
      reference: i.document.consignment.deliveryId,
      amountPaise: i.totalPaise,
    })),
    ...creditRows.map((c) => ({
      date: c.note.noteDate,
      kind: 'credit-note' as const,
      number: c.note.number,
      reference: c.invoiceNumber,
      amountPaise: c.note.totalPaise,
    })),
    ...paymentRows.map((p) => ({
      date: p.payment.receiptDate ?? '',
      kind: 'payment' as const,
      number: p.payment.receiptNumber ?? '',
      reference: p.invoiceNumber,
      amountPaise: p.payment.amountPaise,
    })),
  ]);
}

/** The month's invoices and credit notes, invoice-wise, for the business's GST returns (see gstReturnsCsv). */
export async function gstReturnsFile(db: DbOrTx, userId: string, month: string): Promise<string> {
  const { from, to } = monthRange(month);
  const [invoiceRows, creditRows] = await Promise.all([
    invoicesInMonth(db, userId, from, to),
    creditNotesInMonth(db, userId, from, to),
  ]);
  const rows: GstReturnRow[] = [
    ...invoiceRows.map((i): GstReturnRow => ({
      kind: 'invoice',
      recipientGstin: i.document.recipient.gstin,
      recipientName: i.document.recipient.name,
      number: i.number,
      date: i.invoiceDate,
      valuePaise: i.totalPaise,
      placeOfSupply: i.document.placeOfSupply,
      reverseCharge: i.reverseCharge,
      rateBp: i.rateBp,
      taxablePaise: i.taxablePaise,
      igstPaise: i.igstPaise,
      cgstPaise: i.cgstPaise,
      sgstPaise: i.sgstPaise,
    })),
    ...creditRows.map(({ note, invoiceNumber }): GstReturnRow => ({
      kind: 'credit-note',
      recipientGstin: note.document.recipient.gstin,
      recipientName: note.document.recipient.name,
      number: note.number,
      date: note.noteDate,
      valuePaise: note.totalPaise,
      placeOfSupply: note.document.placeOfSupply,
      reverseCharge: note.document.tax.reverseCharge,
      rateBp: note.document.tax.rateBp,
      taxablePaise: note.taxablePaise,
      igstPaise: note.igstPaise,
      cgstPaise: note.cgstPaise,
      sgstPaise: note.sgstPaise,
      originalInvoice: invoiceNumber,
    })),
  ];
  return gstReturnsCsv(rows);
}

import {
  creditNoteTax,
  financialYearOf,
  formatDocumentNumber,
  istDateString,
  type CreditNoteDocument,
  paise,
} from '@logisaathi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from './tables';
import { AppError } from '../../lib/app-error';
import { allocateSerial, insertCreditNote, sumCreditedPaise, type CreditNoteRow } from './billing-repository';

import { INVOICE_NOT_FOUND } from './render-documents';
export const CREDIT_EXCEEDS_INVOICE = 'The credit would be more than is left on this invoice';

export interface IssueCreditNoteArgs {
  invoiceId: string;
  /** Taxable value credited back, paise; omitted: everything still uncredited (a full refund). */
  creditTaxablePaise?: number;
  reason: string;
  now?: Date;
}

/**
 * A credit note (CGST s.34, Rule 53) against an issued invoice: for a refund, or when the amount of an invoiced
 * delivery goes down. The invoice row is locked while the credits so far are added up, so two credits cannot
 * together exceed it; the serial comes from the credit-note series of the note's own financial year, in the same
 * transaction as the insert (gap-free like invoices). The tax follows the invoice's rates and split.
 *
 * The operator issues one through `POST /api/billing/ops/invoices/:id/credit-notes` (./credit-invoice.ts): a
 * booking's price is fixed once it leaves Scheduled, so a refund or an agreed reduction is the operator's call.
 */
export async function issueCreditNote(db: Db, args: IssueCreditNoteArgs): Promise<CreditNoteRow> {
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, args.invoiceId)).for('update');
    if (!invoice) throw AppError.notFound(INVOICE_NOT_FOUND);
    const left = invoice.taxablePaise - (await sumCreditedPaise(tx, invoice.id));
    const credit = args.creditTaxablePaise ?? left;
    if (credit <= 0 || credit > left) throw new AppError('conflict', CREDIT_EXCEEDS_INVOICE);
    const tax = creditNoteTax(invoice.document.tax, paise(credit));
    const financialYear = financialYearOf(now);
    const serial = await allocateSerial(tx, 'creditNote', financialYear);
    const number = formatDocumentNumber('creditNote', financialYear, serial);
    const date = istDateString(now);
    const source = invoice.document;
    const document: CreditNoteDocument = {
      number,
      financialYear,
      date,
      reason: args.reason,
      invoice: { number: invoice.number, date: invoice.invoiceDate },
      supplier: source.supplier,
      recipient: source.recipient,
      sac: source.sac,
      placeOfSupply: source.placeOfSupply,
      tax,
    };
    return insertCreditNote(tx, {
      number,
      financialYear,
      invoiceId: invoice.id,
      userId: invoice.userId,
      noteDate: date,
      reason: args.reason,
      taxablePaise: tax.taxablePaise,
      cgstPaise: tax.cgstPaise,
      sgstPaise: tax.sgstPaise,
      igstPaise: tax.igstPaise,
      chargedTaxPaise: tax.chargedTaxPaise,
      roundOffPaise: tax.roundOffPaise,
      totalPaise: tax.totalPaise,
      document,
      issuedAt: now,
    });
  });
}

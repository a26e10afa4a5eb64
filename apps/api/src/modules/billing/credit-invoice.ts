import { formatPaise, type CreditNoteRequest, type CreditNoteSummary } from '@logisaathi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from './tables';
import { AppError } from '../../lib/app-error';
import { raiseAlert } from '../alerts/raise-alert';
import { isRowId } from '../../lib/row-id';
import { toCreditNoteSummary } from './billing-dto';
import { issueCreditNote } from './issue-credit-note';
import { INVOICE_NOT_FOUND } from './render-documents';

/**
 * The operator credits an invoice: a refund, or a lower amount agreed after the delivery. A credit note for the
 * taxable value given (all that is left uncredited when none is), which the business's statement, Billing screen
 * and payment balance then count; the business is alerted with its number.
 */
export async function creditInvoice(
  db: Db,
  invoiceId: string,
  request: CreditNoteRequest,
  now = new Date(),
): Promise<CreditNoteSummary> {
  if (!isRowId(invoiceId)) throw AppError.notFound(INVOICE_NOT_FOUND);
  const note = await issueCreditNote(db, {
    invoiceId,
    reason: request.reason,
    now,
    ...(request.taxablePaise === undefined ? {} : { creditTaxablePaise: request.taxablePaise }),
  });
  const [invoice] = await db
    .select({ number: invoices.number, document: invoices.document })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw AppError.notFound(INVOICE_NOT_FOUND);
  if (note.userId) {
    await raiseAlert(db, note.userId, {
      type: 'info',
      title: 'Credit note issued',
      message: `Credit note ${note.number} of ${formatPaise(note.totalPaise)} against invoice ${invoice.number}.`,
      status: 'completed',
      priority: 'medium',
    });
  }
  return toCreditNoteSummary({
    ...note,
    invoiceNumber: invoice.number,
    deliveryId: invoice.document.consignment.deliveryId,
  });
}

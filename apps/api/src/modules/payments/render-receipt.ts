import { invoiceBalance, PAYMENT_MESSAGES, type Language, type PaymentStatus } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PlatformConfig } from '../../platform-config';
import { renderIssued, type DocumentPrinter, type RenderedPdf } from '../billing/render-documents';
import { isRowId } from '../../lib/row-id';
import { creditedTotalPaise, findPayment, paymentsOfInvoice } from '../billing/payments-repository';

/**
 * The receipt of one of the business's confirmed payments (404 for another's; 409 while it awaits
 * confirmation). The balance printed counts the payments confirmed up to this one, so an older receipt still
 * reads as it did when issued.
 */
export async function receiptPdf(
  printer: DocumentPrinter,
  db: DbOrTx,
  platform: PlatformConfig,
  userId: string,
  paymentId: string,
  language: Language = 'en',
): Promise<RenderedPdf> {
  const found = isRowId(paymentId) ? await findPayment(db, paymentId, userId) : undefined;
  if (!found) throw AppError.notFound(PAYMENT_MESSAGES.paymentNotFound);
  const { payment, invoice } = found;
  if (payment.status !== 'confirmed' || !payment.receiptNumber || !payment.confirmedAt) {
    throw new AppError('conflict', PAYMENT_MESSAGES.receiptNotYet);
  }
  const confirmedAt = payment.confirmedAt;
  const [all, creditedPaise] = await Promise.all([
    paymentsOfInvoice(db, invoice.id),
    creditedTotalPaise(db, invoice.id),
  ]);
  const upToThis = all.filter(
    (p) => p.status === 'confirmed' && p.confirmedAt !== null && p.confirmedAt <= confirmedAt,
  );
  const balance = invoiceBalance(
    invoice.totalPaise,
    creditedPaise,
    upToThis.map((p) => ({ amountPaise: p.amountPaise, status: p.status as PaymentStatus })),
  );
  // Kept once drawn: a later credit note changes the balance printed, and with it the kept copy's name.
  const pdf = await renderIssued(printer, userId, payment.id, {
    kind: 'receipt',
    receipt: {
      number: payment.receiptNumber,
      date: payment.receiptDate ?? '',
      amountPaise: payment.amountPaise,
      method: payment.method === 'gateway' ? 'gateway' : 'upi-manual',
      utr: payment.utr,
      gatewayPaymentId: payment.gatewayPaymentId,
      invoice: invoice.document,
      balance,
    },
    sample: platform.isSample,
    language,
  });
  return { pdf, fileName: `receipt-${payment.receiptNumber.replace(/\//g, '-')}.pdf` };
}

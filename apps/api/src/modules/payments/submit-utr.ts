import { PAYMENT_MESSAGES, paymentAmount, type PaymentSummary } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { INVOICE_NOT_FOUND } from '../billing/render-documents';
import { isRowId } from '../../lib/row-id';
import { invoiceLedger } from './invoice-ledger';
import { toPaymentSummary } from './payment-dto';
import { findPaymentByUtr, insertPayment, lockInvoice } from './payments-repository';

const utrTaken = () =>
  new AppError('conflict', PAYMENT_MESSAGES.utrTaken, [{ field: 'utr', msg: PAYMENT_MESSAGES.utrTaken }]);

/**
 * The business paid by UPI and enters the transfer's UTR: a payment awaiting the operator's confirmation. The
 * invoice row is locked while the ledger is read, so two entries cannot together exceed what is due; the UTR is
 * unique across all payments (the same transfer is never counted twice, whoever enters it).
 */
export async function submitUtr(
  db: Db,
  userId: string,
  invoiceId: string,
  input: { utr: string; amountPaise?: number | undefined },
): Promise<PaymentSummary> {
  if (!isRowId(invoiceId)) throw AppError.notFound(INVOICE_NOT_FOUND);
  try {
    return await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, invoiceId, userId);
      if (!invoice) throw AppError.notFound(INVOICE_NOT_FOUND);
      if (await findPaymentByUtr(tx, input.utr)) throw utrTaken();
      const { balance } = await invoiceLedger(tx, invoice);
      const amount = paymentAmount(balance, input.amountPaise);
      if ('problem' in amount) throw new AppError('conflict', amount.problem);
      const row = await insertPayment(tx, {
        invoiceId: invoice.id,
        userId,
        method: 'upi-manual',
        status: 'awaiting-confirmation',
        amountPaise: amount.amountPaise,
        utr: input.utr,
      });
      return toPaymentSummary(row, invoice.number);
    });
  } catch (err) {
    // Two entries of the same UTR at once: the unique index decides.
    if (isUniqueViolation(err)) throw utrTaken();
    throw err;
  }
}

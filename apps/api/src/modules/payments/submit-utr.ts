import { PAYMENT_MESSAGES, paymentAmount, type PaymentSummary } from '@logisaathi/domain';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { INVOICE_NOT_FOUND } from '../billing/render-documents';
import { isRowId } from '../../lib/row-id';
import { invoiceLedger } from './invoice-ledger';
import { toPaymentSummary } from './payment-dto';
import { insertPayment, liveClaimsOfUtr, lockInvoice } from '../billing/payments-repository';

const utrTaken = () =>
  new AppError('conflict', PAYMENT_MESSAGES.utrTaken, [{ field: 'utr', msg: PAYMENT_MESSAGES.utrTaken }]);

/**
 * The business paid by UPI and enters the transfer's UTR: a payment awaiting the operator's confirmation. The
 * invoice row is locked while the ledger is read, so two entries cannot together exceed what is due.
 *
 * A UTR counts once (issue 30): the same business entering one of its own live UTRs again is told so (409). A
 * UTR another business has claimed is accepted all the same and becomes a conflict for the operator, who sees
 * both claims (list-operator-payments.ts) and confirms the one the bank statement names; the answer here is the
 * same as for any claim, so it tells nobody about another business. A rejected claim frees its UTR. Only one
 * claim of a UTR can ever be confirmed (a partial unique index).
 */
export async function submitUtr(
  db: Db,
  userId: string,
  invoiceId: string,
  input: { utr: string; amountPaise?: number | undefined },
  /** Written in the payment's own transaction (issue 37: the member who entered the UTR), given the invoice number. */
  record?: (tx: Tx, invoiceNumber: string) => Promise<void>,
): Promise<PaymentSummary> {
  if (!isRowId(invoiceId)) throw AppError.notFound(INVOICE_NOT_FOUND);
  try {
    return await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, invoiceId, userId);
      if (!invoice) throw AppError.notFound(INVOICE_NOT_FOUND);
      const claims = await liveClaimsOfUtr(tx, input.utr);
      if (claims.some((c) => c.userId === userId)) throw utrTaken();
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
      await record?.(tx, invoice.number);
      return toPaymentSummary(row, invoice.number);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw utrTaken();
    throw err;
  }
}

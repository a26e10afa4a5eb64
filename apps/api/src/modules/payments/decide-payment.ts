import { formatPaise, PAYMENT_MESSAGES, wholeRupees, type PaymentSummary } from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { raiseAlert } from '../alerts/raise-alert';
import { notifyUser } from '../notifications/notify';
import { isRowId } from '../../lib/row-id';
import { toPaymentSummary } from './payment-dto';
import { lockInvoice, lockPayment, updatePayment } from '../billing/payments-repository';
import { receiptFields } from './record-receipt';

export const PAYMENT_ALREADY_DECIDED = 'This payment has already been confirmed or rejected';

/** Confirms; another claim of the same UTR already confirmed (a UTR conflict, issue 30) answers 409. */
async function confirmOnce(
  tx: DbOrTx,
  paymentId: string,
  fields: Omit<Parameters<typeof updatePayment>[2], 'status'>,
) {
  try {
    return await updatePayment(tx, paymentId, { status: 'confirmed', ...fields });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', PAYMENT_MESSAGES.utrConfirmedElsewhere);
    throw err;
  }
}

/**
 * The operator's decision on a UPI payment awaiting confirmation (after finding the UTR in the bank statement):
 * confirmed, it is numbered a receipt and counts in the ledger; rejected (no such credit), it counts for
 * nothing and the business is told why. The business gets an alert either way.
 */
export async function decidePayment(
  db: Db,
  paymentId: string,
  decision: { confirm: true; by: string } | { confirm: false; by: string; reason: string },
  now = new Date(),
): Promise<PaymentSummary> {
  if (!isRowId(paymentId)) throw AppError.notFound(PAYMENT_MESSAGES.paymentNotFound);
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw AppError.notFound(PAYMENT_MESSAGES.paymentNotFound);
    if (payment.status !== 'awaiting-confirmation') throw new AppError('conflict', PAYMENT_ALREADY_DECIDED);
    // Receipts of one invoice are numbered in the order they are confirmed.
    const invoice = await lockInvoice(tx, payment.invoiceId);
    if (!invoice) throw AppError.notFound(PAYMENT_MESSAGES.paymentNotFound);
    const row = decision.confirm
      ? await confirmOnce(tx, payment.id, { decidedBy: decision.by, ...(await receiptFields(tx, now)) })
      : await updatePayment(tx, payment.id, {
          status: 'rejected',
          decidedBy: decision.by,
          rejectReason: decision.reason,
        });
    if (payment.userId) {
      await raiseAlert(
        tx,
        payment.userId,
        decision.confirm
          ? {
              type: 'success',
              title: 'Payment confirmed',
              message: `${formatPaise(row.amountPaise)} received for invoice ${invoice.number} (UTR ${row.utr ?? ''}). Receipt ${row.receiptNumber ?? ''}.`,
              status: 'completed',
              priority: 'low',
            }
          : {
              type: 'error',
              title: 'Payment not received',
              message: `UTR ${row.utr ?? ''} for invoice ${invoice.number} was not found: ${decision.reason}`,
              status: 'active',
              priority: 'high',
            },
      );
    }
    if (payment.userId)
      await notifyUser(
        tx,
        decision.confirm
          ? {
              userId: payment.userId,
              event: 'payment-confirmed',
              variables: { invoice: invoice.number, amount: wholeRupees(row.amountPaise) },
            }
          : {
              userId: payment.userId,
              event: 'payment-rejected',
              variables: { invoice: invoice.number, reason: decision.reason },
            },
      );
    return toPaymentSummary(row, invoice.number);
  });
}

import { PAYMENT_MESSAGES, paymentAmount } from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findInvoice } from '../billing/billing-repository';
import { INVOICE_NOT_FOUND } from '../billing/render-documents';
import { isRowId } from '../../lib/row-id';
import { invoiceLedger } from './invoice-ledger';
import type { PaymentProvider } from './payment-provider';
import { insertGatewayOrder } from '../billing/payments-repository';

/**
 * An order at the gateway for what is payable on the invoice; the payer completes it at the checkout and the
 * gateway's webhook records the payment. Nothing is recorded in the ledger until then. `recordAction` writes who
 * started it (the team's history, issue 37) in the order's own transaction.
 */
export async function createGatewayOrder(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  invoiceId: string,
  recordAction: (tx: DbOrTx, invoiceNumber: string) => Promise<void> = async () => {},
) {
  const { gateway } = provider;
  if (!gateway) throw new AppError('conflict', PAYMENT_MESSAGES.gatewayOff);
  const invoice = isRowId(invoiceId) ? await findInvoice(db, invoiceId, userId) : undefined;
  if (!invoice) throw AppError.notFound(INVOICE_NOT_FOUND);
  const { balance } = await invoiceLedger(db, invoice);
  const amount = paymentAmount(balance, undefined);
  if ('problem' in amount) throw new AppError('conflict', amount.problem);
  const order = await gateway.client.createOrder({
    amountPaise: amount.amountPaise,
    receipt: invoice.number,
    notes: { invoiceNumber: invoice.number },
  });
  await db.transaction(async (tx) => {
    await insertGatewayOrder(tx, {
      id: order.orderId,
      invoiceId: invoice.id,
      userId,
      amountPaise: order.amountPaise,
    });
    await recordAction(tx, invoice.number);
  });
  return {
    orderId: order.orderId,
    amountPaise: order.amountPaise,
    currency: order.currency,
    keyId: gateway.keyId,
    checkoutUrl: gateway.client.checkoutUrl(order.orderId),
  };
}

import { PAYMENT_MESSAGES, paymentAmount } from '@logisaathi/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findInvoice } from '../billing/billing-repository';
import { handleGatewayWebhook } from './handle-gateway-webhook';
import { invoiceLedger } from './invoice-ledger';
import type { PaymentProvider } from './payment-provider';
import { findGatewayOrder } from '../billing/payments-repository';

/**
 * The local fake gateway's checkout (development and tests; production refuses the fake): pays an order of the
 * signed-in business for exactly the order's amount, which must still be what is payable on the invoice (so
 * paying an order twice, or after the invoice was paid another way, is refused: issue 30). Then the signed
 * webhook goes through the same check as the real gateway's. Another business's order answers 404.
 */
export async function payFakeOrder(
  db: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  userId: string,
  orderId: string,
): Promise<{ duplicate: boolean }> {
  const fake = provider.gateway?.fake;
  const order = fake ? await findGatewayOrder(db, orderId) : undefined;
  if (!fake || !order || order.userId !== userId) throw AppError.notFound();
  const invoice = await findInvoice(db, order.invoiceId, userId);
  if (!invoice) throw AppError.notFound();
  const { balance } = await invoiceLedger(db, invoice);
  const payable = paymentAmount(balance, undefined);
  if ('problem' in payable || payable.amountPaise !== order.amountPaise) {
    throw new AppError('conflict', PAYMENT_MESSAGES.orderNotPayable);
  }
  const captured = fake.capture(orderId, order.amountPaise);
  if (!captured) throw AppError.notFound();
  return handleGatewayWebhook(db, provider, log, captured.body, captured.signature);
}

import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES, paise } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { gatewayEventSchema, isValidSignature } from './gateway';
import type { PaymentProvider } from './payment-provider';
import {
  findGatewayOrder,
  findPaymentByGatewayId,
  insertPayment,
  lockInvoice,
} from '../billing/payments-repository';
import { receiptFields } from './record-receipt';

/**
 * A webhook from the gateway. Refused (401, logged) unless its HMAC-SHA256 signature matches the raw body.
 * 'payment.captured' records a confirmed payment once: the gateway's payment id is unique, and the invoice row
 * lock serialises retries arriving together, so a replayed or repeated delivery answers `duplicate: true` and
 * changes nothing. The amount captured is recorded as it is, even above what was due (an overpayment to refund).
 * Other events, unknown orders and other currencies are acknowledged and ignored (logged), so the gateway stops
 * retrying them.
 */
export async function handleGatewayWebhook(
  db: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  rawBody: string,
  signature: string | undefined,
  now = new Date(),
): Promise<{ duplicate: boolean }> {
  const { gateway } = provider;
  if (!gateway) throw AppError.notFound();
  if (!isValidSignature(rawBody, signature, gateway.webhookSecret)) {
    log.warn({ signaturePresent: Boolean(signature) }, 'payment webhook refused: wrong signature');
    throw new AppError('unauthorized', PAYMENT_MESSAGES.badSignature);
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('validation', 'The webhook body is not JSON');
  }
  const parsed = gatewayEventSchema.safeParse(json);
  if (!parsed.success) {
    log.info('payment webhook ignored: not a payment event');
    return { duplicate: false };
  }
  const { event } = parsed.data;
  const entity = parsed.data.payload.payment.entity;
  if (event !== 'payment.captured' || entity.currency !== 'INR') {
    log.info({ event, paymentId: entity.id }, 'payment webhook ignored');
    return { duplicate: false };
  }
  return db.transaction(async (tx) => {
    const order = await findGatewayOrder(tx, entity.order_id);
    if (!order) {
      log.warn({ orderId: entity.order_id }, 'payment webhook for an unknown order ignored');
      return { duplicate: false };
    }
    await lockInvoice(tx, order.invoiceId);
    if (await findPaymentByGatewayId(tx, entity.id)) return { duplicate: true };
    await insertPayment(tx, {
      invoiceId: order.invoiceId,
      userId: order.userId,
      method: 'gateway',
      status: 'confirmed',
      amountPaise: paise(entity.amount),
      gatewayOrderId: order.id,
      gatewayPaymentId: entity.id,
      decidedBy: 'gateway',
      ...(await receiptFields(tx, now)),
    });
    return { duplicate: false };
  });
}

/*
 * The gateway adapter, in the shape of the common Indian payment gateways (Razorpay's Orders API and webhooks):
 * the server creates an order for the amount in paise (`POST {url}/v1/orders`, HTTP Basic auth with the key id
 * and secret), the payer completes the gateway's hosted checkout, and the gateway posts a webhook signed with
 * HMAC-SHA256 of the raw body under the webhook secret (hex, header `x-gateway-signature`). The signature is
 * compared in constant time; the event is trusted only after it matches.
 *
 * Without PAYMENT_GATEWAY_URL the adapter talks to the local fake (`fake-gateway.ts`), in process, no network.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ID_MAX_LENGTH, paise, type Paise } from '@logisaathi/domain';
import type { GatewayConfig } from '../../platform-config';

export const SIGNATURE_HEADER = 'x-gateway-signature';
/** Orders and webhooks are small; a longer body is not the gateway's. */
export const WEBHOOK_BODY_MAX_BYTES = 64 * 1024;

export interface GatewayOrder {
  orderId: string;
  amountPaise: Paise;
  currency: 'INR';
}

export interface GatewayClient {
  createOrder(input: {
    amountPaise: Paise;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  /** Where the payer completes the payment of an order. */
  checkoutUrl(orderId: string): string;
}

/** The webhook events this product reads (others are acknowledged and ignored). */
export const gatewayEventSchema = z.object({
  event: z.string().max(64),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().min(1).max(ID_MAX_LENGTH),
        order_id: z.string().min(1).max(ID_MAX_LENGTH),
        amount: z.number().int().min(0).max(1_000_000_000),
        currency: z.string().max(3),
        status: z.string().max(32),
      }),
    }),
  }),
});
export type GatewayEvent = z.infer<typeof gatewayEventSchema>;

export function signWebhook(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** True when `signature` is the body's HMAC-SHA256 under `secret` (constant-time; a malformed one is false). */
export function isValidSignature(rawBody: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

const orderAnswerSchema = z.object({
  id: z.string().min(1).max(ID_MAX_LENGTH),
  amount: z.number().int(),
  currency: z.literal('INR'),
});

/** The real gateway over HTTPS. */
export function httpGatewayClient(config: GatewayConfig & { url: string }): GatewayClient {
  const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
  return {
    async createOrder({ amountPaise, receipt, notes }) {
      const res = await fetch(`${config.url}/v1/orders`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`payment gateway answered ${res.status} to an order`);
      const order = orderAnswerSchema.parse(await res.json());
      return { orderId: order.id, amountPaise: paise(order.amount), currency: order.currency };
    },
    checkoutUrl: (orderId) => `${config.url}/checkout/${encodeURIComponent(orderId)}?key_id=${config.keyId}`,
  };
}

/** 'order_' or 'pay_' and 14 random characters, as gateways name them. */
export function gatewayId(prefix: 'order' | 'pay'): string {
  return `${prefix}_${randomBytes(10).toString('base64url').slice(0, 14)}`;
}

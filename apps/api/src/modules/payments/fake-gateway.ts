/*
 * A local fake of the payment gateway (no network), for development and tests: it keeps the orders it created
 * in memory and, when told an order was paid, produces the webhook the real gateway would post, signed with
 * the configured webhook secret. Production refuses it (platform-config.ts).
 */
import type { GatewayConfig } from '../../platform-config';
import { gatewayId, signWebhook, type GatewayClient, type GatewayEvent, type GatewayOrder } from './gateway';

export interface FakeGateway extends GatewayClient {
  /** The signed 'payment.captured' webhook of a payment of `amountPaise` (default: the order's amount). */
  capture(
    orderId: string,
    amountPaise?: number,
  ): { body: string; signature: string; paymentId: string } | null;
}

export function fakeGatewayClient(config: GatewayConfig): FakeGateway {
  const orders = new Map<string, GatewayOrder>();
  return {
    createOrder({ amountPaise }) {
      const order: GatewayOrder = { orderId: gatewayId('order'), amountPaise, currency: 'INR' };
      orders.set(order.orderId, order);
      return Promise.resolve(order);
    },
    checkoutUrl: (orderId) => `/api/billing/fake-gateway/orders/${encodeURIComponent(orderId)}/pay`,
    capture(orderId, amountPaise) {
      const order = orders.get(orderId);
      if (!order) return null;
      const paymentId = gatewayId('pay');
      const event: GatewayEvent = {
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: paymentId,
              order_id: orderId,
              amount: amountPaise ?? order.amountPaise,
              currency: 'INR',
              status: 'captured',
            },
          },
        },
      };
      const body = JSON.stringify(event);
      return { body, signature: signWebhook(body, config.webhookSecret), paymentId };
    },
  };
}

/*
 * The payment provider (DESIGN: manual UTR confirmation by default, a gateway adapter by configuration). The
 * manual way is always there: the payer transfers by UPI to the configured VPA and enters the UTR, which waits
 * for the operator. With PAYMENT_PROVIDER=gateway the payer may also pay online through the gateway adapter,
 * whose signed webhook confirms the payment by itself.
 */
import type { PaymentConfig } from '../../platform-config';
import { fakeGatewayClient, type FakeGateway } from './fake-gateway';
import { httpGatewayClient, type GatewayClient } from './gateway';

export interface GatewayAdapter {
  client: GatewayClient;
  keyId: string;
  webhookSecret: string;
  /** The local fake when no gateway URL is configured (development, tests). */
  fake: FakeGateway | null;
}

export interface PaymentProvider {
  name: PaymentConfig['provider'];
  gateway: GatewayAdapter | null;
}

export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  const { gateway } = config;
  if (config.provider === 'manual' || !gateway) return { name: 'manual', gateway: null };
  if (gateway.url === null) {
    const fake = fakeGatewayClient(gateway);
    return {
      name: 'gateway',
      gateway: { client: fake, keyId: gateway.keyId, webhookSecret: gateway.webhookSecret, fake },
    };
  }
  return {
    name: 'gateway',
    gateway: {
      client: httpGatewayClient({ ...gateway, url: gateway.url }),
      keyId: gateway.keyId,
      webhookSecret: gateway.webhookSecret,
      fake: null,
    },
  };
}

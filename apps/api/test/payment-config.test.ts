import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { FAKE_GATEWAY } from '../src/platform-config';

const BASE = { DATA_DIR: '/tmp/logisaathi-config-test', JWT_SECRET: 'x'.repeat(40) };
const PRODUCTION = {
  ...BASE,
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://logisaathi.in',
  PLATFORM_GSTIN: '07AAACL1234C1Z7',
};

describe('payment settings', () => {
  it('takes UPI transfers confirmed by an operator by default', () => {
    expect(loadConfig(BASE).platform.payments).toEqual({ provider: 'manual', gateway: null });
  });

  it('uses the local fake gateway when no gateway URL is set, and production refuses it', () => {
    expect(loadConfig({ ...BASE, PAYMENT_PROVIDER: 'gateway' }).platform.payments.gateway).toEqual({
      url: null,
      ...FAKE_GATEWAY,
    });
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'gateway' })).toThrow(/PAYMENT_GATEWAY_URL/);
  });

  it('needs the three keys with a gateway URL', () => {
    const env = { ...BASE, PAYMENT_PROVIDER: 'gateway', PAYMENT_GATEWAY_URL: 'https://api.gateway.example/' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/PAYMENT_GATEWAY_WEBHOOK_SECRET/);
    const config = loadConfig({
      ...env,
      PAYMENT_GATEWAY_KEY_ID: 'rzp_live_abc',
      PAYMENT_GATEWAY_KEY_SECRET: 'key-secret-123',
      PAYMENT_GATEWAY_WEBHOOK_SECRET: 'webhook-secret-0123456789',
    });
    expect(config.platform.payments.gateway).toMatchObject({
      url: 'https://api.gateway.example',
      keyId: 'rzp_live_abc',
    });
  });
});

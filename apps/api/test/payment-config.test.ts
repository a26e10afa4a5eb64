import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-fake-gateway-'));
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-fake-gateway-'));
    const fake = (dir: string) =>
      loadConfig({ ...BASE, DATA_DIR: dir, PAYMENT_PROVIDER: 'gateway' }).platform.payments.gateway!;
    const first = fake(dataDir);
    expect(first).toMatchObject({ url: null, ...FAKE_GATEWAY });
    // Its webhook secret is random, the data folder's own, kept owner-only, and stable across restarts.
    expect(first.webhookSecret).toMatch(/^[\w-]{40,}$/);
    const file = path.join(dataDir, 'fake-gateway-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fake(dataDir).webhookSecret).toBe(first.webhookSecret);
    expect(fake(other).webhookSecret).not.toBe(first.webhookSecret);
    for (const dir of [dataDir, other]) fs.rmSync(dir, { recursive: true, force: true });
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

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const BASE = { DATA_DIR: '/tmp/logisaathi-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  it('refuses to start in production without PUBLIC_URL: e-mailed links need it', () => {
    expect(() => loadConfig({ ...BASE, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...BASE, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ ...BASE, NODE_ENV: 'production', PUBLIC_URL: 'https://logisaathi.in/' }).linkBaseUrl,
    ).toBe('https://logisaathi.in');
  });

  it('builds links from its own address on a development machine, never from a request', () => {
    expect(loadConfig({ ...BASE, PORT: '4000' }).linkBaseUrl).toBe('http://localhost:4000');
  });
});

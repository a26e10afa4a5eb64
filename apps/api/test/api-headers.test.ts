import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite');
});
afterAll(async () => {
  await t.close();
});

describe('API response headers', () => {
  it('JSON replies are never sniffed or stored, errors included', async () => {
    const user = await signUp(t.app);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth }),
      await t.app.inject({ method: 'GET', url: '/api/deliveries', headers: user.auth }),
      await t.app.inject({ method: 'GET', url: '/api/deliveries' }),
      await t.app.inject({ method: 'GET', url: '/ai/industrial-hubs' }),
    ]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('the API docs have a content security policy and cannot be framed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('every response carries HSTS when served over HTTPS, the API included', async () => {
    const https = await createTestApp('pglite', { PUBLIC_URL: 'https://logisaathi.example' });
    try {
      const user = await signUp(https.app);
      for (const res of [
        await https.app.inject({ method: 'GET', url: '/api/health' }),
        await https.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth }),
        await https.app.inject({ method: 'GET', url: '/api/deliveries' }),
        await https.app.inject({ method: 'GET', url: '/api/no-such-route' }),
        await https.app.inject({ method: 'GET', url: '/ai/industrial-hubs' }),
        await https.app.inject({ method: 'GET', url: '/api/docs' }),
      ]) {
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
      // A plain-HTTP run (development) sends none.
      const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await https.close();
    }
  });
});

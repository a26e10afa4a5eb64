import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { TEST_REDIS_URL } from './test-config';

// Two API processes behind one load balancer must count sign-in attempts together (DESIGN.md scale path).
describe.skipIf(!TEST_REDIS_URL)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL: TEST_REDIS_URL ?? '',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      AUTH_RATE_LIMIT_PER_IP: '100000',
    };
    [first, second] = await Promise.all([createTestApp('pglite', env), createTestApp('pglite', env)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('holds an IP off an address after five wrong passwords even when they land on different processes', async () => {
    const email = `target.${crypto.randomBytes(6).toString('hex')}@example.in`;
    const attempt = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'guess-guess' } });
    for (let i = 0; i < 5; i += 1) expect((await attempt(i % 2 === 0 ? first : second)).statusCode).toBe(401);
    const limited = await attempt(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many wrong passwords from here/);
  });
});

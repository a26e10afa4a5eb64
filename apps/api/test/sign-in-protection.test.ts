/*
 * Sign-in protection that cannot be used against the owner (issue 20): wrong passwords hold off the IP that
 * sends them, with growing delays; the right password from another IP keeps working; under a distributed attack
 * a new IP needs an e-mailed sign-in link, which works once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdMs, SIGN_IN_HELD, SIGN_IN_LINK_NEEDED } from '../src/modules/auth/sign-in-guard';
import { createTestApp, DB_KINDS, signUp, type TestApp } from './helper';
import { linkTokenFrom, startSmtpSink } from './smtp-sink';

const ATTACK_THRESHOLD = 8;

describe('hold after wrong passwords', () => {
  it('starts after five failures, doubles, and stops at 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 20].map((n) => holdMs(n) / 60_000)).toEqual([0, 1, 2, 4, 8, 15, 15, 15]);
  });
});

describe.each(DB_KINDS)('sign-in protection on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://app.logisaathi.test',
      SIGNIN_ATTACK_THRESHOLD: String(ATTACK_THRESHOLD),
      AUTH_RATE_LIMIT_PER_IP: '100000',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (ip: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });

  it('holds off the guessing IP, never the owner on another IP', async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < 5; i += 1)
      expect((await login('10.0.0.1', owner.email, 'wrong-guess')).statusCode).toBe(401);
    const held = await login('10.0.0.1', owner.email, 'wrong-guess');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(SIGN_IN_HELD);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(50);
    // Even the right password waits out the hold on that IP...
    expect((await login('10.0.0.1', owner.email, owner.password)).statusCode).toBe(429);
    // ...but the owner elsewhere signs in, again and again.
    for (let i = 0; i < 3; i += 1)
      expect((await login('10.0.0.2', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('under a distributed attack a new IP needs the e-mailed link; the link works once', async () => {
    const owner = await signUp(t.app);
    // The owner's usual IP, known before the attack.
    expect((await login('10.1.0.1', owner.email, owner.password)).statusCode).toBe(200);
    for (let i = 0; i < ATTACK_THRESHOLD; i += 1) {
      expect((await login(`10.2.0.${i + 1}`, owner.email, 'wrong-guess')).statusCode).toBe(401);
    }
    const fromNewIp = await login('10.3.0.1', owner.email, owner.password);
    expect(fromNewIp.statusCode).toBe(429);
    expect(fromNewIp.json().message).toBe(SIGN_IN_LINK_NEEDED);
    expect((await login('10.1.0.1', owner.email, owner.password)).statusCode).toBe(200);

    const mail = smtp.next();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link',
      remoteAddress: '10.3.0.1',
      payload: { email: owner.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link',
      payload: { email: 'nobody.at.all@example.in' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(unknown.json());
    const received = await mail;
    expect(received.to).toBe(owner.email);
    const token = linkTokenFrom(received, '/sign-in-link');
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in-link/verify',
        remoteAddress: '10.3.0.1',
        payload: { token },
      });
    const signedIn = await verify();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, user: { email: owner.email } });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    // Single use.
    const again = await verify();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This sign-in link is invalid or has expired. Please request a new one.',
    );
    // The IP the link was used from is now known: the password works there during the attack.
    expect((await login('10.3.0.1', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('an expired link does not sign in', async () => {
    const owner = await signUp(t.app);
    const mail = smtp.next();
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email: owner.email } });
    const token = linkTokenFrom(await mail, '/sign-in-link');
    await t.database.db.execute(sql`update sign_in_links set expires_at = now() - interval '1 minute'`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link/verify',
      payload: { token },
    });
    expect(res.statusCode).toBe(400);
  });
});

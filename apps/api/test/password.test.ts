import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWASP_PASSWORD_HASH } from '../src/config';
import { createMailer } from '../src/lib/mailer';
import { DB_KINDS, signUp, testAppsInTurn, type TestApp, type TestUser } from './helper';
import { linkTokenFrom, startSmtpSink, type Mail } from './smtp-sink';
import { executeRows } from '../src/db/execute-rows';

/** The reset token from an e-mail body. */
const tokenFrom = (mail: Mail) => linkTokenFrom(mail, '/reset-password');

// One database per kind for the file: each group below starts its own app on emptied tables (testAppsInTurn).
describe.each(DB_KINDS)('passwords on %s', (kind) => {
  const apps = testAppsInTurn(kind);
  afterAll(async () => {
    await apps.close();
  });

  describe('passwords at the default cost', () => {
    // The suite's apps hash at argon2id's smallest cost (test-config.ts); this one runs at the configured default.
    let t: TestApp;
    beforeAll(async () => {
      t = await apps.next({
        PASSWORD_HASH_MEMORY_KIB: String(OWASP_PASSWORD_HASH.memoryKib),
        PASSWORD_HASH_PASSES: String(OWASP_PASSWORD_HASH.passes),
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('stores an argon2id hash at OWASP’s cost, and signs in with the password and not with another', async () => {
      const user = await signUp(t.app);
      const rows = await t.database.db.execute(
        sql`select password_hash as hash from users where email = ${user.email}`,
      );
      const hash = executeRows<{ hash: string }>(rows)[0]?.hash;
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      const login = (password: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
      expect((await login(user.password)).statusCode).toBe(200);
      expect((await login('not-the-password')).statusCode).toBe(401);
    });
  });

  describe('account security', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    beforeAll(async () => {
      smtp = await startSmtpSink();
      t = await apps.next({
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://app.logisaathi.test',
        AUTH_RATE_LIMIT_PER_EMAIL: '5',
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
    const changePassword = (user: TestUser, payload: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/users/password', headers: user.auth, payload });
    const forgot = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const reset = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
    const requestResetToken = async (email: string) => {
      const mail = smtp.next();
      expect((await forgot(email)).statusCode).toBe(200);
      return tokenFrom(await mail);
    };

    describe('password change', () => {
      it.each([
        [
          { currentPassword: 'wrong-one', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
          'currentPassword',
          'Current password is incorrect',
        ],
        [
          { currentPassword: 'secret123', newPassword: '12345', confirmPassword: '12345' },
          'newPassword',
          'Password must be at least 6 characters',
        ],
        [
          { currentPassword: 'secret123', newPassword: 'brand-new-1', confirmPassword: 'brand-new-2' },
          'confirmPassword',
          'Passwords do not match',
        ],
        [
          { currentPassword: 'secret123', newPassword: 'secret123', confirmPassword: 'secret123' },
          'newPassword',
          'New password must be different from the current password',
        ],
        [
          { currentPassword: '', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
          'currentPassword',
          'Current password is required',
        ],
      ])(
        'refuses %j with 400 and a clear message, leaving the password unchanged',
        async (payload, field, msg) => {
          const user = await signUp(t.app);
          const res = await changePassword(user, payload);
          expect(res.statusCode).toBe(400);
          expect(res.json().errors[0]).toEqual({ field, msg });
          expect((await login(user.email, 'secret123')).statusCode).toBe(200);
        },
      );

      it('changes the password, keeps this session and signs out every other one', async () => {
        const user = await signUp(t.app);
        const laptop = (await login(user.email, user.password)).json();
        const res = await changePassword(user, {
          currentPassword: 'secret123',
          newPassword: 'new-secret-9',
          confirmPassword: 'new-secret-9',
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: true });

        // The other sign-in: its access token stops at once and its refresh token no longer works.
        expect((await me(laptop.token)).statusCode).toBe(401);
        expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
        // This sign-in carries on.
        expect((await me(user.token)).statusCode).toBe(200);
        expect((await refresh(user.refreshToken)).statusCode).toBe(200);

        expect((await login(user.email, 'secret123')).statusCode).toBe(401);
        expect((await login(user.email, 'new-secret-9')).statusCode).toBe(200);

        const alerts = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: user.auth })).json()
          .data.alerts;
        expect(alerts).toEqual(
          expect.arrayContaining([expect.objectContaining({ title: 'Password Changed' })]),
        );
      });

      it('needs a signed-in caller', async () => {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/users/password',
          payload: { currentPassword: 'secret123', newPassword: 'x-secret-1', confirmPassword: 'x-secret-1' },
        });
        expect(res.statusCode).toBe(401);
      });
    });

    describe('forgot and reset password', () => {
      it('answers the same whether or not the email has an account, and mails only real accounts', async () => {
        const user = await signUp(t.app);
        const sentBefore = smtp.mails.length;
        const unknown = await forgot('nobody.here@example.in');
        const mail = smtp.next();
        const known = await forgot(user.email.toUpperCase());
        expect(unknown.statusCode).toBe(200);
        expect(known.statusCode).toBe(200);
        expect(known.json()).toEqual(unknown.json());
        const received = await mail;
        expect(received.to).toBe(user.email);
        expect(smtp.mails.length).toBe(sentBefore + 1);
        expect(received.data.replace(/=\r\n/g, '')).toContain(
          'https://app.logisaathi.test/reset-password?token=3D',
        );
      });

      it('resets with the e-mailed token once, and signs out every session', async () => {
        const user = await signUp(t.app);
        const token = await requestResetToken(user.email);
        const res = await reset({ token, password: 'reset-pass-1', confirmPassword: 'reset-pass-1' });
        expect(res.statusCode).toBe(200);
        expect(res.json().success).toBe(true);

        expect((await me(user.token)).statusCode).toBe(401);
        expect((await refresh(user.refreshToken)).statusCode).toBe(401);
        expect((await login(user.email, 'secret123')).statusCode).toBe(401);
        expect((await login(user.email, 'reset-pass-1')).statusCode).toBe(200);

        const again = await reset({ token, password: 'another-pass-2', confirmPassword: 'another-pass-2' });
        expect(again.statusCode).toBe(400);
        expect(again.json().message).toBe(
          'This reset link is invalid or has expired. Please request a new one.',
        );
        expect((await login(user.email, 'reset-pass-1')).statusCode).toBe(200);
      });

      it('refuses an expired token', async () => {
        const user = await signUp(t.app);
        const token = await requestResetToken(user.email);
        // 31 minutes later: move the expiry into the past rather than waiting.
        await t.database.db.execute(
          sql`update password_resets set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
        );
        const res = await reset({ token, password: 'reset-pass-1', confirmPassword: 'reset-pass-1' });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(
          'This reset link is invalid or has expired. Please request a new one.',
        );
        expect((await login(user.email, 'secret123')).statusCode).toBe(200);
      });

      it('gives a token that expires 30 minutes after the request', async () => {
        const user = await signUp(t.app);
        await requestResetToken(user.email);
        const result = await t.database.db.execute<{ minutes: string }>(
          sql`select extract(epoch from (expires_at - created_at)) / 60 as minutes from password_resets where user_id = ${user.id}`,
        );
        const rows = (
          Array.isArray(result) ? result : (result as { rows: Array<{ minutes: string }> }).rows
        ) as Array<{ minutes: string }>;
        expect(rows).toHaveLength(1);
        expect(Math.round(Number(rows[0]?.minutes))).toBe(30);
      });

      it('stores only a hash of the token', async () => {
        const user = await signUp(t.app);
        const token = await requestResetToken(user.email);
        const result = await t.database.db.execute(
          sql`select token_hash from password_resets where user_id = ${user.id}`,
        );
        const text = JSON.stringify(result);
        expect(text).not.toContain(token);
      });

      it('lets only the newest link work', async () => {
        const user = await signUp(t.app);
        const first = await requestResetToken(user.email);
        const second = await requestResetToken(user.email);
        expect(
          (await reset({ token: first, password: 'reset-pass-1', confirmPassword: 'reset-pass-1' }))
            .statusCode,
        ).toBe(400);
        expect(
          (await reset({ token: second, password: 'reset-pass-1', confirmPassword: 'reset-pass-1' }))
            .statusCode,
        ).toBe(200);
      });

      it.each([
        [
          { token: 'made-up-token', password: 'reset-pass-1', confirmPassword: 'reset-pass-1' },
          'token',
          'This reset link is invalid or has expired. Please request a new one.',
        ],
        [
          { token: 'made-up-token', password: '123', confirmPassword: '123' },
          'password',
          'Password must be at least 6 characters',
        ],
        [
          { token: 'made-up-token', password: 'reset-pass-1', confirmPassword: 'reset-pass-2' },
          'confirmPassword',
          'Passwords do not match',
        ],
      ])('refuses %j with 400', async (payload, field, msg) => {
        const res = await reset(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0]).toEqual({ field, msg });
      });

      it('validates the email', async () => {
        const res = await forgot('not-an-email');
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Email is invalid');
      });

      it('rate-limits requests for one address', async () => {
        const email = 'flood.target@example.in';
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) statuses.push((await forgot(email)).statusCode);
        expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
        expect(statuses[5]).toBe(429);
      });
    });
  });

  describe('reset e-mail delivery choices', () => {
    it('links to the address the request came to when PUBLIC_URL is not set', async () => {
      const smtp = await startSmtpSink();
      const t = await apps.next({ SMTP_URL: smtp.url });
      try {
        const user = await signUp(t.app);
        const mail = smtp.next();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: { host: 'localhost:3000' },
          payload: { email: user.email },
        });
        expect(res.statusCode).toBe(200);
        expect((await mail).data.replace(/=\r\n/g, '')).toContain(
          'http://localhost:3000/reset-password?token=3D',
        );
      } finally {
        await t.close();
        await smtp.close();
      }
    });

    it('writes the message, link included, to the server log when SMTP_URL is not set', async () => {
      const logged: unknown[][] = [];
      const log = { warn: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
      const mailer = createMailer({ smtpUrl: undefined, from: 'LogiSaathi <no-reply@logisaathi.in>' }, log);
      await mailer.send({
        to: 'asha@example.in',
        subject: 'Reset',
        text: 'Open https://x.test/reset-password?token=abc',
      });
      expect(JSON.stringify(logged)).toContain('https://x.test/reset-password?token=abc');
      expect(JSON.stringify(logged)).toContain('asha@example.in');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';

const me = (app: FastifyInstance, user: TestUser) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });

/** Asks until the token is refused or the time is up; returns the last status. */
async function statusWithin(app: FastifyInstance, user: TestUser, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { statusCode } = await me(app, user);
    if (statusCode !== 200 || Date.now() > deadline) return statusCode;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const familyOf = (app: FastifyInstance, user: TestUser) => {
  const claims = app.jwt.decode<{ fam: string }>(user.token);
  if (!claims) throw new Error('the token did not decode');
  return claims.fam;
};

/**
 * Each process remembers the sign-ins it found live (active-sessions.ts). These tests end sign-ins after the
 * token has been accepted (and so remembered): behind the API's back, with plain SQL as an operator or another
 * API process would, and through the API; the token must be refused straight after.
 */
describe.each(DB_KINDS)('ended sign-ins on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a token at once after its sign-in is revoked by plain SQL', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await me(t.app, user)).statusCode).toBe(200);
    expect((await me(t.app, other)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() where family_id = ${familyOf(t.app, user)}`,
    );
    expect(await statusWithin(t.app, user, 2_000)).toBe(401);
    expect((await me(t.app, other)).statusCode).toBe(200);
  });

  it('refuses a token at once after its sign-in is deleted by plain SQL', async () => {
    const user = await signUp(t.app);
    expect((await me(t.app, user)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from refresh_tokens where family_id = ${familyOf(t.app, user)}`);
    expect(await statusWithin(t.app, user, 2_000)).toBe(401);
  });

  it('refuses the very next request after a sign-out through the API', async () => {
    const user = await signUp(t.app);
    expect((await me(t.app, user)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(out.statusCode).toBe(200);
    expect((await me(t.app, user)).statusCode).toBe(401);
  });
});

/*
 * Sign-ins end when they end (issue 20): logout revokes the refresh token it is given and the bearer's sign-in
 * even with an expired access token; event streams close when their sign-in is revoked or their token expires;
 * streams are capped per user and per delivery.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessClaims } from '../src/plugins/auth';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { createDelivery, openEventStream } from './tracking-support';
import { TOO_MANY_STREAMS } from '../src/lib/event-streams';

const ACCESS_TTL_S = 15 * 60;

describe.each(DB_KINDS)('sign-out on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { STREAMS_PER_USER: '3', STREAMS_PER_DELIVERY: '2' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  const claimsOf = (user: TestUser) => t.app.jwt.decode<AccessClaims>(user.token)!;
  /** An access token of the user's sign-in that was issued `ageS` seconds ago (the TTL is 15 minutes). */
  const tokenAged = (user: TestUser, ageS: number) => {
    const { sub, fam } = claimsOf(user);
    return t.app.jwt.sign({ sub, fam, iat: Math.floor(Date.now() / 1000) - ageS } as AccessClaims);
  };
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

  it('logout with an expired access token and the refresh token ends the sign-in', async () => {
    const user = await signUp(t.app);
    const expired = tokenAged(user, ACCESS_TTL_S + 60);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${expired}` },
        })
      ).statusCode,
    ).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${expired}` },
      payload: { refreshToken: user.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });

  it('logout with an expired access token alone ends its sign-in', async () => {
    const user = await signUp(t.app);
    const expired = tokenAged(user, ACCESS_TTL_S + 60);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });

  it('logout with only the refresh token ends that sign-in, and a forged bearer ends nothing', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const forged = `${other.token.slice(0, -4)}AAAA`;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${forged}` },
      payload: { refreshToken: user.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other.auth })).statusCode).toBe(
      200,
    );
  });

  it('an event stream closes when its sign-in is signed out', async () => {
    const user = await signUp(t.app);
    const d = await createDelivery(t.app, user);
    const stream = await openEventStream(`${base}/api/deliveries/${d._id}/events`, user.token);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'snapshot');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    await stream.ended;
    const again = await openEventStream(`${base}/api/deliveries/${d._id}/events`, user.token);
    expect(again.status).toBe(401);
  });

  it('an event stream closes when its access token expires', async () => {
    const user = await signUp(t.app);
    const d = await createDelivery(t.app, user);
    // Expires two to three seconds from now (iat is whole seconds): time for the stream to open and send its
    // snapshot on a busy machine, which a one-second token did not always leave.
    const stream = await openEventStream(
      `${base}/api/deliveries/${d._id}/events`,
      tokenAged(user, ACCESS_TTL_S - 3),
    );
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'snapshot');
    await stream.ended;
    // The sign-in itself is still live: a renewed token streams again.
    const renewed = await openEventStream(`${base}/api/deliveries/${d._id}/events`, user.token);
    expect(renewed.status).toBe(200);
    renewed.close();
  });

  it('caps streams per delivery and per user with a clear 429', async () => {
    const user = await signUp(t.app);
    const [a, b] = [await createDelivery(t.app, user), await createDelivery(t.app, user)];
    const open = (id: string) => openEventStream(`${base}/api/deliveries/${id}/events`, user.token);
    const onA = [await open(a._id), await open(a._id)];
    expect(onA.map((s) => s.status)).toEqual([200, 200]);
    const third = await open(a._id);
    expect(third.status).toBe(429);
    expect(third.body?.message).toBe(TOO_MANY_STREAMS);
    const onB = await open(b._id);
    expect(onB.status).toBe(200);
    const fourth = await open(b._id);
    expect(fourth.status).toBe(429);
    // Closing one gives its place back.
    onA[0]!.close();
    await onA[0]!.ended;
    await expect
      .poll(async () => {
        const s = await open(a._id);
        s.close();
        return s.status;
      })
      .toBe(200);
    for (const s of [...onA, onB]) s.close();
  });
});

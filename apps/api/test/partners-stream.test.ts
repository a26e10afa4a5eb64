import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_STREAMS } from '../src/lib/event-streams';
import type { AccessClaims } from '../src/plugins/auth';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { readyVehicle, signUpPartner } from './partner-support';
import { createDelivery, NEAR_OKHLA, openEventStream } from './tracking-support';

describe.each(DB_KINDS)('partner live stream on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let shipper: TestUser;
  let first: TestUser;
  let second: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { DISPATCH_POLICY: 'greedy', STREAMS_PER_DELIVERY: '2' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    shipper = await signUp(t.app);
    first = await signUpPartner(t.app);
    second = await signUpPartner(t.app);
    await readyVehicle(t.app, first, NEAR_OKHLA);
    await readyVehicle(t.app, second, { lat: NEAR_OKHLA.lat + 0.01, lon: NEAR_OKHLA.lon });
  });
  afterAll(async () => {
    await t.close();
  });

  it('pushes a new offer to every suitable partner, and tells the others when one accepts', async () => {
    expect((await fetch(`${baseUrl}/api/partners/stream`)).status).toBe(401);
    expect((await fetch(`${baseUrl}/api/partners/stream`, { headers: shipper.auth })).status).toBe(403);
    const a = await openEventStream(`${baseUrl}/api/partners/stream`, first.token);
    const b = await openEventStream(`${baseUrl}/api/partners/stream`, second.token);
    expect(a.contentType).toBe('text/event-stream; charset=utf-8');
    await a.next((e) => e.event === 'snapshot');
    await b.next((e) => e.event === 'snapshot');
    const delivery = await createDelivery(t.app, shipper);
    const isOffer = (e: { event: string; data: unknown }) =>
      e.event === 'offer' && (e.data as { deliveryId: string }).deliveryId === delivery.deliveryId;
    const offerA = (await a.next(isOffer)).data as { id: string; pickupArea: string };
    const offerB = (await b.next(isOffer)).data as { id: string };
    expect(JSON.stringify(offerA)).not.toContain('9811122233');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/partners/offers/${offerA.id}/accept`,
      headers: first.auth,
    });
    expect(res.statusCode).toBe(200);
    const closed = await b.next((e) => e.event === 'offer-closed');
    expect(closed.data).toEqual({ offerId: offerB.id, status: 'taken' });
    a.close();
    b.close();
  });

  // The partner stream is the tracking stream's implementation (lib/event-streams): the same cap, sign-in and
  // expiry rules hold (issue 30).
  const stream = (token: string) => openEventStream(`${baseUrl}/api/partners/stream`, token);

  it("caps one partner's open streams with a clear 429 and gives a place back when one closes", async () => {
    const partner = await signUpPartner(t.app);
    const open = [await stream(partner.token), await stream(partner.token)];
    expect(open.map((s) => s.status)).toEqual([200, 200]);
    const third = await stream(partner.token);
    expect(third.status).toBe(429);
    expect(third.body?.message).toBe(TOO_MANY_STREAMS);
    open[0]!.close();
    await open[0]!.ended;
    await expect
      .poll(async () => {
        const s = await stream(partner.token);
        s.close();
        return s.status;
      })
      .toBe(200);
    open[1]!.close();
  });

  it('ends the stream at sign-out', async () => {
    const partner = await signUpPartner(t.app);
    const s = await stream(partner.token);
    await s.next((e) => e.event === 'snapshot');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: partner.auth });
    await s.ended;
    expect((await stream(partner.token)).status).toBe(401);
  });

  it('ends the stream when its access token expires', async () => {
    const partner = await signUpPartner(t.app);
    const {
      iat: _iat,
      exp: _exp,
      ...claims
    } = t.app.jwt.decode<AccessClaims & { iat: number; exp: number }>(partner.token)!;
    // Issued 15 minutes less 3 seconds ago: expires in two to three seconds.
    const shortLived = t.app.jwt.sign({
      ...claims,
      iat: Math.floor(Date.now() / 1000) - (15 * 60 - 3),
    } as AccessClaims);
    const s = await stream(shortLived);
    expect(s.status).toBe(200);
    await s.next((e) => e.event === 'snapshot');
    await s.ended;
  });
});

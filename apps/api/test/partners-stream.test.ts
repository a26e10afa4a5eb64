import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    t = await createTestApp(kind, { DISPATCH_POLICY: 'greedy' });
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
});

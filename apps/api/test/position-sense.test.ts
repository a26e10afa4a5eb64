/*
 * Positions make sense (issue 30), on PGlite and PostgreSQL: the domain's one rule (position-sense.ts) applied to
 * a partner vehicle's reported position (flagged, kept, never dispatched from) and to a proof of delivery's
 * position (accepted, flagged to the shipper, recorded).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { multipartForm, offerFor, openOffers, readyVehicle, signUpPartner } from './partner-support';
import { createDelivery, NEAR_OKHLA } from './tracking-support';

const LONDON = { lat: 51.5072, lon: -0.1276 };
const SYDNEY = { lat: -33.8688, lon: 151.2093 };

describe.each(DB_KINDS)('positions that make no sense on %s', (kind) => {
  let t: TestApp;
  let shipper: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { DISPATCH_POLICY: 'greedy', PARTNER_DISPATCH_INTERVAL_MS: '50' });
    shipper = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (user: TestUser, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });

  it('flags an idle vehicle jumping London, Sydney, Delhi in seconds, and a 1970 clock; a flagged vehicle gets no offers', async () => {
    const partner = await signUpPartner(t.app);
    const { vehicle } = await readyVehicle(t.app, partner, NEAR_OKHLA);
    const report = async (at: { lat: number; lon: number }, timestamp = Date.now()) => {
      const res = await post(partner, '/api/partners/position', { vehicleId: vehicle.id, ...at, timestamp });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { tracking: string; message: string | null; flag: string | null };
    };
    expect(await report(LONDON)).toMatchObject({ tracking: 'rejected', flag: 'too_fast' });
    expect(await report(SYDNEY, Date.now() + 2_000)).toMatchObject({
      flag: 'outside_area',
      message: 'The position is outside the service area (Delhi NCR)',
    });
    expect((await report(NEAR_OKHLA, Date.now() + 4_000)).flag).toBeNull();
    expect(await report(NEAR_OKHLA, 0)).toMatchObject({
      flag: 'stale',
      message: 'The position is timestamped more than 10 minutes ago; check the phone clock',
    });

    // While its last position is flagged, the vehicle is left out of dispatch; a sound partner nearby is not.
    const sound = await signUpPartner(t.app);
    await readyVehicle(t.app, sound, { lat: NEAR_OKHLA.lat + 0.005, lon: NEAR_OKHLA.lon });
    const delivery = await createDelivery(t.app, shipper);
    await offerFor(t.app, sound, delivery.deliveryId);
    expect((await openOffers(t.app, partner)).map((o) => o.deliveryId)).not.toContain(delivery.deliveryId);
  });

  it('accepts a proof of delivery at (-89.9, 179.9) but flags it to the shipper and records how far it was', async () => {
    const partner = await signUpPartner(t.app);
    await readyVehicle(t.app, partner, NEAR_OKHLA);
    const delivery = await createDelivery(t.app, shipper);
    const offer = await offerFor(t.app, partner, delivery.deliveryId);
    const job = (await post(partner, `/api/partners/offers/${offer.id}/accept`)).json().data.job;
    for (const status of ['Picked Up', 'In Transit', 'Out for Delivery']) {
      expect((await post(partner, `/api/partners/jobs/${job.id}/status`, { status })).statusCode).toBe(200);
    }
    const code = (
      await t.app.inject({
        method: 'GET',
        url: `/api/deliveries/${delivery._id}/tracking`,
        headers: shipper.auth,
      })
    ).json().data.deliveryCode;
    const signature = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const form = await multipartForm({ receiverName: 'Anil Mehta', lat: '-89.9', lon: '179.9', code }, [
      { field: 'signature', data: signature, name: 's.png' },
    ]);
    const proof = await t.app.inject({
      method: 'POST',
      url: `/api/partners/jobs/${job.id}/proof`,
      headers: { ...partner.auth, ...form.headers },
      payload: form.payload,
    });
    expect(proof.statusCode, proof.body).toBe(200);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries/${delivery._id}/partner`,
      headers: shipper.auth,
    });
    const shown = view.json().data.proofOfDelivery;
    expect(shown).toMatchObject({ lat: -89.9, lon: 179.9, positionFlag: 'outside_area' });
    expect(shown.distanceFromDropM).toBeGreaterThan(10_000_000);
  });
});

/*
 * Edits follow the quote rule of create (ARCHITECTURE 'Prices and binding quotes'): an edit of either address or
 * the weight is saved only with a quote for the edited inputs; otherwise nothing changes and the answer is 409
 * with the reason and a fresh quote. Edits that leave the price's inputs alone need no quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES } from '@logisaathi/domain';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { BAWANA, dayFromToday, expectedPrice, NOIDA, OKHLA } from './quotes-support';

const deliveryBody = () => ({
  pickupAddress: OKHLA,
  deliveryAddress: NOIDA,
  weight: 12,
  deliveryDate: dayFromToday(1),
  deliveryTime: '12-15',
  packageType: 'Electronics',
  customerName: 'Ravi Traders',
  customerPhone: '9811022334',
  mode: 'regular',
});

interface QuoteJson {
  id: string;
  distanceKm: number;
  weightKg: number;
  pickup: { address: string; coordinates: { lat: number; lon: number } };
  delivery: { address: string; coordinates: { lat: number; lon: number } };
  price: { regularCost: number; pooledCost: number };
}

interface DeliveryJson {
  _id: string;
  pickup: { coordinates: { lat: number; lon: number } };
  delivery: { address: string; coordinates: { lat: number; lon: number } };
  package: { weight: number };
  customer: { name: string };
  route: { distance: number };
  pricing: { totalCost: number; regularCost: number };
}

describe.each(DB_KINDS)('editing a delivery under the quote rule on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const created = async (): Promise<DeliveryJson> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: owner.auth,
      payload: deliveryBody(),
    });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json().data.delivery;
  };
  const put = (id: string, payload: Record<string, unknown>, user: TestUser = owner) =>
    t.app.inject({ method: 'PUT', url: `/api/deliveries/${id}`, headers: user.auth, payload });
  const stored = async (id: string): Promise<DeliveryJson> =>
    (await t.app.inject({ method: 'GET', url: `/api/deliveries/${id}`, headers: owner.auth })).json().data
      .delivery;

  it('refuses a weight edit without a quote, saves nothing, and binds the fresh quote it answers with', async () => {
    const d = await created();
    const res = await put(d._id, { weight: 30 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: QUOTE_MESSAGES.editRequired,
      errors: [{ field: 'quoteId', msg: QUOTE_MESSAGES.editRequired }],
    });
    const fresh: QuoteJson = res.json().quote;
    expect(fresh.weightKg).toBe(30);
    // The unchanged route keeps the delivery's stored points.
    expect(fresh.pickup.coordinates).toEqual(d.pickup.coordinates);
    expect(fresh.delivery.coordinates).toEqual(d.delivery.coordinates);
    expect(fresh.price.regularCost).toBe(expectedPrice(fresh.distanceKm, 30));
    const untouched = await stored(d._id);
    expect(untouched.package.weight).toBe(12);
    expect(untouched.pricing.totalCost).toBe(d.pricing.totalCost);

    const confirmed = await put(d._id, { weight: 30, quoteId: fresh.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const c: DeliveryJson = confirmed.json().data.delivery;
    expect(c.package.weight).toBe(30);
    expect(c.pricing.totalCost).toBe(fresh.price.regularCost);
    expect(c.route.distance).toBe(fresh.distanceKm);
  });

  it('refuses an address edit whose quote was for other inputs, with the reason and a quote for the new route', async () => {
    const d = await created();
    const first = await put(d._id, { deliveryAddress: BAWANA });
    expect(first.statusCode).toBe(409);
    const forBawana: QuoteJson = first.json().quote;
    expect(forBawana.distanceKm).not.toBe(d.route.distance);
    // The quote was for 12 kg; the edit now asks for 20 kg as well.
    const stale = await put(d._id, { deliveryAddress: BAWANA, weight: 20, quoteId: forBawana.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(QUOTE_MESSAGES.changed);
    const fresh: QuoteJson = stale.json().quote;
    expect(fresh.weightKg).toBe(20);
    expect(fresh.distanceKm).toBe(forBawana.distanceKm);
    expect((await stored(d._id)).delivery.address).toBe(NOIDA);

    const ok = await put(d._id, { deliveryAddress: BAWANA, weight: 20, quoteId: fresh.id });
    expect(ok.statusCode, ok.body).toBe(200);
    const o: DeliveryJson = ok.json().data.delivery;
    expect(o.delivery.address).toBe(BAWANA);
    expect(o.delivery.coordinates).toEqual(fresh.delivery.coordinates);
    expect(o.pricing.totalCost).toBe(fresh.price.regularCost);
  });

  it("treats another user's quote on an edit like an unknown one", async () => {
    const d = await created();
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: stranger.auth,
      payload: { ...deliveryBody(), weight: 30 },
    });
    const res = await put(d._id, { weight: 30, quoteId: theirs.json().data.quote.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTE_MESSAGES.notFound);
    expect(res.json().quote.id).not.toBe(theirs.json().data.quote.id);
    expect((await stored(d._id)).package.weight).toBe(12);
  });

  it('keeps edits that leave the price inputs alone working without a quote, at the same price', async () => {
    const d = await created();
    const renamed = await put(d._id, {
      customerName: 'Ravi Traders Pvt Ltd',
      // Spacing and case are read as the same address (as a quote compares them): no new price.
      pickupAddress: `  ${OKHLA.toUpperCase()} `,
      weight: 12,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const r: DeliveryJson = renamed.json().data.delivery;
    expect(r.customer.name).toBe('Ravi Traders Pvt Ltd');
    expect(r.pricing.totalCost).toBe(d.pricing.totalCost);
    expect(r.route.distance).toBe(d.route.distance);
    expect(r.pickup.coordinates).toEqual(d.pickup.coordinates);

    // A mode change picks the pooled price of the same route (both were shown with the quote).
    const pooled = await put(d._id, { mode: 'pooled' });
    expect(pooled.statusCode).toBe(200);
    expect(pooled.json().data.delivery.pricing.totalCost).toBe(Math.round(d.pricing.regularCost * 0.7));

    const later = await put(d._id, { deliveryDate: dayFromToday(2), deliveryTime: '9-12' });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data.delivery.pricing.regularCost).toBe(d.pricing.regularCost);
  });

  it('still answers a delivery that can no longer be edited with a plain 409 (no quote)', async () => {
    const d = await created();
    await t.app.inject({
      method: 'PUT',
      url: `/api/deliveries/${d._id}/status`,
      headers: owner.auth,
      payload: { status: 'Picked Up' },
    });
    const res = await put(d._id, { weight: 30 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a Scheduled delivery can be edited. This one is Picked Up.');
    expect(res.json().quote).toBeUndefined();
  });

  it('documents the 409 of PUT /api/deliveries/:id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json().paths['/api/deliveries/{id}'].put.responses['409']).toBeDefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { QUOTE_MESSAGES } from '@logisaathi/domain';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { BAWANA, dayFromToday, expectedPrice, NOIDA, OKHLA } from './quotes-support';

const quoteBody = () => ({
  pickupAddress: OKHLA,
  deliveryAddress: NOIDA,
  weight: 12,
  deliveryDate: dayFromToday(1),
  deliveryTime: '12-15',
});

const deliveryBody = (quoteId?: string) => ({
  ...quoteBody(),
  packageType: 'Electronics',
  customerName: 'Ravi Traders',
  customerPhone: '9811022334',
  mode: 'regular',
  ...(quoteId ? { quoteId } : {}),
});

interface QuoteJson {
  id: string;
  distanceKm: number;
  weightKg: number;
  pickup: { address: string; coordinates: { lat: number; lon: number } };
  price: {
    regularCost: number;
    pooledCost: number;
    savings: number;
    baseCost: number;
    distanceCost: number;
    weightCost: number;
    specialHandlingCost: number;
    currency: string;
  };
  createdAt: string;
  expiresAt: string;
}

describe.each(DB_KINDS)('binding quotes on %s', (kind) => {
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

  const quote = async (user: TestUser, body: Record<string, unknown> = quoteBody()): Promise<QuoteJson> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/quotes', headers: user.auth, payload: body });
    if (res.statusCode !== 201) throw new Error(`quote failed: ${res.statusCode} ${res.body}`);
    return res.json().data.quote;
  };
  const create = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/deliveries', headers: user.auth, payload: body });
  const countDeliveries = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/deliveries', headers: user.auth })).json().data.pagination
      .total as number;

  it('quotes the spec price for the route, with the distance, breakdown, pooled price and a 15 minute validity', async () => {
    const q = await quote(owner);
    expect(q.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.round(q.distanceKm * 10) / 10).toBe(q.distanceKm);
    // Okhla Phase 2 to Sector 63 Noida is a cross-river trip of some 15 to 30 km by road.
    expect(q.distanceKm).toBeGreaterThan(10);
    expect(q.distanceKm).toBeLessThan(40);
    const regular = expectedPrice(q.distanceKm, 12);
    expect(q.price).toEqual({
      baseCost: 150,
      distanceCost: expect.any(Number),
      weightCost: 35,
      specialHandlingCost: 0,
      regularCost: regular,
      pooledCost: Math.round(regular * 0.7),
      savings: regular - Math.round(regular * 0.7),
      currency: 'INR',
    });
    expect(q.price.baseCost + q.price.distanceCost + q.price.weightCost).toBe(regular);
    expect(new Date(q.expiresAt).getTime() - new Date(q.createdAt).getTime()).toBe(15 * 60_000);
  });

  it('charges a delivery created with the quote exactly the quoted price and route', async () => {
    const q = await quote(owner);
    const res = await create(owner, deliveryBody(q.id));
    expect(res.statusCode).toBe(201);
    const d = res.json().data.delivery;
    expect(d.pricing.totalCost).toBe(q.price.regularCost);
    expect(d.pricing.regularCost).toBe(q.price.regularCost);
    expect(d.route.distance).toBe(q.distanceKm);
    expect(d.pickup.coordinates).toEqual(q.pickup.coordinates);

    // Pooling mode is charged the quote's pooled price (spec 9), from the same quote.
    const pooled = await create(owner, { ...deliveryBody(q.id), mode: 'pooled' });
    expect(pooled.statusCode).toBe(201);
    expect(pooled.json().data.delivery.pricing.totalCost).toBe(q.price.pooledCost);
  });

  it('answers a changed weight with 409 and a new quote, creates nothing, and then binds the new quote', async () => {
    const q = await quote(owner);
    const before = await countDeliveries(owner);
    const res = await create(owner, { ...deliveryBody(q.id), weight: 30 });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      message: QUOTE_MESSAGES.changed,
      errors: [{ field: 'quoteId', msg: QUOTE_MESSAGES.changed }],
    });
    const fresh: QuoteJson = body.quote;
    expect(fresh.id).not.toBe(q.id);
    expect(fresh.weightKg).toBe(30);
    expect(fresh.distanceKm).toBe(q.distanceKm);
    expect(fresh.price.regularCost).toBe(expectedPrice(q.distanceKm, 30));
    expect(await countDeliveries(owner)).toBe(before);

    const confirmed = await create(owner, { ...deliveryBody(fresh.id), weight: 30 });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().data.delivery.pricing.totalCost).toBe(fresh.price.regularCost);
  });

  it('binds a delivery whose addresses differ from the quote only in spacing or case', async () => {
    const q = await quote(owner);
    const res = await create(owner, {
      ...deliveryBody(q.id),
      pickupAddress: `  ${OKHLA.toUpperCase().replace(/ /g, '  ')} `,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.delivery.pricing.totalCost).toBe(q.price.regularCost);
  });

  it('answers a changed address with 409 and a new quote for the new route', async () => {
    const q = await quote(owner);
    const res = await create(owner, { ...deliveryBody(q.id), deliveryAddress: BAWANA });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTE_MESSAGES.changed);
    const fresh: QuoteJson = res.json().quote;
    expect(fresh.distanceKm).not.toBe(q.distanceKm);
    expect(fresh.price.regularCost).toBe(expectedPrice(fresh.distanceKm, 12));
  });

  it("treats another user's quote exactly like an unknown one", async () => {
    const theirs = await quote(stranger);
    const before = await countDeliveries(owner);
    const foreign = await create(owner, deliveryBody(theirs.id));
    const unknown = await create(owner, deliveryBody('00000000-0000-4000-8000-000000000000'));
    for (const res of [foreign, unknown]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: QUOTE_MESSAGES.notFound });
      expect(res.json().quote.id).not.toBe(theirs.id);
    }
    expect(await countDeliveries(owner)).toBe(before);
    // The fresh quote is the caller's own: it binds for them.
    const ok = await create(owner, deliveryBody(foreign.json().quote.id));
    expect(ok.statusCode).toBe(201);
  });

  it('uses a pinned point instead of geocoding the address', async () => {
    const pin = { lat: 28.5355, lon: 77.2639 };
    const q = await quote(owner, { ...quoteBody(), pickupLocation: pin });
    expect(q.pickup.coordinates).toEqual(pin);
    const d = (await create(owner, deliveryBody(q.id))).json().data.delivery;
    expect(d.pickup.coordinates).toEqual(pin);
    expect(d.pricing.totalCost).toBe(q.price.regularCost);
  });

  it('still prices a delivery without a quote as before, at the same price as a quote', async () => {
    const q = await quote(owner);
    const res = await create(owner, deliveryBody());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.delivery.pricing.totalCost).toBe(q.price.regularCost);
  });

  it('gives the chat assistant the same price as the quote for the same places and weight', async () => {
    // Place names the chat can read out of a sentence (a house number next to the weight would confuse it).
    const from = 'Okhla Phase 2';
    const to = 'Sector 63 Noida';
    const q = await quote(owner, { ...quoteBody(), pickupAddress: from, deliveryAddress: to });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: owner.auth,
      payload: { message: `How much for 12 kg from ${from} to ${to}?` },
    });
    expect(res.statusCode).toBe(200);
    const reply: string = res.json().data.reply;
    expect(reply).toContain(`₹${q.price.regularCost}`);
    expect(reply).toContain(`₹${q.price.pooledCost}`);
    expect(reply).toContain(`${q.distanceKm} km`);
  });

  it('refuses quotes without sign-in, and bad input with the spec messages', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/quotes', payload: quoteBody() });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: owner.auth,
      payload: { ...quoteBody(), weight: 0, pickupLocation: { lat: 200, lon: 77 } },
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().errors as Array<{ field: string }>).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['weight', 'pickupLocation.lat']));
    const badId = await create(owner, { ...deliveryBody(), quoteId: 'not-a-quote' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual([{ field: 'quoteId', msg: QUOTE_MESSAGES.idInvalid }]);
  });
});

describe.each(DB_KINDS)('expired quotes on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    // A validity of 0 s: every quote has expired by the time it is used (no waiting in the test).
    t = await createTestApp(kind, { QUOTE_VALIDITY_S: '0' });
    owner = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an expired quote with 409 and a new quote instead of charging', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: owner.auth,
      payload: quoteBody(),
    });
    const q: QuoteJson = res.json().data.quote;
    expect(q.expiresAt).toBe(q.createdAt);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: owner.auth,
      payload: deliveryBody(q.id),
    });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      success: false,
      message: QUOTE_MESSAGES.expired,
      quote: { price: { regularCost: q.price.regularCost }, distanceKm: q.distanceKm },
    });
    expect(created.json().quote.id).not.toBe(q.id);
  });

  it('removes quotes an hour after they expired, whoever they belonged to, as new quotes are made', async () => {
    const other = await signUp(t.app);
    const quoteOf = async (user: TestUser) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/quotes', headers: user.auth, payload: quoteBody() })
      ).json().data.quote as QuoteJson;
    const old = await quoteOf(other);
    const recent = await quoteOf(other);
    await t.database.db.execute(
      sql`update quotes set expires_at = now() - interval '61 minutes' where id = ${old.id}`,
    );
    await quoteOf(owner);
    const left = (await t.database.db.execute(
      sql`select id from quotes where id in (${old.id}, ${recent.id})`,
    )) as unknown as { rows: Array<{ id: string }> };
    expect(left.rows.map((r) => r.id)).toEqual([recent.id]);
  });
});

describe('the quote contract in /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('documents POST /api/quotes with its body and answer, and the 409 of POST /api/deliveries', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    // A prefix's own route is listed with or without its trailing slash.
    const at = (path: string) => paths[path] ?? paths[`${path}/`];
    const quotes = at('/api/quotes').post;
    expect(Object.keys(quotes.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['pickupAddress', 'deliveryAddress', 'weight', 'deliveryDate', 'deliveryTime']),
    );
    expect(quotes.responses['201']).toBeDefined();
    expect(at('/api/deliveries').post.responses['409']).toBeDefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDigipin } from '@logisaathi/geo';
import { istDateString, MS_PER_DAY, PLACES_MAX_PER_USER } from '@logisaathi/domain';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';

const GODOWN = {
  label: 'Main godown',
  address: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
  contactName: 'Ravi Kumar',
  contactPhone: '+91 98110 22334',
  lat: 28.5362,
  lon: 77.2741,
};
const RAVI = {
  label: 'Ravi Traders, Sector 63',
  address: 'B-44, Sector 63, Noida 201301',
  lat: 28.6272,
  lon: 77.3812,
};

const dayFromToday = (days: number) => istDateString(new Date(Date.now() + days * MS_PER_DAY));
const deliveryBody = (overrides: Record<string, unknown> = {}) => ({
  pickupAddress: 'Some godown somewhere in the city',
  deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
  packageType: 'Electronics',
  weight: 12,
  deliveryDate: dayFromToday(1),
  deliveryTime: '12-15',
  customerName: 'Sunil Traders',
  customerPhone: '9811022334',
  mode: 'regular',
  ...overrides,
});

interface PlaceJson {
  id: string;
  label: string;
  address: string;
  contactName: string | null;
  contactPhone: string | null;
  lat: number;
  lon: number;
  digipin: string | null;
  near: string | null;
}

describe.each(DB_KINDS)('saved places on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const add = async (who: TestUser, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/places', headers: who.auth, payload: body });

  it('saves a place with its pin, DIGIPIN and nearest locality, and lists it', async () => {
    const res = await add(owner, GODOWN);
    expect(res.statusCode, res.body).toBe(201);
    const place: PlaceJson = res.json().data.place;
    expect(place).toMatchObject({
      label: 'Main godown',
      address: GODOWN.address,
      contactName: 'Ravi Kumar',
      contactPhone: '9811022334',
      lat: GODOWN.lat,
      lon: GODOWN.lon,
    });
    expect(place.digipin).toBe(encodeDigipin(GODOWN));
    expect(place.digipin).toMatch(/^[2-9CFJKLMPT]{3}-[2-9CFJKLMPT]{3}-[2-9CFJKLMPT]{4}$/);
    expect(place.near).toMatch(/Okhla/);
    const list = await t.app.inject({ method: 'GET', url: '/api/places', headers: owner.auth });
    expect(list.json().data.places.map((p: PlaceJson) => p.id)).toContain(place.id);
  });

  it('refuses bad input with field messages', async () => {
    const res = await add(owner, { ...GODOWN, label: ' ', lat: 51.5, contactPhone: '123' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['label', 'lat', 'contactPhone']));
    expect((await add(owner, { ...GODOWN, address: 'x'.repeat(301) })).statusCode).toBe(400);
  });

  it("edits and deletes only the owner's places: another business gets 404 and sees nothing", async () => {
    const created: PlaceJson = (await add(owner, RAVI)).json().data.place;
    const otherList = await t.app.inject({ method: 'GET', url: '/api/places', headers: other.auth });
    expect(otherList.json().data.places).toEqual([]);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/places/${created.id}`,
        headers: other.auth,
        ...(method === 'PUT' ? { payload: { ...RAVI, label: 'Stolen' } } : {}),
      });
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/places/not-a-uuid', headers: owner.auth })).statusCode,
    ).toBe(404);

    const moved = { ...RAVI, lat: 28.6301, lon: 77.3755 };
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/places/${created.id}`,
      headers: owner.auth,
      payload: moved,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.place).toMatchObject({
      lat: moved.lat,
      lon: moved.lon,
      digipin: encodeDigipin(moved),
    });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/places/${created.id}`,
      headers: owner.auth,
    });
    expect(gone.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/places/${created.id}`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps at most the allowed number of places per business', async () => {
    const user = await signUp(t.app);
    const adds = Array.from({ length: PLACES_MAX_PER_USER + 3 }, (_, i) =>
      add(user, { ...RAVI, label: `Shop ${i}` }),
    );
    const codes = (await Promise.all(adds)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(PLACES_MAX_PER_USER);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
  });

  it("books a delivery from a saved place at its pin, and refuses another business's place", async () => {
    const place: PlaceJson = (await add(owner, { ...GODOWN, label: 'Pinned godown' })).json().data.place;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: owner.auth,
      payload: deliveryBody({ pickupAddress: place.address, pickupPlaceId: place.id }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const delivery = res.json().data.delivery;
    expect(delivery.pickup.coordinates).toEqual({ lat: GODOWN.lat, lon: GODOWN.lon });
    expect(delivery.pickup.placeName).toBe('Pinned godown');

    // An address the gazetteer cannot place is still booked at the saved pin.
    const vague = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: owner.auth,
      payload: deliveryBody({ pickupPlaceId: place.id }),
    });
    expect(vague.statusCode, vague.body).toBe(201);
    expect(vague.json().data.delivery.pickup.coordinates).toEqual({ lat: GODOWN.lat, lon: GODOWN.lon });

    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: other.auth,
      payload: deliveryBody({ pickupAddress: place.address, pickupPlaceId: place.id }),
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().errors[0].field).toBe('pickupPlaceId');
  });

  it('resolves a DIGIPIN typed as an address to its exact point', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: owner.auth,
      payload: deliveryBody({
        pickupAddress: '39j49ll8t4',
        deliveryAddress: 'Gate 2, DIGIPIN 39J-49L-L8T4, Sansad Marg',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { pickup, delivery } = res.json().data.delivery;
    expect(encodeDigipin(pickup.coordinates)).toBe('39J-49L-L8T4');
    expect(delivery.coordinates).toEqual(pickup.coordinates);
    const resolved = await t.app.inject({
      method: 'GET',
      url: `/api/places/resolve?q=${encodeURIComponent('39J-49L-L8T4')}`,
      headers: owner.auth,
    });
    expect(resolved.json().data.resolved).toMatchObject({
      digipin: '39J-49L-L8T4',
      precision: 'exact',
      needsConfirmation: false,
    });
  });

  it('quotes in the assistant from saved places named by their labels, at their pins', async () => {
    const user = await signUp(t.app);
    const from: PlaceJson = (await add(user, { ...GODOWN, label: 'Xyzzy godown' })).json().data.place;
    const to: PlaceJson = (await add(user, { ...RAVI, label: 'Qwert shop' })).json().data.place;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: user.auth,
      payload: deliveryBody({
        pickupAddress: from.address,
        pickupPlaceId: from.id,
        deliveryAddress: to.address,
        deliveryPlaceId: to.id,
        weight: 10,
      }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const price = booked.json().data.delivery.pricing.totalCost as number;
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: user.auth,
      payload: { message: 'How much for 10 kg from Xyzzy godown to Qwert shop?' },
    });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.json().data.reply).toContain(`₹${price}`);
  });

  it('measures warehouse distances from a saved place named by its label', async () => {
    await add(owner, { ...RAVI, label: 'Noida shop' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/micro-warehouses?near=${encodeURIComponent('noida SHOP ')}`,
      headers: owner.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.origin).toMatchObject({ lat: RAVI.lat, lon: RAVI.lon, label: 'Noida shop' });
    // Another business's label is just text to geocode.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/micro-warehouses?near=${encodeURIComponent('Noida shop')}`,
      headers: other.auth,
    });
    expect(theirs.json().data.origin?.label).not.toBe('Noida shop');
  });

  it('says when an address lands only on a coarse answer, and describes a pin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/places/resolve?q=${encodeURIComponent('Gali 4, some colony, 110020')}`,
      headers: owner.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.resolved).toMatchObject({ needsConfirmation: true });
    const pin = await t.app.inject({
      method: 'GET',
      url: '/api/places/locate?lat=28.5362&lon=77.2741',
      headers: owner.auth,
    });
    expect(pin.json().data).toEqual({ digipin: encodeDigipin(GODOWN), near: expect.stringMatching(/Okhla/) });
    const outside = await t.app.inject({
      method: 'GET',
      url: '/api/places/locate?lat=60&lon=77',
      headers: owner.auth,
    });
    expect(outside.statusCode).toBe(400);
  });
});

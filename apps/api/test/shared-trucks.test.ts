import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { istDateString, MS_PER_DAY, pooledPrice, routeLine } from '@logisaathi/domain';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { executeRows } from '../src/db/execute-rows';

const dayFromToday = (days: number) => istDateString(new Date(Date.now() + days * MS_PER_DAY));

const OKHLA = 'Okhla Industrial Area Phase 2';
const BAWANA = 'Bawana Industrial Area';

const truckBody = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Sharma Transport',
  truckType: 'Tata 407',
  capacity: 2.5,
  pickupLocation: OKHLA,
  deliveryLocation: BAWANA,
  departureDate: dayFromToday(1),
  departureTime: '9-12',
  costPerKm: 30,
  contactPerson: 'Ravi Sharma',
  contactPhone: '9811022334',
  additionalNotes: '',
  ...overrides,
});

const deliveryBody = (overrides: Record<string, unknown> = {}) => ({
  pickupAddress: 'Plot 12, Okhla Industrial Area Phase 1, New Delhi 110020',
  deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
  packageType: 'Electronics',
  weight: 150,
  deliveryDate: dayFromToday(1),
  deliveryTime: '12-15',
  customerName: 'Sunil Traders',
  customerPhone: '9811022334',
  mode: 'pooled',
  poolingPreferences: { flexiblePickup: true, flexibleDelivery: true },
  ...overrides,
});

/** Spec section 9, written out: 150 + 12 per km + 5 per kg above 5 kg, rounded. */
const expectedPrice = (distanceKm: number, weightKg: number) =>
  Math.round(150 + 12 * distanceKm + 5 * Math.max(0, weightKg - 5));

interface Card {
  id: string;
  company: string;
  rating: number;
  deliveries: number;
  route: string;
  departure: string;
  statusText: string;
  capacity: string;
  pickupLocation: string;
  deliveryLocation: string;
  availableSpace: number;
  currentWeight: number;
  maxWeight: number;
  originalCost: number;
  cost: number;
  savings: number;
  compatible: boolean;
  reasons: string[];
  departureTime: string;
  specialRequirements: string[];
  isDemo: boolean;
  isPlanned: boolean;
  costSplit: {
    routeCostInr: number;
    shares: Array<{ isYou: boolean; shareInr: number; standaloneInr: number }>;
  };
}

describe.each(DB_KINDS)('shared trucks on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let shipper: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [owner, shipper, other] = [
      await signUp(t.app),
      await signUp(t.app, { company: 'Gupta Electronics' }),
      await signUp(t.app),
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A pooled delivery of the user: what a slot request is made for. */
  const pooledDelivery = async (user: TestUser, overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: user.auth,
      payload: deliveryBody(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.delivery as { _id: string; deliveryId: string };
  };
  const addTruck = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/shared-trucks', headers: user.auth, payload: body });
  const pool = async (user: TestUser, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shared-trucks${query}`, headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const search = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/shared-trucks/search', headers: user.auth, payload: body });
  const requestSlot = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/shared-trucks/request', headers: user.auth, payload: body });
  const respond = (user: TestUser, id: string, answer: 'accept' | 'decline') =>
    t.app.inject({ method: 'POST', url: `/api/shared-trucks/requests/${id}/${answer}`, headers: user.auth });
  const requests = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/shared-trucks/requests', headers: user.auth })).json()
      .data;
  const alertTitles = async (user: TestUser): Promise<string[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: user.auth }))
      .json()
      .data.alerts.map((a: { title: string }) => a.title);

  it('requires sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shared-trucks' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ companyName: '' }, 'companyName', 'Company name is required'],
    [{ truckType: 'Bullock Cart' }, 'truckType', 'Please select a truck type'],
    [{ capacity: '' }, 'capacity', 'Capacity is required'],
    [{ capacity: 0.3 }, 'capacity', 'Capacity must be at least 0.5 tons'],
    [{ capacity: 1.2 }, 'capacity', 'Capacity must be in steps of 0.5 tons'],
    [{ truckType: 'Mini Truck', capacity: 5 }, 'capacity', 'A Mini Truck carries at most 2 tons'],
    [{ pickupLocation: '  ' }, 'pickupLocation', 'Pickup location is required'],
    [{ deliveryLocation: '' }, 'deliveryLocation', 'Delivery location is required'],
    [{ departureDate: '' }, 'departureDate', 'Departure date is required'],
    [{ departureDate: dayFromToday(-1) }, 'departureDate', 'Departure date cannot be in the past'],
    [{ departureTime: '10-13' }, 'departureTime', 'Please select a departure time slot'],
    [{ costPerKm: 5 }, 'costPerKm', 'Cost per km must be at least 10'],
    [{ costPerKm: 12 }, 'costPerKm', 'Cost per km must be in steps of 5'],
    [{ contactPerson: '' }, 'contactPerson', 'Contact person is required'],
    [{ contactPhone: '12345' }, 'contactPhone', 'Enter a valid 10-digit mobile number'],
    // Bounds (issue 20): a 200 KB text once froze the server; dates and money have a window.
    [
      { pickupLocation: `${OKHLA} `.repeat(7_000) },
      'pickupLocation',
      'Pickup location must be at most 300 characters',
    ],
    [{ companyName: 'Sharma\u0000Transport' }, 'companyName', 'Text must not contain control characters'],
    [{ costPerKm: 1e300 }, 'costPerKm', 'Cost per km must be at most 1000'],
    [{ departureDate: '9999-12-31' }, 'departureDate', 'Departure date must be within a year from today'],
    [
      { pickupLocation: 'Qwzx Plmnb Nowhere' },
      'pickupLocation',
      'Could not resolve the pickup location. Please enter a more specific address.',
    ],
  ])('rejects the add-truck form %j with the spec message on %s', async (patch, field, msg) => {
    const res = await addTruck(owner, truckBody(patch));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: msg });
    expect(res.json().errors).toContainEqual({ field, msg });
  });

  it('adds a truck, geocodes it, merges a duplicate entry and tells the owner', async () => {
    const first = await addTruck(
      owner,
      truckBody({ departureDate: dayFromToday(2), departureTime: '15-18' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const truck = first.json().data.truck;
    expect(truck).toMatchObject({
      companyName: 'Sharma Transport',
      truckType: 'Tata 407',
      capacity: 2.5,
      capacityKg: 2500,
      pickupPlace: expect.stringContaining('Okhla'),
      deliveryPlace: expect.stringContaining('Bawana'),
      departureTime: '15-18',
      costPerKm: 30,
      status: 'active',
      isDemo: false,
    });
    // Same route, date and slot (any letter case and spacing): one entry, the newer form wins.
    const again = await addTruck(
      owner,
      truckBody({
        departureDate: dayFromToday(2),
        departureTime: '15-18',
        pickupLocation: '  okhla industrial area  phase 2',
        costPerKm: 35,
      }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ merged: true, truck: { id: truck.id, costPerKm: 35 } });
    const mine = (await requests(owner)).myTrucks.filter(
      (x: { departureDate: string }) => x.departureDate === dayFromToday(2),
    );
    expect(mine).toHaveLength(1);
    expect(await alertTitles(owner)).toContain('Truck Added to Pool');
    // Other businesses see it in the pool; the owner does not match their own truck.
    expect((await pool(shipper)).matches.map((c: Card) => c.id)).toContain(truck.id);
    expect((await pool(owner)).matches.map((c: Card) => c.id)).not.toContain(truck.id);
  });

  it('ranks a compatible truck above an incompatible one and computes the card fields', async () => {
    const date = dayFromToday(3);
    const along = (await addTruck(owner, truckBody({ departureDate: date }))).json().data.truck;
    const away = (
      await addTruck(
        owner,
        truckBody({
          departureDate: date,
          pickupLocation: 'Patparganj Industrial Area',
          deliveryLocation: 'Sector 24, Faridabad',
        }),
      )
    ).json().data.truck;
    const res = await search(shipper, {
      pickup: 'Okhla Industrial Area Phase 1',
      drop: 'Bawana Industrial Area',
      weightKg: 200,
      date,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const ids = data.matches.map((c: Card) => c.id);
    expect(ids.indexOf(along.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(along.id)).toBeLessThan(ids.indexOf(away.id));
    const good: Card = data.matches.find((c: Card) => c.id === along.id);
    const bad: Card = data.matches.find((c: Card) => c.id === away.id);
    expect(good.compatible).toBe(true);
    expect(bad.compatible).toBe(false);
    expect(bad.reasons.length).toBeGreaterThan(0);
    expect(good).toMatchObject({
      company: 'Sharma Transport',
      rating: 4.7,
      route: routeLine(OKHLA, BAWANA),
      pickupLocation: OKHLA,
      deliveryLocation: BAWANA,
      capacity: '2.5 tons',
      maxWeight: 2500,
      statusText: 'Transit in',
      isDemo: false,
    });
    expect(good.departure).toMatch(/^(\d+h( \d+m)?|\d+m|0h)$/);
    expect(good.departureTime).toBe(`${date}T09:00:00+05:30`);
    // originalCost is the spec 9 price of this shipment alone; cost is never above the pooled price.
    expect(good.originalCost).toBe(expectedPrice(data.basis.distanceKm, 200));
    expect(good.cost).toBeLessThanOrEqual(pooledPrice(good.originalCost));
    expect(good.savings).toBe(Math.round(((good.originalCost - good.cost) / good.originalCost) * 100));
    expect(good.savings).toBeGreaterThanOrEqual(30);
    expect(good.availableSpace).toBe(100);
    const shares = good.costSplit.shares;
    expect(shares.reduce((sum, s) => sum + s.shareInr, 0)).toBe(
      good.costSplit.routeCostInr <= shares.reduce((sum, s) => sum + s.standaloneInr, 0)
        ? good.costSplit.routeCostInr
        : shares.reduce((sum, s) => sum + s.standaloneInr, 0),
    );
    for (const share of shares) expect(share.shareInr).toBeLessThanOrEqual(share.standaloneInr);
    expect(data.counts.all).toBe(data.matches.length);
    expect(data.counts.compatible).toBe(data.matches.filter((c: Card) => c.compatible).length);

    // A temperature-sensitive shipment needs a refrigerated body.
    const cold = (
      await search(shipper, {
        pickup: 'Okhla Industrial Area Phase 1',
        drop: BAWANA,
        weightKg: 200,
        date,
        requirements: ['Temperature sensitive'],
      })
    ).json().data;
    const coldCard: Card = cold.matches.find((c: Card) => c.id === along.id);
    expect(coldCard.compatible).toBe(false);
    expect(coldCard.reasons.join(' ')).toContain('Refrigerated');
  });

  it('accepts the add-delivery wizard fields as a search body', async () => {
    const res = await search(shipper, {
      pickupAddress: OKHLA,
      deliveryAddress: BAWANA,
      deliveryDate: dayFromToday(3),
      deliveryTime: '9-12',
      weight: 50,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.basis).toMatchObject({ kind: 'route', weightKg: 50, slot: '9-12' });
    const empty = await search(shipper, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ field: 'pickup', msg: 'Pickup location is required' });
  });

  it('lets a business request a slot; the owner accepts or declines and both sides get alerts', async () => {
    const truck = (
      await addTruck(owner, truckBody({ departureDate: dayFromToday(4), departureTime: '12-15' }))
    ).json().data.truck;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: shipper.auth,
      payload: deliveryBody({ deliveryDate: dayFromToday(4) }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const delivery = created.json().data.delivery;

    const res = await requestSlot(shipper, { truckId: truck.id, deliveryId: delivery._id });
    expect(res.statusCode, res.body).toBe(201);
    const slot = res.json().data.request;
    expect(slot).toMatchObject({ status: 'pending', weightKg: 150, truck: { id: truck.id } });
    expect(slot.quotedInr).toBeLessThanOrEqual(pooledPrice(delivery.pricing.regularCost));
    // One delivery, one slot request.
    const twice = await requestSlot(shipper, { truckId: truck.id, deliveryId: delivery._id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This delivery already has a slot request on a shared truck');
    // Nobody can use someone else's delivery.
    expect((await requestSlot(other, { truckId: truck.id, deliveryId: delivery._id })).statusCode).toBe(404);
    const ownersOwn = await pooledDelivery(owner, { deliveryDate: dayFromToday(4), weight: 10 });
    expect((await requestSlot(owner, { truckId: truck.id, deliveryId: ownersOwn._id })).json().message).toBe(
      'You cannot request a slot on your own truck',
    );

    const incoming = (await requests(owner)).incoming;
    expect(incoming[0]).toMatchObject({
      id: slot.id,
      status: 'pending',
      requesterCompany: 'Gupta Electronics',
    });
    expect(await alertTitles(owner)).toContain('New Slot Request');
    expect(await alertTitles(shipper)).toContain('Slot Requested');

    // Only the truck's owner may answer.
    expect((await respond(other, slot.id, 'accept')).statusCode).toBe(404);
    expect((await respond(shipper, slot.id, 'accept')).statusCode).toBe(404);
    const accepted = await respond(owner, slot.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.request.status).toBe('accepted');
    expect((await respond(owner, slot.id, 'decline')).json()).toMatchObject({
      message: 'This request was already accepted',
    });
    expect(await alertTitles(shipper)).toContain('Slot Request Accepted');
    expect(await alertTitles(owner)).toContain('Slot Booked on Your Truck');
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/deliveries/${delivery._id}`, headers: shipper.auth })
    ).json().data.delivery;
    expect(after).toMatchObject({ mode: 'shared-truck', sharedTruckId: truck.id });
    expect(after.pricing.totalCost).toBe(slot.quotedInr);
    const outgoing = (await requests(shipper)).outgoing.find((r: { id: string }) => r.id === slot.id);
    expect(outgoing.contact).toEqual({ person: 'Ravi Sharma', phone: '9811022334' });

    // A declined request frees its space.
    const othersDelivery = await pooledDelivery(other, { deliveryDate: dayFromToday(4), weight: 400 });
    const second = (await requestSlot(other, { truckId: truck.id, deliveryId: othersDelivery._id })).json()
      .data.request;
    const before = (await requests(owner)).myTrucks.find((x: { id: string }) => x.id === truck.id);
    expect(before.reservedKg).toBe(550);
    expect((await respond(owner, second.id, 'decline')).json().data.request.status).toBe('declined');
    expect(await alertTitles(other)).toContain('Slot Request Declined');
    const freed = (await requests(owner)).myTrucks.find((x: { id: string }) => x.id === truck.id);
    expect(freed.reservedKg).toBe(150);
  });

  it('plans a waiting pooled delivery onto a truck going its way (consolidation solver)', async () => {
    const date = dayFromToday(5);
    const truck = (
      await addTruck(owner, truckBody({ departureDate: date, departureTime: '12-15', capacity: 3 }))
    ).json().data.truck;
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/deliveries',
        headers: other.auth,
        // At the estate where the truck ends: 'Sector 3, Bawana ...' geocodes to Sector 3 itself (~0.5 km off),
        // and an empty truck takes its first rider only when its whole route costs no more than her own price.
        payload: deliveryBody({
          deliveryDate: date,
          weight: 80,
          deliveryAddress: 'Plot 7, Bawana Industrial Area, Delhi 110039',
        }),
      })
    ).json().data.delivery;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/shared-trucks/refresh',
      headers: other.auth,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().data.summary.plannedShipments).toBeGreaterThanOrEqual(1);
    const view = await pool(other);
    const mine = view.myPooledDeliveries.find((d: { _id: string }) => d._id === created._id);
    expect(mine.plannedTruck?.id).toBe(truck.id);
    const matched = await pool(other, `?deliveryId=${created.deliveryId}`);
    const card: Card = matched.matches[0];
    expect(card).toMatchObject({ id: truck.id, isPlanned: true, compatible: true, currentWeight: 80 });
    expect(card.costSplit.shares.find((s) => s.isYou)?.standaloneInr).toBe(created.pricing.regularCost);
    // Someone else's delivery is not found.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/shared-trucks?deliveryId=${created._id}`,
          headers: shipper.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('expires a truck at the end of its slot, once, alerting the owner and pending requesters', async () => {
    const truck = (await addTruck(owner, truckBody({ departureDate: dayFromToday(6) }))).json().data.truck;
    const shippers = await pooledDelivery(shipper, { deliveryDate: dayFromToday(6), weight: 100 });
    const othersLate = await pooledDelivery(other, { deliveryDate: dayFromToday(6), weight: 10 });
    const slot = (await requestSlot(shipper, { truckId: truck.id, deliveryId: shippers._id })).json().data
      .request;
    await t.database.db.execute(
      sql`update pool_trucks set expires_at = now() - interval '1 minute' where id = ${truck.id}`,
    );
    expect((await pool(shipper)).matches.map((c: Card) => c.id)).not.toContain(truck.id);
    await pool(other);
    const ownerAlerts = (await alertTitles(owner)).filter((title) => title === 'Truck Left the Pool');
    expect(ownerAlerts).toHaveLength(1);
    expect(await alertTitles(shipper)).toContain('Slot Request Expired');
    const outgoing = (await requests(shipper)).outgoing.find((r: { id: string }) => r.id === slot.id);
    expect(outgoing.status).toBe('expired');
    const late = await requestSlot(other, { truckId: truck.id, deliveryId: othersLate._id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This truck has left the pool');
  });

  it('turns a delivery booked from a truck card into a slot request for the truck owner', async () => {
    const truck = (
      await addTruck(owner, truckBody({ departureDate: dayFromToday(5), departureTime: '12-15' }))
    ).json().data.truck;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: shipper.auth,
      payload: deliveryBody({
        deliveryDate: dayFromToday(5),
        mode: 'shared-truck',
        sharedTruckId: truck.id,
        weight: 40,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const delivery = created.json().data.delivery;
    const incoming = (await requests(owner)).incoming as Array<{
      status: string;
      weightKg: number;
      truck: { id: string };
    }>;
    expect(incoming.find((r) => r.truck.id === truck.id)).toMatchObject({ status: 'pending', weightKg: 40 });
    // The booking stands even when the truck cannot take it: a second one on a demo-free, full truck is still saved.
    expect(delivery.mode).toBe('shared-truck');
  });

  it('never overbooks a truck under 20 concurrent requests', async () => {
    const truck = (
      await addTruck(
        owner,
        truckBody({ truckType: 'Mini Truck', capacity: 1, departureDate: dayFromToday(7) }),
      )
    ).json().data.truck;
    // Four businesses with five 100 kg pooled deliveries each (the most requests one business may have waiting).
    const users = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const deliveries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pooledDelivery(users[i % users.length] as TestUser, { deliveryDate: dayFromToday(7), weight: 100 }),
      ),
    );
    const results = await Promise.all(
      deliveries.map((d, i) =>
        requestSlot(users[i % users.length] as TestUser, { truckId: truck.id, deliveryId: d._id }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('Not enough space on this truck: 0 kg left');
    const result = await t.database.db.execute(
      sql`select coalesce(sum(weight_kg), 0)::float as held, (select reserved_kg from pool_trucks where id = ${truck.id}) as reserved
          from pool_truck_requests where truck_id = ${truck.id} and status in ('pending', 'accepted')`,
    );
    const row = executeRows(result)[0] as {
      held: number;
      reserved: number;
    };
    expect(Number(row.held)).toBe(1000);
    expect(Number(row.reserved)).toBe(1000);
  });
});

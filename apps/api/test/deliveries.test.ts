import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { createTestApp, EVERY_DB_KIND, signUp, type TestApp, type TestUser } from './helper';

const OKHLA = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020';
const BAWANA = 'Sector 3, Bawana Industrial Area, Delhi 110039';
const NARELA = 'Shed 7, Narela Industrial Area, Delhi 110040';
const LOCATION_NOT_FOUND =
  'Could not resolve pickup/delivery location. Please enter more specific addresses.';

const dayFromToday = (days: number) => istDateString(new Date(Date.now() + days * MS_PER_DAY));

const validBody = () => ({
  pickupAddress: OKHLA,
  deliveryAddress: BAWANA,
  packageType: 'Electronics',
  weight: 12.5,
  dimensions: { length: 40, width: 30, height: 20 },
  deliveryDate: dayFromToday(1),
  deliveryTime: '12-15',
  specialInstructions: 'Fragile',
  customerName: 'Sunil Traders',
  customerPhone: '+91 98110 22334',
  mode: 'regular',
});

/** Spec section 9, written out: 150 + 12 per km + 5 per kg above 5 kg, rounded. */
const expectedPrice = (distanceKm: number, weightKg: number) =>
  Math.round(150 + 12 * distanceKm + 5 * Math.max(0, weightKg - 5));

interface DeliveryJson {
  _id: string;
  deliveryId: string;
  createdAt: string;
  pricing: {
    totalCost: number;
    regularCost: number;
    pooledCost: number | null;
    savings: number;
    isPooledPrice: boolean;
    currency: string;
  };
  route: { distance: number; estimatedTime: number };
  status: {
    current: string;
    history: Array<{ status: string; at: string; note: string | null; proof?: string }>;
  };
  pickup: { coordinates: { lat: number; lon: number }; placeName: string };
  delivery: { coordinates: { lat: number; lon: number }; address: string };
  package: { weight: number; type: string; name: string | null };
  customer: { name: string; phone: string };
}

describe.each(EVERY_DB_KIND)('deliveries on %s', (kind) => {
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

  const create = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/deliveries', headers: user.auth, payload: body });
  const created = async (user: TestUser, patch: Record<string, unknown> = {}): Promise<DeliveryJson> => {
    const res = await create(user, { ...validBody(), ...patch });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json().data.delivery;
  };
  const setStatus = (
    user: TestUser,
    id: string,
    status: string,
    note?: string,
    proof: Record<string, unknown> = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/deliveries/${id}/status`,
      headers: user.auth,
      payload: { status, note, ...proof },
    });
  const alertsOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: user.auth })).json().data
      .alerts as Array<Record<string, unknown>>;

  it('creates a delivery with the full server shape, priced by the server, ignoring a client price', async () => {
    const res = await create(owner, {
      ...validBody(),
      pricing: { totalCost: 1, baseCost: 1 },
      totalCost: 1,
      status: 'Delivered',
      deliveryId: 'LSAAAAAA',
    });
    expect(res.statusCode).toBe(201);
    const d: DeliveryJson = res.json().data.delivery;
    expect(d.deliveryId).toMatch(/^LS[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/);
    expect(d._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(d.createdAt).toString()).not.toBe('Invalid Date');
    expect(d).toMatchObject({
      customer: { name: 'Sunil Traders', phone: '9811022334', email: '' },
      pickup: { address: OKHLA, contactPerson: '', instructions: '' },
      delivery: { address: BAWANA, contactPerson: 'Sunil Traders', contactPhone: '9811022334' },
      package: {
        type: 'Electronics',
        name: null,
        weight: 12.5,
        dimensions: { length: 40, width: 30, height: 20 },
        specialInstructions: 'Fragile',
      },
      schedule: { pickupDate: dayFromToday(1), deliveryDate: dayFromToday(1), preferredTimeSlot: '12-15' },
      status: { current: 'Scheduled' },
      mode: 'regular',
      poolingPreferences: null,
    });
    expect(d.status.history).toEqual([{ status: 'Scheduled', at: expect.any(String), note: null }]);
    // Okhla (south-east) to Bawana (north-west) is a cross-city trip of well over 20 km by road.
    expect(d.route.distance).toBeGreaterThan(20);
    expect(d.route.distance).toBeLessThan(60);
    expect(Math.round(d.route.distance * 10) / 10).toBe(d.route.distance);
    expect(d.route.estimatedTime).toBeGreaterThan(0);
    expect(d.pickup.coordinates.lat).toBeCloseTo(28.53, 1);
    const total = expectedPrice(d.route.distance, 12.5);
    expect(d.pricing).toEqual({
      baseCost: 150,
      distanceCost: expect.any(Number),
      weightCost: expect.any(Number),
      specialHandlingCost: 0,
      totalCost: total,
      currency: 'INR',
      regularCost: total,
      pooledCost: null,
      savings: 0,
      isPooledPrice: false,
    });
    // The parts are whole rupees that add up to the rounded total (37.5 for the weight may round either way).
    const p = res.json().data.delivery.pricing;
    expect(p.baseCost + p.distanceCost + p.weightCost + p.specialHandlingCost).toBe(total);
    expect([37, 38]).toContain(p.weightCost);
  });

  it('charges 70% of the regular price in pooled and shared-truck mode', async () => {
    const pooled = await created(owner, { mode: 'pooled', poolingPreferences: { flexiblePickup: true } });
    const regular = expectedPrice(pooled.route.distance, 12.5);
    expect(pooled.pricing).toMatchObject({
      regularCost: regular,
      totalCost: Math.round(regular * 0.7),
      pooledCost: Math.round(regular * 0.7),
      savings: regular - Math.round(regular * 0.7),
      isPooledPrice: true,
    });
    expect(pooled).toMatchObject({
      mode: 'pooled',
      poolingPreferences: {
        maxWaitTime: 24,
        flexiblePickup: true,
        flexibleDelivery: false,
        costSavingsTarget: 30,
        preferredTruckTypes: ['Mini Truck', 'Tata 407'],
        specialRequirements: [],
      },
    });
    // Shared-truck mode is charged the pooled price only while a slot request on a real truck holds: an unknown
    // truck gets none, so the delivery is regular at the regular price (pool-abuse.test.ts covers the rest).
    const shared = await created(owner, { mode: 'shared-truck', sharedTruckId: 'truck-42' });
    expect(shared.pricing.totalCost).toBe(expectedPrice(shared.route.distance, 12.5));
    expect(shared).toMatchObject({ mode: 'regular', sharedTruckId: null });
  });

  it('stores Documents when no package type is given and keeps contact fields', async () => {
    const d = await created(owner, {
      packageType: '',
      weight: '3',
      pickupContactPerson: 'Ramesh (store keeper)',
      pickupContactPhone: '9999988888',
      deliveryInstructions: 'Gate 2, ask for Meena',
    });
    expect(d.package).toMatchObject({ type: 'Documents', weight: 3 });
    expect(d.pricing.totalCost).toBe(expectedPrice(d.route.distance, 3));
    expect(d).toMatchObject({
      pickup: { contactPerson: 'Ramesh (store keeper)', contactPhone: '9999988888' },
      delivery: { instructions: 'Gate 2, ask for Meena' },
    });
  });

  it('raises the scheduled alert naming the id, route and price', async () => {
    const d = await created(owner);
    const alert = (await alertsOf(owner)).find((a) => a.shipmentId === d.deliveryId);
    expect(alert).toMatchObject({
      type: 'success',
      title: 'Delivery Scheduled Successfully! 🎉',
      status: 'active',
      priority: 'medium',
      route: 'Okhla → Bawana',
      read: false,
    });
    expect(alert?.message).toContain(d.deliveryId);
    expect(alert?.message).toContain('Okhla');
    expect(alert?.message).toContain(`₹${d.pricing.totalCost}`);
    expect((await alertsOf(stranger)).some((a) => a.shipmentId === d.deliveryId)).toBe(false);
  });

  it.each([
    [{ pickupAddress: 'Okhla' }, 'pickupAddress', 'Must be at least 10 characters'],
    [{ deliveryAddress: '  Bawana  ' }, 'deliveryAddress', 'Must be at least 10 characters'],
    [{ customerName: 'S' }, 'customerName', 'Name too short'],
    [{ customerPhone: '98110' }, 'customerPhone', 'Enter 10-digit mobile number'],
    [{ weight: 0.05 }, 'weight', 'Weight must be at least 0.1 kg'],
    [{ weight: 'heavy' }, 'weight', 'Weight must be a number'],
    [{ packageType: 'Other' }, 'packageName', 'Package name is required when the package type is Other'],
    [{ deliveryDate: '' }, 'deliveryDate', 'Delivery date is required'],
    [{ deliveryDate: dayFromToday(-1) }, 'deliveryDate', 'Delivery date cannot be in the past'],
    [{ deliveryTime: '' }, 'deliveryTime', 'Please select a time slot'],
    [{ deliveryTime: '8-10' }, 'deliveryTime', 'Please select one of the listed time slots'],
    [{ mode: 'express' }, 'mode', 'Mode must be regular, pooled or shared-truck'],
    [{ deliveryContactPhone: '12345' }, 'deliveryContactPhone', 'Enter 10-digit mobile number'],
  ])('rejects %j with 400 and the spec message', async (patch, field, msg) => {
    const res = await create(owner, { ...validBody(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: msg });
    expect(res.json().errors).toContainEqual({ field, msg });
  });

  it('refuses a slot that has already started today', async () => {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: 'numeric',
        hourCycle: 'h23',
        timeZone: 'Asia/Kolkata',
      }).format(new Date()),
    );
    if (hour < 9) return; // before 09:00 IST every slot is still open: nothing to refuse (the domain tests fix the clock)
    const res = await create(owner, { ...validBody(), deliveryDate: dayFromToday(0), deliveryTime: '9-12' });
    expect(res.statusCode).toBe(400);
    const msg =
      hour >= 18
        ? 'No time slots available for selected date. Please select a different date.'
        : 'This time slot is no longer available. Please select another.';
    expect(res.json().errors).toContainEqual({ field: 'deliveryTime', msg });
  });

  it('answers 422 with the Location Not Found text on the address that cannot be placed', async () => {
    const res = await create(owner, { ...validBody(), deliveryAddress: 'Xyzzy Road, Nowhere Town 999999' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: LOCATION_NOT_FOUND,
      errors: [{ field: 'deliveryAddress', msg: LOCATION_NOT_FOUND }],
    });
  });

  it('answers 422 when only the city can be placed: a city centre is no address for a truck', async () => {
    const res = await create(owner, { ...validBody(), pickupAddress: 'House 5, Some Lane, Delhi' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'pickupAddress', msg: LOCATION_NOT_FOUND }]);
  });

  it('lists only the user’s deliveries, newest first, with status filter and paging', async () => {
    const user = await signUp(t.app);
    const first = await created(user);
    const second = await created(user, { deliveryAddress: NARELA });
    const third = await created(user);
    await setStatus(user, third._id, 'Cancelled');
    const list = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/deliveries${query}`, headers: user.auth });
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        deliveries: DeliveryJson[];
        pagination: { total: number; limit: number; offset: number };
      };
    };
    const all = await list();
    expect(all.deliveries.map((d) => d.deliveryId)).toEqual([
      third.deliveryId,
      second.deliveryId,
      first.deliveryId,
    ]);
    expect(all.pagination).toEqual({ total: 3, limit: 100, offset: 0 });
    expect(all.deliveries[0]).not.toHaveProperty('route.geometry');
    expect((await list('?status=Scheduled')).deliveries.map((d) => d.deliveryId)).toEqual([
      second.deliveryId,
      first.deliveryId,
    ]);
    const page = await list('?limit=1&offset=1');
    expect(page.deliveries.map((d) => d.deliveryId)).toEqual([second.deliveryId]);
    expect(page.pagination).toEqual({ total: 3, limit: 1, offset: 1 });
    const pastEnd = await list('?offset=10');
    expect(pastEnd).toEqual({ deliveries: [], pagination: { total: 3, limit: 100, offset: 10 } });
    expect((await list('?status=Cancelled')).pagination.total).toBe(1);
    const strangerList = await t.app.inject({
      method: 'GET',
      url: '/api/deliveries',
      headers: stranger.auth,
    });
    expect(strangerList.json().data.deliveries.some((d: DeliveryJson) => d._id === first._id)).toBe(false);
    const bad = await t.app.inject({ method: 'GET', url: '/api/deliveries?limit=0', headers: user.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      field: 'limit',
      msg: 'Limit must be a whole number from 1 to 500',
    });
  });

  it('stores what the sender left out as NULL, not as JSON null or empty text', async () => {
    const d = await created(owner, {
      mode: 'regular',
      dimensions: undefined,
      specialInstructions: undefined,
    });
    const result = (await t.database.db.execute(
      sql`select pooling_preferences is null as no_prefs, length_cm is null as no_length,
        special_instructions is null as no_notes, shared_truck_id is null as no_truck
        from deliveries where id = ${d._id}`,
    )) as unknown as { rows: Array<Record<string, boolean>> };
    expect(result.rows[0]).toEqual({ no_prefs: true, no_length: true, no_notes: true, no_truck: true });
    const alert = (await t.database.db.execute(
      sql`select archived_at is null as not_archived, is_read from alerts where shipment_id = ${d.deliveryId}`,
    )) as unknown as { rows: Array<Record<string, boolean>> };
    expect(alert.rows).toEqual([{ not_archived: true, is_read: false }]);
  });

  it('answers a create with the delivery exactly as it was stored, and stores its alert with it', async () => {
    const user = await signUp(t.app);
    const bodies = [
      { dimensions: undefined, specialInstructions: undefined, mode: 'regular' },
      {
        weight: 0.1,
        dimensions: { length: 40, width: 30.5 },
        customerEmail: 'orders@sunil.example.in',
        deliveryInstructions:
          'Call before \u2018arriving\u2019 \u2014 "back door" \\ \u0939\u093f\u0902\u0926\u0940',
        packageType: 'Other',
        packageName: 'Brass fittings \u0915\u0947 \u0921\u093f\u092c\u094d\u092c\u0947',
        mode: 'pooled',
        poolingPreferences: { maxWaitTime: 6, flexiblePickup: true, specialRequirements: ['Fragile'] },
      },
    ];
    for (const body of bodies) {
      const answered = await created(user, body);
      const stored = (
        await t.app.inject({ method: 'GET', url: `/api/deliveries/${answered._id}`, headers: user.auth })
      ).json().data.delivery;
      expect(answered).toStrictEqual(stored);
    }
    const shipments = (await alertsOf(user)).map((a) => [a.title, a.shipmentId]);
    expect(shipments).toHaveLength(2);
    for (const [title] of shipments) expect(title).toBe('Delivery Scheduled Successfully! 🎉');
  });

  it('stores no delivery when its alert cannot be stored', async () => {
    const user = await signUp(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).json().data
      .user;
    // The database refuses this user's alerts for the length of the test.
    await t.database.db.execute(
      sql.raw(`alter table alerts add constraint test_refuse_alerts check (user_id <> '${String(me.id)}')`),
    );
    try {
      const res = await create(user, validBody());
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('alter table alerts drop constraint test_refuse_alerts'));
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/deliveries', headers: user.auth })).json()
      .data;
    expect(list.pagination.total).toBe(0);
    expect(await created(user)).toMatchObject({ status: { current: 'Scheduled' } });
  });

  it('lists each delivery exactly as reading it by id does, without the route line', async () => {
    const user = await signUp(t.app);
    const bare = await created(user, {
      dimensions: undefined,
      specialInstructions: undefined,
      mode: 'pooled',
      poolingPreferences: { maxWaitTime: 6, flexiblePickup: true, specialRequirements: ['Fragile'] },
    });
    const full = await created(user, {
      weight: 0.1,
      dimensions: { length: 40 },
      customerEmail: 'orders@sunil.example.in',
      pickupContactPerson: 'Ramesh',
      pickupContactPhone: '9811000001',
      pickupInstructions: 'Gate 2, ask for the store',
      deliveryContactPerson: 'Meena',
      deliveryContactPhone: '9811000002',
      deliveryInstructions:
        'Call before \u2018arriving\u2019 \u2014 "back door" \\ \u0939\u093f\u0902\u0926\u0940',
      packageType: 'Other',
      packageName: 'Brass fittings \u0915\u0947 \u0921\u093f\u092c\u094d\u092c\u0947',
    });
    await setStatus(user, full._id, 'Picked Up', 'Loaded at 10:05');
    await setStatus(user, full._id, 'In Transit');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/deliveries', headers: user.auth })).json()
      .data.deliveries as Array<Record<string, unknown>>;
    expect(listed.map((d) => d._id)).toEqual([full._id, bare._id]);
    for (const item of listed) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/deliveries/${String(item._id)}`,
        headers: user.auth,
      });
      const one = res.json().data.delivery as { route: Record<string, unknown> };
      const { geometry: _geometry, ...routeWithoutLine } = one.route;
      expect(item).toStrictEqual({ ...one, route: routeWithoutLine });
    }
  });

  it('reads one delivery by id and by shipment id in any letter case', async () => {
    const d = await created(owner);
    const byId = await t.app.inject({ method: 'GET', url: `/api/deliveries/${d._id}`, headers: owner.auth });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.delivery).toMatchObject({
      _id: d._id,
      deliveryId: d.deliveryId,
      route: { geometry: expect.anything() },
    });
    const typed = ` ${d.deliveryId.toLowerCase()} `;
    const byPublic = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries/by-delivery-id/${encodeURIComponent(typed)}`,
      headers: owner.auth,
    });
    expect(byPublic.statusCode).toBe(200);
    expect(byPublic.json().data.delivery._id).toBe(d._id);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/deliveries/by-delivery-id/LS234567',
      headers: owner.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Shipment not found' });
  });

  it('answers 404 to another user for every call on a delivery', async () => {
    const d = await created(owner);
    const calls = [
      { method: 'GET' as const, url: `/api/deliveries/${d._id}` },
      { method: 'PUT' as const, url: `/api/deliveries/${d._id}`, payload: { weight: 2 } },
      { method: 'DELETE' as const, url: `/api/deliveries/${d._id}` },
      { method: 'PUT' as const, url: `/api/deliveries/${d._id}/status`, payload: { status: 'Cancelled' } },
      { method: 'GET' as const, url: `/api/deliveries/by-delivery-id/${d.deliveryId}` },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: stranger.auth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().success).toBe(false);
    }
    const still = await t.app.inject({ method: 'GET', url: `/api/deliveries/${d._id}`, headers: owner.auth });
    expect(still.json().data.delivery).toMatchObject({
      status: { current: 'Scheduled' },
      package: { weight: 12.5 },
    });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/deliveries/not-a-uuid',
      headers: owner.auth,
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('moves along the allowed transitions, records the trail and raises an alert for each change', async () => {
    const d = await created(owner);
    const skip = await setStatus(owner, d._id, 'Delivered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(
      'A Scheduled delivery can move to Picked Up, Failed or Cancelled, not to Delivered.',
    );
    for (const status of ['Picked Up', 'In Transit', 'Out for Delivery']) {
      const res = await setStatus(owner, d._id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.delivery.status.current).toBe(status);
    }
    const back = await setStatus(owner, d._id, 'Scheduled');
    expect(back.statusCode).toBe(409);
    // Delivered must be proven: the consignee's code, or marked delivered by the owner with a reason.
    const unproven = await setStatus(owner, d._id, 'Delivered');
    expect(unproven.statusCode).toBe(400);
    expect(unproven.json().message).toBe(
      "Delivered needs the consignee's 4-digit delivery code, or a reason for marking it delivered yourself",
    );
    const noCode = await setStatus(owner, d._id, 'Delivered', undefined, { code: '1234' });
    expect(noCode.statusCode).toBe(422);
    const tooShort = await setStatus(owner, d._id, 'Delivered', undefined, {
      markedByOwner: true,
      reason: 'ok',
    });
    expect(tooShort.statusCode).toBe(400);
    const done = await setStatus(owner, d._id, 'Delivered', undefined, {
      markedByOwner: true,
      reason: 'Signed by Meena at the gate',
    });
    expect(done.statusCode).toBe(200);
    const history = (done.json().data.delivery as DeliveryJson).status.history;
    expect(history.map((h) => h.status)).toEqual([
      'Scheduled',
      'Picked Up',
      'In Transit',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(history.at(-1)).toMatchObject({
      note: 'Marked delivered by owner: Signed by Meena at the gate',
      proof: 'owner',
    });
    const final = await setStatus(owner, d._id, 'Cancelled');
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toBe('This delivery is already Delivered; its status can no longer change.');

    const mine = (await alertsOf(owner)).filter((a) => a.shipmentId === d.deliveryId);
    expect(mine.map((a) => a.title)).toEqual([
      'Delivery Completed',
      'Out for Delivery',
      'Shipment In Transit',
      'Shipment Picked Up',
      'Delivery Scheduled Successfully! 🎉',
    ]);
    expect(mine[0]).toMatchObject({ type: 'success', status: 'completed', route: 'Okhla → Bawana' });
    expect(mine[0]?.message).toContain('Signed by Meena at the gate');
    expect(mine[1]).toMatchObject({ type: 'info', status: 'active' });
  });

  it('fails or cancels any delivery that is not final, with the matching alert', async () => {
    const a = await created(owner);
    await setStatus(owner, a._id, 'Picked Up');
    expect((await setStatus(owner, a._id, 'Failed', 'Consignee shop closed')).statusCode).toBe(200);
    const b = await created(owner);
    expect((await setStatus(owner, b._id, 'Cancelled')).statusCode).toBe(200);
    const alerts = await alertsOf(owner);
    expect(alerts.find((x) => x.shipmentId === a.deliveryId && x.title === 'Delivery Failed')).toMatchObject({
      type: 'error',
      priority: 'high',
    });
    expect(
      alerts.find((x) => x.shipmentId === b.deliveryId && x.title === 'Delivery Cancelled'),
    ).toMatchObject({ type: 'info' });
    const bad = await setStatus(owner, b._id, 'Lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      field: 'status',
      msg: 'Status must be one of the delivery statuses',
    });
  });

  it('edits a Scheduled delivery, re-pricing and re-geocoding with a confirmed quote, and refuses once picked up', async () => {
    const d = await created(owner);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/deliveries/${d._id}`, headers: owner.auth, payload });
    // A price-changing edit is saved only with a quote for it (the 409 carries one; quotes-edit.test.ts).
    const confirmedPut = async (payload: Record<string, unknown>) => {
      const asked = await put(payload);
      expect(asked.statusCode, asked.body).toBe(409);
      return put({ ...payload, quoteId: asked.json().quote.id });
    };
    const heavier = await confirmedPut({ weight: 25, pricing: { totalCost: 1 } });
    expect(heavier.statusCode, heavier.body).toBe(200);
    const h: DeliveryJson = heavier.json().data.delivery;
    expect(h.route.distance).toBe(d.route.distance);
    expect(h.pricing.totalCost).toBe(expectedPrice(d.route.distance, 25));
    expect(h.customer.name).toBe('Sunil Traders');

    const moved = await confirmedPut({ deliveryAddress: NARELA });
    const m: DeliveryJson = moved.json().data.delivery;
    expect(m.delivery.address).toBe(NARELA);
    expect(m.delivery.coordinates).not.toEqual(d.delivery.coordinates);
    expect(m.route.distance).not.toBe(d.route.distance);
    expect(m.pricing.totalCost).toBe(expectedPrice(m.route.distance, 25));

    const pooled = await put({ mode: 'pooled' });
    expect(pooled.json().data.delivery.pricing.totalCost).toBe(
      Math.round(expectedPrice(m.route.distance, 25) * 0.7),
    );

    const invalid = await put({ customerPhone: '123' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toEqual({ field: 'customerPhone', msg: 'Enter 10-digit mobile number' });
    const lost = await put({ pickupAddress: 'Xyzzy Road, Nowhere Town 999999' });
    expect(lost.statusCode).toBe(422);
    expect(lost.json().errors).toEqual([{ field: 'pickupAddress', msg: LOCATION_NOT_FOUND }]);

    await setStatus(owner, d._id, 'Picked Up');
    const late = await put({ weight: 30 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only a Scheduled delivery can be edited. This one is Picked Up.');
  });

  it('deletes a Scheduled or Cancelled delivery but not one that has been picked up', async () => {
    const del = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/deliveries/${id}`, headers: owner.auth });
    const scheduled = await created(owner);
    const res = await del(scheduled._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { _id: scheduled._id, deliveryId: scheduled.deliveryId },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/deliveries/${scheduled._id}`, headers: owner.auth }))
        .statusCode,
    ).toBe(404);
    expect((await del(scheduled._id)).statusCode).toBe(404);

    const onRoad = await created(owner);
    await setStatus(owner, onRoad._id, 'Picked Up');
    const refused = await del(onRoad._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This delivery is Picked Up and can no longer be deleted. Only a Scheduled or Cancelled delivery can be deleted.',
    );
    const cancelled = await created(owner);
    await setStatus(owner, cancelled._id, 'Cancelled');
    expect((await del(cancelled._id)).statusCode).toBe(200);
  });

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/deliveries' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/deliveries', payload: validBody() })).statusCode,
    ).toBe(401);
  });
});

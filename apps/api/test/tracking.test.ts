import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DELIVERY_CREATED_TITLE } from '../src/modules/deliveries/delivery-alerts';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import {
  assign,
  BAWANA,
  createDelivery,
  MUMBAI,
  NEAR_OKHLA,
  OKHLA,
  openEventStream,
  TOWARDS_BAWANA,
  type CreatedDelivery,
} from './tracking-support';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

interface TrackingJson {
  status: string;
  driver: { name: string; phone: string; vehicleNumber: string } | null;
  deliveryCode: string | null;
  publicCode: string | null;
  position: { lat: number; lon: number; recordedAt: string; speedKmh: number | null } | null;
  trail: Array<[number, number]>;
  eta: { at: string; remainingKm: number; remainingMin: number } | null;
}

describe.each(DB_KINDS)('live tracking on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const tracking = async (d: CreatedDelivery, user = owner): Promise<TrackingJson> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries/${d._id}/tracking`,
      headers: user.auth,
    });
    if (res.statusCode !== 200) throw new Error(`tracking ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const osmandGet = (query: Record<string, string | number>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/tracking/osmand',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const osmandForm = (fields: Record<string, string | number>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tracking/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString(),
    });
  const browserFix = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/driver/${token}/positions`, payload: body });
  const driverStatus = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/driver/${token}/status`, payload: body });

  it('assigns a driver: a secret link shown once, a 4-digit delivery code and a public code, owner only', async () => {
    const d = await createDelivery(t.app, owner);
    const before = await tracking(d);
    expect(before).toMatchObject({
      driver: null,
      deliveryCode: null,
      publicCode: null,
      position: null,
      trail: [],
      eta: null,
    });

    const a = await assign(t.app, owner, d._id, {
      name: ' Ramesh Kumar ',
      phone: '+91 98990 01122',
      vehicleNumber: 'dl 1l ab 1234',
    });
    expect(a.driverToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.driverPath).toBe(`/driver/${a.driverToken}`);
    expect(a.tracking.deliveryCode).toMatch(/^\d{4}$/);
    expect(a.tracking.publicCode).toMatch(/^[0-9A-Z]{12}$/);
    expect(a.tracking.publicPath).toBe(`/track/${a.tracking.publicCode}`);
    const after = await tracking(d);
    expect(after.driver).toMatchObject({
      name: 'Ramesh Kumar',
      phone: '9899001122',
      vehicleNumber: 'DL 1L AB 1234',
    });
    expect(JSON.stringify(after)).not.toContain(a.driverToken);
    // Only a hash is stored.
    const stored = await t.database.db.execute(sql`select token_hash from driver_assignments`);
    expect(JSON.stringify(stored)).not.toContain(a.driverToken);

    // Reassigning keeps the consignee's codes.
    const again = await assign(t.app, owner, d._id, {
      name: 'Suresh Yadav',
      phone: '9899001133',
      vehicleNumber: 'HR55AB1234',
    });
    expect(again.tracking.deliveryCode).toBe(a.tracking.deliveryCode);
    expect(again.tracking.publicCode).toBe(a.tracking.publicCode);
    expect(again.driverToken).not.toBe(a.driverToken);

    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/deliveries/${d._id}/driver`,
      headers: stranger.auth,
      payload: { name: 'X Y', phone: '9899001122', vehicleNumber: 'DL1LAB1234' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/deliveries/${d._id}/tracking`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/deliveries/${d._id}/tracking` })).statusCode).toBe(
      401,
    );

    const invalid = await t.app.inject({
      method: 'POST',
      url: `/api/deliveries/${d._id}/driver`,
      headers: owner.auth,
      payload: { name: 'R', phone: '12345', vehicleNumber: '!!' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((e: { msg: string }) => e.msg)).toEqual([
      'Driver name must be at least 2 characters',
      'Enter 10-digit mobile number',
      'Enter the vehicle number, e.g. DL 1L AB 1234',
    ]);
  });

  it('shows the driver the job without the delivery code', async () => {
    const d = await createDelivery(t.app, owner);
    const a = await assign(t.app, owner, d._id);
    const res = await t.app.inject({ method: 'GET', url: `/api/driver/${a.driverToken}` });
    expect(res.statusCode).toBe(200);
    const { job } = res.json().data;
    expect(job).toMatchObject({
      deliveryId: d.deliveryId,
      status: 'Scheduled',
      nextStatuses: ['Picked Up', 'Failed'],
      isFinished: false,
      driver: { name: 'Ramesh Kumar', vehicleNumber: 'DL 1L AB 1234' },
      pickup: { address: OKHLA },
      drop: { address: BAWANA, contactPerson: 'Rohit Gupta', contactPhone: '9811122233' },
      package: { type: 'Electronics', weightKg: 12 },
      schedule: { timeSlot: '12-15' },
    });
    expect(job.positionIntervalS).toBeGreaterThanOrEqual(15);
    expect(job.positionIntervalS).toBeLessThanOrEqual(30);
    expect(res.body).not.toMatch(/deliveryCode|publicCode/);
    expect(res.body).not.toContain(`"${a.tracking.deliveryCode}"`);
  });

  it('ingests OsmAnd fixes from the query string and from a form body, answering 200 with an empty body', async () => {
    const d = await createDelivery(t.app, owner);
    const a = await assign(t.app, owner, d._id);
    const t1 = minutesAgo(4);
    const q = await osmandGet({
      id: a.driverToken,
      lat: NEAR_OKHLA.lat,
      lon: NEAR_OKHLA.lon,
      timestamp: unix(t1),
      speed: 10,
      bearing: 315,
    });
    expect(q.statusCode).toBe(200);
    expect(q.body).toBe('');
    let view = await tracking(d);
    expect(view.position).toMatchObject({
      ...NEAR_OKHLA,
      recordedAt: new Date(unix(t1) * 1000).toISOString(),
      speedKmh: 18.5,
    });

    const t2 = minutesAgo(2);
    const f = await osmandForm({
      id: a.driverToken,
      lat: TOWARDS_BAWANA.lat,
      lon: TOWARDS_BAWANA.lon,
      timestamp: t2.toISOString(),
    });
    expect(f.statusCode).toBe(200);
    expect(f.body).toBe('');
    view = await tracking(d);
    expect(view.position).toMatchObject({ ...TOWARDS_BAWANA, recordedAt: t2.toISOString() });
    expect(view.trail).toEqual([
      [NEAR_OKHLA.lat, NEAR_OKHLA.lon],
      [TOWARDS_BAWANA.lat, TOWARDS_BAWANA.lon],
    ]);
    // A POST with the parameters in the query string works too (some trackers post an empty body).
    const t3 = minutesAgo(1);
    const p = await t.app.inject({
      method: 'POST',
      url: `/api/tracking/osmand?id=${a.driverToken}&lat=28.54&lon=77.26&timestamp=${unix(t3)}`,
    });
    expect(p.statusCode).toBe(200);
    view = await tracking(d);
    expect(view.trail).toHaveLength(3);
    // ETA from the remaining route: somewhere to Bawana (~30 km), in the future.
    expect(view.eta).not.toBeNull();
    expect(view.eta!.remainingKm).toBeGreaterThan(15);
    expect(Date.parse(view.eta!.at)).toBeGreaterThan(Date.now());
  });

  it('validates fixes: range, readable fields, clock skew, and no teleporting', async () => {
    const d = await createDelivery(t.app, owner);
    const a = await assign(t.app, owner, d._id);
    const id = a.driverToken;
    const now = new Date();
    // Malformed: 400 on both protocols.
    expect((await osmandGet({ id, lat: 95, lon: 77.2, timestamp: unix(now) })).statusCode).toBe(400);
    expect((await osmandGet({ id, lat: 28.5, lon: 181, timestamp: unix(now) })).statusCode).toBe(400);
    expect((await osmandGet({ id, lat: 0, lon: 0, timestamp: unix(now) })).statusCode).toBe(400);
    expect((await osmandGet({ id, lat: 'abc', lon: 77.2 })).statusCode).toBe(400);
    expect((await osmandGet({ lat: 28.5, lon: 77.2 })).statusCode).toBe(400);
    expect((await osmandGet({ id, lat: 28.5, lon: 77.2, timestamp: 'yesterday' })).statusCode).toBe(400);
    const badBrowser = await browserFix(id, { lat: -91, lon: 77.2, timestamp: now.getTime() });
    expect(badBrowser.statusCode).toBe(400);
    expect(badBrowser.json().message).toBe(
      'Latitude must be between -90 and 90 and longitude between -180 and 180',
    );
    expect((await tracking(d)).trail).toHaveLength(0);

    // 90 s ahead is clock skew (accepted); 10 minutes ahead is refused.
    const skewed = await browserFix(id, { ...NEAR_OKHLA, timestamp: now.getTime() + 90_000 });
    expect(skewed.statusCode).toBe(200);
    const future = await browserFix(id, { ...NEAR_OKHLA, timestamp: now.getTime() + 10 * 60_000 });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toContain('future');
    // OsmAnd drops it silently (200) so the tracker app does not retry it forever.
    expect((await osmandGet({ id, ...NEAR_OKHLA, timestamp: unix(now) + 600 })).statusCode).toBe(200);
    expect((await tracking(d)).trail).toHaveLength(1);

    // Mumbai five seconds later would be ~1,150 km in 5 s.
    const teleport = await browserFix(id, { ...MUMBAI, timestamp: now.getTime() + 95_000 });
    expect(teleport.statusCode).toBe(422);
    expect(teleport.json().message).toContain('150 km/h');
    expect((await osmandForm({ id, ...MUMBAI, timestamp: unix(now) + 100 })).statusCode).toBe(200);
    const view = await tracking(d);
    expect(view.trail).toHaveLength(1);
    expect(view.position).toMatchObject(NEAR_OKHLA);
  });

  it('de-duplicates repeated fixes and keeps the newest fix as the truck position when one arrives late', async () => {
    const d = await createDelivery(t.app, owner);
    const a = await assign(t.app, owner, d._id);
    const id = a.driverToken;
    const t0 = minutesAgo(6);
    const t1 = minutesAgo(4);
    const t2 = minutesAgo(2);
    const p0 = { lat: 28.53, lon: 77.271 };
    const p1 = { lat: 28.535, lon: 77.268 };
    const p2 = { lat: 28.54, lon: 77.265 };
    expect((await osmandGet({ id, ...p0, timestamp: unix(t0) })).statusCode).toBe(200);
    expect((await osmandGet({ id, ...p0, timestamp: unix(t0) })).statusCode).toBe(200);
    const repeat = await browserFix(id, { ...p0, timestamp: unix(t0) * 1000 });
    expect(repeat.json().data).toEqual({ isDuplicate: true, isLatest: false });
    expect((await tracking(d)).trail).toHaveLength(1);

    expect((await osmandGet({ id, ...p2, timestamp: unix(t2) })).statusCode).toBe(200);
    const late = await browserFix(id, { ...p1, timestamp: unix(t1) * 1000 });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toEqual({ isDuplicate: false, isLatest: false });
    const view = await tracking(d);
    expect(view.position).toMatchObject({ ...p2, recordedAt: new Date(unix(t2) * 1000).toISOString() });
    // The trail is in device-time order, with the late fix in its place.
    expect(view.trail).toEqual([
      [p0.lat, p0.lon],
      [p1.lat, p1.lon],
      [p2.lat, p2.lon],
    ]);
    // A late fix that would be a teleport relative to its neighbours in time is refused.
    const lateTeleport = await browserFix(id, { ...MUMBAI, timestamp: unix(t1) * 1000 + 30_000 });
    expect(lateTeleport.statusCode).toBe(422);
  });

  it('answers 401 to unknown and revoked tokens: reassigning and unassigning revoke the old link', async () => {
    const d = await createDelivery(t.app, owner);
    const first = await assign(t.app, owner, d._id);
    const fix = { ...NEAR_OKHLA, timestamp: unix(minutesAgo(1)) };
    expect((await osmandGet({ id: 'x'.repeat(43), ...fix })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/driver/not-a-real-token-at-all-000000000' }))
        .statusCode,
    ).toBe(401);

    const second = await assign(t.app, owner, d._id, {
      name: 'Suresh Yadav',
      phone: '9899001133',
      vehicleNumber: 'HR55AB1234',
    });
    const revokedGet = await t.app.inject({ method: 'GET', url: `/api/driver/${first.driverToken}` });
    expect(revokedGet.statusCode).toBe(401);
    expect(revokedGet.json().message).toBe(
      'This driver link is not valid any more. Ask the business for a new link.',
    );
    expect((await osmandGet({ id: first.driverToken, ...fix })).statusCode).toBe(401);
    expect((await browserFix(first.driverToken, { ...NEAR_OKHLA })).statusCode).toBe(401);
    expect((await driverStatus(first.driverToken, { status: 'Picked Up' })).statusCode).toBe(401);
    expect((await osmandGet({ id: second.driverToken, ...fix })).statusCode).toBe(200);

    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/deliveries/${d._id}/driver`,
      headers: owner.auth,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.driver).toBeNull();
    expect(
      (await osmandGet({ id: second.driverToken, ...fix, timestamp: fix.timestamp + 5 })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/deliveries/${d._id}/driver`, headers: owner.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/deliveries/${d._id}/driver`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets the driver move the job along one step at a time, with a reason to fail and the code to deliver', async () => {
    const d = await createDelivery(t.app, owner);
    const a = await assign(t.app, owner, d._id);
    const token = a.driverToken;
    const skip = await driverStatus(token, { status: 'Out for Delivery' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('This delivery is Scheduled; it cannot be marked Out for Delivery now.');
    expect((await driverStatus(token, { status: 'Cancelled' })).statusCode).toBe(400);

    const picked = await driverStatus(token, { status: 'Picked Up' });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().data.job).toMatchObject({
      status: 'Picked Up',
      nextStatuses: ['In Transit', 'Failed'],
    });
    expect((await driverStatus(token, { status: 'In Transit' })).statusCode).toBe(200);
    expect((await driverStatus(token, { status: 'Out for Delivery' })).statusCode).toBe(200);

    const noCode = await driverStatus(token, { status: 'Delivered' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors[0]).toEqual({
      field: 'code',
      msg: 'Enter the 4-digit delivery code from the consignee',
    });
    const wrongCode = String((Number(a.tracking.deliveryCode) + 1) % 10_000).padStart(4, '0');
    const wrong = await driverStatus(token, { status: 'Delivered', code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Wrong delivery code. Ask the consignee for the 4-digit code.');

    const delivered = await driverStatus(token, { status: 'Delivered', code: a.tracking.deliveryCode });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data.job).toMatchObject({
      status: 'Delivered',
      isFinished: true,
      nextStatuses: [],
    });
    const row = (
      await t.app.inject({ method: 'GET', url: `/api/deliveries/${d._id}`, headers: owner.auth })
    ).json().data.delivery;
    expect(row.status.current).toBe('Delivered');
    expect(row.status.history.map((h: { status: string }) => h.status)).toEqual([
      'Scheduled',
      'Picked Up',
      'In Transit',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(row.status.history.at(-1).note).toContain('Delivery code confirmed by driver Ramesh Kumar');
    // Status changes raise the owner's alerts (server side).
    const alerts = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: owner.auth })).json()
      .data.alerts as Array<{ title: string; shipmentId: string }>;
    const titles = alerts.filter((x) => x.shipmentId === d.deliveryId).map((x) => x.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Shipment Picked Up',
        'Shipment In Transit',
        'Out for Delivery',
        'Delivery Completed',
      ]),
    );

    // After delivery: no more positions, no reassignment.
    expect((await browserFix(token, { ...NEAR_OKHLA })).statusCode).toBe(409);
    expect((await osmandGet({ id: token, ...NEAR_OKHLA, timestamp: unix(new Date()) })).statusCode).toBe(200);
    expect((await tracking(d)).trail).toHaveLength(0);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/deliveries/${d._id}/driver`,
      headers: owner.auth,
      payload: { name: 'X Y', phone: '9899001122', vehicleNumber: 'DL1LAB1234' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('requires a reason to mark a delivery Failed', async () => {
    const d = await createDelivery(t.app, owner);
    const a = await assign(t.app, owner, d._id);
    const noReason = await driverStatus(a.driverToken, { status: 'Failed' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give a reason why the delivery failed');
    const failed = await driverStatus(a.driverToken, { status: 'Failed', reason: 'Consignee shop closed' });
    expect(failed.statusCode).toBe(200);
    const row = (
      await t.app.inject({ method: 'GET', url: `/api/deliveries/${d._id}`, headers: owner.auth })
    ).json().data.delivery;
    expect(row.status.current).toBe('Failed');
    expect(row.status.history.at(-1).note).toBe('Consignee shop closed (driver Ramesh Kumar)');
  });

  it('locks the delivery code after five wrong attempts', async () => {
    const d = await createDelivery(t.app, owner);
    const a = await assign(t.app, owner, d._id);
    for (const s of ['Picked Up', 'In Transit', 'Out for Delivery']) {
      expect((await driverStatus(a.driverToken, { status: s })).statusCode).toBe(200);
    }
    const wrongCode = String((Number(a.tracking.deliveryCode) + 5000) % 10_000).padStart(4, '0');
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await driverStatus(a.driverToken, { status: 'Delivered', code: wrongCode })).statusCode);
    expect(codes).toEqual([422, 422, 422, 422, 429]);
    // Even the right code waits out the lock.
    const locked = await driverStatus(a.driverToken, { status: 'Delivered', code: a.tracking.deliveryCode });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('Too many wrong delivery codes');
  });

  it('serves the public tracking link without personal data, with a ~200 m position, and expires it 48 h after delivery', async () => {
    const d = await createDelivery(t.app, owner);
    const a = await assign(t.app, owner, d._id);
    const url = `/api/public/track/${a.tracking.publicCode}`;
    let res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tracking).toMatchObject({
      deliveryId: d.deliveryId,
      status: 'Scheduled',
      position: null,
      eta: null,
      from: 'Okhla',
      to: 'Bawana',
    });

    const fix = { lat: 28.53123, lon: 77.27149 };
    await osmandGet({ id: a.driverToken, ...fix, timestamp: unix(minutesAgo(1)) });
    res = await t.app.inject({
      method: 'GET',
      url: `/api/public/track/${a.tracking.publicCode.toLowerCase()}`,
    });
    const pub = res.json().data.tracking;
    expect(pub.position.lat).toBeCloseTo(28.532, 6);
    expect(pub.position.lon).toBeCloseTo(77.272, 6);
    expect(Math.abs(pub.position.lat - fix.lat) * 111).toBeLessThan(0.2);
    expect(pub.eta.remainingKm).toBeGreaterThan(0);
    expect(pub.vehicle).toEqual({ number: 'DL 1L AB 1234', driverFirstName: 'Ramesh' });
    expect(pub.codeHint).toContain('4-digit delivery code');
    for (const secret of [
      'Rohit',
      '9811122233',
      '9899001122',
      'Plot 12',
      'Sector 3',
      a.tracking.deliveryCode,
      a.driverToken,
      'Kumar',
      'pricing',
    ]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toContain(String(fix.lat));

    expect((await t.app.inject({ method: 'GET', url: '/api/public/track/ZZZZZZZZZZZZ' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/public/track/nope' })).json().message).toBe(
      'Tracking link not found. Please check the link you received.',
    );

    for (const s of ['Picked Up', 'In Transit', 'Out for Delivery'])
      await driverStatus(a.driverToken, { status: s });
    await driverStatus(a.driverToken, { status: 'Delivered', code: a.tracking.deliveryCode });
    res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tracking.status).toBe('Delivered');
    expect(Date.parse(res.json().data.tracking.expiresAt) - Date.now()).toBeGreaterThan(47 * 3_600_000);

    // Move the delivery's end 49 hours into the past.
    const past = new Date(Date.now() - 49 * 3_600_000).toISOString();
    await t.database.db.execute(sql`
      update deliveries set status_history = jsonb_set(status_history, array[(jsonb_array_length(status_history) - 1)::text, 'at'], to_jsonb(${past}::text))
      where id = ${d._id}`);
    res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({
      success: false,
      message:
        'This tracking link has expired. Tracking links stop working 48 hours after the delivery ends.',
      errors: [],
    });
  });

  describe('server-sent events', () => {
    let baseUrl: string;
    beforeAll(async () => {
      baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('streams a snapshot, then positions, status changes and alert pings to the owner only', async () => {
      const d = await createDelivery(t.app, owner);
      const a = await assign(t.app, owner, d._id);
      expect((await fetch(`${baseUrl}/api/deliveries/${d._id}/events`)).status).toBe(401);
      const foreign = await fetch(`${baseUrl}/api/deliveries/${d._id}/events`, { headers: stranger.auth });
      expect(foreign.status).toBe(404);

      const stream = await openEventStream(`${baseUrl}/api/deliveries/${d._id}/events`, owner.token);
      try {
        expect(stream.status).toBe(200);
        expect(stream.contentType).toContain('text/event-stream');
        const snapshot = await stream.next((e) => e.event === 'snapshot');
        expect(snapshot.data).toMatchObject({
          deliveryId: d.deliveryId,
          driver: { name: 'Ramesh Kumar' },
          position: null,
        });

        const at = minutesAgo(1);
        await osmandGet({ id: a.driverToken, ...NEAR_OKHLA, timestamp: unix(at) });
        const position = await stream.next((e) => e.event === 'position');
        expect(position.data).toMatchObject({
          ...NEAR_OKHLA,
          recordedAt: new Date(unix(at) * 1000).toISOString(),
          isLatest: true,
        });
        expect((position.data as { eta: { remainingKm: number } }).eta.remainingKm).toBeGreaterThan(0);

        await driverStatus(a.driverToken, { status: 'Picked Up' });
        const status = await stream.next((e) => e.event === 'status');
        expect(status.data).toMatchObject({ status: 'Picked Up' });
        await stream.next((e) => e.event === 'alerts');

        await t.app.inject({ method: 'DELETE', url: `/api/deliveries/${d._id}/driver`, headers: owner.auth });
        const driver = await stream.next(
          (e) => e.event === 'driver' && (e.data as { driver: unknown }).driver === null,
        );
        expect(driver.data).toEqual({ driver: null });
      } finally {
        stream.close();
      }
    });

    it("pings the owner's open streams when a new delivery and its alert are stored", async () => {
      const watched = await createDelivery(t.app, owner);
      const stream = await openEventStream(`${baseUrl}/api/deliveries/${watched._id}/events`, owner.token);
      try {
        await stream.next((e) => e.event === 'snapshot');
        const created = await createDelivery(t.app, owner);
        await stream.next((e) => e.event === 'alerts');
        const alerts = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: owner.auth })).json()
          .data.alerts;
        expect(alerts[0]).toMatchObject({ title: DELIVERY_CREATED_TITLE, shipmentId: created.deliveryId });
      } finally {
        stream.close();
      }
    });
  });
});

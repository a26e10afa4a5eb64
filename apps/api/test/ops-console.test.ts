/*
 * The operations console's watch-and-act side (issue 33) on PGlite and PostgreSQL: suspending and restoring an
 * account (its sign-ins end at once, its event stream closes, sign-in is refused with a clear message), an
 * operator's password change, and the dispatch monitor (waiting deliveries, the live fleet, assign through the
 * truck-day rule, re-offer, cancel on the shipper's behalf). Every action has its audit entry.
 */
import { OFFER_MESSAGES, OPS_CONSOLE_MESSAGES } from '@logisaathi/domain';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import { issueSession } from '../src/modules/auth/sessions';
import {
  createTestApp,
  DB_KINDS,
  signInAsOperator,
  signUp,
  totpCode,
  type TestApp,
  type TestOperator,
  type TestUser,
} from './helper';
import { seedReadyPartners } from './partner-seed';
import { openOffers } from './partner-support';
import { BAWANA, createDelivery, NEAR_OKHLA, OKHLA, openEventStream, tomorrowIst } from './tracking-support';

describe.each(DB_KINDS)('operations console actions on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let operator: TestOperator;
  beforeAll(async () => {
    // Greedy dispatch, its sweep far apart: nothing is offered unless a test asks.
    t = await createTestApp(kind, { DISPATCH_POLICY: 'greedy', PARTNER_DISPATCH_INTERVAL_MS: '600000' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    operator = await signInAsOperator(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, user: { auth: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url, headers: user.auth });
  const post = (url: string, user: { auth: Record<string, string> }, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, payload });
  const audit = async (action: string, targetId: string) =>
    (
      (await get(`/api/ops/audit?action=${action}`, operator)).json().data.entries as Array<{
        actorEmail: string;
        targetId: string;
        reason: string | null;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }>
    ).filter((e) => e.targetId === targetId);
  const login = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });

  it('suspends a business: its sign-ins and event stream end at once, sign-in is refused; restoring lets it back', async () => {
    const shipper = await signUp(t.app);
    const other = (await login(shipper)).json();
    const delivery = await createDelivery(t.app, shipper);
    const stream = await openEventStream(`${base}/api/deliveries/${delivery._id}/events`, shipper.token);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'snapshot');

    expect(
      (await post(`/api/ops/accounts/${shipper.id}/suspend`, shipper, { reason: 'Fraud check' })).statusCode,
    ).toBe(403);
    const noReason = await post(`/api/ops/accounts/${shipper.id}/suspend`, operator, { reason: ' x ' });
    expect(noReason.statusCode).toBe(400);
    const suspended = await post(`/api/ops/accounts/${shipper.id}/suspend`, operator, {
      reason: 'Chargebacks under review',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data.account.suspendedReason).toBe('Chargebacks under review');

    // Both sign-ins end at once: access tokens, refresh tokens and the open stream.
    expect((await get('/api/deliveries', shipper)).statusCode).toBe(401);
    expect(
      (await get('/api/deliveries', { auth: { authorization: `Bearer ${other.token}` } })).statusCode,
    ).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: shipper.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    await stream.ended;
    const refused = await login(shipper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OPS_CONSOLE_MESSAGES.accountSuspended);
    const inHindi = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'hi' },
      payload: { email: shipper.email, password: shipper.password },
    });
    expect(inHindi.json().message).toContain('निलंबित');

    const found = (await get(`/api/ops/accounts?q=${encodeURIComponent(shipper.email)}`, operator)).json()
      .data.accounts[0];
    expect(found).toMatchObject({ id: shipper.id, suspendedReason: 'Chargebacks under review' });
    expect(found.suspendedAt).not.toBeNull();
    expect(
      (await post(`/api/ops/accounts/${shipper.id}/suspend`, operator, { reason: 'Again' })).statusCode,
    ).toBe(409);
    const [entry] = await audit('account.suspended', shipper.id);
    expect(entry).toMatchObject({
      actorEmail: operator.email,
      reason: 'Chargebacks under review',
      before: { suspendedAt: null },
    });
    expect(entry!.after).toMatchObject({ suspendedReason: 'Chargebacks under review' });

    const restored = await post(`/api/ops/accounts/${shipper.id}/restore`, operator, {
      reason: 'Cleared by finance',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.account).toEqual({
      id: shipper.id,
      suspendedAt: null,
      suspendedReason: null,
    });
    expect((await login(shipper)).statusCode).toBe(200);
    expect(
      (await post(`/api/ops/accounts/${shipper.id}/restore`, operator, { reason: 'Twice' })).statusCode,
    ).toBe(409);
    const [back] = await audit('account.restored', shipper.id);
    expect(back).toMatchObject({ reason: 'Cleared by finance', after: { suspendedAt: null } });
    expect(back!.before).toMatchObject({ suspendedReason: 'Chargebacks under review' });
  });

  it('suspends a partner: its vehicles go offline and its sign-in ends; operators cannot be suspended here', async () => {
    const [partner] = await seedReadyPartners(t, [NEAR_OKHLA]);
    const res = await post(`/api/ops/accounts/${partner!.id}/suspend`, operator, {
      reason: 'Fake documents',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/partners/vehicles', partner!)).statusCode).toBe(401);
    const online = executeRows<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from partner_vehicles where partner_id = ${partner!.id} and online`,
      ),
    );
    expect(Number(online[0]?.n)).toBe(0);
    expect(
      (await post(`/api/ops/accounts/${operator.id}/suspend`, operator, { reason: 'Not allowed' }))
        .statusCode,
    ).toBe(404);
    expect((await audit('account.suspended', partner!.id))[0]?.reason).toBe('Fake documents');
  });

  it('changes an operator password only with the current password and a fresh code, ending the other sign-ins', async () => {
    // A second sign-in of the same operator (another browser), minted by the app's own session code: a TOTP
    // code serves once per 30-second step, and the test has only the next step to spend.
    const other = await issueSession(t.app, t.database.db, { id: operator.id, role: 'operator' }, 1);
    const change = (currentPassword: string, code: string) =>
      post('/api/ops/auth/password', operator, {
        currentPassword,
        newPassword: 'a-new-long-password-42',
        code,
      });
    const wrong = await change('not-the-password', await totpCode(operator.totpSecret, 1));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(OPS_CONSOLE_MESSAGES.wrongPasswordOrCode);
    const short = await post('/api/ops/auth/password', operator, {
      currentPassword: operator.password,
      newPassword: 'short',
      code: await totpCode(operator.totpSecret, 1),
    });
    expect(short.statusCode).toBe(400);
    const ok = await change(operator.password, await totpCode(operator.totpSecret, 1));
    expect(ok.statusCode, ok.body).toBe(200);
    // This sign-in stays, the other one ends.
    expect((await get('/api/ops/audit', operator)).statusCode).toBe(200);
    expect(
      (await get('/api/ops/audit', { auth: { authorization: `Bearer ${other.tokens.token}` } })).statusCode,
    ).toBe(401);
    const [entry] = await audit('operator.password-changed', operator.id);
    expect(entry).toMatchObject({ actorEmail: operator.email, after: { otherSessionsEnded: true } });
    expect(JSON.stringify(entry)).not.toContain('a-new-long-password-42');
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/ops/auth/sign-in',
      payload: {
        email: operator.email,
        password: operator.password,
        code: await totpCode(operator.totpSecret),
      },
    });
    expect(oldPassword.statusCode).toBe(401);
    const [stored] = executeRows<{ hash: string }>(
      await t.database.db.execute(sql`select password_hash as hash from users where id = ${operator.id}`),
    );
    expect(await argon2.verify(stored!.hash, 'a-new-long-password-42')).toBe(true);
  });

  it('lists deliveries still finding a truck by time left, assigns through the truck-day rule, re-offers and cancels for the shipper', async () => {
    const shipper = await signUp(t.app);
    // Booked while no truck is online: all four wait.
    const [a, b, c] = [
      await createDelivery(t.app, shipper),
      await createDelivery(t.app, shipper),
      await createDelivery(t.app, shipper),
    ];
    const later = await post('/api/deliveries', shipper, {
      pickupAddress: OKHLA,
      deliveryAddress: BAWANA,
      packageType: 'Electronics',
      weight: 12,
      deliveryDate: tomorrowIst(),
      deliveryTime: '15-18',
      customerName: 'Rohit Gupta',
      customerPhone: '9811122233',
      mode: 'regular',
    });
    expect(later.statusCode, later.body).toBe(201);
    const d = later.json().data.delivery;

    expect((await get('/api/ops/dispatch', shipper)).statusCode).toBe(403);
    const listed = (await get('/api/ops/dispatch', operator)).json().data.deliveries as Array<{
      deliveryId: string;
      minutesLeft: number;
      company: string;
      openOffers: number;
      offersMade: number;
    }>;
    const ids = listed.map((w) => w.deliveryId);
    for (const x of [a, b, c, d]) expect(ids).toContain(x.deliveryId);
    // No truck online yet: nobody has been offered anything.
    expect(listed.find((w) => w.deliveryId === b.deliveryId)).toMatchObject({ openOffers: 0, offersMade: 0 });
    expect(ids.indexOf(d.deliveryId)).toBeGreaterThan(ids.indexOf(a.deliveryId));
    const minutes = listed.map((w) => w.minutesLeft);
    expect(minutes).toEqual([...minutes].sort((x, y) => x - y));

    const [p1, p2] = await seedReadyPartners(t, [
      NEAR_OKHLA,
      { lat: NEAR_OKHLA.lat + 0.002, lon: NEAR_OKHLA.lon },
    ]);
    const fleet = (await get('/api/ops/fleet', operator)).json().data.vehicles as Array<{
      id: string;
      partnerId: string;
      online: boolean;
      position: { lat: number; lon: number } | null;
    }>;
    const truck = fleet.find((v) => v.partnerId === p1!.id)!;
    expect(truck).toMatchObject({ online: true, position: NEAR_OKHLA });

    const assign = (id: string, vehicleId: string) =>
      post(`/api/ops/dispatch/${id}/assign`, operator, { vehicleId, reason: 'Shipper called, urgent' });
    const assigned = await assign(a._id, truck.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ deliveryId: a.deliveryId, outcome: 'assigned' });
    const jobs = (await get('/api/partners/jobs', p1!)).json().data.active as Array<{ deliveryId: string }>;
    expect(jobs.map((j) => j.deliveryId)).toEqual([a.deliveryId]);
    // The fleet map shows the truck's unfinished job by its delivery's code and status.
    const carrying = (await get('/api/ops/fleet', operator)).json().data.vehicles as Array<{
      id: string;
      jobs: Array<{ deliveryId: string; status: string }>;
    }>;
    expect(carrying.find((v) => v.id === truck.id)?.jobs).toEqual([
      { deliveryId: a.deliveryId, status: 'Scheduled' },
    ]);
    const alerts = (await get('/api/alerts', shipper)).json().data.alerts as Array<{
      title: string;
      shipmentId: string;
    }>;
    expect(alerts.some((x) => x.title === 'Truck Assigned' && x.shipmentId === a.deliveryId)).toBe(true);
    expect((await audit('dispatch.assigned', a._id))[0]).toMatchObject({
      reason: 'Shipper called, urgent',
      after: { deliveryId: a.deliveryId, vehicleId: truck.id },
    });
    // Okhla -> Bawana and back does not fit the rest of the slot: the same truck cannot take b as well.
    const full = await assign(b._id, truck.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(OFFER_MESSAGES.truckDayFull);
    expect((await assign(a._id, truck.id)).json().message).toBe(OPS_CONSOLE_MESSAGES.deliveryNotWaiting);
    expect((await assign(b._id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
    expect(
      (await get('/api/ops/dispatch', operator))
        .json()
        .data.deliveries.map((w: { deliveryId: string }) => w.deliveryId),
    ).not.toContain(a.deliveryId);

    // Re-offer: the next wave goes out now; the free truck gets it.
    const reoffered = await post(`/api/ops/dispatch/${b._id}/reoffer`, operator, {
      reason: 'Trucks are back online',
    });
    expect(reoffered.statusCode, reoffered.body).toBe(200);
    expect(reoffered.json().data.outcome).toBe('offered');
    expect(reoffered.json().data.offers).toBeGreaterThan(0);
    expect((await openOffers(t.app, p2!)).map((o) => o.deliveryId)).toContain(b.deliveryId);
    // The monitor counts the delivery's offers: the wave just sent is open.
    const monitored = (
      (await get('/api/ops/dispatch', operator)).json().data.deliveries as Array<{
        deliveryId: string;
        openOffers: number;
        offersMade: number;
      }>
    ).find((w) => w.deliveryId === b.deliveryId);
    expect(monitored?.openOffers).toBeGreaterThan(0);
    expect(monitored?.offersMade).toBeGreaterThanOrEqual(monitored?.openOffers ?? 0);
    expect((await audit('dispatch.reoffered', b._id))[0]?.reason).toBe('Trucks are back online');

    // Cancel on the shipper's behalf: the shipper is told in an alert and an outbox message.
    expect((await post(`/api/ops/dispatch/${c._id}/cancel`, operator, {})).statusCode).toBe(400);
    const cancelled = await post(`/api/ops/dispatch/${c._id}/cancel`, operator, {
      reason: 'Duplicate booking',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mine = (await get(`/api/deliveries/${c._id}`, shipper)).json().data.delivery;
    expect(mine.status.current).toBe('Cancelled');
    const told = (await get('/api/alerts', shipper)).json().data.alerts as Array<{
      message: string;
      shipmentId: string;
    }>;
    expect(told.some((x) => x.shipmentId === c.deliveryId && x.message.includes('Duplicate booking'))).toBe(
      true,
    );
    const outbox = executeRows<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from notification_outbox where user_id = ${shipper.id} and event = 'exception' and variables->>'code' = ${c.deliveryId}`,
      ),
    );
    expect(Number(outbox[0]?.n)).toBeGreaterThan(0);
    expect((await audit('dispatch.cancelled', c._id))[0]).toMatchObject({
      reason: 'Duplicate booking',
      before: { status: 'Scheduled' },
      after: { status: 'Cancelled' },
    });
    expect(
      (await post(`/api/ops/dispatch/${c._id}/cancel`, operator, { reason: 'Again please' })).statusCode,
    ).toBe(409);
  });
});

/*
 * Day trades (issue 31) on PGlite and PostgreSQL: two partners' trucks, each holding tomorrow's job at the other's
 * end of Delhi, are asked to swap; nothing moves until both accept, then each truck carries the other's job at the
 * same planned time, the shippers see the new truck, and the partners' job lists follow. A declined pair is not
 * asked again that day; a day that changed under an accepted trade voids it with nothing moved. The trade round runs
 * at the instant the test gives it (its schedule is set far apart); the answers go over HTTP.
 */
import { MS_PER_HOUR as HOUR, TRADE_MESSAGES, type Trade } from '@logisaathi/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import type { createTrackingEvents } from '../src/lib/live-events';
import type { PartnerJobsDeps } from '../src/modules/dispatch/partner-jobs-deps';
import { findTrades, runTradeRound } from '../src/modules/dispatch/trade-round';
import {
  createTestApp,
  DB_KINDS,
  signInAsOperator,
  signUp,
  type TestApp,
  type TestOperator,
  type TestUser,
} from './helper';
import { seedReadyPartners } from './partner-seed';
import { allowEarlyPickup, dispatchDeps } from './partner-support';
import { NEAR_BAWANA, NORTH_JOB as NORTH, SOUTH_JOB as SOUTH } from './crossed-days';
import { createDelivery, NEAR_OKHLA, tomorrowIst } from './tracking-support';

describe.each(DB_KINDS)('day trades on %s', (kind) => {
  let t: TestApp;
  let operator: TestOperator;
  let shipper: TestUser;
  let deps: PartnerJobsDeps;
  let events: ReturnType<typeof createTrackingEvents>;
  beforeAll(async () => {
    // Greedy dispatch with its sweep far apart, and the trade round's schedule too: nothing is offered or traded
    // unless a test asks.
    t = await createTestApp(kind, {
      DISPATCH_POLICY: 'greedy',
      PARTNER_DISPATCH_INTERVAL_MS: '600000',
      DISPATCH_TRADE_INTERVAL_MS: String(24 * 3_600_000),
      // Tomorrow's jobs trade whatever the hour the test runs at; the horizon is tried at given instants below.
      DISPATCH_TRADE_HORIZON_H: '0',
    });
    operator = await signInAsOperator(t.app);
    shipper = await signUp(t.app);
    ({ deps, events } = dispatchDeps(t));
  });
  afterAll(async () => {
    await events.close();
    await t.close();
  });

  const get = (url: string, user: { auth: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url, headers: user.auth });
  const post = (url: string, user: { auth: Record<string, string> }, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });
  const tradesOf = async (partner: TestUser) => {
    const res = await get('/api/partners/trades', partner);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.trades as Trade[];
  };
  const activeJobs = async (partner: TestUser) =>
    (
      (await get('/api/partners/jobs', partner)).json().data.active as Array<{
        id: string;
        deliveryId: string;
      }>
    ).map((j) => j.deliveryId);
  const book = (places: { pickup: string; drop: string }) =>
    createDelivery(t.app, shipper, {
      pickupAddress: places.pickup,
      deliveryAddress: places.drop,
      weight: 40,
      deliveryTime: '9-12',
    });
  const vehicleOf = async (partner: TestUser) =>
    (
      (await get('/api/partners/vehicles', partner)).json().data.vehicles as Array<{
        id: string;
        registrationDisplay: string;
      }>
    )[0]!;
  const assign = async (delivery: { _id: string }, vehicleId: string) => {
    const res = await post(`/api/ops/dispatch/${delivery._id}/assign`, operator, {
      vehicleId,
      reason: 'Test fixture',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setOnline = async (partner: TestUser, online: boolean) => {
    const vehicle = await vehicleOf(partner);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/vehicles/${vehicle.id}/availability`,
      headers: partner.auth,
      payload: { online },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /**
   * A south truck holding a job in the north and a north truck holding one in the south (booked before the trucks
   * are online, so nobody is offered them, then put on the trucks by an operator). Earlier pairs go offline first.
   */
  let earlier: TestUser[] = [];
  const crossedPair = async () => {
    for (const partner of earlier) await setOnline(partner, false);
    const north = await book(NORTH);
    const south = await book(SOUTH);
    const [southPartner, northPartner] = await seedReadyPartners(t, [NEAR_OKHLA, NEAR_BAWANA]);
    earlier = [southPartner!, northPartner!];
    const southTruck = await vehicleOf(southPartner!);
    const northTruck = await vehicleOf(northPartner!);
    await assign(north, southTruck.id);
    await assign(south, northTruck.id);
    return { north, south, southPartner: southPartner!, northPartner: northPartner!, southTruck, northTruck };
  };

  it('moves both jobs once both owners accept; the shippers see the new trucks', async () => {
    const { north, south, southPartner, northPartner, southTruck, northTruck } = await crossedPair();
    expect(await tradesOf(southPartner)).toEqual([]);

    // The pricing on a planning worker thread (as for a large fleet) finds what the round finds in place.
    const offThread = await findTrades(t.config, t.database.db, new Date(), { workerMinTrucks: 0 });
    expect(offThread.rows.map((r) => [r.jobsA, r.jobsB])).toEqual([
      [[expect.any(String)], [expect.any(String)]],
    ]);
    // With a horizon (DISPATCH_TRADE_HORIZON_H) the trade waits until the 9-12 slot is near: not while the gaps it
    // would close are farther ahead than the horizon (the day's bookings may still fill them).
    const now = new Date();
    const toNineAm = Date.parse(`${tomorrowIst()}T09:00:00+05:30`) - now.getTime();
    const withHorizon = (horizonMs: number) => ({
      ...t.config,
      dispatch: { ...t.config.dispatch, trades: { ...t.config.dispatch.trades, horizonMs } },
    });
    expect(
      (await findTrades(withHorizon(toNineAm - HOUR / 2), t.database.db, now, { workerMinTrucks: 0 })).rows,
    ).toEqual([]);
    expect(
      (await findTrades(withHorizon(toNineAm + 3 * HOUR), t.database.db, now, { workerMinTrucks: 0 })).rows,
    ).toHaveLength(1);
    expect(await runTradeRound(deps, new Date())).toEqual({ proposed: 1 });
    const [seenBySouth] = await tradesOf(southPartner);
    const [seenByNorth] = await tradesOf(northPartner);
    expect(seenBySouth).toMatchObject({
      vehicle: { id: southTruck.id },
      gives: [{ deliveryId: north.deliveryId, slot: '9-12', pickupDate: tomorrowIst() }],
      takes: [{ deliveryId: south.deliveryId }],
      accepted: false,
    });
    expect(seenByNorth).toMatchObject({
      id: seenBySouth!.id,
      vehicle: { id: northTruck.id },
      gives: [{ deliveryId: south.deliveryId }],
      takes: [{ deliveryId: north.deliveryId }],
    });
    // Each owner is told outside the app too (a push, unless they chose otherwise).
    const told = executeRows<{ user_id: string; variables: { tradeId: string } }>(
      await t.database.db.execute(
        sql`select user_id, variables from notification_outbox where event = 'trade-proposed' and channel = 'push'`,
      ),
    ).filter((row) => row.variables.tradeId === seenBySouth!.id);
    expect(told.map((row) => row.user_id).sort()).toEqual([southPartner.id, northPartner.id].sort());
    // Both trucks drive far less empty: each stays at its own end of the city.
    expect(seenBySouth!.emptyKm.after).toBeLessThan(seenBySouth!.emptyKm.before - 20);
    expect(seenByNorth!.emptyKm.after).toBeLessThan(seenByNorth!.emptyKm.before - 20);

    // Only the two owners see or answer it.
    const [stranger] = await seedReadyPartners(t, [NEAR_OKHLA]);
    await setOnline(stranger!, false);
    expect(await tradesOf(stranger!)).toEqual([]);
    const strangers = await post(`/api/partners/trades/${seenBySouth!.id}/accept`, stranger!);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().message).toBe(TRADE_MESSAGES.notFound);
    expect((await post(`/api/partners/trades/${seenBySouth!.id}/accept`, shipper)).statusCode).toBe(403);

    const first = await post(`/api/partners/trades/${seenBySouth!.id}/accept`, southPartner);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: TRADE_MESSAGES.accepted, data: { status: 'waiting' } });
    expect((await tradesOf(southPartner))[0]).toMatchObject({ accepted: true });
    // Nothing has moved yet.
    expect(await activeJobs(southPartner)).toEqual([north.deliveryId]);

    const second = await post(`/api/partners/trades/${seenBySouth!.id}/accept`, northPartner);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ message: TRADE_MESSAGES.done, data: { status: 'done' } });
    expect(await activeJobs(southPartner)).toEqual([south.deliveryId]);
    expect(await activeJobs(northPartner)).toEqual([north.deliveryId]);
    expect(await tradesOf(southPartner)).toEqual([]);
    expect(await tradesOf(northPartner)).toEqual([]);

    // The shipper sees the truck that now carries each delivery, told that the pickup time stands.
    const truckOf = async (d: { _id: string }) =>
      (await get(`/api/deliveries/${d._id}/partner`, shipper)).json().data.truck as {
        registrationDisplay: string;
      };
    expect((await truckOf(south)).registrationDisplay).toBe(southTruck.registrationDisplay);
    expect((await truckOf(north)).registrationDisplay).toBe(northTruck.registrationDisplay);
    const alerts = (await get('/api/alerts', shipper)).json().data.alerts as Array<{
      title: string;
      shipmentId: string;
      message: string;
    }>;
    const changed = alerts.find((a) => a.title === 'Truck Changed' && a.shipmentId === south.deliveryId);
    expect(changed?.message).toContain(southTruck.registrationDisplay);

    // The days, now local, are not traded back; the trade is closed.
    expect(await runTradeRound(deps, new Date())).toEqual({ proposed: 0 });
    const again = await post(`/api/partners/trades/${seenBySouth!.id}/accept`, southPartner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TRADE_MESSAGES.notOpen);
  });

  it('closes a declined trade for both owners and does not ask the same two trucks again that day', async () => {
    const { north, southPartner, northPartner } = await crossedPair();
    expect(await runTradeRound(deps, new Date())).toEqual({ proposed: 1 });
    const [trade] = await tradesOf(northPartner);
    const declined = await post(`/api/partners/trades/${trade!.id}/decline`, northPartner);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ message: TRADE_MESSAGES.declined, data: { status: 'declined' } });
    expect(await tradesOf(southPartner)).toEqual([]);
    const late = await post(`/api/partners/trades/${trade!.id}/accept`, southPartner);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(TRADE_MESSAGES.notOpen);
    expect(await runTradeRound(deps, new Date())).toEqual({ proposed: 0 });
    expect(await activeJobs(southPartner)).toEqual([north.deliveryId]);
  });

  it('voids an accepted trade when a job it moves has been picked up meanwhile, moving nothing', async () => {
    const { north, south, southPartner, northPartner } = await crossedPair();
    expect(await runTradeRound(deps, new Date())).toEqual({ proposed: 1 });
    const [trade] = await tradesOf(southPartner);
    expect((await post(`/api/partners/trades/${trade!.id}/accept`, southPartner)).statusCode).toBe(200);

    // The south truck's job in the north is picked up early, with the shipper's consent.
    await allowEarlyPickup(t.app, shipper, north._id);
    const [job] = (await get('/api/partners/jobs', southPartner)).json().data.active as Array<{ id: string }>;
    const picked = await post(`/api/partners/jobs/${job!.id}/status`, southPartner, { status: 'Picked Up' });
    expect(picked.statusCode, picked.body).toBe(200);

    const second = await post(`/api/partners/trades/${trade!.id}/accept`, northPartner);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(TRADE_MESSAGES.changed);
    expect(await activeJobs(southPartner)).toEqual([north.deliveryId]);
    expect(await activeJobs(northPartner)).toEqual([south.deliveryId]);
    expect(await tradesOf(northPartner)).toEqual([]);
  });
});

import { addDaysToIsoDate, istToday } from '@logisaathi/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_DB_KIND, signUp, testAppsInTurn, type TestApp, type TestUser } from './helper';
import { eventually, openOffers } from './partner-support';
import { seedReadyPartners } from './partner-seed';
import { createDelivery, NEAR_OKHLA } from './tracking-support';
import { executeRows } from '../src/db/execute-rows';

/** Connaught Place: about 12 km from the Okhla pickup in a straight line, beyond the first radius below. */
const CONNAUGHT_PLACE = { lat: 28.6315, lon: 77.2167 };

const count = (r: unknown) => Number(executeRows<{ n: number }>(r)[0]?.n);

/** Onboarding is not this file's subject (partners*.test.ts take it through HTTP): ready partners are seeded. */
const partnersAt = seedReadyPartners;

const post = (t: TestApp, user: TestUser, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Who holds an open offer of the delivery now. */
async function offeredTo(t: TestApp, partners: TestUser[], deliveryId: string) {
  const lists = await Promise.all(partners.map((p) => openOffers(t.app, p)));
  return lists.map((list) => list.find((o) => o.deliveryId === deliveryId) ?? null);
}

/** The wave's time is up: the same as PARTNER_OFFER_TTL_MS passing, without waiting for it. */
async function lapse(t: TestApp, deliveryId: string) {
  await t.database.db.execute(
    sql`update partner_offers set expires_at = now() - interval '1 second' where status = 'open' and delivery_row_id = (select id from deliveries where delivery_id = ${deliveryId})`,
  );
}

// One database per kind for the whole file: each group below starts its own app, with its own dispatch settings,
// on emptied tables (testAppsInTurn), instead of paying a new PGlite or PostgreSQL database per group.
describe.each(EVERY_DB_KIND)('dispatch on %s', (kind) => {
  const apps = testAppsInTurn(kind);
  afterAll(async () => {
    await apps.close();
  });

  describe('greedy offer waves', () => {
    let t: TestApp;
    let shipper: TestUser;
    let near: TestUser[];
    let far: TestUser | undefined;
    beforeAll(async () => {
      t = await apps.next({
        DISPATCH_POLICY: 'greedy',
        DISPATCH_WAVE_SIZE: '3',
        DISPATCH_RADII_KM: '5,40',
        PARTNER_DISPATCH_INTERVAL_MS: '50',
      });
      shipper = await signUp(t.app);
      near = await partnersAt(
        t,
        Array.from({ length: 6 }, (_, i) => ({ lat: NEAR_OKHLA.lat + i * 0.002, lon: NEAR_OKHLA.lon })),
      );
      [far] = await partnersAt(t, [CONNAUGHT_PLACE]);
    });
    afterAll(async () => {
      await t.close();
    });

    it('offers the top 3 first, the next 3 when the first wave lapses or is declined, then widens the radius, then re-offers to those who let it lapse', async () => {
      const delivery = await createDelivery(t.app, shipper);
      const first = await eventually(
        () => offeredTo(t, near, delivery.deliveryId),
        (list) => list.filter(Boolean).length === 3,
      );
      const firstWave = first.map((o) => o !== null);
      expect((await offeredTo(t, [far!], delivery.deliveryId))[0]).toBeNull();

      // One declines, two let it lapse: the next three get it, nobody of the first wave has an open offer.
      const decliner = near[firstWave.indexOf(true)]!;
      const declined = first[firstWave.indexOf(true)]!;
      expect(
        (await post(t, decliner, `/api/partners/offers/${declined.id}/decline`, { reason: 'busy' }))
          .statusCode,
      ).toBe(200);
      await lapse(t, delivery.deliveryId);
      const second = await eventually(
        () => offeredTo(t, near, delivery.deliveryId),
        (list) => list.filter(Boolean).length === 3 && list.every((o, i) => (o !== null) !== firstWave[i]),
      );
      expect((await offeredTo(t, [far!], delivery.deliveryId))[0]).toBeNull();

      // The second wave all decline: nobody is left within 5 km, so the search widens to 40 km.
      for (const [i, offer] of second.entries()) {
        if (!offer) continue;
        const res = await post(t, near[i]!, `/api/partners/offers/${offer.id}/decline`, { reason: 'busy' });
        expect(res.statusCode).toBe(200);
      }
      const widened = await eventually(
        () => offeredTo(t, [far!], delivery.deliveryId),
        (list) => list[0] !== null,
      );
      expect(widened[0]).not.toBeNull();
      expect((await offeredTo(t, near, delivery.deliveryId)).filter(Boolean)).toHaveLength(0);

      // Everyone has been offered it: a new round goes to those who let it lapse, never to those who declined.
      await lapse(t, delivery.deliveryId);
      const again = await eventually(
        () => offeredTo(t, [...near, far!], delivery.deliveryId),
        (list) => list.filter(Boolean).length > 0,
      );
      expect(again[near.indexOf(decliner)]).toBeNull();
      for (const [i, offer] of second.entries()) if (offer) expect(again[i]).toBeNull();
      const lapsedFirst = firstWave.map((was, i) => was && near[i] !== decliner);
      expect(again.slice(0, 6).map((o, i) => o !== null && lapsedFirst[i])).toEqual(
        again.slice(0, 6).map((o) => o !== null),
      );
    });

    it('gives the job to the first to accept; the others of the wave get 409 and lose the offer', async () => {
      const delivery = await createDelivery(t.app, shipper);
      const wave = await eventually(
        () => offeredTo(t, near, delivery.deliveryId),
        (list) => list.filter(Boolean).length === 3,
      );
      const holders = wave.flatMap((o, i) => (o ? [{ partner: near[i]!, offer: o }] : []));
      const [winner, ...others] = holders;
      expect(
        (await post(t, winner!.partner, `/api/partners/offers/${winner!.offer.id}/accept`)).statusCode,
      ).toBe(200);
      for (const other of others) {
        const res = await post(t, other.partner, `/api/partners/offers/${other.offer.id}/accept`);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('This job has been taken');
      }
      const after = await offeredTo(t, near, delivery.deliveryId);
      expect(after.filter(Boolean)).toHaveLength(0);
    });
  });

  describe('the accept race', () => {
    let t: TestApp;
    let shipper: TestUser;
    beforeAll(async () => {
      t = await apps.next({ DISPATCH_POLICY: 'greedy', DISPATCH_WAVE_SIZE: '20' });
      shipper = await signUp(t.app);
    });
    afterAll(async () => {
      await t.close();
    });
    const offerFor = async (user: TestUser, deliveryId: string) =>
      (
        await eventually(
          () => openOffers(t.app, user),
          (list) => list.some((o) => o.deliveryId === deliveryId),
        )
      ).find((o) => o.deliveryId === deliveryId)!;

    it('stores exactly one assignment when 20 partners accept the same delivery at once; the others hear 409', async () => {
      const racers = await partnersAt(
        t,
        Array.from({ length: 20 }, (_, i) => ({ lat: NEAR_OKHLA.lat + i * 0.001, lon: NEAR_OKHLA.lon })),
      );
      const contested = await createDelivery(t.app, shipper);
      const offers = await Promise.all(racers.map((p) => offerFor(p, contested.deliveryId)));
      const answers = await Promise.all(
        racers.map((p, i) => post(t, p, `/api/partners/offers/${offers[i]!.id}/accept`)),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json().message).toBe('This job has been taken');
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from partner_jobs j join deliveries d on d.id = j.delivery_row_id where d.delivery_id = ${contested.deliveryId}`,
      );
      const assignments = await t.database.db.execute(
        sql`select count(*)::int as n from driver_assignments a join deliveries d on d.id = a.delivery_row_id where d.delivery_id = ${contested.deliveryId} and a.revoked_at is null`,
      );
      expect(count(rows)).toBe(1);
      expect(count(assignments)).toBe(1);
      // The shipper cannot silently delete what a partner has accepted: cancel first.
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/deliveries/${contested._id}`,
        headers: shipper.auth,
      });
      expect(del.statusCode).toBe(409);
      expect(del.json().message).toBe(
        'A truck partner has accepted this delivery. Cancel it first, then delete it.',
      );
    });
  });

  describe('batch policy', () => {
    let t: TestApp;
    let shipper: TestUser;
    let partners: TestUser[];
    beforeAll(async () => {
      // No backups here: each round's matching alone decides who hears of a delivery.
      t = await apps.next({
        DISPATCH_POLICY: 'batch',
        DISPATCH_BATCH_INTERVAL_MS: '50',
        DISPATCH_BATCH_BACKUPS: '0',
        DISPATCH_URGENT_BACKUPS: '0',
      });
      shipper = await signUp(t.app);
      partners = await partnersAt(t, [NEAR_OKHLA, { lat: NEAR_OKHLA.lat + 0.004, lon: NEAR_OKHLA.lon }]);
    });
    afterAll(async () => {
      await t.close();
    });

    it('matches waiting deliveries and free trucks each round: one offer per delivery, one delivery per truck', async () => {
      const a = await createDelivery(t.app, shipper);
      const b = await createDelivery(t.app, shipper);
      const lists = await eventually(
        () => Promise.all(partners.map((p) => openOffers(t.app, p))),
        (ls) => ls.every((l) => l.length === 1),
      );
      const ids = lists.map((l) => l[0]!.deliveryId).sort();
      expect(ids).toEqual([a.deliveryId, b.deliveryId].sort());
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from partner_offers o join deliveries d on d.id = o.delivery_row_id where d.delivery_id in (${a.deliveryId}, ${b.deliveryId})`,
      );
      expect(count(rows)).toBe(2);
    });
  });

  describe('batch backups', () => {
    let t: TestApp;
    let shipper: TestUser;
    let near: TestUser[];
    let far: TestUser | undefined;
    beforeAll(async () => {
      t = await apps.next({
        DISPATCH_POLICY: 'batch',
        DISPATCH_BATCH_INTERVAL_MS: '50',
        DISPATCH_BATCH_BACKUPS: '1',
        DISPATCH_BATCH_BACKUP_MARGIN_KM: '3',
        DISPATCH_URGENT_BACKUPS: '1',
        DISPATCH_URGENT_BACKUP_MARGIN_KM: '3',
      });
      shipper = await signUp(t.app);
      // Two trucks a few hundred metres apart at the Okhla pickup, one about 12 km away (far beyond the 3 km margin).
      near = await partnersAt(t, [NEAR_OKHLA, { lat: NEAR_OKHLA.lat + 0.003, lon: NEAR_OKHLA.lon }]);
      [far] = await partnersAt(t, [CONNAUGHT_PLACE]);
    });
    afterAll(async () => {
      await t.close();
    });

    it('offers a match to its truck and to one near-equal backup at once; the first to accept wins, the other hears 409', async () => {
      const delivery = await createDelivery(t.app, shipper);
      const offers = await eventually(
        () => offeredTo(t, near, delivery.deliveryId),
        (list) => list.every(Boolean),
      );
      // The far truck is no backup: it costs far more than the matched one.
      expect((await offeredTo(t, [far!], delivery.deliveryId))[0]).toBeNull();
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from partner_offers o join deliveries d on d.id = o.delivery_row_id where d.delivery_id = ${delivery.deliveryId}`,
      );
      expect(count(rows)).toBe(2);
      const [first, second] = [0, 1].map((i) => ({ partner: near[i]!, offer: offers[i]! }));
      expect(
        (await post(t, second!.partner, `/api/partners/offers/${second!.offer.id}/accept`)).statusCode,
      ).toBe(200);
      const late = await post(t, first!.partner, `/api/partners/offers/${first!.offer.id}/accept`);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This job has been taken');
      expect((await offeredTo(t, near, delivery.deliveryId)).filter(Boolean)).toHaveLength(0);
    });
  });

  describe('nobody accepts in time', () => {
    let t: TestApp;
    let shipper: TestUser;
    let near: TestUser;
    beforeAll(async () => {
      // Any slot within 3 days is already past its timeout: the alert comes on the first sweep.
      t = await apps.next({
        DISPATCH_POLICY: 'greedy',
        DISPATCH_TIMEOUT_BEFORE_SLOT_MIN: String(3 * 24 * 60),
        PARTNER_DISPATCH_INTERVAL_MS: '50',
      });
      shipper = await signUp(t.app);
      [near] = (await partnersAt(t, [NEAR_OKHLA])) as [TestUser];
    });
    afterAll(async () => {
      await t.close();
    });
    const view = async (id: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/deliveries/${id}/partner`, headers: shipper.auth })
      ).json().data;
    /** The 'no truck' alerts the shipper has for one shipment. */
    const noTruckAlerts = async (deliveryId: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: shipper.auth });
      const list = res.json().data.alerts as Array<{ title: string; shipmentId: string | null }>;
      return list.filter((a) => a.title === 'No truck has accepted yet' && a.shipmentId === deliveryId)
        .length;
    };
    const timedOut = (delivery: { _id: string }) =>
      eventually(
        () => view(delivery._id),
        (v) => v.dispatch === 'timed-out',
      );

    it('alerts the shipper once and stops offering; keep searching offers it again', async () => {
      const delivery = await createDelivery(t.app, shipper);
      await timedOut(delivery);
      // Sweeps go on every 50 ms: the alert is still raised once.
      await eventually(
        () => noTruckAlerts(delivery.deliveryId),
        (n) => n > 0,
      );
      expect((await offeredTo(t, [near], delivery.deliveryId))[0]).toBeNull();
      const kept = await post(t, shipper, `/api/deliveries/${delivery._id}/dispatch/keep-searching`);
      expect(kept.statusCode).toBe(200);
      expect(kept.json().data.dispatch).toBe('finding');
      const offers = await eventually(
        () => offeredTo(t, [near], delivery.deliveryId),
        (list) => list[0] !== null,
      );
      expect(offers[0]).not.toBeNull();
      // Asked twice: nothing is waiting for a choice any more.
      const again = await post(t, shipper, `/api/deliveries/${delivery._id}/dispatch/keep-searching`);
      expect(again.statusCode).toBe(409);
      expect(await noTruckAlerts(delivery.deliveryId)).toBe(1);
    });

    it('a new slot starts dispatch afresh; cancelling ends it; another shipper gets 404', async () => {
      const moved = await createDelivery(t.app, shipper);
      await timedOut(moved);
      const later = addDaysToIsoDate(istToday(new Date()), 5);
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/deliveries/${moved._id}`,
        headers: shipper.auth,
        payload: { deliveryDate: later, deliveryTime: '12-15' },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await view(moved._id)).dispatch).toBe('finding');

      const cancelled = await createDelivery(t.app, shipper);
      await timedOut(cancelled);
      const stranger = await signUp(t.app);
      expect(
        (await post(t, stranger, `/api/deliveries/${cancelled._id}/dispatch/keep-searching`)).statusCode,
      ).toBe(404);
      const cancel = await t.app.inject({
        method: 'PUT',
        url: `/api/deliveries/${cancelled._id}/status`,
        headers: shipper.auth,
        payload: { status: 'Cancelled' },
      });
      expect(cancel.statusCode).toBe(200);
      expect((await view(cancelled._id)).dispatch).toBe('none');
    });
  });
});

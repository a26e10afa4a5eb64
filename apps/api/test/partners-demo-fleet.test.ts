import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../src/lib/file-storage';
import { demoFleetTickLock } from '../src/modules/demo-fleet/demo-fleet-lock';
import { seedDemoFleet } from '../src/modules/demo-fleet/seed-demo-fleet';
import { EVERY_DB_KIND, signUp, testAppsInTurn, type TestApp, type TestUser } from './helper';
import { eventually, allowEarlyPickup } from './partner-support';
import { createDelivery } from './tracking-support';
import { executeRows } from '../src/db/execute-rows';

const count = (result: unknown) => Number(executeRows<{ n: number }>(result)[0]?.n);

// One database per kind for the file: each group below starts its own app on emptied tables (testAppsInTurn).
describe.each(EVERY_DB_KIND)('demo fleet on %s', (kind) => {
  const apps = testAppsInTurn(kind);
  afterAll(async () => {
    await apps.close();
  });

  describe('with demo data', () => {
    let t: TestApp;
    let shipper: TestUser;
    beforeAll(async () => {
      // Short timers and an unrealistically fast truck, so the whole trip takes a few ticks.
      t = await apps.next({
        DEMO_DATA: 'true',
        DEMO_FLEET_ACCEPT_DELAY_MS: '0',
        DEMO_FLEET_TICK_MS: '20',
        DEMO_FLEET_SPEED_KMH: '1000000',
        PARTNER_DISPATCH_INTERVAL_MS: '20',
        DISPATCH_BATCH_INTERVAL_MS: '20',
      });
      shipper = await signUp(t.app);
    });
    afterAll(async () => {
      await t.close();
    });

    it('carries a newcomer booking all the way to Delivered with a proof of delivery, labelled Demo', async () => {
      const vehicles = await t.database.db.execute(
        sql`select count(*)::int as n from partner_vehicles where is_demo and online`,
      );
      expect(count(vehicles)).toBe(12);
      const delivery = await createDelivery(t.app, shipper);
      const read = () =>
        t.app
          .inject({ method: 'GET', url: `/api/deliveries/${delivery._id}`, headers: shipper.auth })
          .then((r) => r.json().data.delivery);
      // The demo fleet keeps the slot (tomorrow): it takes the job, then waits at the pickup for the slot, and
      // picks up now only because the shipper agrees to an earlier pickup.
      const partnerView = () =>
        t.app
          .inject({ method: 'GET', url: `/api/deliveries/${delivery._id}/partner`, headers: shipper.auth })
          .then((r) => r.json().data);
      const assigned = await eventually(partnerView, (v) => v.dispatch === 'assigned');
      expect(assigned.plan.pickup.against).toBe('inside');
      expect((await read()).status.current).toBe('Scheduled');
      await allowEarlyPickup(t.app, shipper, delivery._id);
      const done = await eventually(read, (d) => d.status.current === 'Delivered');
      expect(done.status.current).toBe('Delivered');
      const view = (
        await t.app.inject({
          method: 'GET',
          url: `/api/deliveries/${delivery._id}/partner`,
          headers: shipper.auth,
        })
      ).json().data;
      expect(view).toMatchObject({
        dispatch: 'assigned',
        truck: { isDemo: true, driverPhone: null },
        proofOfDelivery: { receiverName: 'Rohit Gupta' },
      });
      expect(view.truck.registrationDisplay).toMatch(/^DL 1L DM 90\d\d$/);
      expect(view.proofOfDelivery.photoUrls).toHaveLength(1);
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/deliveries/${delivery._id}/proof.pdf`,
        headers: shipper.auth,
      });
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The shipper's status trail went through every step of the driver flow.
      const history = await t.database.db.execute(
        sql`select status_history from deliveries where id = ${delivery._id}`,
      );
      const rows = executeRows(history) as Array<{
        status_history: Array<{ status: string }>;
      }>;
      expect(rows[0]!.status_history.map((h) => h.status)).toEqual([
        'Scheduled',
        'Picked Up',
        'In Transit',
        'Out for Delivery',
        'Delivered',
      ]);
    });

    it('never runs two ticks at once across processes: a second process skips while a tick holds the lock', async () => {
      // Two processes' locks, on a key of the test's own. PGlite serves one process only: there no lock is needed.
      const key = 0x7e57;
      const first = demoFleetTickLock(t.config.database, t.app.log, key);
      const second = demoFleetTickLock(t.config.database, t.app.log, key);
      const ran: string[] = [];
      let secondRan: boolean | undefined;
      expect(
        await first.runAlone(async () => {
          ran.push('first');
          secondRan = await second.runAlone(async () => {
            ran.push('second');
          });
        }),
      ).toBe(true);
      expect(secondRan).toBe(kind === 'pglite');
      // Once the first tick is over, the next one runs wherever the engine hands it.
      expect(await second.runAlone(async () => ran.push('second again'))).toBe(true);
      expect(ran).toEqual(
        kind === 'pglite' ? ['first', 'second', 'second again'] : ['first', 'second again'],
      );
      await first.release();
      await second.release();
    });

    it('adds the fleet once: a restart on the same database keeps one demo fleet', async () => {
      expect(
        await seedDemoFleet(t.database.db, createLocalFileStorage(t.config.uploadsDir), new Date()),
      ).toBe(false);
      const fleets = await t.database.db.execute(sql`select count(*)::int as n from partners where is_demo`);
      expect(count(fleets)).toBe(1);
    });
  });

  describe('without demo data', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await apps.next({ DEMO_DATA: 'false', PARTNER_DISPATCH_INTERVAL_MS: '20' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('has no demo fleet, and a booking waits for a real truck', async () => {
      const shipper = await signUp(t.app);
      const delivery = await createDelivery(t.app, shipper);
      expect(count(await t.database.db.execute(sql`select count(*)::int as n from partner_vehicles`))).toBe(
        0,
      );
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/deliveries/${delivery._id}/partner`,
        headers: shipper.auth,
      });
      expect(view.json().data).toMatchObject({ dispatch: 'finding', truck: null });
    });
  });
});

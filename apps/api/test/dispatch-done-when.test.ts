import { slotWindow } from '@logisaathi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createTrackingEvents } from '../src/lib/live-events';
import { driveDemoFleet } from '../src/modules/demo-fleet/drive-demo-fleet';
import type { PartnerJobsDeps } from '../src/modules/dispatch/partner-jobs-deps';
import { DB_KINDS, signUp, testAppsInTurn, type TestApp, type TestUser } from './helper';
import { dispatchDeps, eventually } from './partner-support';
import { BAWANA, OKHLA, tomorrowIst } from './tracking-support';

/**
 * Issue 31's "Done when": with the demo fleet on, a booking for tomorrow (as one made at night is: its slot is the
 * next day, more than the evening hour away) gets its truck within the promise, and is picked up inside its slot,
 * never the evening before. The API runs on the real clock; the demo fleet's tick is a plain function of the
 * instant it is given (`driveDemoFleet(deps, now)`), so the test gives it instants inside tomorrow's slot.
 */
describe.each(DB_KINDS)('a night booking for tomorrow with the demo fleet on %s', (kind) => {
  const apps = testAppsInTurn(kind);
  let t: TestApp;
  let shipper: TestUser;
  let deps: PartnerJobsDeps;
  let events: ReturnType<typeof createTrackingEvents>;
  beforeAll(async () => {
    t = await apps.next({
      DEMO_DATA: 'true',
      DEMO_FLEET_ACCEPT_DELAY_MS: '0',
      // The test drives the demo fleet's ticks itself (one driver at a time): the app's own tick runs once at start.
      DEMO_FLEET_TICK_MS: '600000',
      DEMO_FLEET_SPEED_KMH: '1000000',
      PARTNER_DISPATCH_INTERVAL_MS: '20',
      DISPATCH_BATCH_INTERVAL_MS: '20',
    });
    shipper = await signUp(t.app);
    ({ deps, events } = dispatchDeps(t));
  });
  afterAll(async () => {
    await events.close();
    await apps.close();
  });

  it(
    'gets its truck within the promise and is picked up inside the slot, not before',
    { timeout: 300_000 },
    async () => {
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/deliveries',
        headers: shipper.auth,
        payload: {
          pickupAddress: OKHLA,
          deliveryAddress: BAWANA,
          packageType: 'Electronics',
          weight: 40,
          deliveryDate: tomorrowIst(),
          deliveryTime: '9-12',
          customerName: 'Rohit Gupta',
          customerPhone: '9811122233',
          mode: 'regular',
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const delivery = booked.json().data.delivery as { _id: string; createdAt: string };
      const get = (url: string) =>
        t.app.inject({ method: 'GET', url, headers: shipper.auth }).then((r) => r.json().data);
      // The demo drivers accept their offers on their tick (the batch round offers every 20 ms).
      const assigned = await eventually(
        async () => {
          await driveDemoFleet(deps, new Date());
          return get(`/api/deliveries/${delivery._id}/partner`);
        },
        (v) => v.dispatch === 'assigned',
      );
      // Within the promise for a later day (DISPATCH_PROMISE_LATER_DAY_MIN, 30 minutes by default).
      const waitedMs = Date.parse(assigned.truck.assignedAt) - Date.parse(delivery.createdAt);
      expect(waitedMs).toBeLessThanOrEqual(t.config.dispatch.promise.laterDayMs);
      expect(assigned.plan).toMatchObject({ slot: '9-12', pickup: { against: 'inside' } });

      // The demo truck drives to the pickup at once (an unrealistically fast truck) and waits there for the slot:
      // many ticks later, the goods are still waiting.
      const slot = slotWindow(tomorrowIst(), '9-12');
      for (let i = 0; i < 5; i++) await driveDemoFleet(deps, new Date());
      const before = await get(`/api/deliveries/${delivery._id}`);
      expect(before.delivery.status.current).toBe('Scheduled');

      // Inside the slot, the same driver picks up.
      const inSlot = new Date(slot.start.getTime() + 5 * 60_000);
      for (let i = 0; i < 5; i++) await driveDemoFleet(deps, inSlot);
      const after = (await get(`/api/deliveries/${delivery._id}`)).delivery;
      const pickedUp = (after.status.history as Array<{ status: string; at: string }>).find(
        (h) => h.status === 'Picked Up',
      );
      expect(pickedUp).toBeDefined();
      expect(Date.parse(pickedUp!.at)).toBeGreaterThanOrEqual(slot.start.getTime());
      expect(Date.parse(pickedUp!.at)).toBeLessThanOrEqual(slot.end.getTime());
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onwardKm } from '@logisaathi/dispatch';
import { onwardGridAt } from '../src/modules/dispatch/onward-grid';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { createDelivery, NEAR_OKHLA } from './tracking-support';

/** Bawana Industrial Area, where the test bookings drop; nobody picks up there. */
const BAWANA_POINT = { lat: 28.7963, lon: 77.0471 };
const HOUR = 3_600_000;

/** Issue 31: the batch round weighs where a drop leaves a truck by the pickups the API knows of. */
describe.each(DB_KINDS)('the batch round onward grid on %s', (kind) => {
  let t: TestApp;
  let shipper: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    shipper = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is built from the booked pickups and kept for the hour', async () => {
    const now = new Date();
    // No booking yet: no grid, so no onward term.
    expect(await onwardGridAt(t.config, t.database.db, now)).toBeUndefined();

    // Within the same hour the empty answer is kept; the next hour reads the bookings made meanwhile.
    for (let i = 0; i < 3; i++) await createDelivery(t.app, shipper);
    expect(await onwardGridAt(t.config, t.database.db, now)).toBeUndefined();
    const later = new Date(now.getTime() + HOUR);
    const grid = await onwardGridAt(t.config, t.database.db, later);
    expect(grid).toBeDefined();
    // The Okhla pickups are near a truck that unloads in Okhla and far from one that unloads in Bawana.
    expect(onwardKm(grid!, NEAR_OKHLA)).toBeLessThan(2);
    expect(onwardKm(grid!, BAWANA_POINT)).toBeGreaterThan(25);
  });

  it('leaves out cancelled deliveries', async () => {
    const other = await createTestApp(kind);
    try {
      const user = await signUp(other.app);
      const booked = await createDelivery(other.app, user);
      const cancel = await other.app.inject({
        method: 'PUT',
        url: `/api/deliveries/${booked._id}/status`,
        headers: user.auth,
        payload: { status: 'Cancelled' },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await onwardGridAt(other.config, other.database.db, new Date())).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

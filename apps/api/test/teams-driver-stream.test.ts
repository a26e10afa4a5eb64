/*
 * Issue 37: a fleet's driver signed in gets, on the partner event stream, only the offers and jobs of the vehicle
 * they drive; the fleet owner's stream carries the whole fleet. No booking and no dispatch here: the events are
 * published on the live-events channel itself (as any API process publishes them), so every wait is on an event
 * published by the test, each bounded with a message, and every stream is closed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_CHANNEL, userKey } from '../src/lib/live-events';
import { createTestApp, DB_KINDS, type TestApp, type TestUser } from './helper';
import { readyVehicle, signUpPartner } from './partner-support';
import { NEAR_OKHLA, openEventStream, type SseEvent } from './tracking-support';

const WAIT_MS = 15_000;

describe.each(DB_KINDS)("a fleet driver's event stream on %s", (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let fleet: TestUser;
  let driverToken: string;
  let vehicleA: string;
  let vehicleB: string;
  const streams: Array<{ close(): void }> = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fleet = await signUpPartner(t.app);
    const a = await readyVehicle(t.app, fleet, NEAR_OKHLA, { registrationNumber: 'DL01LA2001' });
    const b = await readyVehicle(t.app, fleet, NEAR_OKHLA, { registrationNumber: 'DL01LA2002' });
    vehicleA = a.vehicle.id;
    vehicleB = b.vehicle.id;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: fleet.auth,
      payload: { role: 'driver', driverId: a.driver.id },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = new URL(invited.json().data.link as string).searchParams.get('token') ?? '';
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/team/join/${token}`,
      payload: {
        firstName: 'Ramesh',
        lastName: 'Yadav',
        email: `ramesh.${kind}@yadav.example.in`,
        phone: '9899001122',
        password: 'secret123',
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    driverToken = joined.json().token as string;
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  /** Publishes on the fleet's key as the dispatch and job modules do. */
  const publish = (event: string, data: unknown) =>
    t.database.db.execute(
      sql`select pg_notify(${TRACKING_CHANNEL}, ${JSON.stringify({ key: userKey(fleet.id), event, data })})`,
    );
  const offer = (id: string, vehicleId: string) => ({
    id,
    deliveryId: `LS${id}`,
    vehicle: { id: vehicleId },
  });
  const offerIds = (events: SseEvent[]) =>
    events.filter((e) => e.event === 'offer').map((e) => (e.data as { id: string }).id);

  it("carries only the driver's vehicle's offers; the fleet owner's carries the whole fleet", async () => {
    const driver = await openEventStream(`${baseUrl}/api/partners/stream`, driverToken);
    const owner = await openEventStream(`${baseUrl}/api/partners/stream`, fleet.token);
    streams.push(driver, owner);
    expect([driver.status, owner.status]).toEqual([200, 200]);
    await driver.next((e) => e.event === 'snapshot', WAIT_MS);
    await owner.next((e) => e.event === 'snapshot', WAIT_MS);

    // The other truck's offer, an offer closing and a job change the driver cannot place, then their own offer.
    await publish('offer', offer('B1', vehicleB));
    await publish('offer-closed', { offerId: '0c4b8d1e-1111-4a1b-8c1d-000000000001', status: 'taken' });
    await publish('job', { jobId: '0c4b8d1e-1111-4a1b-8c1d-000000000002' });
    await publish('alerts', {});
    await publish('offer', offer('A1', vehicleA));

    await owner.next((e) => e.event === 'offer' && (e.data as { id: string }).id === 'A1', WAIT_MS);
    await driver.next((e) => e.event === 'offer' && (e.data as { id: string }).id === 'A1', WAIT_MS);
    // Events keep their order, so whatever the driver was to get before A1 has arrived by now.
    expect(offerIds(owner.events)).toEqual(['B1', 'A1']);
    expect(offerIds(driver.events)).toEqual(['A1']);
    // Nothing about a job or an offer it cannot place on the driver's truck; the fleet's alerts ping passes.
    expect(driver.events.map((e) => e.event).filter((e) => e !== 'alerts')).toEqual(['snapshot', 'offer']);
    expect(driver.events.some((e) => e.event === 'alerts')).toBe(true);
  });
});

/*
 * Issue 37: a fleet owner gives a driver a sign-in for the driver record paired with a vehicle; the driver sees and
 * works only that vehicle's jobs and offers, and no earnings or documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@logisaathi/domain';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { eventually, offerFor, readyVehicle, signUpPartner } from './partner-support';
import { createDelivery, NEAR_OKHLA } from './tracking-support';

describe.each(DB_KINDS)('a fleet driver signed in on %s', (kind) => {
  let t: TestApp;
  let fleet: TestUser;
  let shipper: TestUser;
  const drivers: Array<{ vehicleId: string; auth: { authorization: string } }> = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    fleet = await signUpPartner(t.app);
    shipper = await signUp(t.app);
    for (const email of ['ramesh@yadav.example.in', 'mohan@yadav.example.in']) {
      const { vehicle, driver } = await readyVehicle(t.app, fleet, NEAR_OKHLA, {
        registrationNumber: `DL01LA${String(1000 + drivers.length)}`,
      });
      const invited = await t.app.inject({
        method: 'POST',
        url: '/api/team/invitations',
        headers: fleet.auth,
        payload: { role: 'driver', driverId: driver.id },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const token = new URL(invited.json().data.link).searchParams.get('token')!;
      const joined = await t.app.inject({
        method: 'POST',
        url: `/api/team/join/${token}`,
        payload: {
          firstName: 'Ramesh',
          lastName: 'Kumar',
          email,
          phone: '9899001122',
          password: 'secret123',
        },
      });
      expect(joined.statusCode, joined.body).toBe(201);
      expect(joined.json().user).toMatchObject({ role: 'partner', memberRole: 'driver' });
      drivers.push({ vehicleId: vehicle.id, auth: { authorization: `Bearer ${joined.json().token}` } });
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("sees only the assigned vehicle's offers and jobs, and no earnings or documents", async () => {
    const delivery = await createDelivery(t.app, shipper);
    await offerFor(t.app, fleet, delivery.deliveryId);
    const ownerOffers = (
      await t.app.inject({ method: 'GET', url: '/api/partners/offers', headers: fleet.auth })
    ).json().data.offers as Array<{ id: string; deliveryId: string; vehicle: { id: string } }>;
    for (const driver of drivers) {
      const offers = (
        await t.app.inject({ method: 'GET', url: '/api/partners/offers', headers: driver.auth })
      ).json().data.offers as Array<{ vehicle: { id: string } }>;
      expect(offers.length).toBe(ownerOffers.filter((o) => o.vehicle.id === driver.vehicleId).length);
      expect(offers.every((o) => o.vehicle.id === driver.vehicleId)).toBe(true);
    }

    // The driver of the offered vehicle accepts it; the job is theirs to see, not the other driver's.
    const offer = ownerOffers.find((o) => o.deliveryId === delivery.deliveryId)!;
    const mine = drivers.find((d) => d.vehicleId === offer.vehicle.id)!;
    const other = drivers.find((d) => d !== mine)!;
    const notTheirs = await t.app.inject({
      method: 'POST',
      url: `/api/partners/offers/${offer.id}/accept`,
      headers: other.auth,
    });
    expect(notTheirs.statusCode).toBe(404);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/partners/offers/${offer.id}/accept`,
      headers: mine.auth,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const jobId = accepted.json().data.job.id as string;
    const jobsOf = async (auth: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/partners/jobs', headers: auth })).json().data
        .active as Array<{
        id: string;
      }>;
    expect(
      (
        await eventually(
          () => jobsOf(mine.auth),
          (j) => j.length > 0,
        )
      ).map((j) => j.id),
    ).toEqual([jobId]);
    expect(await jobsOf(other.auth)).toEqual([]);
    const otherJob = await t.app.inject({
      method: 'GET',
      url: `/api/partners/jobs/${jobId}`,
      headers: other.auth,
    });
    expect(otherJob.statusCode).toBe(404);
    const ownJob = await t.app.inject({
      method: 'GET',
      url: `/api/partners/jobs/${jobId}`,
      headers: mine.auth,
    });
    expect(ownJob.statusCode).toBe(200);

    // The vehicles list holds only the vehicle they drive, whose position they share; not the other one's.
    const listed = await t.app.inject({ method: 'GET', url: '/api/partners/vehicles', headers: mine.auth });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.vehicles.map((v: { id: string }) => v.id)).toEqual([mine.vehicleId]);
    const report = (vehicleId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/partners/position',
        headers: mine.auth,
        payload: { vehicleId, lat: 28.5355, lon: 77.271 },
      });
    expect((await report(mine.vehicleId)).statusCode).toBe(200);
    expect((await report(other.vehicleId)).statusCode).toBe(400);

    // No earnings, no documents, no fleet management.
    for (const url of [
      '/api/partners/earnings',
      '/api/partners/documents/storage',
      '/api/partners/drivers',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: mine.auth });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(TEAM_MESSAGES.notAllowed);
    }
  }, 120_000);
});

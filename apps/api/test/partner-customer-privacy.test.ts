/*
 * "No unverified partner ever sees a customer's details" (issue 33) on PGlite and PostgreSQL, over HTTP: a
 * partner whose vehicle or driver is not verified (documents not all approved, or one lapsed) gets no offers
 * (list, stream snapshot, accept) and nothing of a customer: no job, no stops, no proof, no consignment note,
 * no planned or pooled addresses; an operator cannot hand it a job either. Once verified again, it sees its job.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signInAsOperator, signUp, type TestApp, type TestUser } from './helper';
import {
  addDriver,
  addVehicle,
  approvedLicence,
  eventually,
  inDays,
  offerFor,
  openOffers,
  readyVehicle,
  signUpPartner,
  uploadDocument,
} from './partner-support';
import { BAWANA, createDelivery, NEAR_OKHLA, OKHLA, openEventStream, tomorrowIst } from './tracking-support';

/** What the shipper typed about its customer: none of it may reach an unverified partner. */
const CUSTOMER = ['Rohit Gupta', '9811122233', 'Plot 12', OKHLA, BAWANA];

describe.each(DB_KINDS)('no customer details to unverified partners on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let shipper: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { PARTNER_DISPATCH_INTERVAL_MS: '50', DISPATCH_BATCH_INTERVAL_MS: '50' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    shipper = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
  const post = (user: TestUser, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });
  const expectNoCustomer = (body: string, where: string) => {
    for (const detail of CUSTOMER) expect(body, `${where} shows '${detail}'`).not.toContain(detail);
  };
  /** A second booking, later the same day, so that the partner holds one job and one open offer. */
  const bookLater = async () => {
    const res = await post(shipper, '/api/deliveries', {
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
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.delivery as { _id: string; deliveryId: string };
  };

  it(
    'withholds offers and every view of a job once the driver’s licence lapses, and gives them back once approved',
    { timeout: 120_000 },
    async () => {
      // Two trucks at the pickup: one carries the first booking, the other is offered the second.
      const partner = await signUpPartner(t.app);
      await readyVehicle(t.app, partner, NEAR_OKHLA);
      await readyVehicle(t.app, partner, { lat: NEAR_OKHLA.lat + 0.002, lon: NEAR_OKHLA.lon });
      const first = await createDelivery(t.app, shipper);
      const accepted = await post(
        partner,
        `/api/partners/offers/${(await offerFor(t.app, partner, first.deliveryId)).id}/accept`,
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      const jobId = accepted.json().data.job.id as string;
      // Verified: the driver sees the customer (the baseline the rest takes away).
      expect((await get(partner, `/api/partners/jobs/${jobId}`)).body).toContain('Rohit Gupta');
      const second = await bookLater();
      const open = await offerFor(t.app, partner, second.deliveryId);

      // The drivers' licences lapse (stored directly: an upload refuses past dates).
      await t.database.db.execute(
        sql`update partner_documents set expires_on = current_date - 1 where partner_id = ${partner.id}::uuid and kind = 'licence'`,
      );

      expect(await openOffers(t.app, partner)).toEqual([]);
      const stream = await openEventStream(`${baseUrl}/api/partners/stream`, partner.token);
      const snapshot = await stream.next((e) => e.event === 'snapshot');
      stream.close();
      expect(snapshot.data).toEqual({ offers: [] });
      const accept = await post(partner, `/api/partners/offers/${open.id}/accept`);
      expect(accept.statusCode).toBe(409);
      expectNoCustomer(accept.body, 'the refused accept');

      const jobs = await get(partner, '/api/partners/jobs');
      expect(jobs.statusCode).toBe(200);
      expect(jobs.json().data.active).toEqual([]);
      expectNoCustomer(jobs.body, 'the job list');
      const hidden = await get(partner, `/api/partners/jobs/${jobId}`);
      expect(hidden.statusCode).toBe(403);
      expect(hidden.json().message).toMatch(
        /^This job is hidden until the documents of its vehicle and driver are approved and in date: This driver's driving licence expired on /,
      );
      for (const [method, url, payload] of [
        ['POST', `/api/partners/jobs/${jobId}/status`, { status: 'Picked Up' }],
        ['POST', `/api/partners/jobs/${jobId}/exception`, { reason: 'refused' }],
        ['GET', `/api/partners/jobs/${jobId}/proof.pdf`, undefined],
        ['GET', `/api/partners/jobs/${jobId}/proof/signature`, undefined],
        ['GET', `/api/billing/partner-jobs/${jobId}`, undefined],
        ['GET', `/api/billing/partner-jobs/${jobId}/consignment-note/pdf`, undefined],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: partner.auth,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expectNoCustomer(res.body, url);
      }
      const plan = await get(partner, `/api/partners/day-plan?date=${tomorrowIst()}`);
      expect(plan.statusCode, plan.body).toBe(200);
      expectNoCustomer(plan.body, 'the day plan');
      const earnings = await get(partner, '/api/partners/earnings');
      expect(earnings.statusCode).toBe(200);
      expectNoCustomer(earnings.body, 'the earnings');

      // A new licence, approved by an operator: the job is the partner's to see again.
      await approvedLicence(t.app, partner, accepted.json().data.job.driver.id);
      const back = await get(partner, `/api/partners/jobs/${jobId}`);
      expect(back.statusCode).toBe(200);
      expect(back.json().data.job.customer).toEqual({ name: 'Rohit Gupta', phone: '9811122233' });
    },
  );

  it('gives a partner whose documents await review no offers, and an operator cannot assign it a job', async () => {
    const partner = await signUpPartner(t.app);
    const vehicle = await addVehicle(t.app, partner);
    for (const k of ['rc', 'insurance', 'puc', 'permit'])
      expect((await uploadDocument(t.app, partner, 'vehicles', vehicle.id, k, inDays(300))).statusCode).toBe(
        201,
      );
    const driver = await addDriver(t.app, partner);
    await uploadDocument(t.app, partner, 'drivers', driver.id, 'licence', inDays(300));
    // Its position is known (the fleet map shows it), but nothing is approved.
    await t.database.db.execute(
      sql`update partner_vehicles set last_lat = ${NEAR_OKHLA.lat}, last_lon = ${NEAR_OKHLA.lon}, last_position_at = now() where id = ${vehicle.id}`,
    );
    const booked = await createDelivery(t.app, shipper);
    const operator = await signInAsOperator(t.app);
    const assign = await post(operator, `/api/ops/dispatch/${booked._id}/assign`, {
      vehicleId: vehicle.id,
      reason: 'Shipper called, urgent',
    });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().message).toMatch(/^This vehicle cannot take jobs right now: .*is awaiting review/);
    // Dispatch has had its rounds meanwhile (the shipper's booking is still finding a truck): nothing here.
    await eventually(
      () => get(shipper, `/api/deliveries/${booked._id}/partner`),
      (res) => res.json().data.dispatch === 'finding',
    );
    expect(await openOffers(t.app, partner)).toEqual([]);
    const jobs = await get(partner, '/api/partners/jobs');
    expect(jobs.json().data).toMatchObject({ active: [], finished: [], pooled: [] });
    expectNoCustomer(jobs.body, 'the job list');
  });
});

import { SLOT_MESSAGES } from '@logisaathi/domain';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDocumentExpiry } from '../src/modules/partners/check-document-expiry';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import {
  addVehicle,
  eventually,
  inDays,
  multipartForm,
  openOffers,
  readyVehicle,
  signUpPartner,
  uploadDocument,
  allowEarlyPickup,
} from './partner-support';
import { createDelivery, NEAR_OKHLA } from './tracking-support';

/** Sonipat: about 45 km from the Okhla pickup, outside the 15 km offer radius. */
const FAR_AWAY = { lat: 28.99, lon: 77.02 };

describe.each(DB_KINDS)('truck partners: offers, jobs, proof and earnings on %s', (kind) => {
  let t: TestApp;
  let shipper: TestUser;
  let stranger: TestUser;
  let near: TestUser;
  let far: TestUser;
  let png: Buffer;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      PARTNER_DISPATCH_INTERVAL_MS: '50',
      DISPATCH_BATCH_INTERVAL_MS: '50',
    });
    shipper = await signUp(t.app);
    stranger = await signUp(t.app);
    near = await signUpPartner(t.app);
    far = await signUpPartner(t.app);
    await readyVehicle(t.app, near, NEAR_OKHLA);
    await readyVehicle(t.app, far, FAR_AWAY);
    png = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    jpeg = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#886644' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
  const post = (user: TestUser, url: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: user.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const offerFor = async (user: TestUser, deliveryId: string) =>
    (
      await eventually(
        () => openOffers(t.app, user),
        (list) => list.some((o) => o.deliveryId === deliveryId),
      )
    ).find((o) => o.deliveryId === deliveryId)!;
  const proofForm = (
    fields: Record<string, string>,
    files: Array<{ field: string; data: Uint8Array; name: string }>,
  ) => multipartForm({ receiverName: 'Anil Mehta', lat: '28.84', lon: '77.05', ...fields }, files);
  const sendProof = async (user: TestUser, jobId: string, body: Awaited<ReturnType<typeof multipartForm>>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/partners/jobs/${jobId}/proof`,
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });

  let jobId = '';
  let delivery: { _id: string; deliveryId: string };

  it('offers a regular booking to a nearby suitable vehicle only, showing areas but never the address or phone', async () => {
    delivery = await createDelivery(t.app, shipper);
    const offer = await offerFor(near, delivery.deliveryId);
    const body = JSON.stringify(offer);
    expect(body).not.toContain('Plot 12');
    expect(body).not.toContain('9811122233');
    expect(offer).toMatchObject({
      pickupArea: expect.stringContaining('Okhla'),
      weightKg: 12,
      packageType: 'Electronics',
    });
    const deliveryRes = await get(shipper, `/api/deliveries/${delivery._id}`);
    const total = deliveryRes.json().data.delivery.pricing.totalCost as number;
    expect(offer.earning).toEqual({
      farePaise: total * 100,
      commissionPercent: 10,
      commissionPaise: Math.round(total * 10),
      netPaise: total * 100 - Math.round(total * 10),
    });
    expect((await openOffers(t.app, far)).some((o) => o.deliveryId === delivery.deliveryId)).toBe(false);
    const view = await get(shipper, `/api/deliveries/${delivery._id}/partner`);
    expect(view.json().data).toMatchObject({ dispatch: 'finding', truck: null });
  });

  it('gives the job to the partner who accepts, with the stops and the customer phone; the shipper sees the truck', async () => {
    const offer = await offerFor(near, delivery.deliveryId);
    const res = await post(near, `/api/partners/offers/${offer.id}/accept`);
    expect(res.statusCode).toBe(200);
    const job = res.json().data.job;
    jobId = job.id;
    expect(job).toMatchObject({
      status: 'Scheduled',
      nextStatuses: ['Picked Up'],
      customer: { name: 'Rohit Gupta', phone: '9811122233' },
    });
    expect(job.stops.map((s: { kind: string }) => s.kind)).toEqual(['pickup', 'drop']);
    expect(job.stops[0].address).toContain('Plot 12');
    expect(job.stops[0].geoUrl).toMatch(/^geo:28\.\d+,77\.\d+\?q=/);
    expect(job.stops[1].directionsUrl).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/directions\?engine=fossgis_osrm_car&route=/,
    );
    const again = await post(near, `/api/partners/offers/${offer.id}/accept`);
    expect(again.statusCode).toBe(409);
    const view = (await get(shipper, `/api/deliveries/${delivery._id}/partner`)).json().data;
    expect(view.dispatch).toBe('assigned');
    expect(view.truck).toMatchObject({
      bodyType: 'Tata 407',
      driverFirstName: 'Ramesh',
      driverPhone: '9899001122',
      isDemo: false,
    });
    expect(view.truck.registrationDisplay).toMatch(/^HR \d{2} [A-Z]{2} \d{4}$/);
    // The shipper's live tracking shows the partner's driver, as for its own drivers.
    const tracking = (await get(shipper, `/api/deliveries/${delivery._id}/tracking`)).json().data;
    expect(tracking.driver).toMatchObject({ name: 'Ramesh Kumar', phone: '9899001122' });
  });

  it('keeps each side to its own records (404)', async () => {
    expect((await get(stranger, `/api/deliveries/${delivery._id}/partner`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/deliveries/${delivery._id}/proof.pdf`)).statusCode).toBe(404);
    expect((await get(far, `/api/partners/jobs/${jobId}`)).statusCode).toBe(404);
    expect((await post(far, `/api/partners/jobs/${jobId}/status`, { status: 'Picked Up' })).statusCode).toBe(
      404,
    );
    expect((await get(far, '/api/partners/jobs')).json().data).toEqual({
      active: [],
      finished: [],
      pooled: [],
    });
    expect((await get(near, `/api/deliveries/${delivery._id}/partner`)).statusCode).toBe(403);
    expect((await get(shipper, `/api/partners/jobs/${jobId}`)).statusCode).toBe(403);
    // The partner's driver keeps the delivery: the business cannot swap in its own driver underneath.
    const own = await post(shipper, `/api/deliveries/${delivery._id}/driver`, {
      name: 'Own Driver',
      phone: '9899001122',
      vehicleNumber: 'DL 1C AA 1111',
    });
    expect(own.statusCode).toBe(409);
  });

  it('feeds the driver page positions into live tracking while the job runs', async () => {
    const vehicles = (await get(near, '/api/partners/vehicles')).json().data.vehicles;
    const res = await post(near, '/api/partners/position', {
      vehicleId: vehicles[0].id,
      lat: 28.532,
      lon: 77.271,
    });
    expect(res.json().data).toEqual({ tracking: 'stored', message: null, flag: null });
    const tracking = (await get(shipper, `/api/deliveries/${delivery._id}/tracking`)).json().data;
    expect(tracking.position).toMatchObject({ lat: 28.532, lon: 77.271 });
    const other = await post(far, '/api/partners/position', {
      vehicleId: vehicles[0].id,
      lat: 28.5,
      lon: 77.2,
    });
    expect(other.statusCode).toBe(404);
  });

  it('moves the job through the driver flow and completes it only with a valid proof of delivery', async () => {
    // Slot discipline: the booking is for tomorrow, so Picked Up waits for the slot unless the shipper agrees.
    const early = await post(near, `/api/partners/jobs/${jobId}/status`, { status: 'Picked Up' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SLOT_MESSAGES.beforeSlot);
    expect((await get(near, `/api/partners/jobs/${jobId}`)).json().data.job.pickupBlocked).toBe(
      SLOT_MESSAGES.beforeSlot,
    );
    await allowEarlyPickup(t.app, shipper, delivery._id);
    for (const status of ['Picked Up', 'In Transit']) {
      expect((await post(near, `/api/partners/jobs/${jobId}/status`, { status })).statusCode).toBe(200);
    }
    const skip = await post(near, `/api/partners/jobs/${jobId}/status`, { status: 'Picked Up' });
    expect(skip.statusCode).toBe(409);
    expect(
      (await post(near, `/api/partners/jobs/${jobId}/status`, { status: 'Out for Delivery' })).json().data.job
        .nextStatuses,
    ).toEqual([]);
    const code = (await get(shipper, `/api/deliveries/${delivery._id}/tracking`)).json().data
      .deliveryCode as string;
    const wrong = code === '0000' ? '1111' : '0000';

    const badCode = await sendProof(
      near,
      jobId,
      await proofForm({ code: wrong }, [{ field: 'signature', data: png, name: 's.png' }]),
    );
    expect(badCode.statusCode).toBe(422);
    const jpegSignature = await sendProof(
      near,
      jobId,
      await proofForm({ code }, [{ field: 'signature', data: jpeg, name: 's.png' }]),
    );
    expect(jpegSignature.statusCode).toBe(415);
    expect(jpegSignature.json().message).toBe('The signature must be a PNG image');
    const fakePhoto = await sendProof(
      near,
      jobId,
      await proofForm({ code }, [
        { field: 'signature', data: png, name: 's.png' },
        { field: 'photos', data: Buffer.from('<html>not a photo</html>'), name: 'p.jpg' },
      ]),
    );
    expect(fakePhoto.statusCode).toBe(415);
    const fourPhotos = await sendProof(
      near,
      jobId,
      await proofForm({ code }, [
        { field: 'signature', data: png, name: 's.png' },
        ...[1, 2, 3, 4].map((n) => ({ field: 'photos', data: jpeg, name: `p${n}.jpg` })),
      ]),
    );
    expect(fourPhotos.statusCode).toBe(400);
    const huge = await sendProof(
      near,
      jobId,
      await proofForm({ code }, [
        { field: 'signature', data: png, name: 's.png' },
        { field: 'photos', data: Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024)]), name: 'big.jpg' },
      ]),
    );
    expect(huge.statusCode).toBe(413);
    const noSignature = await sendProof(near, jobId, await proofForm({ code }, []));
    expect(noSignature.statusCode).toBe(400);
    expect((await get(near, `/api/partners/jobs/${jobId}`)).json().data.job).toMatchObject({
      status: 'Out for Delivery',
      proofOfDelivery: null,
    });

    const done = await sendProof(
      near,
      jobId,
      await proofForm({ code }, [
        { field: 'signature', data: png, name: 's.png' },
        { field: 'photos', data: jpeg, name: 'p1.jpg' },
      ]),
    );
    expect(done.statusCode).toBe(200);
    const job = done.json().data.job;
    expect(job).toMatchObject({
      status: 'Delivered',
      proofOfDelivery: { receiverName: 'Anil Mehta', lat: 28.84, lon: 77.05 },
    });
    expect(job.proofOfDelivery.photoUrls).toHaveLength(1);
    expect(job.completedAt).not.toBeNull();

    const view = (await get(shipper, `/api/deliveries/${delivery._id}/partner`)).json().data;
    expect(view.truck.driverPhone).toBeNull();
    expect(view.proofOfDelivery.receiverName).toBe('Anil Mehta');
    expect(view.canRate).toBe(true);
    const signature = await get(shipper, `/api/deliveries/${delivery._id}/proof/signature`);
    expect(signature.headers['content-type']).toBe('image/png');
    // What is kept is the decoded picture encoded afresh (issue 30), never the uploaded bytes.
    expect(await sharp(signature.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 60,
      height: 30,
    });
    const photo = await get(shipper, `/api/deliveries/${delivery._id}/proof/photos/1`);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 60, height: 30 });
    const pdf = await get(shipper, `/api/deliveries/${delivery._id}/proof.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(png.length + jpeg.length);
  });

  it('pays the trip into the weekly statement: fare, 10 % commission and net in paise, also as CSV', async () => {
    const total = (await get(shipper, `/api/deliveries/${delivery._id}`)).json().data.delivery.pricing
      .totalCost as number;
    const statement = (await get(near, '/api/partners/earnings')).json().data.statement;
    expect(statement.trips).toHaveLength(1);
    const commission = Math.round(total * 10);
    expect(statement.trips[0]).toMatchObject({
      deliveryId: delivery.deliveryId,
      farePaise: total * 100,
      commissionPercent: 10,
      commissionPaise: commission,
      netPaise: total * 100 - commission,
    });
    expect(statement.totals).toEqual({
      trips: 1,
      farePaise: total * 100,
      commissionPaise: commission,
      netPaise: total * 100 - commission,
    });
    const csv = await get(near, '/api/partners/earnings.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`${delivery.deliveryId},`);
    expect(csv.body).toContain(`${total.toFixed(2)},10,${(commission / 100).toFixed(2)}`);
    expect((await get(far, '/api/partners/earnings')).json().data.statement.trips).toEqual([]);
    expect((await get(near, '/api/partners/earnings?week=2026-11-24')).statusCode).toBe(400);
  });

  it('takes one rating each way after delivery and shows the real average on the vehicle', async () => {
    const rate = await post(shipper, `/api/deliveries/${delivery._id}/rating`, {
      score: 4,
      tags: ['on_time', 'polite'],
    });
    expect(rate.statusCode).toBe(200);
    expect(rate.json().data).toMatchObject({
      canRate: false,
      myRating: { score: 4, tags: ['on_time', 'polite'] },
      truck: { rating: { average: 4, count: 1 } },
    });
    expect((await post(shipper, `/api/deliveries/${delivery._id}/rating`, { score: 5 })).statusCode).toBe(
      409,
    );
    expect((await post(shipper, `/api/deliveries/${delivery._id}/rating`, { score: 9 })).statusCode).toBe(
      400,
    );
    const vehicles = (await get(near, '/api/partners/vehicles')).json().data.vehicles;
    expect(vehicles[0].rating).toEqual({ average: 4, count: 1 });
    expect(
      (await post(near, `/api/partners/jobs/${jobId}/rating`, { score: 5, tags: ['ready_on_time'] }))
        .statusCode,
    ).toBe(200);
    expect((await get(near, `/api/partners/jobs/${jobId}`)).json().data.job.shipperRatingGiven).toBe(true);
  });

  it("puts a partner's own vehicle in the pool, and the card shows its real rating with the count", async () => {
    const vehicle = (await get(near, '/api/partners/vehicles')).json().data.vehicles[0];
    const truck = {
      companyName: 'Yadav Roadways',
      truckType: 'Tata 407',
      capacity: 2.5,
      pickupLocation: 'Okhla Industrial Area Phase 2',
      deliveryLocation: 'Bawana Industrial Area',
      departureDate: inDays(1),
      departureTime: '15-18',
      costPerKm: 30,
      contactPerson: 'Suresh Yadav',
      contactPhone: '9812345678',
    };
    expect((await post(near, '/api/shared-trucks', truck)).json().errors).toContainEqual({
      field: 'vehicleId',
      msg: 'Choose which of your vehicles to offer',
    });
    expect((await post(far, '/api/shared-trucks', { ...truck, vehicleId: vehicle.id })).statusCode).toBe(404);
    expect(
      (
        await post(near, '/api/shared-trucks', { ...truck, vehicleId: vehicle.id, truckType: 'Tata 709' })
      ).json().errors,
    ).toContainEqual({ field: 'truckType', msg: 'This vehicle is listed as Tata 407' });
    expect(
      (await post(near, '/api/shared-trucks', { ...truck, vehicleId: vehicle.id, capacity: 3 })).statusCode,
    ).toBe(400);
    // A vehicle without its insurance, PUC, permit and RC on file cannot take pool slots either.
    const fleet = await signUpPartner(t.app);
    const bare = await addVehicle(t.app, fleet);
    const refused = await post(fleet, '/api/shared-trucks', { ...truck, vehicleId: bare.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This vehicle cannot take jobs: /);
    const added = await post(near, '/api/shared-trucks', { ...truck, vehicleId: vehicle.id });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.truck.vehicleId).toBe(vehicle.id);
    const pool = (await get(shipper, '/api/shared-trucks')).json().data;
    const card = pool.matches.find((c: { id: string }) => c.id === added.json().data.truck.id);
    expect(card).toMatchObject({ rating: 4, ratingCount: 1 });
  });

  it('turns an exception into a Failed delivery with its reason, alerting the shipper', async () => {
    const second = await createDelivery(t.app, shipper);
    const offer = await offerFor(near, second.deliveryId);
    const accepted = await post(near, `/api/partners/offers/${offer.id}/accept`);
    const id = accepted.json().data.job.id as string;
    const res = await post(near, `/api/partners/jobs/${id}/exception`, {
      reason: 'customer_unavailable',
      note: 'Shop shut at 2 pm',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.job).toMatchObject({
      status: 'Failed',
      exception: { reason: 'customer_unavailable', label: 'Customer unavailable', note: 'Shop shut at 2 pm' },
    });
    expect((await get(shipper, `/api/deliveries/${second._id}`)).json().data.delivery.status.current).toBe(
      'Failed',
    );
    const alerts = (await get(shipper, '/api/alerts')).json().data.alerts as Array<{ message: string }>;
    expect(alerts.some((a) => a.message.includes('Customer unavailable: Shop shut at 2 pm'))).toBe(true);
    expect((await get(shipper, `/api/deliveries/${second._id}/partner`)).json().data.exception).toEqual({
      reason: 'customer_unavailable',
      label: 'Customer unavailable',
      note: 'Shop shut at 2 pm',
    });
    expect((await post(near, `/api/partners/jobs/${id}/exception`, { reason: 'refused' })).statusCode).toBe(
      409,
    );
    expect((await post(near, `/api/partners/jobs/${id}/exception`, { reason: 'lost' })).statusCode).toBe(400);
  });

  it('refuses an expired offer and a declined one (409), and offers a waiting delivery again when a truck comes online', async () => {
    const third = await createDelivery(t.app, shipper);
    const offer = await offerFor(near, third.deliveryId);
    await t.database.db.execute(
      sql`update partner_offers set expires_at = now() - interval '1 second' where id = ${offer.id}`,
    );
    const late = await post(near, `/api/partners/offers/${offer.id}/accept`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This offer has expired');
    // The sweep offers it again (same vehicle: it did not decline); now decline it.
    const again = await eventually(
      () => openOffers(t.app, near),
      (list) => list.some((o) => o.deliveryId === third.deliveryId && o.id !== offer.id),
    );
    const fresh = again.find((o) => o.deliveryId === third.deliveryId)!;
    expect(
      (await post(near, `/api/partners/offers/${fresh.id}/decline`, { reason: 'other' })).statusCode,
    ).toBe(400);
    expect(
      (await post(near, `/api/partners/offers/${fresh.id}/decline`, { reason: 'busy' })).statusCode,
    ).toBe(200);
    expect((await post(near, `/api/partners/offers/${fresh.id}/accept`)).statusCode).toBe(409);
    // Nobody else is near: the delivery keeps 'finding a truck' until a new partner comes online nearby.
    expect((await get(shipper, `/api/deliveries/${third._id}/partner`)).json().data.dispatch).toBe('finding');
    const newcomer = await signUpPartner(t.app);
    await readyVehicle(t.app, newcomer, NEAR_OKHLA);
    const taken = await offerFor(newcomer, third.deliveryId);
    expect((await post(newcomer, `/api/partners/offers/${taken.id}/accept`)).statusCode).toBe(200);
    expect((await openOffers(t.app, near)).some((o) => o.deliveryId === third.deliveryId)).toBe(false);
  });

  it('withdraws the offers of a delivery the shipper cancels', async () => {
    const fourth = await createDelivery(t.app, shipper);
    const offer = await offerFor(near, fourth.deliveryId);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/deliveries/${fourth._id}/status`,
      headers: shipper.auth,
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    await eventually(
      () => openOffers(t.app, near),
      (list) => !list.some((o) => o.id === offer.id),
    );
    const late = await post(near, `/api/partners/offers/${offer.id}/accept`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This offer is no longer open');
  });

  it('alerts a partner 15 days and 1 day before a document expires, each alert once', async () => {
    const partner = await signUpPartner(t.app);
    const vehicle = await addVehicle(t.app, partner);
    await uploadDocument(t.app, partner, 'vehicles', vehicle.id, 'puc', inDays(400));
    // An older copy expiring sooner is not alerted about: the latest upload of a kind counts.
    await uploadDocument(t.app, partner, 'vehicles', vehicle.id, 'puc', inDays(3));
    const insurance = await uploadDocument(t.app, partner, 'vehicles', vehicle.id, 'insurance', inDays(10));
    expect(insurance.statusCode).toBe(201);
    const now = new Date();
    const expiring = () =>
      get(partner, '/api/alerts').then((r) =>
        (r.json().data.alerts as Array<{ title: string; message: string }>).filter(
          (a) => a.title === 'Document Expiring',
        ),
      );
    await checkDocumentExpiry(t.database.db, now);
    await checkDocumentExpiry(t.database.db, now);
    const first = await expiring();
    expect(first).toHaveLength(1);
    expect(first[0]!.message).toContain('Insurance of HR');
    expect(first[0]!.message).toContain('within 15 days');
    // Nine days later it is due tomorrow: the 1-day alert, once.
    const later = new Date(now.getTime() + 9 * 86_400_000);
    await checkDocumentExpiry(t.database.db, later);
    await checkDocumentExpiry(t.database.db, later);
    const second = await expiring();
    expect(second).toHaveLength(2);
    expect(second.some((a) => a.message.includes('tomorrow or today'))).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istToday, OFFER_MESSAGES, SLOT_MESSAGES } from '@logisaathi/domain';
import { NO_TRUCK_TITLE } from '../src/modules/dispatch/dispatch-timeout';
import { createTestApp, EVERY_DB_KIND, signUp, type TestApp, type TestUser } from './helper';
import {
  allowEarlyPickup,
  eventually,
  inDays,
  offerFor,
  readyVehicle,
  signUpPartner,
} from './partner-support';
import { createDelivery, NEAR_OKHLA, OKHLA } from './tracking-support';

/** Issue 31: a truck's day is one truth, the pickup keeps the slot and the e-way bill, the shipper gets a promise. */
describe.each(EVERY_DB_KIND)('dispatch that keeps its promises on %s', (kind) => {
  let t: TestApp;
  let shipper: TestUser;
  let partner: TestUser;
  beforeAll(async () => {
    // Greedy waves offer a truck every delivery it could take, so one truck holds two offers of one slot.
    t = await createTestApp(kind, { DISPATCH_POLICY: 'greedy', PARTNER_DISPATCH_INTERVAL_MS: '50' });
    shipper = await signUp(t.app);
    partner = await signUpPartner(t.app);
    await readyVehicle(t.app, partner, NEAR_OKHLA);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
  const call = (user: TestUser, method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

  it('lets one truck accept only one of two same-slot jobs it cannot both do, however the taps race', async () => {
    // Okhla -> Bawana and back is longer than the rest of a 3-hour slot.
    const a = await createDelivery(t.app, shipper);
    const b = await createDelivery(t.app, shipper);
    const [offerA, offerB] = [
      await offerFor(t.app, partner, a.deliveryId),
      await offerFor(t.app, partner, b.deliveryId),
    ];
    const answers = await Promise.all([
      call(partner, 'POST', `/api/partners/offers/${offerA.id}/accept`),
      call(partner, 'POST', `/api/partners/offers/${offerB.id}/accept`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(OFFER_MESSAGES.truckDayFull);
    const jobs = (await get(partner, '/api/partners/jobs')).json().data.active as unknown[];
    expect(jobs).toHaveLength(1);
    // The winner's plan is shown to its shipper against the slot.
    const won = answers.findIndex((r) => r.statusCode === 200) === 0 ? a : b;
    const view = (await get(shipper, `/api/deliveries/${won._id}/partner`)).json().data;
    expect(view.plan).toMatchObject({ slot: '12-15', pickup: { against: 'inside' } });
    expect(view.earlyPickup).toEqual({ agreedAt: null, canAgree: true });
  });

  it('takes the pickup contact from the saved place, and holds Picked Up for the slot and the e-way bill number', async () => {
    // The first truck's day ends at Bawana, far from here: another partner's truck takes this one.
    const partner = await signUpPartner(t.app);
    await readyVehicle(t.app, partner, NEAR_OKHLA);
    const place = await call(shipper, 'POST', '/api/places', {
      label: 'Godown',
      address: OKHLA,
      contactName: 'Mohan (godown)',
      contactPhone: '9811022334',
      lat: 28.5302,
      lon: 77.2711,
    });
    expect(place.statusCode, place.body).toBe(201);
    const booked = await call(shipper, 'POST', '/api/deliveries', {
      pickupAddress: OKHLA,
      pickupPlaceId: place.json().data.place.id,
      deliveryAddress: 'C-56, Sector 62, Noida 201301',
      packageType: 'Electronics',
      weight: 120,
      deliveryDate: inDays(2),
      deliveryTime: '12-15',
      customerName: 'Noida Retail Pvt Ltd',
      customerPhone: '9811122233',
      mode: 'regular',
      goodsInvoice: {
        invoiceNumber: 'INV/26-27/0042',
        invoiceDate: istToday(new Date()),
        invoiceValue: 75000,
        hsnCode: '8471',
        description: 'Laptops in cartons',
        gstRate: '18',
        quantity: 10,
        qtyUnit: 'BOX',
        pickupPincode: '110020',
        deliveryPincode: '201301',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const d = booked.json().data.delivery as { _id: string; deliveryId: string };
    const offer = await offerFor(t.app, partner, d.deliveryId);
    const accepted = await call(partner, 'POST', `/api/partners/offers/${offer.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const job = accepted.json().data.job;
    expect(job.stops[0]).toMatchObject({ contactPerson: 'Mohan (godown)', contactPhone: '9811022334' });
    expect(job.stops[1]).toMatchObject({ contactPerson: 'Noida Retail Pvt Ltd' });

    // The shipper is alerted to enter the e-way bill number when the truck is assigned.
    const alerts = (await get(shipper, '/api/alerts')).json().data.alerts as Array<{
      title: string;
      message: string;
    }>;
    expect(alerts.some((x) => x.title === SLOT_MESSAGES.ewayTitle && x.message.includes(d.deliveryId))).toBe(
      true,
    );

    const pickUp = () =>
      call(partner, 'POST', `/api/partners/jobs/${job.id}/status`, { status: 'Picked Up' });
    expect((await pickUp()).json().message).toBe(SLOT_MESSAGES.beforeSlot);
    await allowEarlyPickup(t.app, shipper, d._id);
    const blocked = await pickUp();
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(SLOT_MESSAGES.ewayBillMissing);
    expect((await get(partner, `/api/partners/jobs/${job.id}`)).json().data.job.pickupBlocked).toBe(
      SLOT_MESSAGES.ewayBillMissing,
    );
    const number = await call(shipper, 'PUT', `/api/deliveries/${d._id}/eway-bill/number`, {
      ewbNumber: '551000123456',
      generatedOn: istToday(new Date()),
    });
    expect(number.statusCode, number.body).toBe(200);
    expect((await pickUp()).statusCode).toBe(200);

    // Positions the partner sends while the goods travel reach the shipper's tracking.
    for (const status of ['In Transit', 'Out for Delivery'])
      expect(
        (await call(partner, 'POST', `/api/partners/jobs/${job.id}/status`, { status })).statusCode,
      ).toBe(200);
    const vehicles = (await get(partner, '/api/partners/vehicles')).json().data.vehicles;
    // A plausible next fix: about a metre from the last one, seconds later (the position rule refuses a jump).
    const next = { lat: NEAR_OKHLA.lat + 0.00001, lon: NEAR_OKHLA.lon };
    const sent = await call(partner, 'POST', '/api/partners/position', { vehicleId: vehicles[0].id, ...next });
    expect(sent.json().data.tracking, sent.body).toBe('stored');
    const tracking = (await get(shipper, `/api/deliveries/${d._id}/tracking`)).json().data;
    expect(tracking.position).toMatchObject(next);
  });
});

describe.each(EVERY_DB_KIND)('the promise to the shipper on %s', (kind) => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });
  it('gives the shipper the no-truck choices when the promise runs out, with no truck online', async () => {
    t = await createTestApp(kind, {
      PARTNER_DISPATCH_INTERVAL_MS: '50',
      DISPATCH_PROMISE_LATER_DAY_MIN: '0.05',
    });
    const shipper = await signUp(t.app);
    const d = await createDelivery(t.app, shipper);
    const view = await eventually(
      async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/deliveries/${d._id}/partner`,
            headers: shipper.auth,
          })
        ).json().data,
      (v) => v.dispatch === 'timed-out',
    );
    expect(view.promiseBy).toBeNull();
    const alerts = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: shipper.auth })).json()
      .data.alerts as Array<{ title: string; message: string }>;
    expect(alerts.find((a) => a.title === NO_TRUCK_TITLE)?.message).toBe(
      `No truck partner has accepted shipment ${d.deliveryId} yet. Keep searching, change the slot, or cancel it at no charge.`,
    );
  });
});

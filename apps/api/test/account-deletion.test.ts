import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_RIGHTS_TEXT, istDateString, MS_PER_DAY, taxRecordPurgeFrom } from '@logisaathi/domain';
import {
  alerts as alertsTable,
  deliveries,
  documents,
  refreshTokens,
  retainedTaxRecords,
  users,
} from '../src/db/schema/index';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { eventually, openOffers, readyVehicle, signUpPartner } from './partner-support';
import { createDelivery, NEAR_OKHLA } from './tracking-support';
import { book, createListing } from './warehouses-support';

const dayFromToday = (days: number) => istDateString(new Date(Date.now() + days * MS_PER_DAY));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const truckBody = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Leaving Transport',
  truckType: 'Tata 407',
  capacity: 2.5,
  pickupLocation: 'Okhla Industrial Area Phase 2',
  deliveryLocation: 'Bawana Industrial Area',
  departureDate: dayFromToday(1),
  departureTime: '9-12',
  costPerKm: 30,
  contactPerson: 'Ravi Sharma',
  contactPhone: '9811022334',
  additionalNotes: '',
  ...overrides,
});
const pooledDelivery = (overrides: Record<string, unknown> = {}) => ({
  pickupAddress: 'Plot 12, Okhla Industrial Area Phase 1, New Delhi 110020',
  deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
  packageType: 'Electronics',
  weight: 150,
  deliveryDate: dayFromToday(1),
  deliveryTime: '12-15',
  customerName: 'Sunil Mehra',
  customerPhone: '9811000111',
  mode: 'pooled',
  poolingPreferences: { flexiblePickup: true, flexibleDelivery: true },
  ...overrides,
});

const EXPIRED_RECORD = {
  businessName: null,
  gstin: null,
  pickupPlace: 'Okhla',
  deliveryPlace: 'Bawana',
  pickupDate: '2017-01-10',
  deliveryDate: '2017-01-10',
  packageType: 'Electronics',
  weightKg: 10,
  distanceKm: 30,
  mode: 'regular',
  baseCostInr: 150,
  distanceCostInr: 360,
  weightCostInr: 25,
  specialHandlingCostInr: 0,
  totalCostInr: 535,
  bookedAt: new Date('2017-01-09T10:00:00Z'),
  accountDeletedAt: new Date('2018-01-01T10:00:00Z'),
};

describe.each(DB_KINDS)('deleting one’s own account on %s', (kind) => {
  let t: TestApp;

  const deleteAccount = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.auth, payload: payload as object });
  const post = async (user: TestUser, url: string, payload: object, status = 201) => {
    const res = await t.app.inject({ method: 'POST', url, headers: user.auth, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    return res.json().data;
  };
  const alerts = async (user: TestUser): Promise<Array<{ title: string; message: string }>> =>
    (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: user.auth })).json().data.alerts;
  const upload = async (user: TestUser) => {
    const form = new FormData();
    form.append('document', new Blob([PDF]), 'gst.pdf');
    const encoded = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/documents/gstCertificate',
      headers: { ...user.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs the password, re-entered, and keeps the account on a wrong one', async () => {
    const user = await signUp(t.app);
    const missing = await deleteAccount(user, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'password', msg: DATA_RIGHTS_TEXT.passwordRequired }]);
    const wrong = await deleteAccount(user, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'password', msg: DATA_RIGHTS_TEXT.passwordIncorrect }]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: user.auth });
    expect(profile.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { password: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('erases sign-in, sessions, profile, documents and files; keeps a de-identified tax record', async () => {
    const leaving = await signUp(t.app, { company: 'Leaving Traders', firstName: 'Meena' });
    await upload(leaving);
    const delivered = (await post(leaving, '/api/deliveries', pooledDelivery({ mode: 'regular' }))).delivery;
    const open = (
      await post(
        leaving,
        '/api/deliveries',
        pooledDelivery({ mode: 'regular', deliveryDate: dayFromToday(3) }),
      )
    ).delivery;
    // The driver's code confirmation would store this; here the row is moved as that path leaves it.
    await t.database.db
      .update(deliveries)
      .set({ status: 'Delivered' })
      .where(eq(deliveries.id, delivered._id));
    const filesDir = path.join(t.config.uploadsDir, 'documents', leaving.id);
    expect(fs.readdirSync(filesDir)).toHaveLength(1);

    const res = await deleteAccount(leaving, { password: leaving.password });
    expect(res.statusCode, res.body).toBe(200);
    const purgeFrom = taxRecordPurgeFrom(delivered.deliveryDate ?? dayFromToday(1));
    expect(res.json()).toEqual({
      success: true,
      message: DATA_RIGHTS_TEXT.deleted,
      data: { retainedTaxRecords: 1, retainedUntil: purgeFrom },
    });

    // Sessions end at once; the credentials no longer sign in.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: leaving.auth })).statusCode,
    ).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: leaving.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: leaving.email, password: leaving.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect(fs.existsSync(filesDir)).toBe(false);

    // Nothing of the person is left; the delivered delivery is kept with only what an invoice needs.
    const db = t.database.db;
    const left = await Promise.all([
      db.select().from(users).where(eq(users.id, leaving.id)),
      db.select().from(deliveries).where(eq(deliveries.userId, leaving.id)),
      db.select().from(documents).where(eq(documents.userId, leaving.id)),
      db.select().from(alertsTable).where(eq(alertsTable.userId, leaving.id)),
      db.select().from(refreshTokens).where(eq(refreshTokens.userId, leaving.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0]);
    const kept = await db
      .select()
      .from(retainedTaxRecords)
      .where(eq(retainedTaxRecords.deliveryId, delivered.deliveryId));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      businessName: null,
      gstin: null,
      totalCostInr: delivered.pricing.totalCost,
      purgeFrom,
    });
    const keptText = JSON.stringify(kept);
    for (const personal of [
      leaving.email,
      'Meena',
      'Leaving Traders',
      'Sunil Mehra',
      '9811000111',
      'Plot 12',
    ]) {
      expect(keptText).not.toContain(personal);
    }
    const others = await db
      .select()
      .from(retainedTaxRecords)
      .where(eq(retainedTaxRecords.deliveryId, open.deliveryId));
    expect(others).toEqual([]);
  });

  it('keeps business name and GSTIN on the tax record of a registered business', async () => {
    const leaving = await signUp(t.app, { company: 'Registered Traders' });
    const gstin = '07AAACL1234C1Z7';
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: leaving.auth,
      payload: { name: 'Asha Verma', businessName: 'Registered Traders', gstin },
    });
    expect(put.statusCode, put.body).toBe(200);
    const delivered = (await post(leaving, '/api/deliveries', pooledDelivery({ mode: 'regular' }))).delivery;
    await t.database.db
      .update(deliveries)
      .set({ status: 'Delivered' })
      .where(eq(deliveries.id, delivered._id));
    // A record of an account deleted years ago whose retention ran out yesterday.
    const expired = {
      ...EXPIRED_RECORD,
      deliveryId: `LS${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      purgeFrom: dayFromToday(-1),
    };
    await t.database.db.insert(retainedTaxRecords).values(expired);
    expect((await deleteAccount(leaving, { password: leaving.password })).statusCode).toBe(200);
    const stillThere = await t.database.db
      .select()
      .from(retainedTaxRecords)
      .where(eq(retainedTaxRecords.deliveryId, expired.deliveryId));
    expect(stillThere).toEqual([]);
    const [kept] = await t.database.db
      .select()
      .from(retainedTaxRecords)
      .where(eq(retainedTaxRecords.deliveryId, delivered.deliveryId));
    expect(kept).toMatchObject({ businessName: 'Registered Traders', gstin });
  });

  it("leaves other businesses' trucks, requests, deliveries and bookings consistent, and tells them", async () => {
    const owner = await signUp(t.app, { company: 'Owner Transport' });
    const rider = await signUp(t.app, { company: 'Rider Foods' });
    const leaving = await signUp(t.app, { company: 'Leaving Logistics' });

    // The leaving business holds a slot on the owner's truck ...
    const ownersTruck = (
      await post(owner, '/api/shared-trucks', truckBody({ companyName: 'Owner Transport' }))
    ).truck;
    const leavingShipment = (await post(leaving, '/api/deliveries', pooledDelivery())).delivery;
    await post(leaving, '/api/shared-trucks/request', {
      truckId: ownersTruck.id,
      deliveryId: leavingShipment._id,
    });
    // ... offers a truck on which the rider's delivery is booked at the pooled price ...
    const leavingTruck = (await post(leaving, '/api/shared-trucks', truckBody())).truck;
    const ridersShipment = (await post(rider, '/api/deliveries', pooledDelivery({ weight: 80 }))).delivery;
    const riderRequest = (
      await post(rider, '/api/shared-trucks/request', {
        truckId: leavingTruck.id,
        deliveryId: ridersShipment._id,
      })
    ).request;
    await post(leaving, `/api/shared-trucks/requests/${riderRequest.id}/accept`, {}, 200);
    const riding = (
      await t.app.inject({ method: 'GET', url: `/api/deliveries/${ridersShipment._id}`, headers: rider.auth })
    ).json().data.delivery;
    expect(riding).toMatchObject({ mode: 'shared-truck', sharedTruckId: leavingTruck.id });
    expect(riding.pricing.totalCost).toBeLessThan(riding.pricing.regularCost ?? Infinity);
    // ... has booked the owner's warehouse, and lists a warehouse the rider has booked.
    const ownersListing = await createListing(t.app, owner, { name: 'Owner Storage' });
    expect((await book(t.app, leaving, ownersListing.id)).statusCode).toBe(201);
    const leavingListing = await createListing(t.app, leaving, { name: 'Leaving Storage' });
    const ridersBooking = await book(t.app, rider, leavingListing.id);
    expect(ridersBooking.statusCode, ridersBooking.body).toBe(201);

    const reservedBefore = (await trucksOf(owner)).find((x) => x.id === ownersTruck.id)?.reservedKg;
    expect(reservedBefore).toBe(150);

    expect((await deleteAccount(leaving, { password: leaving.password })).statusCode).toBe(200);

    // The owner's truck has its space back, and the owner is told.
    expect((await trucksOf(owner)).find((x) => x.id === ownersTruck.id)?.reservedKg).toBe(0);
    const ownerAlerts = await alerts(owner);
    expect(ownerAlerts.map((a) => a.title)).toContain('Slot Request Withdrawn');
    expect(ownerAlerts.find((a) => a.message.includes('Owner Storage'))?.title).toBe(
      'Warehouse Booking Cancelled',
    );

    // The rider's delivery is charged the regular price again; the rider's booking is cancelled; both are told.
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/deliveries/${ridersShipment._id}`, headers: rider.auth })
    ).json().data.delivery;
    expect(after.mode).toBe('regular');
    expect(after.sharedTruckId ?? null).toBeNull();
    expect(after.pricing.totalCost).toBe(riding.pricing.regularCost);
    const riderAlerts = await alerts(rider);
    expect(riderAlerts.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Shared Truck Withdrawn', 'Warehouse Booking Cancelled']),
    );
    const riderRequests = (
      await t.app.inject({ method: 'GET', url: '/api/shared-trucks/requests', headers: rider.auth })
    ).json().data;
    expect(riderRequests.outgoing.find((r: { id: string }) => r.id === riderRequest.id)).toBeUndefined();
    const listing = await t.app.inject({
      method: 'GET',
      url: `/api/micro-warehouses/${leavingListing.id}`,
      headers: rider.auth,
    });
    expect(listing.statusCode).toBe(404);
  });

  async function trucksOf(user: TestUser): Promise<Array<{ id: string; reservedKg: number }>> {
    return (
      await t.app.inject({ method: 'GET', url: '/api/shared-trucks/requests', headers: user.auth })
    ).json().data.myTrucks;
  }
});

describe.each(DB_KINDS)("deleting a truck partner's account on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PARTNER_DISPATCH_INTERVAL_MS: '50', DISPATCH_BATCH_INTERVAL_MS: '50' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is refused while an accepted job is on the road, and goes through once the job has ended', async () => {
    const partner = await signUpPartner(t.app);
    await readyVehicle(t.app, partner, NEAR_OKHLA);
    const shipper = await signUp(t.app);
    const booked = await createDelivery(t.app, shipper);
    const offers = await eventually(
      () => openOffers(t.app, partner),
      (list) => list.some((o) => o.deliveryId === booked.deliveryId),
    );
    const offer = offers.find((o) => o.deliveryId === booked.deliveryId)!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/partners/offers/${offer.id}/accept`,
      headers: partner.auth,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: partner.auth,
      payload: { password: partner.password },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DATA_RIGHTS_TEXT.partnerJobsInProgress);
    // Nothing was lost: the partner still signs in and the shipper still sees the truck.
    const me = await t.app.inject({ method: 'GET', url: '/api/partners/me', headers: partner.auth });
    expect(me.statusCode).toBe(200);

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/deliveries/${booked._id}/status`,
      headers: shipper.auth,
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: partner.auth,
      payload: { password: partner.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_RIGHTS_TEXT, istDateString, MS_PER_DAY, taxRecordPurgeFrom } from '@logisaathi/domain';
import { alerts as alertsTable } from '../src/modules/alerts/tables';
import { deliveries } from '../src/modules/deliveries/tables';
import {
  partnerDocuments,
  partnerDrivers,
  partnerJobs,
  partners,
  partnerVehicles,
  proofsOfDelivery,
  tripRatings,
} from '../src/modules/partners/tables';
import { documents } from '../src/modules/users/document-tables';
import { retainedTaxRecords } from '../src/modules/users/retained-tax-record-tables';
import { refreshTokens, users } from '../src/modules/users/tables';
import { EVERY_DB_KIND, signUp, testAppsInTurn, type TestApp, type TestUser } from './helper';
import {
  eventually,
  multipartForm,
  offerFor,
  openOffers,
  readyVehicle,
  signUpPartner,
  allowEarlyPickup,
} from './partner-support';
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

// One database per kind for the file: each group below starts its own app on emptied tables (testAppsInTurn).
describe.each(EVERY_DB_KIND)('account deletion on %s', (kind) => {
  const apps = testAppsInTurn(kind);
  afterAll(async () => {
    await apps.close();
  });

  describe('deleting one’s own account', () => {
    let t: TestApp;

    const deleteAccount = (user: TestUser, payload: unknown) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: user.auth,
        payload: payload as object,
      });
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
      t = await apps.next();
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
        (await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { password: 'x' } }))
          .statusCode,
      ).toBe(401);
    });

    it('erases sign-in, sessions, profile, documents and files; keeps a de-identified tax record', async () => {
      const leaving = await signUp(t.app, { company: 'Leaving Traders', firstName: 'Meena' });
      await upload(leaving);
      const delivered = (await post(leaving, '/api/deliveries', pooledDelivery({ mode: 'regular' })))
        .delivery;
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
      const delivered = (await post(leaving, '/api/deliveries', pooledDelivery({ mode: 'regular' })))
        .delivery;
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
        await t.app.inject({
          method: 'GET',
          url: `/api/deliveries/${ridersShipment._id}`,
          headers: rider.auth,
        })
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
        await t.app.inject({
          method: 'GET',
          url: `/api/deliveries/${ridersShipment._id}`,
          headers: rider.auth,
        })
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

  describe("deleting a truck partner's account", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await apps.next({ PARTNER_DISPATCH_INTERVAL_MS: '50', DISPATCH_BATCH_INTERVAL_MS: '50' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('is refused while an accepted job is on the road, and goes through once the job has ended', async () => {
      const partner = await signUpPartner(t.app);
      await readyVehicle(t.app, partner, NEAR_OKHLA);
      const shipper = await signUp(t.app);
      const booked = await createDelivery(t.app, shipper);
      const offer = await offerFor(t.app, partner, booked.deliveryId);
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

    it("leaves the shipper its proof of delivery, files and PDF included; the shipper's own deletion removes it", async () => {
      const partner = await signUpPartner(t.app);
      await readyVehicle(t.app, partner, NEAR_OKHLA);
      const shipper = await signUp(t.app);
      const booked = await createDelivery(t.app, shipper);
      const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
      const post = (user: TestUser, url: string, payload: object = {}) =>
        t.app.inject({ method: 'POST', url, headers: user.auth, payload });
      const offer = (
        await eventually(
          () => openOffers(t.app, partner),
          (list) => list.some((o) => o.deliveryId === booked.deliveryId),
        )
      ).find((o) => o.deliveryId === booked.deliveryId)!;
      const jobId = (await post(partner, `/api/partners/offers/${offer.id}/accept`)).json().data.job
        .id as string;
      await allowEarlyPickup(t.app, shipper, booked._id);
      for (const status of ['Picked Up', 'In Transit', 'Out for Delivery']) {
        expect((await post(partner, `/api/partners/jobs/${jobId}/status`, { status })).statusCode).toBe(200);
      }
      const code = (await get(shipper, `/api/deliveries/${booked._id}/tracking`)).json().data.deliveryCode;
      const image = (background: string) =>
        sharp({ create: { width: 60, height: 30, channels: 3, background } });
      const signature = await image('#ffffff').png().toBuffer();
      const photo = await image('#886644').jpeg().toBuffer();
      const form = await multipartForm({ receiverName: 'Anil Mehta', lat: '28.84', lon: '77.05', code }, [
        { field: 'signature', data: signature, name: 's.png' },
        { field: 'photos', data: photo, name: 'p1.jpg' },
      ]);
      const proven = await t.app.inject({
        method: 'POST',
        url: `/api/partners/jobs/${jobId}/proof`,
        headers: { ...partner.auth, ...form.headers },
        payload: form.payload,
      });
      expect(proven.statusCode, proven.body).toBe(200);
      expect((await post(shipper, `/api/deliveries/${booked._id}/rating`, { score: 5 })).statusCode).toBe(
        200,
      );

      const closed = await t.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: partner.auth,
        payload: { password: partner.password },
      });
      expect(closed.statusCode, closed.body).toBe(200);

      // The shipper's record of its delivery stays: who received it, when and where, the signature, the photo
      // and the PDF. The rating rated the partner and went with it.
      const view = (await get(shipper, `/api/deliveries/${booked._id}/partner`)).json().data;
      expect(view).toMatchObject({
        truck: null,
        proofOfDelivery: { receiverName: 'Anil Mehta', lat: 28.84, lon: 77.05 },
        myRating: null,
        canRate: false,
      });
      expect(view.proofOfDelivery.photoUrls).toHaveLength(1);
      const keptSignature = await get(shipper, `/api/deliveries/${booked._id}/proof/signature`);
      expect(keptSignature.statusCode).toBe(200);
      // Kept as decoded and encoded afresh (issue 30): the same picture, not the uploaded bytes.
      const sizeOf = async (data: Buffer) => {
        const { width, height } = await sharp(data).metadata();
        return { width, height };
      };
      expect(await sizeOf(keptSignature.rawPayload)).toEqual(await sizeOf(signature));
      const keptPhoto = await get(shipper, `/api/deliveries/${booked._id}/proof/photos/1`);
      expect(await sizeOf(keptPhoto.rawPayload)).toEqual(await sizeOf(photo));
      const pdf = await get(shipper, `/api/deliveries/${booked._id}/proof.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBeGreaterThan(signature.length + photo.length);

      // The partner's own data is gone: sign-in, carrier profile, drivers, vehicles, documents and their files,
      // jobs and ratings; the kept proof names no contact detail of the partner.
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: partner.email, password: partner.password },
      });
      expect(signIn.statusCode).toBe(401);
      const db = t.database.db;
      const left = await Promise.all([
        db.select().from(partners).where(eq(partners.userId, partner.id)),
        db.select().from(partnerDrivers).where(eq(partnerDrivers.partnerId, partner.id)),
        db.select().from(partnerVehicles).where(eq(partnerVehicles.partnerId, partner.id)),
        db.select().from(partnerDocuments).where(eq(partnerDocuments.partnerId, partner.id)),
        db.select().from(partnerJobs).where(eq(partnerJobs.partnerId, partner.id)),
        db.select().from(tripRatings).where(eq(tripRatings.partnerId, partner.id)),
      ]);
      expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0]);
      expect(fs.existsSync(path.join(t.config.uploadsDir, 'partner-documents', partner.id))).toBe(false);
      const proofText = JSON.stringify(await db.select().from(proofsOfDelivery));
      for (const personal of [
        partner.email,
        '9812345678',
        '9899001122',
        'DL-0420110149646',
        'Yadav Roadways',
      ]) {
        expect(proofText).not.toContain(personal);
      }

      // The proof is the shipper's: its own account deletion takes the proof and its files.
      const proofDir = path.join(t.config.uploadsDir, 'proofs', jobId);
      const proofFiles = (fs.readdirSync(proofDir, { recursive: true }) as string[])
        .map((f) => path.join(proofDir, f))
        .filter((f) => fs.statSync(f).isFile());
      expect(proofFiles).toHaveLength(2);
      const signatureFile = proofFiles.find((f) => f.endsWith('signature.png'))!;
      const signatureKey = path.relative(t.config.uploadsDir, signatureFile).split(path.sep).join('/');
      const proofRow = () =>
        db.select().from(proofsOfDelivery).where(eq(proofsOfDelivery.signatureKey, signatureKey));
      expect(await proofRow()).toHaveLength(1);
      const leaving = await t.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: shipper.auth,
        payload: { password: shipper.password },
      });
      expect(leaving.statusCode, leaving.body).toBe(200);
      expect(await proofRow()).toEqual([]);
      expect(proofFiles.filter((f) => fs.existsSync(f))).toEqual([]);
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_DB_KIND, signUp, testAppsInTurn, type TestApp, type TestUser } from './helper';
import { offerFor, readyVehicle, signUpPartner } from './partner-support';
import { assign, createDelivery, NEAR_OKHLA, tomorrowIst } from './tracking-support';
import { createListing } from './warehouses-support';
import { deliver, readyToDeliver } from './billing-support';

/** A push subscription's keys, as a browser gives them (the export must never hold them). */
const PUSH_P256DH = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const PUSH_AUTH = 'tBHItJI5svbpez7KI4CCXg';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function multipart(field: string, data: Uint8Array, fileName: string) {
  const form = new FormData();
  form.append(field, new Blob([data], { type: 'application/octet-stream' }), fileName);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

// One database per kind for the file: each group below starts its own app on emptied tables (testAppsInTurn).
describe.each(EVERY_DB_KIND)('data export on %s', (kind) => {
  const apps = testAppsInTurn(kind);
  afterAll(async () => {
    await apps.close();
  });

  describe('download my data', () => {
    let t: TestApp;
    let owner: TestUser;
    let stranger: TestUser;
    let ownerDeliveryId: string;

    const exportOf = (user: TestUser) =>
      t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: user.auth });
    const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));

    beforeAll(async () => {
      t = await apps.next();
      owner = await signUp(t.app, { company: 'Verma Traders', firstName: 'Asha' });
      stranger = await signUp(t.app, { company: 'Stranger Logistics', firstName: 'Kiran' });
      const delivery = await createDelivery(t.app, owner);
      await assign(t.app, owner, delivery._id);
      await createDelivery(t.app, stranger);
      // Notification choices (issue 34): one switch, one device, the delivery's consignee messages off.
      const chosen = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        headers: owner.auth,
        payload: {
          preferences: [{ event: 'delivered', channel: 'email', enabled: false }],
          consigneeChannel: 'whatsapp',
        },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const device = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/push',
        headers: owner.auth,
        payload: {
          endpoint: 'https://push.example.test/owner-phone-secret-path',
          keys: { p256dh: PUSH_P256DH, auth: PUSH_AUTH },
          device: 'Asha phone',
        },
      });
      expect(device.statusCode, device.body).toBe(201);
      const switched = await t.app.inject({
        method: 'PUT',
        url: `/api/notifications/deliveries/${delivery._id}/consignee-messages`,
        headers: owner.auth,
        payload: { enabled: false },
      });
      expect(switched.statusCode, switched.body).toBe(200);
      ownerDeliveryId = delivery.deliveryId;
      await createListing(t.app, owner, { name: 'Verma Storage Okhla' });
      // The owner offers a truck and the stranger asks for a slot on it for a pooled delivery.
      const truck = await t.app.inject({
        method: 'POST',
        url: '/api/shared-trucks',
        headers: owner.auth,
        payload: {
          companyName: 'Verma Transport',
          truckType: 'Tata 407',
          capacity: 2.5,
          pickupLocation: 'Okhla Industrial Area Phase 2',
          deliveryLocation: 'Bawana Industrial Area',
          departureDate: tomorrowIst(),
          departureTime: '9-12',
          costPerKm: 30,
          contactPerson: 'Ravi Sharma',
          contactPhone: '9811022334',
          additionalNotes: '',
        },
      });
      expect(truck.statusCode, truck.body).toBe(201);
      const pooled = await t.app.inject({
        method: 'POST',
        url: '/api/deliveries',
        headers: stranger.auth,
        payload: {
          pickupAddress: 'Plot 9, Okhla Industrial Area Phase 1, New Delhi 110020',
          deliveryAddress: 'Sector 5, Bawana Industrial Area, Delhi 110039',
          packageType: 'Electronics',
          weight: 120,
          deliveryDate: tomorrowIst(),
          deliveryTime: '12-15',
          customerName: 'Stranger Customer',
          customerPhone: '9811000999',
          mode: 'pooled',
          poolingPreferences: { flexiblePickup: true, flexibleDelivery: true },
        },
      });
      expect(pooled.statusCode, pooled.body).toBe(201);
      const slot = await t.app.inject({
        method: 'POST',
        url: '/api/shared-trucks/request',
        headers: stranger.auth,
        payload: { truckId: truck.json().data.truck.id, deliveryId: pooled.json().data.delivery._id },
      });
      expect(slot.statusCode, slot.body).toBe(201);

      const doc = await multipart('document', PDF, 'GST certificate.pdf');
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/users/documents/gstCertificate',
        headers: { ...owner.auth, ...doc.headers },
        payload: doc.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#224488' } })
        .png()
        .toBuffer();
      const avatar = await multipart('profileImage', png, 'me.png');
      const pictured = await t.app.inject({
        method: 'POST',
        url: '/api/users/upload-profile-image',
        headers: { ...owner.auth, ...avatar.headers },
        payload: avatar.payload,
      });
      expect(pictured.statusCode, pictured.body).toBe(200);
      const strangerDoc = await multipart('document', PDF, 'stranger-pan.pdf');
      await t.app.inject({
        method: 'POST',
        url: '/api/users/documents/companyPan',
        headers: { ...stranger.auth, ...strangerDoc.headers },
        payload: strangerDoc.payload,
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('requires sign-in', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me/export' });
      expect(res.statusCode).toBe(401);
    });

    it('gives one zip with the JSON of everything about the user and their files', async () => {
      const res = await exportOf(owner);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(
        /attachment; filename="logisaathi-data-\d{4}-\d{2}-\d{2}\.zip"/,
      );
      const entries = unzip(res.rawPayload);
      expect(Object.keys(entries).sort()).toEqual([
        'files/documents/gstCertificate-GST certificate.pdf',
        'files/profile-picture.webp',
        'logisaathi-data.json',
      ]);
      expect(Buffer.from(entries['files/documents/gstCertificate-GST certificate.pdf']!)).toEqual(PDF);
      expect(entries['files/profile-picture.webp']!.length).toBeGreaterThan(0);

      const data = JSON.parse(strFromU8(entries['logisaathi-data.json']!));
      expect(data.profile).toMatchObject({
        email: owner.email,
        company: 'Verma Traders',
        hasProfilePicture: true,
      });
      expect(data.signIns.length).toBeGreaterThanOrEqual(1);
      expect(data.deliveries).toHaveLength(1);
      const [delivery] = data.deliveries;
      expect(delivery.statusHistory[0]).toMatchObject({ status: 'Scheduled' });
      expect(delivery.tracking.drivers[0]).toMatchObject({ driverName: 'Ramesh Kumar' });
      expect(delivery.tracking.deliveryCode).toMatch(/^\d{4}$/);
      expect(data.alerts.map((a: { title: string }) => a.title)).toContain(
        'Delivery Scheduled Successfully! 🎉',
      );
      expect(data.warehouseListings[0]).toMatchObject({ name: 'Verma Storage Okhla' });
      expect(data.sharedTrucks[0]).toMatchObject({ companyName: 'Verma Transport', reservedKg: 120 });
      expect(data.slotRequestsOnYourTrucks).toEqual([
        expect.objectContaining({ weightKg: 120, status: 'pending' }),
      ]);
      expect(data.documents).toEqual([
        expect.objectContaining({
          kind: 'gstCertificate',
          fileName: 'GST certificate.pdf',
          fileInThisArchive: 'files/documents/gstCertificate-GST certificate.pdf',
        }),
      ]);
      expect(data.missingFiles).toEqual([]);
    });

    it('holds the notification choices and the push devices, without their endpoints or keys', async () => {
      const data = JSON.parse(strFromU8(unzip((await exportOf(owner)).rawPayload)['logisaathi-data.json']!));
      expect(data.notifications.preferences).toContainEqual({
        event: 'delivered',
        channel: 'email',
        enabled: false,
      });
      expect(data.notifications.preferences).toContainEqual({
        event: 'delivered',
        channel: 'push',
        enabled: true,
      });
      expect(data.notifications).toMatchObject({ consigneeMessages: true, consigneeChannel: 'whatsapp' });
      expect(data.notifications.consigneeMessagesPerDelivery).toEqual([
        { deliveryId: ownerDeliveryId, enabled: false },
      ]);
      expect(data.notifications.pushDevices).toEqual([
        { device: 'Asha phone', subscribedAt: expect.any(String), pushService: 'push.example.test' },
      ]);
      const text = JSON.stringify(data);
      for (const secret of [PUSH_P256DH, PUSH_AUTH, 'owner-phone-secret-path'])
        expect(text).not.toContain(secret);
      // The stranger chose nothing: the defaults, no devices.
      const their = JSON.parse(
        strFromU8(unzip((await exportOf(stranger)).rawPayload)['logisaathi-data.json']!),
      );
      expect(their.notifications.pushDevices).toEqual([]);
      expect(their.notifications.consigneeMessagesPerDelivery).toEqual([]);
    });

    it("never holds another user's data or any secret", async () => {
      const res = await exportOf(owner);
      // Alerts are exported as the user received them; a request alert names the business that asked, as the
      // product showed it to this user. Everything else must not name another user.
      const { alerts, ...rest } = JSON.parse(strFromU8(unzip(res.rawPayload)['logisaathi-data.json']!));
      expect(JSON.stringify(alerts)).not.toContain(stranger.email);
      const text = JSON.stringify(rest);
      expect(text).not.toContain(stranger.email);
      expect(text).not.toContain('Stranger Logistics');
      expect(text).not.toContain(stranger.id);
      expect(text).not.toContain('stranger-pan.pdf');
      expect(text).not.toContain('Stranger Customer');
      expect(text).not.toContain('Plot 9');
      expect(text).not.toMatch(/passwordHash|tokenHash|storageKey|argon2/);

      const theirs = unzip((await exportOf(stranger)).rawPayload);
      expect(Object.keys(theirs).sort()).toEqual([
        'files/documents/companyPan-stranger-pan.pdf',
        'logisaathi-data.json',
      ]);
      const their = JSON.parse(strFromU8(theirs['logisaathi-data.json']!));
      expect(their.profile.email).toBe(stranger.email);
      expect(their.yourSlotRequests).toEqual([
        expect.objectContaining({
          weightKg: 120,
          truck: expect.objectContaining({ companyName: 'Verma Transport' }),
        }),
      ]);
      expect(JSON.stringify(their)).not.toContain(owner.email);
    });

    it('lists a file whose bytes are lost instead of failing the download', async () => {
      const user = await signUp(t.app);
      const doc = await multipart('document', PDF, 'pan.pdf');
      await t.app.inject({
        method: 'POST',
        url: '/api/users/documents/companyPan',
        headers: { ...user.auth, ...doc.headers },
        payload: doc.payload,
      });
      fs.rmSync(path.join(t.config.uploadsDir, 'documents', user.id), { recursive: true });
      const res = await exportOf(user);
      expect(res.statusCode).toBe(200);
      const entries = unzip(res.rawPayload);
      expect(Object.keys(entries)).toEqual(['logisaathi-data.json']);
      const data = JSON.parse(strFromU8(entries['logisaathi-data.json']!));
      expect(data.missingFiles).toEqual(['files/documents/companyPan-pan.pdf']);
    });
  });

  describe("download a truck partner's data", () => {
    let t: TestApp;
    beforeAll(async () => {
      // Its own app on emptied tables: the other deliveries above would be offered to this partner's only
      // vehicle first.
      t = await apps.next({ PARTNER_DISPATCH_INTERVAL_MS: '50', DISPATCH_BATCH_INTERVAL_MS: '50' });
    });
    afterAll(async () => {
      await t?.close();
    });
    const exportOf = (user: TestUser) =>
      t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: user.auth });
    const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));

    it("gives a truck partner its carrier records: vehicles, drivers, documents, offers and jobs, never the shipper's", async () => {
      const partner = await signUpPartner(t.app);
      const { vehicle } = await readyVehicle(t.app, partner, NEAR_OKHLA);
      const shipper = await signUp(t.app, { company: 'Kapoor Fabrics' });
      const booked = await createDelivery(t.app, shipper);
      const offer = await offerFor(t.app, partner, booked.deliveryId);
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/partners/offers/${offer.id}/accept`,
        headers: partner.auth,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);

      const entries = unzip((await exportOf(partner)).rawPayload);
      const documentFiles = Object.keys(entries).filter((name) =>
        name.startsWith('files/truck-partner-documents/'),
      );
      // The vehicle's four documents and its driver's licence (a reviewed document too: issue 33).
      expect(documentFiles).toHaveLength(5);
      const data = JSON.parse(strFromU8(entries['logisaathi-data.json']!));
      expect(data.truckPartner).toMatchObject({ kind: 'fleet_operator', businessName: 'Yadav Roadways' });
      expect(data.truckPartner.vehicles).toEqual([
        expect.objectContaining({ id: vehicle.id, registrationNumber: vehicle.registrationNumber }),
      ]);
      expect(data.truckPartner.drivers).toEqual([expect.objectContaining({ name: 'Ramesh Kumar' })]);
      expect(data.truckPartner.documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
        'insurance',
        'licence',
        'permit',
        'puc',
        'rc',
      ]);
      expect(
        data.truckPartner.documents.every((d: { fileInThisArchive: string }) =>
          documentFiles.includes(d.fileInThisArchive),
        ),
      ).toBe(true);
      expect(data.truckPartner.jobs).toEqual([
        expect.objectContaining({
          deliveryId: booked.deliveryId,
          farePaise: offer.earning.farePaise,
          proof: null,
        }),
      ]);
      expect(data.truckPartner.offers).toContainEqual(
        expect.objectContaining({ deliveryId: booked.deliveryId, status: 'accepted' }),
      );
      const text = JSON.stringify(data);
      expect(text).not.toContain('Kapoor Fabrics');
      expect(text).not.toContain(shipper.email);
      expect(text).not.toMatch(/storageKey|passwordHash|tokenHash/);

      // A shipper's own export has no carrier section.
      const shipperData = JSON.parse(
        strFromU8(unzip((await exportOf(shipper)).rawPayload)['logisaathi-data.json']!),
      );
      expect(shipperData.truckPartner).toBeNull();
    });
  });

  describe("a business's tax documents and payments in its data", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await apps.next();
    });
    afterAll(async () => {
      await t.close();
    });

    it('holds its invoice, consignment note and payment, and another business holds none of them', async () => {
      const owner = await signUp(t.app, { company: 'Gupta Spices', firstName: 'Neha' });
      const stranger = await signUp(t.app, { company: 'Other Traders', firstName: 'Vikram' });
      const d = await readyToDeliver(t.app, owner);
      expect((await deliver(t.app, owner, d)).statusCode).toBe(200);
      const billing = (
        await t.app.inject({ method: 'GET', url: `/api/billing/deliveries/${d._id}`, headers: owner.auth })
      ).json().data;
      const utr = String(100_000_000_000 + Math.floor(Math.random() * 800_000_000_000));
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/billing/invoices/${billing.invoice.id}/payments`,
        headers: owner.auth,
        payload: { utr },
      });
      expect(paid.statusCode, paid.body).toBe(201);

      const dataOf = async (user: TestUser) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: user.auth });
        expect(res.statusCode).toBe(200);
        return JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['logisaathi-data.json']!));
      };
      const mine = (await dataOf(owner)).taxDocumentsAndPayments;
      expect(mine.invoices.map((i: { number: string }) => i.number)).toEqual([billing.invoice.number]);
      expect(mine.invoices[0].document.recipient).toMatchObject({
        name: expect.stringContaining('Gupta Spices'),
      });
      expect(mine.consignmentNotes.map((c: { number: string }) => c.number)).toEqual([
        billing.consignmentNote.number,
      ]);
      expect(mine.payments).toEqual([expect.objectContaining({ utr, status: 'awaiting-confirmation' })]);
      expect(JSON.stringify(mine)).not.toContain('userId');

      const theirs = (await dataOf(stranger)).taxDocumentsAndPayments;
      expect(theirs).toEqual({ invoices: [], creditNotes: [], consignmentNotes: [], payments: [] });
    });
  });
});

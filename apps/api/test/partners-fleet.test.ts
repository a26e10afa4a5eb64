import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signInAsOperator, signUp, type TestApp, type TestUser } from './helper';
import {
  addDriver,
  addVehicle,
  approveDocument,
  approvedLicence,
  approvedVehicleDocuments,
  inDays,
  multipartForm,
  PDF,
  signUpPartner,
  uploadDocument,
  vehicleBody,
} from './partner-support';

describe.each(DB_KINDS)('truck partners: accounts and fleet on %s', (kind) => {
  let t: TestApp;
  let fleet: TestUser;
  let other: TestUser;
  let shipper: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    fleet = await signUpPartner(t.app);
    other = await signUpPartner(t.app);
    shipper = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs a partner up with role partner; sign-in tells the roles apart', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: fleet.auth });
    expect(me.json().user.role).toBe('partner');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: fleet.email, password: fleet.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('partner');
    const shipperMe = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: shipper.auth });
    expect(shipperMe.json().user.role).toBe('shipper');
    const profile = await t.app.inject({ method: 'GET', url: '/api/partners/me', headers: fleet.auth });
    expect(profile.json().data.partner).toMatchObject({
      kind: 'fleet_operator',
      businessName: 'Yadav Roadways',
      vehicleCount: 0,
    });
  });

  it('refuses a partner sign-up with an e-mail already taken (409) and a fleet without a business name (400)', async () => {
    const base = { firstName: 'Anil', lastName: 'Kapoor', password: 'secret123', phone: '9812345678' };
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/partners/register',
      payload: { ...base, email: shipper.email, kind: 'owner_driver' },
    });
    expect(taken.statusCode).toBe(409);
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/partners/register',
      payload: { ...base, email: 'fleet-x@example.in', kind: 'fleet_operator' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toContainEqual({
      field: 'businessName',
      msg: 'Business name is required for a fleet operator',
    });
  });

  it('keeps roles apart: 403 both ways with a clear message', async () => {
    const asShipper = await t.app.inject({
      method: 'GET',
      url: '/api/partners/vehicles',
      headers: shipper.auth,
    });
    expect(asShipper.statusCode).toBe(403);
    expect(asShipper.json().message).toBe(
      'This page is for truck partners. Sign in with your partner account.',
    );
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: fleet.auth,
      payload: {},
    });
    expect(book.statusCode).toBe(403);
    expect(book.json().message).toBe(
      'Truck partner accounts cannot book deliveries. Sign in with a business account.',
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/deliveries', headers: fleet.auth });
    expect(list.statusCode).toBe(403);
  });

  it('stores a vehicle under its canonical number and refuses the same vehicle again, however it is spelled (409)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/partners/vehicles',
      headers: fleet.auth,
      payload: vehicleBody({ registrationNumber: 'dl 1l ab 1234' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.vehicle).toMatchObject({
      registrationNumber: 'DL01LAB1234',
      registrationDisplay: 'DL 1L AB 1234',
      online: false,
      compliance: { canTakeJobs: false },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/partners/vehicles',
      headers: fleet.auth,
      payload: vehicleBody({ registrationNumber: 'DL-01-LAB-1234' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A vehicle with this registration number is already registered');
    // Another account's unverified listing holds nothing (issue 33: ops.test.ts has the verified hold).
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/partners/vehicles',
      headers: (await signUpPartner(t.app)).auth,
      payload: vehicleBody({ registrationNumber: 'DL1LAB1234' }),
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it.each([
    ['XX 01 AB 1234', "'XX' is not an Indian state or union territory code"],
    [
      '20 BH 1234 AB',
      'A Bharat series number starts with the year of registration, 21 or later (e.g. 22 BH 1234 AB)',
    ],
    ['HR 55 AB 0000', 'The last part of the registration number must be from 1 to 9999'],
    ['not a number', 'Enter a registration number like DL 1L AB 1234, HR 55 AB 1234 or 22 BH 1234 AB'],
  ])('refuses the registration number %j with 400', async (registrationNumber, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/partners/vehicles',
      headers: fleet.auth,
      payload: vehicleBody({ registrationNumber }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'registrationNumber', msg: message });
  });

  it("answers 404 for another partner's vehicle, driver and document", async () => {
    const vehicle = await addVehicle(t.app, fleet);
    const driver = await addDriver(t.app, fleet);
    const doc = await uploadDocument(t.app, fleet, 'vehicles', vehicle.id, 'rc', inDays(100));
    expect(doc.statusCode).toBe(201);
    const docId = doc.json().data.document.id as string;
    for (const [method, url, payload] of [
      ['GET', `/api/partners/vehicles/${vehicle.id}`, undefined],
      ['PUT', `/api/partners/vehicles/${vehicle.id}`, vehicleBody()],
      ['DELETE', `/api/partners/vehicles/${vehicle.id}`, undefined],
      ['PUT', `/api/partners/vehicles/${vehicle.id}/availability`, { online: true }],
      [
        'PUT',
        `/api/partners/drivers/${driver.id}`,
        { name: 'X Y', phone: '9899001122', licenceNumber: 'DL-0420110149646', licenceExpiresOn: inDays(10) },
      ],
      ['DELETE', `/api/partners/drivers/${driver.id}`, undefined],
      ['GET', `/api/partners/documents/${docId}/file`, undefined],
      ['GET', '/api/partners/vehicles/not-a-uuid', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const pair = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/vehicles/${vehicle.id}/driver`,
      headers: fleet.auth,
      payload: { driverId: (await addDriver(t.app, other)).id },
    });
    expect(pair.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/partners/vehicles', headers: other.auth });
    expect(list.json().data.vehicles).toEqual([]);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/partners/documents/${docId}/file`,
      headers: fleet.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
  });

  it('stores documents with their SHA-256, refuses files that are not PDF or images (415) and past expiry dates (400)', async () => {
    const vehicle = await addVehicle(t.app, fleet);
    const ok = await uploadDocument(t.app, fleet, 'vehicles', vehicle.id, 'insurance', inDays(30));
    expect(ok.json().data.document).toMatchObject({
      kind: 'insurance',
      status: 'valid',
      sizeBytes: PDF.length,
    });
    expect(ok.json().data.document.sha256).toMatch(/^[0-9a-f]{64}$/);
    const exe = await uploadDocument(
      t.app,
      fleet,
      'vehicles',
      vehicle.id,
      'puc',
      inDays(30),
      Buffer.from('MZ\x90\x00 not a pdf'),
    );
    expect(exe.statusCode).toBe(415);
    const expired = await uploadDocument(t.app, fleet, 'vehicles', vehicle.id, 'puc', inDays(-1));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toContainEqual({
      field: 'expiresOn',
      msg: 'Expiry date has passed: this document has expired',
    });
    const wrongKind = await uploadDocument(t.app, fleet, 'vehicles', vehicle.id, 'licence', inDays(30));
    expect(wrongKind.statusCode).toBe(400);
    const noFile = await multipartForm({ kind: 'rc', expiresOn: inDays(30) }, []);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/partners/vehicles/${vehicle.id}/documents`,
      headers: { ...fleet.auth, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it("keeps a driver's licence scan with its expiry, which moves the licence date on when later and awaits review", async () => {
    const driver = await addDriver(t.app, fleet, { licenceExpiresOn: inDays(20) });
    const rc = await uploadDocument(t.app, fleet, 'drivers', driver.id, 'rc', inDays(500));
    expect(rc.statusCode).toBe(400);
    expect(rc.json().message).toBe('A driver takes a driving licence');
    const scan = await uploadDocument(t.app, fleet, 'drivers', driver.id, 'licence', inDays(1500));
    expect(scan.statusCode).toBe(201);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/partners/drivers', headers: fleet.auth })
    ).json().data.drivers;
    const row = list.find((d: { id: string }) => d.id === driver.id);
    expect(row).toMatchObject({
      licenceExpiresOn: inDays(1500),
      licenceProblem: "This driver's driving licence is awaiting review",
    });
    expect(row.documents).toHaveLength(1);
    expect(row.documents[0]).toMatchObject({
      kind: 'licence',
      expiresOn: inDays(1500),
      reviewStatus: 'pending',
    });
  });

  it('keeps a vehicle offline until every document is valid and a licensed driver is paired', async () => {
    const vehicle = await addVehicle(t.app, fleet);
    const goOnline = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/partners/vehicles/${vehicle.id}/availability`,
        headers: fleet.auth,
        payload: { online: true },
      });
    const missing = await goOnline();
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(
      'This vehicle cannot go online: Registration certificate (RC) is missing; Insurance is missing; Pollution certificate (PUC) is missing; Permit is missing',
    );
    const uploaded: string[] = [];
    for (const k of ['rc', 'insurance', 'puc', 'permit'])
      uploaded.push(
        (await uploadDocument(t.app, fleet, 'vehicles', vehicle.id, k, inDays(200))).json().data.document.id,
      );
    expect((await goOnline()).json().message).toBe(
      'This vehicle cannot go online: Registration certificate (RC) is awaiting review; Insurance is awaiting review; Pollution certificate (PUC) is awaiting review; Permit is awaiting review',
    );
    const operator = await signInAsOperator(t.app);
    for (const id of uploaded) await approveDocument(t.app, operator, id);
    expect((await goOnline()).json().message).toBe('Pair a driver with this vehicle before going online');
    // A driver whose approved licence lapsed (stored directly: the form refuses past dates) cannot be paired.
    const driver = await addDriver(t.app, fleet);
    await approvedLicence(t.app, fleet, driver.id, operator);
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`update partner_documents set expires_on = current_date - 3 where driver_id = ${driver.id}`,
    );
    const pair = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/vehicles/${vehicle.id}/driver`,
      headers: fleet.auth,
      payload: { driverId: driver.id },
    });
    expect(pair.statusCode).toBe(409);
    expect(pair.json().message).toMatch(/^This driver's driving licence expired on \d{4}-\d{2}-\d{2}$/);
    const good = await addDriver(t.app, fleet);
    await approvedLicence(t.app, fleet, good.id, operator);
    const paired = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/vehicles/${vehicle.id}/driver`,
      headers: fleet.auth,
      payload: { driverId: good.id },
    });
    expect(paired.json().data.vehicle.driver).toEqual({ id: good.id, name: 'Ramesh Kumar' });
    const online = await goOnline();
    expect(online.statusCode).toBe(200);
    expect(online.json().data.vehicle).toMatchObject({
      online: true,
      compliance: { canTakeJobs: true, problems: [] },
    });
    // The insurance lapses: the vehicle can no longer take jobs.
    await t.database.db.execute(
      sql`update partner_documents set expires_on = current_date - 1 where vehicle_id = ${vehicle.id} and kind = 'insurance'`,
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/partners/vehicles/${vehicle.id}`,
      headers: fleet.auth,
    });
    expect(after.json().data.vehicle.compliance.canTakeJobs).toBe(false);
    expect(after.json().data.vehicle.compliance.problems[0]).toMatch(/^Insurance expired on /);
  });

  it('lets an owner-driver list one vehicle, add no drivers, and drive it once the licence is approved', async () => {
    const owner = await signUpPartner(t.app, 'owner_driver');
    const drivers = await t.app.inject({ method: 'GET', url: '/api/partners/drivers', headers: owner.auth });
    const self = drivers.json().data.drivers[0];
    expect(self).toMatchObject({
      name: 'Suresh Yadav',
      isAccountHolder: true,
      licenceProblem: 'This driver has no driving licence on file',
    });
    const vehicle = await addVehicle(t.app, owner);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/partners/vehicles',
      headers: owner.auth,
      payload: vehicleBody(),
    });
    expect(second.statusCode).toBe(409);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/partners/drivers',
      headers: owner.auth,
      payload: {
        name: 'Another One',
        phone: '9899001122',
        licenceNumber: 'DL-0420110149646',
        licenceExpiresOn: inDays(100),
      },
    });
    expect(extra.statusCode).toBe(409);
    await approvedVehicleDocuments(t.app, owner, vehicle.id, inDays(200));
    const noLicence = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/vehicles/${vehicle.id}/availability`,
      headers: owner.auth,
      payload: { online: true },
    });
    expect(noLicence.json().message).toBe('This driver has no driving licence on file');
    const licence = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/drivers/${self.id}`,
      headers: owner.auth,
      payload: {
        name: 'Suresh Yadav',
        phone: '9812345678',
        licenceNumber: 'HR-2620150012345',
        licenceExpiresOn: inDays(900),
      },
    });
    expect(licence.statusCode).toBe(200);
    await approvedLicence(t.app, owner, self.id);
    const online = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/vehicles/${vehicle.id}/availability`,
      headers: owner.auth,
      payload: { online: true },
    });
    expect(online.json().data.vehicle).toMatchObject({ online: true, driver: { id: self.id } });
  });

  it('sets the home area (geocoded) and working hours', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/partners/settings',
      headers: fleet.auth,
      payload: { homeArea: 'Okhla Industrial Area', workingHours: { start: '08:00', end: '20:00' } },
    });
    expect(res.statusCode).toBe(200);
    const settings = res.json().data.partner.settings;
    expect(settings.workingHours).toEqual({ start: '08:00', end: '20:00' });
    expect(settings.homeLocation.lat).toBeCloseTo(28.53, 1);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/partners/settings',
      headers: fleet.auth,
      payload: { homeArea: 'Okhla', workingHours: { start: '25:00', end: '20:00' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

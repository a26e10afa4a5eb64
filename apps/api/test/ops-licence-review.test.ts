/*
 * The driving licence is a reviewed document (issue 33) on PGlite and PostgreSQL: a driver, an owner-driver's
 * own record too, takes a vehicle online only with a licence an operator approved and in date; the partner
 * sees why not (awaiting review, rejected with the reason); a new upload reopens review; changing the name or
 * number on the licence sends it back to review.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signInAsOperator, type TestApp, type TestOperator } from './helper';
import {
  addDriver,
  addVehicle,
  approvedLicence,
  approvedVehicleDocuments,
  approveDocument,
  inDays,
  signUpPartner,
  uploadDocument,
} from './partner-support';

describe.each(DB_KINDS)('driving licence review on %s', (kind) => {
  let t: TestApp;
  let operator: TestOperator;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await signInAsOperator(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  type Partner = Awaited<ReturnType<typeof signUpPartner>>;
  const goOnline = (partner: Partner, vehicleId: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/partners/vehicles/${vehicleId}/availability`,
      headers: partner.auth,
      payload: { online: true },
    });
  const driverOf = async (partner: Partner, driverId: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/partners/drivers', headers: partner.auth });
    return (
      res.json().data.drivers as Array<{
        id: string;
        licenceProblem: string | null;
        documents: Array<{ id: string; reviewStatus: string; reviewReason: string | null }>;
      }>
    ).find((d) => d.id === driverId)!;
  };

  it("takes an owner-driver's vehicle online only once the licence is approved, and shows why not", async () => {
    const owner = await signUpPartner(t.app, 'owner_driver');
    const vehicle = await addVehicle(t.app, owner);
    await approvedVehicleDocuments(t.app, owner, vehicle.id);
    const self = (
      await t.app.inject({ method: 'GET', url: '/api/partners/drivers', headers: owner.auth })
    ).json().data.drivers[0] as { id: string };

    const none = await goOnline(owner, vehicle.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This driver has no driving licence on file');

    // Uploaded: it waits for an operator, with its number beside it in the queue.
    const first = await uploadDocument(t.app, owner, 'drivers', self.id, 'licence', inDays(900));
    expect(first.statusCode).toBe(201);
    const firstId = first.json().data.document.id as string;
    const pending = await goOnline(owner, vehicle.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe("This driver's driving licence is awaiting review");
    expect(await driverOf(owner, self.id)).toMatchObject({
      licenceProblem: "This driver's driving licence is awaiting review",
      documents: [{ id: firstId, reviewStatus: 'pending' }],
    });
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/ops/documents?kind=licence', headers: operator.auth })
    ).json().data.documents as Array<{ id: string; driverId: string; driverName: string }>;
    expect(queue.find((d) => d.id === firstId)).toMatchObject({
      driverId: self.id,
      driverName: 'Suresh Yadav',
    });

    // Rejected: the partner reads the operator's reason.
    const reason = 'The photo is unreadable: upload a sharper scan';
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/ops/documents/${firstId}/reject`,
      headers: operator.auth,
      payload: { reason },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const refused = await goOnline(owner, vehicle.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`This driver's driving licence was rejected: ${reason}`);
    expect(await driverOf(owner, self.id)).toMatchObject({
      licenceProblem: `This driver's driving licence was rejected: ${reason}`,
      documents: [{ id: firstId, reviewStatus: 'rejected', reviewReason: reason }],
    });

    // A new upload reopens review; approved, the vehicle goes online with its owner driving.
    const second = await uploadDocument(t.app, owner, 'drivers', self.id, 'licence', inDays(900));
    expect((await goOnline(owner, vehicle.id)).json().message).toBe(
      "This driver's driving licence is awaiting review",
    );
    await approveDocument(t.app, operator, second.json().data.document.id);
    expect((await driverOf(owner, self.id)).licenceProblem).toBeNull();
    const online = await goOnline(owner, vehicle.id);
    expect(online.statusCode, online.body).toBe(200);
    expect(online.json().data.vehicle).toMatchObject({ online: true, driver: { id: self.id } });

    // A renewal waiting for review leaves the approved licence counting.
    await uploadDocument(t.app, owner, 'drivers', self.id, 'licence', inDays(1_500));
    expect((await driverOf(owner, self.id)).licenceProblem).toBeNull();
  });

  it("pairs a fleet's driver only with an approved licence, and a changed licence number goes back to review", async () => {
    const fleet = await signUpPartner(t.app);
    const vehicle = await addVehicle(t.app, fleet);
    await approvedVehicleDocuments(t.app, fleet, vehicle.id);
    const driver = await addDriver(t.app, fleet);
    const pair = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/partners/vehicles/${vehicle.id}/driver`,
        headers: fleet.auth,
        payload: { driverId: driver.id },
      });
    const upload = await uploadDocument(t.app, fleet, 'drivers', driver.id, 'licence', inDays(400));
    const early = await pair();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This driver's driving licence is awaiting review");
    await approveDocument(t.app, operator, upload.json().data.document.id);
    expect((await pair()).statusCode).toBe(200);
    expect((await goOnline(fleet, vehicle.id)).statusCode).toBe(200);

    // The operator checked the licence against this number: a new number is checked again.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/drivers/${driver.id}`,
      headers: fleet.auth,
      payload: {
        name: 'Ramesh Kumar',
        phone: '9899001122',
        licenceNumber: 'HR-2620150012345',
        licenceExpiresOn: inDays(400),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await driverOf(fleet, driver.id)).toMatchObject({
      licenceProblem: "This driver's driving licence is awaiting review",
      documents: [{ reviewStatus: 'pending' }],
    });
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/partners/vehicles/${vehicle.id}`, headers: fleet.auth })
    ).json().data.vehicle;
    expect(after).toMatchObject({ online: false, driver: null });
    await approvedLicence(t.app, fleet, driver.id, operator);
    expect((await pair()).statusCode).toBe(200);
    expect((await goOnline(fleet, vehicle.id)).statusCode).toBe(200);
  });

  it('checks the licence number for format', async () => {
    const fleet = await signUpPartner(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/partners/drivers',
      headers: fleet.auth,
      payload: {
        name: 'Ramesh Kumar',
        phone: '9899001122',
        licenceNumber: 'DL-12345',
        licenceExpiresOn: inDays(400),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'licenceNumber',
      msg: 'Enter the licence number like DL-0420110149646 (state, RTO, year, 7 digits)',
    });
  });
});

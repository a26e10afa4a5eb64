import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import {
  addDriver,
  addVehicle,
  approvedLicence,
  approvedVehicleDocuments,
  inDays,
  signUpPartner,
} from './partner-support';

const inDaysIst = (days: number) => istDateString(new Date(Date.now() + days * MS_PER_DAY));

describe.each(DB_KINDS)("pooled deliveries on a partner's vehicle on %s", (kind) => {
  let t: TestApp;
  let partner: TestUser;
  let stranger: TestUser;
  let shipper: TestUser;
  let vehicleId: string;
  const date = inDaysIst(3);

  beforeAll(async () => {
    t = await createTestApp(kind);
    partner = await signUpPartner(t.app, 'fleet_operator');
    stranger = await signUpPartner(t.app, 'fleet_operator');
    shipper = await signUp(t.app);
    vehicleId = (await addVehicle(t.app, partner)).id;
    // Only a vehicle that may take jobs (documents approved by an operator and in date) can be offered to the pool,
    // and its riders' stops are shown only with a driver whose licence is approved too (issue 33).
    await approvedVehicleDocuments(t.app, partner, vehicleId, inDays(300));
    const driver = await addDriver(t.app, partner);
    await approvedLicence(t.app, partner, driver.id);
    const paired = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/vehicles/${vehicleId}/driver`,
      headers: partner.auth,
      payload: { driverId: driver.id },
    });
    expect(paired.statusCode, paired.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const jobs = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/partners/jobs', headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      pooled: Array<Record<string, unknown> & { stops: Array<Record<string, unknown>> }>;
    };
  };

  it("lists the consolidation plan's stops of the partner's pool truck as its job list", async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/shared-trucks',
      headers: partner.auth,
      payload: {
        vehicleId,
        companyName: 'Yadav Roadways',
        truckType: 'Tata 407',
        capacity: 2.5,
        pickupLocation: 'Okhla Industrial Area Phase 2',
        deliveryLocation: 'Bawana Industrial Area',
        departureDate: date,
        departureTime: '12-15',
        costPerKm: 30,
        contactPerson: 'Suresh Yadav',
        contactPhone: '9812345678',
        additionalNotes: '',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const truckId = added.json().data.truck.id as string;
    expect((await jobs(partner)).pooled).toEqual([]);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: shipper.auth,
      payload: {
        pickupAddress: 'Plot 12, Okhla Industrial Area Phase 1, New Delhi 110020',
        // At the estate where the truck ends: 'Sector 3, Bawana ...' geocodes to Sector 3 itself (~0.5 km off),
        // and an empty truck takes its first rider only when its whole route costs no more than her own price.
        deliveryAddress: 'Plot 7, Bawana Industrial Area, Delhi 110039',
        packageType: 'Electronics',
        weight: 80,
        deliveryDate: date,
        deliveryTime: '12-15',
        customerName: 'Sunil Traders',
        customerPhone: '9811022334',
        mode: 'pooled',
        poolingPreferences: { flexiblePickup: true, flexibleDelivery: true },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const delivery = created.json().data.delivery as { deliveryId: string };

    const { pooled } = await jobs(partner);
    expect(pooled).toHaveLength(1);
    expect(pooled[0]).toMatchObject({ truckId, vehicleId, departureDate: date, slot: '12-15' });
    expect(pooled[0]!.plannedKm as number).toBeGreaterThan(20);
    expect(pooled[0]!.stops.map((s) => [s.order, s.kind, s.deliveryId])).toEqual([
      [1, 'pickup', delivery.deliveryId],
      [2, 'drop', delivery.deliveryId],
    ]);
    expect(pooled[0]!.stops[0]).toMatchObject({
      address: expect.stringContaining('Plot 12'),
      loadAfterKg: 80,
    });
    expect(pooled[0]!.stops[1]).toMatchObject({
      address: expect.stringContaining('Bawana'),
      contactPhone: '9811022334',
      loadAfterKg: 0,
    });
    // Another partner never sees this truck's riders.
    expect((await jobs(stranger)).pooled).toEqual([]);
  });
});

/*
 * Texts stored before the request bounds existed (issue 20: a 200 KB pickup location froze the pool list for
 * minutes) are read back at most their bounds, so lists stay small and fast whatever the table holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateString, MS_PER_DAY, TEXT_MAX } from '@logisaathi/domain';
import { poolTrucks } from '../src/modules/shared-trucks/tables';
import { createTestApp, DB_KINDS, signUp, type TestApp } from './helper';

const BIG = 'Okhla Phase 2 '.repeat(15_000);

describe.each(DB_KINDS)('legacy texts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a stored 200 KB truck is listed with bounded texts', async () => {
    const owner = await signUp(t.app);
    const viewer = await signUp(t.app);
    await t.database.db.insert(poolTrucks).values({
      ownerId: owner.id,
      companyName: BIG,
      truckType: 'Tata 407',
      capacityTons: 2,
      capacityKg: 2000,
      capacityM3: 14,
      pickupLocation: BIG,
      pickupPlace: 'Okhla',
      pickupLat: 28.53,
      pickupLon: 77.27,
      deliveryLocation: BIG,
      deliveryPlace: 'Noida',
      deliveryLat: 28.57,
      deliveryLon: 77.32,
      departureDate: istDateString(new Date(Date.now() + MS_PER_DAY)),
      departureSlot: '15-18',
      costPerKmInr: 20,
      contactPerson: BIG,
      contactPhone: '9876543210',
      additionalNotes: BIG,
      maxDetourKm: 10,
      routeKm: 15,
      expiresAt: new Date(Date.now() + 2 * MS_PER_DAY),
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/shared-trucks', headers: viewer.auth });
    expect(list.statusCode).toBe(200);
    expect(list.body.length).toBeLessThan(50_000);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/shared-trucks/requests',
      headers: owner.auth,
    });
    expect(mine.statusCode).toBe(200);
    const trucks = mine.json().data.myTrucks as Array<{ pickupLocation: string; companyName: string }>;
    expect(trucks[0]?.pickupLocation.length).toBe(TEXT_MAX.address);
    expect(trucks[0]?.companyName.length).toBe(TEXT_MAX.company);
  });
});

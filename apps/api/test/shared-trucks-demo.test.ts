import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';

const dayFromToday = (days: number) => istDateString(new Date(Date.now() + days * MS_PER_DAY));

const truckBody = () => ({
  companyName: 'Sharma Transport',
  truckType: 'Tata 407',
  capacity: 2.5,
  pickupLocation: 'Okhla Industrial Area Phase 2',
  deliveryLocation: 'Bawana Industrial Area',
  departureDate: dayFromToday(1),
  departureTime: '9-12',
  costPerKm: 30,
  contactPerson: 'Ravi Sharma',
  contactPhone: '9811022334',
});

interface Card {
  id: string;
  company: string;
  isDemo: boolean;
  currentWeight: number;
}

describe.each(DB_KINDS)('demo trucks on %s', (kind) => {
  let t: TestApp;
  let asha: TestUser;
  let kabir: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEMO_DATA: 'true' });
    [asha, kabir] = [await signUp(t.app), await signUp(t.app)];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists labelled demo trucks, never counts them as real supply, and refuses to book them', async () => {
    const first = (
      await t.app.inject({ method: 'GET', url: '/api/shared-trucks', headers: asha.auth })
    ).json().data;
    expect(first.matches.length).toBeGreaterThanOrEqual(6);
    expect(first.matches.length).toBeLessThanOrEqual(10);
    for (const card of first.matches as Card[]) {
      expect(card.isDemo).toBe(true);
      expect(card.company).toContain('Demo');
      expect(card.currentWeight).toBeGreaterThan(0);
    }
    expect(first.supply).toMatchObject({
      realTrucks: 0,
      realFreeCapacityKg: 0,
      demoTrucks: first.matches.length,
    });
    expect(first.counts.all).toBe(first.matches.length);

    const demoId = first.matches[0].id;
    const pooled = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: asha.auth,
      payload: {
        pickupAddress: 'Plot 12, Okhla Industrial Area Phase 1, New Delhi 110020',
        deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
        packageType: 'Electronics',
        weight: 50,
        deliveryDate: istDateString(new Date(Date.now() + MS_PER_DAY)),
        deliveryTime: '12-15',
        customerName: 'Sunil Traders',
        customerPhone: '9811022334',
        mode: 'pooled',
      },
    });
    expect(pooled.statusCode, pooled.body).toBe(201);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/shared-trucks/request',
      headers: asha.auth,
      payload: { truckId: demoId, deliveryId: pooled.json().data.delivery._id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Demo trucks cannot be booked');

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/shared-trucks',
      headers: kabir.auth,
      payload: truckBody(),
    });
    expect(added.statusCode, added.body).toBe(201);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/shared-trucks', headers: asha.auth })
    ).json().data;
    expect(after.supply).toMatchObject({
      realTrucks: 1,
      realFreeCapacityKg: 2500,
      demoTrucks: first.matches.length,
    });
  });
});

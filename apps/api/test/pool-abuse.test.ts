/*
 * Pool abuse (issue 20): a slot request needs the requester's own pooled delivery and holds that delivery's
 * weight; pending requests per business are limited; requesters can withdraw; the pooled price holds only while
 * a request is pending or accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { poolTrucks } from '../src/modules/shared-trucks/tables';
import { eq } from 'drizzle-orm';
import { MAX_PENDING_REQUESTS_PER_USER } from '../src/modules/shared-trucks/use-cases/request-slot';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';

const day = (n: number) => istDateString(new Date(Date.now() + n * MS_PER_DAY));

const truckBody = {
  companyName: 'Sharma Transport',
  truckType: 'Tata 407',
  capacity: 2,
  pickupLocation: 'Okhla Industrial Area Phase 2',
  deliveryLocation: 'Bawana Industrial Area',
  departureDate: day(3),
  departureTime: '9-12',
  costPerKm: 30,
  contactPerson: 'Ravi Sharma',
  contactPhone: '9811022334',
};

const deliveryBody = (overrides: Record<string, unknown> = {}) => ({
  pickupAddress: 'Plot 12, Okhla Industrial Area Phase 1, New Delhi 110020',
  deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
  packageType: 'Electronics',
  weight: 5,
  deliveryDate: day(3),
  deliveryTime: '12-15',
  customerName: 'Sunil Traders',
  customerPhone: '9811022334',
  mode: 'pooled',
  ...overrides,
});

interface DeliveryDto {
  _id: string;
  deliveryId: string;
  mode: string;
  pricing: { totalCost: number; regularCost: number };
}

describe.each(DB_KINDS)('pool abuse on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let truckId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shared-trucks',
      headers: owner.auth,
      payload: truckBody,
    });
    truckId = res.json().data.truck.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const createDelivery = async (
    user: TestUser,
    overrides: Record<string, unknown> = {},
  ): Promise<DeliveryDto> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: user.auth,
      payload: deliveryBody(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.delivery;
  };
  const getDelivery = async (user: TestUser, id: string): Promise<DeliveryDto> =>
    (await t.app.inject({ method: 'GET', url: `/api/deliveries/${id}`, headers: user.auth })).json().data
      .delivery;
  const requestSlot = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/shared-trucks/request', headers: user.auth, payload: body });
  const act = (user: TestUser, id: string, action: 'withdraw' | 'decline' | 'accept') =>
    t.app.inject({ method: 'POST', url: `/api/shared-trucks/requests/${id}/${action}`, headers: user.auth });
  const reservedKg = async () =>
    (
      await t.database.db
        .select({ kg: poolTrucks.reservedKg })
        .from(poolTrucks)
        .where(eq(poolTrucks.id, truckId))
    )[0]?.kg;
  const alertTitles = async (user: TestUser): Promise<string[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: user.auth }))
      .json()
      .data.alerts.map((a: { title: string }) => a.title);

  it('refuses a request without a delivery, even one naming 1,900 kg', async () => {
    const user = await signUp(t.app);
    const res = await requestSlot(user, { truckId, weightKg: 1900 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose one of your pooled deliveries for this slot');
    expect(await reservedKg()).toBe(0);
  });

  it("holds the delivery's own weight, whatever the body says, and only for a pooled delivery", async () => {
    const user = await signUp(t.app);
    const regular = await createDelivery(user, { mode: 'regular' });
    const refused = await requestSlot(user, { truckId, deliveryId: regular._id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a delivery in pooling mode can take a slot on a shared truck');
    const pooled = await createDelivery(user, { weight: 5 });
    const res = await requestSlot(user, { truckId, deliveryId: pooled._id, weightKg: 1900 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.request.weightKg).toBe(5);
    expect(await reservedKg()).toBe(5);
    const withdrawn = await act(user, res.json().data.request.id, 'withdraw');
    expect(withdrawn.statusCode).toBe(200);
    expect(await reservedKg()).toBe(0);
  });

  it('limits the requests one business has waiting', async () => {
    const user = await signUp(t.app);
    const deliveries = [];
    for (let i = 0; i <= MAX_PENDING_REQUESTS_PER_USER; i += 1)
      deliveries.push(await createDelivery(user, { weight: 1 }));
    const statuses = [];
    for (const d of deliveries)
      statuses.push((await requestSlot(user, { truckId, deliveryId: d._id })).statusCode);
    expect(statuses).toEqual([...Array(MAX_PENDING_REQUESTS_PER_USER).fill(201), 429]);
    const last = await requestSlot(user, { truckId, deliveryId: deliveries.at(-1)!._id });
    expect(last.json().message).toMatch(/already have 5 slot requests waiting/);
  });

  it('lets the requester withdraw; nobody else can; the delivery returns to the regular price with an alert', async () => {
    const user = await signUp(t.app);
    const stranger = await signUp(t.app);
    const delivery = await createDelivery(user, { mode: 'shared-truck', sharedTruckId: truckId, weight: 20 });
    expect(delivery.pricing.totalCost).toBeLessThan(delivery.pricing.regularCost);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/shared-trucks/requests', headers: user.auth })
    ).json().data.outgoing;
    const requestId = mine[0].id as string;
    expect((await act(stranger, requestId, 'withdraw')).statusCode).toBe(404);
    expect((await act(owner, requestId, 'withdraw')).statusCode).toBe(404);
    const res = await act(user, requestId, 'withdraw');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.request.status).toBe('withdrawn');
    expect((await act(user, requestId, 'withdraw')).statusCode).toBe(409);
    const after = await getDelivery(user, delivery._id);
    expect(after).toMatchObject({ mode: 'regular' });
    expect(after.pricing.totalCost).toBe(after.pricing.regularCost);
    expect(await alertTitles(user)).toContain('Regular Price Applied');
    expect(await alertTitles(owner)).toContain('Slot Request Withdrawn');
  });

  it('restores the regular price when the owner declines', async () => {
    const user = await signUp(t.app);
    const delivery = await createDelivery(user, { mode: 'shared-truck', sharedTruckId: truckId, weight: 20 });
    const incoming = (
      await t.app.inject({ method: 'GET', url: '/api/shared-trucks/requests', headers: owner.auth })
    ).json().data.incoming;
    const request = incoming.find((r: { deliveryRowId: string }) => r.deliveryRowId === delivery._id);
    expect((await act(owner, request.id, 'decline')).statusCode).toBe(200);
    const after = await getDelivery(user, delivery._id);
    expect(after.pricing.totalCost).toBe(after.pricing.regularCost);
    expect(await alertTitles(user)).toContain('Regular Price Applied');
  });

  it.each([
    ['missing', {}],
    ['unknown', { sharedTruckId: '00000000-0000-4000-8000-000000000000' }],
    ['not an id', { sharedTruckId: 'truck-1' }],
  ])('charges the regular price when the shared truck is %s', async (_name, truck) => {
    const user = await signUp(t.app);
    const delivery = await createDelivery(user, { mode: 'shared-truck', ...truck });
    expect(delivery.mode).toBe('regular');
    expect(delivery.pricing.totalCost).toBe(delivery.pricing.regularCost);
    expect(await alertTitles(user)).toContain('Regular Price Applied');
  });

  it('charges the regular price on a demo truck', async () => {
    const [demo] = await t.database.db
      .insert(poolTrucks)
      .values({
        isDemo: true,
        companyName: 'Demo Carriers (Demo)',
        truckType: 'Tata 407',
        capacityTons: 2,
        capacityKg: 2000,
        capacityM3: 14,
        pickupLocation: 'Okhla',
        pickupPlace: 'Okhla',
        pickupLat: 28.53,
        pickupLon: 77.27,
        deliveryLocation: 'Bawana',
        deliveryPlace: 'Bawana',
        deliveryLat: 28.8,
        deliveryLon: 77.04,
        departureDate: day(3),
        departureSlot: '9-12',
        costPerKmInr: 30,
        contactPerson: 'Demo',
        contactPhone: '9811022334',
        maxDetourKm: 10,
        routeKm: 30,
        expiresAt: new Date(Date.now() + 4 * MS_PER_DAY),
      })
      .returning();
    const user = await signUp(t.app);
    const delivery = await createDelivery(user, { mode: 'shared-truck', sharedTruckId: demo!.id });
    expect(delivery.mode).toBe('regular');
    expect(delivery.pricing.totalCost).toBe(delivery.pricing.regularCost);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { AppError } from '../src/lib/app-error';
import { createAlertPings } from '../src/modules/alerts/alert-pings';
import { changeDeliveryStatus } from '../src/modules/deliveries/change-delivery-status';
import { createDelivery } from '../src/modules/deliveries/create-delivery';
import { goodsInvoiceInsert } from '../src/modules/eway-bills/goods-invoice-row';
import { parseDeliveryRequest } from '../src/modules/deliveries/delivery-request';
import { findDeliveryForUser } from '../src/modules/deliveries/find-delivery-for-user';
import { createGeoService } from '@logisaathi/geo';
import { createTestApp, EVERY_DB_KIND, signUp, type TestApp, type TestUser } from './helper';

const geo = createGeoService();

const body = (deliveryDate: string, deliveryTime: string) => ({
  pickupAddress: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
  deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
  packageType: 'Furniture',
  weight: 40,
  deliveryDate,
  deliveryTime,
  customerName: 'Kapoor Furnishings',
  customerPhone: '9811000001',
});

function validationErrors(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, errors: err.errors };
    throw err;
  }
  return null;
}

describe('create body against a fixed clock (slots today must start after the current IST hour)', () => {
  // 10:30 IST on 10 March 2025 is 05:00 UTC.
  const at1030 = new Date('2025-03-10T05:00:00Z');
  const at1830 = new Date('2025-03-10T13:00:00Z');

  it('refuses today’s slot that has started and accepts a later one', () => {
    expect(validationErrors(() => parseDeliveryRequest(body('2025-03-10', '9-12'), at1030))).toEqual({
      code: 'validation',
      errors: [
        { field: 'deliveryTime', msg: 'This time slot is no longer available. Please select another.' },
      ],
    });
    expect(validationErrors(() => parseDeliveryRequest(body('2025-03-10', '12-15'), at1030))).toBeNull();
  });

  it('gives the spec’s no-slots message when today has none left', () => {
    expect(validationErrors(() => parseDeliveryRequest(body('2025-03-10', '18-21'), at1830))).toEqual({
      code: 'validation',
      errors: [
        {
          field: 'deliveryTime',
          msg: 'No time slots available for selected date. Please select a different date.',
        },
      ],
    });
  });

  it('drops unknown fields such as a client price', () => {
    const input = parseDeliveryRequest(
      { ...body('2025-03-11', '9-12'), totalCost: 1, pricing: { totalCost: 1 } },
      at1030,
    );
    expect(input).not.toHaveProperty('totalCost');
    expect(input).not.toHaveProperty('pricing');
  });
});

const fail = (err: unknown) => {
  throw err;
};

describe.each(EVERY_DB_KIND)('delivery use-cases on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const tomorrow = () => istDateString(new Date(Date.now() + MS_PER_DAY));
  const input = () => parseDeliveryRequest(body(tomorrow(), '15-18'), new Date());
  const deps = () => ({
    db: t.database.db,
    geo,
    alertPings: createAlertPings(t.database.db, fail),
    goodsInvoiceInsert,
  });

  it('draws a new shipment id when the first one is taken', async () => {
    const fixed = () => new Uint8Array([0, 1, 2, 3, 4, 5]);
    const first = await createDelivery({ ...deps(), randomBytes: fixed }, owner.id, input(), new Date());
    expect(first.deliveryId).toBe('LS234567');
    let calls = 0;
    const clashingOnce = (size: number) => (calls++ === 0 ? fixed() : new Uint8Array(size).fill(31));
    const second = await createDelivery(
      { ...deps(), randomBytes: clashingOnce },
      owner.id,
      input(),
      new Date(),
    );
    expect(second.deliveryId).toBe('LSZZZZZZ');
    expect(calls).toBe(2);
  });

  it('lets the system (no user) move a delivery and still alerts its owner', async () => {
    const row = await createDelivery(deps(), owner.id, input(), new Date());
    const moved = await changeDeliveryStatus(t.database.db, {
      deliveryRowId: row.id,
      userId: null,
      to: 'Picked Up',
      note: 'Driver Rakesh collected 2 cartons',
    });
    expect(moved.status).toBe('Picked Up');
    expect((await findDeliveryForUser(t.database.db, owner.id, row.id)).status).toBe('Picked Up');
    const alerts = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: owner.auth })).json()
      .data.alerts;
    expect(alerts[0]).toMatchObject({ title: 'Shipment Picked Up', shipmentId: row.deliveryId });
    expect(alerts[0].message).toContain('Driver Rakesh collected 2 cartons');
    await expect(
      changeDeliveryStatus(t.database.db, { deliveryRowId: row.id, userId: null, to: 'Scheduled' }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it('keeps one consistent result when two status changes race', async () => {
    const row = await createDelivery(deps(), owner.id, input(), new Date());
    const results = await Promise.allSettled([
      changeDeliveryStatus(t.database.db, { deliveryRowId: row.id, userId: owner.id, to: 'Picked Up' }),
      changeDeliveryStatus(t.database.db, { deliveryRowId: row.id, userId: owner.id, to: 'Picked Up' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const after = await findDeliveryForUser(t.database.db, owner.id, row.id);
    expect(after.statusHistory.map((h) => h.status)).toEqual(['Scheduled', 'Picked Up']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { createGeoService } from '@logisaathi/geo';
import { COALESCED_IN_FLIGHT } from '../src/db/coalesced-insert';
import { createAlertPings } from '../src/modules/alerts/alert-pings';
import { createDelivery } from '../src/modules/deliveries/create-delivery';
import { goodsInvoiceInsert } from '../src/modules/eway-bills/goods-invoice-row';
import { parseDeliveryRequest } from '../src/modules/deliveries/delivery-request';
import { createTestApp, EVERY_DB_KIND, signUp, type TestApp, type TestUser } from './helper';

const geo = createGeoService();

/*
 * Creates that arrive together share one INSERT (coalesced-insert.ts). More creates at once than statements in
 * flight: the first few go alone, the rest wait and go as one multi-row statement.
 */
describe.each(EVERY_DB_KIND)('creates at the same moment on %s', (kind) => {
  let t: TestApp;
  let users: TestUser[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    users = [await signUp(t.app), await signUp(t.app)];
  });
  afterAll(async () => {
    await t.close();
  });

  const input = (customerName: string) =>
    parseDeliveryRequest(
      {
        pickupAddress: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
        deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
        packageType: 'Electronics',
        weight: 12,
        deliveryDate: istDateString(new Date(Date.now() + MS_PER_DAY)),
        deliveryTime: '12-15',
        customerName,
        customerPhone: '9811000001',
      },
      new Date(),
    );
  const deps = () => ({
    db: t.database.db,
    geo,
    alertPings: createAlertPings(t.database.db, (err) => {
      throw err;
    }),
    goodsInvoiceInsert,
  });
  const listOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/deliveries?limit=100', headers: user.auth })).json().data;
  const alertsOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: user.auth })).json().data
      .alerts as Array<{
      shipmentId: string;
    }>;

  it('stores every one with its alert, each for its own owner', async () => {
    const count = COALESCED_IN_FLIGHT + 20;
    const created = await Promise.all(
      Array.from({ length: count }, (_, i) => {
        const owner = users[i % 2] as TestUser;
        return createDelivery(deps(), owner.id, input(`Together ${i}`), new Date());
      }),
    );
    expect(new Set(created.map((d) => d.deliveryId)).size).toBe(count);
    for (const [u, owner] of users.entries()) {
      const mine = created.filter((_, i) => i % 2 === u);
      const list = await listOf(owner);
      const listed = new Set(list.deliveries.map((d: { deliveryId: string }) => d.deliveryId));
      expect(mine.every((d) => listed.has(d.deliveryId))).toBe(true);
      expect(list.deliveries.map((d: { customerName: string }) => d.customerName)).not.toContain(
        `Together ${1 - u}`,
      );
      const alerted = new Set((await alertsOf(owner)).map((a) => a.shipmentId));
      expect(mine.every((d) => alerted.has(d.deliveryId))).toBe(true);
    }
  });

  it('gives one clashing create its own outcome and loses none of the others', async () => {
    const owner = users[0] as TestUser;
    const fixed = () => new Uint8Array([7, 7, 7, 7, 7, 7]);
    const first = await createDelivery(
      { ...deps(), randomBytes: fixed },
      owner.id,
      input('First'),
      new Date(),
    );
    // Enough at once that the clashing ones wait and share a statement with the others.
    const others = Array.from({ length: COALESCED_IN_FLIGHT + 6 }, (_, i) =>
      createDelivery(deps(), owner.id, input(`Beside ${i}`), new Date()),
    );
    // Always the taken code: five draws, five clashes, and the create fails alone.
    const doomed = createDelivery({ ...deps(), randomBytes: fixed }, owner.id, input('Doomed'), new Date());
    let calls = 0;
    const clashingOnce = (size: number) => (calls++ === 0 ? fixed() : new Uint8Array(size).fill(31));
    const retried = createDelivery(
      { ...deps(), randomBytes: clashingOnce },
      owner.id,
      input('Retried'),
      new Date(),
    );
    await expect(doomed).rejects.toBeTruthy();
    const stored = await Promise.all([...others, retried]);
    expect((await retried).deliveryId).toBe('LSZZZZZZ');
    const listed = (await listOf(owner)).deliveries.map((d: { deliveryId: string }) => d.deliveryId);
    for (const d of [first, ...stored]) expect(listed).toContain(d.deliveryId);
    expect(
      (await listOf(owner)).deliveries.map((d: { customerName: string }) => d.customerName),
    ).not.toContain('Doomed');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryStats,
  istDateString,
  istDateTime,
  istToday,
  MS_PER_DAY,
  type DeliveryDto,
  type DeliveryRowId,
} from '@logisaathi/domain';
import { createAlertPings } from '../src/modules/alerts/alert-pings';
import { issueDeliveryInvoice } from '../src/modules/billing/issue-delivery-invoice';
import { consignmentFacts } from '../src/modules/tracking/consignment-facts';
import { changeDeliveryStatus } from '../src/modules/deliveries/change-delivery-status';
import { createDelivery } from '../src/modules/deliveries/create-delivery';
import { goodsInvoiceInsert } from '../src/modules/eway-bills/goods-invoice-row';
import { deliveryRowIdOrNotFound } from '../src/modules/deliveries/find-delivery-for-user';
import { parseDeliveryRequest } from '../src/modules/deliveries/delivery-request';
import { createGeoService } from '@logisaathi/geo';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';

const geo = createGeoService();

const OKHLA = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020';
const BAWANA = 'Sector 3, Bawana Industrial Area, Delhi 110039';
const NARELA = 'Shed 7, Narela Industrial Area, Delhi 110040';
/** kg CO2 saved per pooled km: 2.68 kg/L diesel / 6 km/L x 0.5 share (see get-overview.ts). */
const CO2_PER_POOLED_KM = (2.68 / 6) * 0.5;

interface Made {
  id: DeliveryRowId;
  deliveryId: string;
  totalCost: number;
  regularCost: number;
  distance: number;
  minutes: number;
  createdAt: Date;
}

describe.each(DB_KINDS)('dashboard on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  let stranger: TestUser;
  const made: Record<'a' | 'b' | 'c' | 'd' | 'e', Made> = {} as never;
  const now = new Date();
  const today = istToday(now);

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signUp(t.app);
    stranger = await signUp(t.app);
    const alertPings = createAlertPings(t.database.db, (err) => {
      throw err;
    });
    const tomorrow = istDateString(new Date(now.getTime() + MS_PER_DAY));
    const body = (patch: Record<string, unknown>) => ({
      pickupAddress: OKHLA,
      deliveryAddress: BAWANA,
      packageType: 'Electronics',
      weight: 12.5,
      deliveryDate: tomorrow,
      deliveryTime: '12-15',
      customerName: 'Sunil Traders',
      customerPhone: '9811022334',
      ...patch,
    });
    const viaApi = async (patch: Record<string, unknown>): Promise<Made> => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/deliveries',
        headers: user.auth,
        payload: body(patch),
      });
      const d = res.json().data.delivery;
      return {
        id: deliveryRowIdOrNotFound(d._id),
        deliveryId: d.deliveryId,
        totalCost: d.pricing.totalCost,
        regularCost: d.pricing.regularCost,
        distance: d.route.distance,
        minutes: d.route.estimatedTime,
        createdAt: new Date(d.createdAt),
      };
    };
    // Booked in the past: the use-case takes the booking time as an argument.
    const booked = async (patch: Record<string, unknown>, createdAt: Date, clock = now): Promise<Made> => {
      const row = await createDelivery(
        { db: t.database.db, geo, alertPings, goodsInvoiceInsert },
        user.id,
        parseDeliveryRequest(body(patch), clock),
        createdAt,
      );
      return {
        id: row.id,
        deliveryId: row.deliveryId,
        totalCost: row.totalCostInr,
        regularCost: row.regularCostInr,
        distance: row.distanceKm,
        minutes: row.durationMin,
        createdAt: row.createdAt,
      };
    };
    made.a = await viaApi({});
    made.b = await viaApi({ mode: 'pooled', packageType: 'Furniture', weight: 40, deliveryAddress: NARELA });
    made.c = await viaApi({ packageType: 'Clothing', weight: 2 });
    made.d = await booked(
      { mode: 'shared-truck', packageType: 'Furniture', weight: 8 },
      new Date(now.getTime() - 3 * MS_PER_DAY),
    );
    // Delivery date today (validated as if booked at 08:00 IST today); booked 40 days ago, outside the 30-day chart.
    made.e = await booked(
      { deliveryDate: today, deliveryTime: '18-21', packageType: '' },
      new Date(now.getTime() - 40 * MS_PER_DAY),
      istDateTime(today, 8),
    );
    for (const to of ['Picked Up', 'In Transit', 'Out for Delivery', 'Delivered'] as const) {
      await changeDeliveryStatus(t.database.db, {
        deliveryRowId: made.a.id,
        userId: user.id,
        to,
        proof: { markedByOwner: true, reason: 'Signed at the gate' },
        issueInvoice: (tx, row, at) => issueDeliveryInvoice(tx, t.config.platform, consignmentFacts, row, at),
      });
    }
    await changeDeliveryStatus(t.database.db, { deliveryRowId: made.c.id, userId: user.id, to: 'Cancelled' });
    for (const to of ['Picked Up', 'In Transit'] as const) {
      await changeDeliveryStatus(t.database.db, { deliveryRowId: made.d.id, userId: null, to });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (path: string, who: TestUser = user) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dashboard/${path}`, headers: who.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    return res.json().data;
  };

  it('overview: totals, revenue of non-cancelled deliveries, mean estimated time and pooling savings', async () => {
    const { a, b, d, e } = made;
    const counted = [a, b, d, e];
    const data = await get('overview');
    expect(data).toEqual({
      overview: {
        deliveries: {
          total: 5,
          completed: 1,
          active: 3,
          revenue: counted.reduce((s, x) => s + x.totalCost, 0),
          averageTime: Math.round(counted.reduce((s, x) => s + x.minutes, 0) / counted.length),
        },
        savings: {
          co2: Math.round((b.distance + d.distance) * CO2_PER_POOLED_KM * 10) / 10,
          amount: b.regularCost - b.totalCost + (d.regularCost - d.totalCost),
        },
      },
      totalDeliveries: 5,
    });
    expect(data.overview.savings.co2).toBeGreaterThan(0);
    expect(data.overview.savings.amount).toBeGreaterThan(0);
  });

  it('analytics: 30 IST days of bookings and spend, by status and by package type', async () => {
    const { a, b, d, e } = made;
    const { analytics } = await get('analytics');
    expect(analytics.daily).toHaveLength(30);
    expect(analytics.period).toEqual({ from: analytics.daily[0].date, to: today, days: 30 });
    const day = (date: Date) => analytics.daily.find((x: { date: string }) => x.date === istDateString(date));
    expect(day(now)).toEqual({ date: today, count: 3, spend: a.totalCost + b.totalCost });
    expect(day(d.createdAt)).toEqual({ date: istDateString(d.createdAt), count: 1, spend: d.totalCost });
    expect(day(e.createdAt)).toBeUndefined();
    const charted = analytics.daily.reduce((s: number, x: { count: number }) => s + x.count, 0);
    expect(charted).toBe(4);
    expect(analytics.byStatus).toEqual([
      { status: 'Scheduled', count: 2 },
      { status: 'Picked Up', count: 0 },
      { status: 'In Transit', count: 1 },
      { status: 'Out for Delivery', count: 0 },
      { status: 'Delivered', count: 1 },
      { status: 'Failed', count: 0 },
      { status: 'Cancelled', count: 1 },
    ]);
    expect(analytics.byPackageType).toEqual([
      { type: 'Furniture', count: 2, spend: b.totalCost + d.totalCost },
      { type: 'Electronics', count: 1, spend: a.totalCost },
      { type: 'Clothing', count: 1, spend: 0 },
      { type: 'Food Items', count: 0, spend: 0 },
      { type: 'Fragile Items', count: 0, spend: 0 },
      { type: 'Other', count: 0, spend: 0 },
      { type: 'Documents', count: 1, spend: e.totalCost },
    ]);
  });

  it('notifications: unread count and the latest five alerts', async () => {
    // 5 creations + 4 (a) + 1 (c) + 2 (d) status changes
    const first = await get('notifications');
    expect(first.notifications.unreadCount).toBe(12);
    expect(first.notifications.latest).toHaveLength(5);
    expect(first.notifications.latest[0]).toMatchObject({
      title: 'Shipment In Transit',
      shipmentId: made.d.deliveryId,
      read: false,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/alerts/${first.notifications.latest[0].id}/read`,
      headers: user.auth,
    });
    expect((await get('notifications')).notifications.unreadCount).toBe(11);
  });

  it('quick-stats: today’s deliveries, active now and this month’s spend', async () => {
    const { a, b, d, e } = made;
    const month = today.slice(0, 7);
    const inMonth = [a, b, d, e].filter((x) => istDateString(x.createdAt).startsWith(month));
    expect(await get('quick-stats')).toEqual({
      quickStats: {
        todayDeliveries: 1,
        activeNow: 3,
        monthSpend: inMonth.reduce((s, x) => s + x.totalCost, 0),
        today,
        month,
      },
    });
  });

  it('stats: the stat cards counted by shown status over every delivery, payments over those not cancelled', async () => {
    const { a, b, d, e } = made;
    const before = new Date();
    const { stats } = await get('stats');
    // The same rule the screen applies to the delivery list, at the same moment.
    const list = await t.app.inject({ method: 'GET', url: '/api/deliveries', headers: user.auth });
    const fromList = deliveryStats(
      (list.json().data.deliveries as DeliveryDto[]).map((x) => ({
        status: x.status.current,
        deliveryDate: x.schedule.deliveryDate,
        slot: x.schedule.preferredTimeSlot,
        totalCostInr: x.pricing.totalCost,
      })),
      before,
    );
    expect(stats).toEqual(fromList);
    expect(stats).toMatchObject({
      total: 5,
      paymentsInr: [a, b, d, e].reduce((s, x) => s + x.totalCost, 0),
      payableCount: 4,
    });
    // a is Delivered, c Cancelled, d In Transit: whatever the clock projects for b and e, these hold.
    expect(stats.completed).toBeGreaterThanOrEqual(1);
    expect(stats.active).toBeGreaterThanOrEqual(1);
    expect(stats.active + stats.completed).toBe(4);
    expect((await get('stats', stranger)).stats).toEqual({
      total: 0,
      active: 0,
      completed: 0,
      paymentsInr: 0,
      payableCount: 0,
    });
  });

  it('shows another user nothing of this user’s data', async () => {
    expect((await get('overview', stranger)).overview.deliveries).toEqual({
      total: 0,
      completed: 0,
      active: 0,
      revenue: 0,
      averageTime: 0,
    });
    expect((await get('notifications', stranger)).notifications).toEqual({ unreadCount: 0, latest: [] });
    expect((await get('quick-stats', stranger)).quickStats).toMatchObject({
      todayDeliveries: 0,
      activeNow: 0,
      monthSpend: 0,
    });
    const { analytics } = await get('analytics', stranger);
    expect(analytics.byStatus.every((s: { count: number }) => s.count === 0)).toBe(true);
  });

  it('requires a signed-in user', async () => {
    for (const path of ['overview', 'analytics', 'notifications', 'quick-stats', 'stats']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/dashboard/${path}` })).statusCode).toBe(401);
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, signUp, testAppsInTurn, type TestApp, type TestUser } from './helper';
import { eventually } from './partner-support';
import { createDelivery } from './tracking-support';
import { executeRows } from '../src/db/execute-rows';

interface Message {
  id: string;
  event: string;
  channel: string;
  recipient: string;
  language: string;
  state: string;
  text: string | null;
  title: string | null;
  subject: string | null;
}

/**
 * Issue 34's 'Done when': with the demo data on, a booking produces the shipper's and the consignee's messages in
 * the fake channels, in each recipient's language. The demo fleet takes the booking by itself (no partner of the
 * test's), and what the fakes recorded is read by message id, as `/dev/messages` lists it.
 */
describe.each(DB_KINDS)('a booking with the demo data on %s', (kind) => {
  const apps = testAppsInTurn(kind);
  let t: TestApp;
  let hindiShipper: TestUser;
  let englishShipper: TestUser;

  /** Every message of a delivery with what its fake channel recorded (push: one per device). */
  const messagesOf = async (deliveryId: string) =>
    executeRows<Message>(
      await t.database.db.execute(sql`
        select o.id, o.event, o.channel, o.recipient, o.language, o.state,
          coalesce(f.body->>'text', f.body->>'body') as text, f.body->>'title' as title, f.body->>'subject' as subject
        from notification_outbox o
        left join fake_channel_messages f on f.message_id = o.id
        where o.delivery_row_id = (select id from deliveries where delivery_id = ${deliveryId})
        order by o.event, o.channel`),
    );
  const settled = (rows: Message[]) =>
    rows.some((r) => r.event === 'consignee-tracking') &&
    rows.some((r) => r.event === 'truck-assigned') &&
    rows.every((r) => r.state !== 'pending' && r.state !== 'sending');

  beforeAll(async () => {
    // The demo fleet accepts at once and ticks fast; the SMS quiet hours are never now.
    t = await apps.next({
      DEMO_DATA: 'true',
      DEMO_FLEET_ACCEPT_DELAY_MS: '0',
      DEMO_FLEET_TICK_MS: '50',
      PARTNER_DISPATCH_INTERVAL_MS: '50',
      DISPATCH_BATCH_INTERVAL_MS: '50',
      // The promise to the shipper in seconds, not 30 min: until a booking's promise nears its end the batch may
      // hold it for a nearer truck (leaving it costs less than a far truck's deadhead), and which demo truck is
      // near moves with the fleet's ticks, so the English booking sometimes waited past the test's 45 s.
      DISPATCH_PROMISE_SAME_DAY_MIN: '0.1',
      DISPATCH_PROMISE_LATER_DAY_MIN: '0.1',
      SMS_QUIET_HOURS_IST: '0-0',
    });
    hindiShipper = await signUp(t.app, { company: 'Sharma Kirana' });
    englishShipper = await signUp(t.app, { company: 'Mehta Textiles' });
    const hindi = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: hindiShipper.auth,
      payload: { language: 'hi' },
    });
    expect(hindi.statusCode, hindi.body).toBe(200);
    // The Hindi-speaking shipper's phone gets pushes too.
    const device = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/push',
      headers: hindiShipper.auth,
      payload: {
        endpoint: 'https://push.example.test/sharma-phone',
        keys: {
          p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
        device: 'Sharma phone',
      },
    });
    expect(device.statusCode, device.body).toBe(201);
  });
  afterAll(async () => {
    await apps.close();
  });

  it("reaches a Hindi-speaking shipper and its consignee in Hindi: the shipper's push and e-mail, the consignee's SMS with link and code", async () => {
    const delivery = await createDelivery(t.app, hindiShipper);
    const rows = await eventually(() => messagesOf(delivery.deliveryId), settled, 100);
    const tracking = executeRows<{ public_code: string; delivery_code: string }>(
      await t.database.db.execute(
        sql`select public_code, delivery_code from delivery_tracking
          where delivery_row_id = (select id from deliveries where delivery_id = ${delivery.deliveryId})`,
      ),
    )[0]!;

    const assigned = rows.filter((r) => r.event === 'truck-assigned');
    expect(assigned.map((r) => [r.channel, r.state, r.language])).toEqual([
      ['email', 'sent', 'hi'],
      ['push', 'sent', 'hi'],
    ]);
    const email = assigned.find((r) => r.channel === 'email')!;
    expect(email.recipient).toBe(hindiShipper.email);
    expect(email.subject).toBe(`${delivery.deliveryId} को ट्रक मिल गया`);
    const push = assigned.find((r) => r.channel === 'push')!;
    expect(push.title).toBe(`${delivery.deliveryId} को ट्रक मिल गया`);
    expect(push.text).toContain(`डिलीवरी ${delivery.deliveryId} ट्रक`);

    const consignee = rows.find((r) => r.event === 'consignee-tracking')!;
    expect(consignee).toMatchObject({
      channel: 'sms',
      recipient: '+919811122233',
      language: 'hi',
      state: 'sent',
    });
    expect(consignee.text).toContain(`Sharma Kirana से डिलीवरी ${delivery.deliveryId} देखें`);
    expect(consignee.text).toContain(`/track/${tracking.public_code}`);
    expect(consignee.text).toContain(tracking.delivery_code);
    expect(consignee.text).toContain('/stop/');
  });

  it('reaches an English-speaking shipper and its consignee in English', async () => {
    // Another slot than the Hindi test's booking, so this booking does not wait on the demo truck that one holds.
    const delivery = await createDelivery(t.app, englishShipper, { deliveryTime: '15-18' });
    const rows = await eventually(() => messagesOf(delivery.deliveryId), settled, 100);
    const assigned = rows.filter((r) => r.event === 'truck-assigned');
    // No device subscribed: the push is skipped, the e-mail goes.
    expect(assigned.map((r) => [r.channel, r.state, r.language])).toEqual([
      ['email', 'sent', 'en'],
      ['push', 'skipped', 'en'],
    ]);
    expect(assigned.find((r) => r.channel === 'email')!.subject).toBe(
      `Truck assigned to ${delivery.deliveryId}`,
    );
    const consignee = rows.find((r) => r.event === 'consignee-tracking')!;
    expect(consignee).toMatchObject({ channel: 'sms', language: 'en', state: 'sent' });
    expect(consignee.text).toContain(`Track delivery ${delivery.deliveryId} from Mehta Textiles`);
    // The demo fleet took it: the truck in the message is a demo vehicle's.
    const demo = executeRows<{ is_demo: boolean }>(
      await t.database.db
        .execute(sql`select p.is_demo from partner_jobs j join partners p on p.user_id = j.partner_id
        where j.delivery_row_id = (select id from deliveries where delivery_id = ${delivery.deliveryId})`),
    );
    expect(demo).toEqual([{ is_demo: true }]);
  });
});

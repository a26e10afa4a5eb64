import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS } from '@logisaathi/domain';
import { DB_KINDS, signInAsOperator, signUp, testAppsInTurn, type TestApp, type TestUser } from './helper';
import { eventually, offerFor } from './partner-support';
import { seedReadyPartners } from './partner-seed';
import { assign, createDelivery, NEAR_OKHLA } from './tracking-support';
import { executeRows } from '../src/db/execute-rows';
import { changeDeliveryStatus } from '../src/modules/deliveries/change-delivery-status';
import type { DeliveryRowId } from '@logisaathi/domain';

interface OutboxRow {
  id: string;
  user_id: string | null;
  event: string;
  channel: string;
  recipient: string;
  language: string;
  state: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
}
interface FakeRow {
  message_id: string;
  channel: string;
  recipient: string;
  body: { request?: Record<string, unknown>; text?: string; subject?: string; actions?: unknown[] };
  sends: number;
}

/** A DLT template id for every event and language, as an operator registers them. */
const TEMPLATE_IDS = [...NOTIFICATION_EVENTS, 'consignee-tracking']
  .flatMap((event, i) => [`${event}.en=110716${i}0000000001`, `${event}.hi=110716${i}0000000002`])
  .join(',');

const outbox = async (t: TestApp, where = sql`true`) =>
  executeRows<OutboxRow>(
    await t.database.db.execute(
      sql`select * from notification_outbox where ${where} order by created_at, channel`,
    ),
  );
const fakes = async (t: TestApp, channel: string) =>
  executeRows<FakeRow>(
    await t.database.db.execute(
      sql`select * from fake_channel_messages where channel = ${channel} order by first_sent_at`,
    ),
  );
const settled = (rows: OutboxRow[]) => rows.every((r) => r.state !== 'pending' && r.state !== 'sending');
const deliveryRow = (code: string) =>
  sql`delivery_row_id = (select id from deliveries where delivery_id = ${code})`;

async function subscribeDevice(t: TestApp, user: TestUser, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/push',
    headers: user.auth,
    payload: {
      endpoint: `https://push.example.test/${name}`,
      keys: {
        p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      device: name,
    },
  });
  expect(res.statusCode).toBe(201);
}

/** The current IST hour, for a quiet-hours window that contains now (two hours wide: no edge at the minute). */
const istHourNow = () => Math.floor(((Date.now() + 330 * 60_000) % 86_400_000) / 3_600_000);

describe.each(DB_KINDS)('notifications on %s', (kind) => {
  const apps = testAppsInTurn(kind);
  afterAll(async () => {
    await apps.close();
  });

  describe('events write their messages; channels deliver them', () => {
    let t: TestApp;
    let shipper: TestUser;
    let partner: TestUser;
    beforeAll(async () => {
      const h = istHourNow();
      t = await apps.next({
        DISPATCH_POLICY: 'greedy',
        PARTNER_DISPATCH_INTERVAL_MS: '50',
        SMS_DLT_TEMPLATE_IDS: TEMPLATE_IDS,
        // Quiet hours far from now: this group's SMS go at once.
        SMS_QUIET_HOURS_IST: `${(h + 6) % 24}-${(h + 8) % 24}`,
        OFFER_SMS_ESCALATION_MS: '0',
      });
      shipper = await signUp(t.app);
      const hindi = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: shipper.auth,
        payload: { language: 'hi' },
      });
      expect(hindi.statusCode).toBe(200);
      partner = (await seedReadyPartners(t, [NEAR_OKHLA]))[0]!;
      await subscribeDevice(t, partner!, 'partner-phone');
    });
    afterAll(async () => {
      await t.close();
    });

    it('a booking reaches the partner by push, then the shipper and the consignee in the shipper language, with the tracking link, code and DLT ids', async () => {
      const delivery = await createDelivery(t.app, shipper);
      const offer = await offerFor(t.app, partner!, delivery.deliveryId);
      const offerPush = await eventually(
        () => fakes(t, 'push'),
        (rows) => rows.length > 0,
      );
      expect(offerPush[0]!.recipient).toBe('https://push.example.test/partner-phone');
      expect(offerPush[0]!.body).toMatchObject({ event: 'offer', offerId: offer.id });
      expect(offerPush[0]!.body.actions).toEqual([
        { action: 'accept', title: 'Accept' },
        { action: 'view', title: 'View' },
      ]);

      // The offer's Accept action, as the service worker sends it: the token from the push, no session.
      const token = (offerPush[0]!.body as { acceptToken: string }).acceptToken;
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/partners/offers/notification-accept',
        payload: { token: token.slice(0, -2) + 'xx' },
      });
      expect(forged.statusCode).toBe(400);
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/api/partners/offers/notification-accept',
        payload: { token },
      });
      expect(accepted.statusCode).toBe(200);

      const rows = await eventually(
        () => outbox(t, deliveryRow(delivery.deliveryId)),
        (list) => list.some((r) => r.event === 'consignee-tracking') && settled(list),
      );
      const consignee = rows.find((r) => r.event === 'consignee-tracking')!;
      expect(consignee).toMatchObject({
        channel: 'sms',
        recipient: '+919811122233',
        language: 'hi',
        state: 'sent',
      });
      // The shipper has no device: its push is skipped; its e-mail is sent, in Hindi.
      expect(rows.filter((r) => r.event === 'truck-assigned').map((r) => [r.channel, r.state])).toEqual([
        ['email', 'sent'],
        ['push', 'skipped'],
      ]);
      const [sms] = (await fakes(t, 'sms')).filter((f) => f.message_id === consignee.id);
      const tracking = executeRows<{ public_code: string; delivery_code: string }>(
        await t.database.db.execute(
          sql`select public_code, delivery_code from delivery_tracking where ${deliveryRow(delivery.deliveryId)}`,
        ),
      )[0]!;
      expect(sms!.body.text).toContain(`/track/${tracking.public_code}`);
      expect(sms!.body.text).toContain(tracking.delivery_code);
      expect(sms!.body.text).toContain('डिलीवरी');
      expect(sms!.body.request).toMatchObject({ sender: 'LSAATH', crqid: consignee.id });
      const switchNow = await t.app.inject({
        method: 'GET',
        url: `/api/notifications/deliveries/${delivery._id}/consignee-messages`,
        headers: shipper.auth,
      });
      expect(switchNow.json().data).toEqual({ enabled: true, sent: true });
      const [email] = (await fakes(t, 'email')).filter((f) => f.recipient === shipper.email);
      expect(email!.body.subject).toBe(`${delivery.deliveryId} को ट्रक मिल गया`);
    });

    it('carries a registered DLT template id and the sender id on every SMS', async () => {
      const sms = await fakes(t, 'sms');
      expect(sms.length).toBeGreaterThan(0);
      const ids = new Set(TEMPLATE_IDS.split(',').map((pair) => pair.split('=')[1]));
      for (const row of sms) {
        expect(ids.has(String(row.body.request?.template_id))).toBe(true);
        expect(row.body.request?.DLT_TE_ID).toBe(row.body.request?.template_id);
        expect(row.body.request?.sender).toBe('LSAATH');
      }
    });

    it('writes the message in the event transaction: a rolled-back status change writes none', async () => {
      const delivery = await createDelivery(t.app, shipper);
      const assigned = await assign(t.app, shipper, delivery._id);
      // The business's own driver: the consignee hears of the link and code all the same, in the shipper's language.
      const consignee = (await outbox(t, deliveryRow(delivery.deliveryId))).filter(
        (r) => r.event === 'consignee-tracking',
      );
      expect(consignee).toHaveLength(1);
      expect(consignee[0]).toMatchObject({
        recipient: '+919811122233',
        language: 'hi',
        variables: {
          code: delivery.deliveryId,
          publicCode: assigned.tracking.publicCode,
          deliveryCode: assigned.tracking.deliveryCode,
        },
      });
      const before = (await outbox(t, deliveryRow(delivery.deliveryId))).length;
      await expect(
        t.database.db.transaction(async (tx) => {
          await changeDeliveryStatus(tx, {
            deliveryRowId: delivery._id as DeliveryRowId,
            userId: null,
            to: 'Picked Up',
          });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect((await outbox(t, deliveryRow(delivery.deliveryId))).length).toBe(before);
      await changeDeliveryStatus(t.database.db, {
        deliveryRowId: delivery._id as DeliveryRowId,
        userId: null,
        to: 'Picked Up',
      });
      const after = await outbox(t, deliveryRow(delivery.deliveryId));
      expect(after.filter((r) => r.event === 'picked-up').map((r) => r.channel)).toEqual(['push']);
    });

    it('follows the user preferences per event and channel', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        headers: shipper.auth,
        payload: {
          preferences: [
            { event: 'picked-up', channel: 'push', enabled: false },
            { event: 'picked-up', channel: 'sms', enabled: true },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      const settings = res.json().data.settings;
      expect(settings.preferences).toContainEqual({ event: 'picked-up', channel: 'sms', enabled: true });
      expect(settings.preferences.some((p: { event: string }) => p.event === 'offer')).toBe(false);
      const delivery = await createDelivery(t.app, shipper);
      await assign(t.app, shipper, delivery._id);
      await changeDeliveryStatus(t.database.db, {
        deliveryRowId: delivery._id as DeliveryRowId,
        userId: null,
        to: 'Picked Up',
      });
      const rows = await outbox(t, deliveryRow(delivery.deliveryId));
      expect(rows.filter((r) => r.event === 'picked-up').map((r) => r.channel)).toEqual(['sms']);
    });

    it('sends no consignee message when the shipper switched them off for the delivery, or the consignee opted out', async () => {
      const off = await createDelivery(t.app, shipper);
      const url = `/api/notifications/deliveries/${off._id}/consignee-messages`;
      const read = await t.app.inject({ method: 'GET', url, headers: shipper.auth });
      expect(read.json().data).toEqual({ enabled: true, sent: false });
      const bad = await t.app.inject({
        method: 'PUT',
        url,
        headers: shipper.auth,
        payload: { enabled: 'no' },
      });
      expect(bad.statusCode).toBe(400);
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: shipper.auth,
        payload: { enabled: false },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ enabled: false, sent: false });
      const stranger = await signUp(t.app);
      for (const method of ['GET', 'PUT'] as const) {
        const foreign = await t.app.inject({
          method,
          url,
          headers: stranger.auth,
          ...(method === 'PUT' ? { payload: { enabled: true } } : {}),
        });
        expect(foreign.statusCode).toBe(404);
      }
      const partnerAsks = await t.app.inject({ method: 'GET', url, headers: partner.auth });
      expect(partnerAsks.statusCode).toBe(403);
      await assign(t.app, shipper, off._id);
      expect((await t.app.inject({ method: 'GET', url, headers: shipper.auth })).json().data).toEqual({
        enabled: false,
        sent: false,
      });
      expect(
        (await outbox(t, deliveryRow(off.deliveryId))).filter((r) => r.event === 'consignee-tracking'),
      ).toEqual([]);

      // The opt-out link of an earlier message: its token names the number.
      const earlier = (await fakes(t, 'sms')).find((f) => f.body.text?.includes('/stop/'));
      const link = /\/stop\/(\S+)/.exec(earlier!.body.text!)![1]!;
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/notifications/consignee-opt-out',
            payload: { token: `${link}x` },
          })
        ).statusCode,
      ).toBe(400);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/consignee-opt-out',
        payload: { token: link },
      });
      expect(out.statusCode).toBe(200);
      const next = await createDelivery(t.app, shipper);
      await assign(t.app, shipper, next._id);
      // Switched on, and still none: the number opted out.
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/notifications/deliveries/${next._id}/consignee-messages`,
            headers: shipper.auth,
          })
        ).json().data,
      ).toEqual({ enabled: true, sent: false });
      expect(
        (await outbox(t, deliveryRow(next.deliveryId))).filter((r) => r.event === 'consignee-tracking'),
      ).toEqual([]);
    });

    it('lists messages by state for signed-in operators only', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/ops/notifications' })).statusCode).toBe(401);
      const shipperAsks = await t.app.inject({
        method: 'GET',
        url: '/api/ops/notifications',
        headers: { authorization: `Bearer ${partner.token}` },
      });
      expect(shipperAsks.statusCode).toBe(403);
      const operator = await signInAsOperator(t.app);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/ops/notifications?state=sent',
        headers: operator.auth,
      });
      expect(res.statusCode).toBe(200);
      const { counts, messages } = res.json().data;
      expect(counts.sent).toBeGreaterThan(0);
      expect(messages.every((m: { state: string }) => m.state === 'sent')).toBe(true);
    });
  });

  describe('a provider that fails', () => {
    let t: TestApp;
    let shipper: TestUser;
    let server: http.Server;
    const received: Array<{ status: number; body: Record<string, unknown> }> = [];
    let answer = 500;
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        let text = '';
        req.on('data', (c: Buffer) => (text += c.toString()));
        req.on('end', () => {
          received.push({ status: answer, body: JSON.parse(text) as Record<string, unknown> });
          res.writeHead(answer).end(answer === 200 ? '{"type":"success"}' : '{"type":"error"}');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const h = istHourNow();
      t = await apps.next({
        SMS_PROVIDER: 'msg91',
        SMS_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow/`,
        SMS_AUTH_KEY: 'test-auth-key',
        SMS_DLT_ENTITY_ID: '1101234560000012345',
        SMS_DLT_TEMPLATE_IDS: TEMPLATE_IDS,
        SMS_QUIET_HOURS_IST: `${(h + 6) % 24}-${(h + 8) % 24}`,
        NOTIFY_MAX_ATTEMPTS: '3',
        NOTIFY_RETRY_BASE_MS: '20',
        NOTIFY_SWEEP_MS: '20',
      });
      shipper = await signUp(t.app);
    });
    afterAll(async () => {
      await t.close();
      await new Promise((resolve) => server.close(resolve));
    });

    it('retries a failing send with backoff, then keeps it as dead letter operators can see and send again', async () => {
      answer = 500;
      const delivery = await createDelivery(t.app, shipper);
      await assign(t.app, shipper, delivery._id);
      const [dead] = await eventually(
        () => outbox(t, sql`event = 'consignee-tracking' and ${deliveryRow(delivery.deliveryId)}`),
        (rows) => rows[0]?.state === 'dead',
      );
      expect(dead!.attempts).toBe(3);
      expect(dead!.last_error).toContain('500');
      const tries = received.filter((r) => r.body.crqid === dead!.id);
      expect(tries).toHaveLength(3);
      // One message id on every try; the request as MSG91's flow API takes it, with the DLT ids.
      expect(tries[0]!.body).toMatchObject({
        sender: 'LSAATH',
        PE_ID: '1101234560000012345',
        recipients: [{ mobiles: '919811122233' }],
      });
      expect(new Set(tries.map((r) => JSON.stringify(r.body))).size).toBe(1);

      const operator = await signInAsOperator(t.app);
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/ops/notifications?state=dead',
        headers: operator.auth,
      });
      expect(listed.json().data.messages.map((m: { id: string }) => m.id)).toContain(dead!.id);

      answer = 200;
      const retry = await t.app.inject({
        method: 'POST',
        url: `/api/ops/notifications/${dead!.id}/retry`,
        headers: operator.auth,
      });
      expect(retry.statusCode).toBe(200);
      const audit = await t.app.inject({ method: 'GET', url: '/api/ops/audit', headers: operator.auth });
      expect(JSON.stringify(audit.json().data)).toContain(dead!.id);
      const [sent] = await eventually(
        () => outbox(t, sql`id = ${dead!.id}::uuid`),
        (rows) => rows[0]?.state === 'sent',
      );
      expect(sent!.attempts).toBe(1);
    });

    it('sends a refused message (4xx) to dead letter at once', async () => {
      answer = 400;
      const delivery = await createDelivery(t.app, shipper);
      await assign(t.app, shipper, delivery._id);
      const [dead] = await eventually(
        () => outbox(t, sql`event = 'consignee-tracking' and ${deliveryRow(delivery.deliveryId)}`),
        (rows) => rows[0]?.state === 'dead',
      );
      expect(dead!.attempts).toBe(1);
    });
  });

  describe('quiet hours', () => {
    let t: TestApp;
    beforeAll(async () => {
      const h = istHourNow();
      t = await apps.next({
        DISPATCH_POLICY: 'greedy',
        PARTNER_DISPATCH_INTERVAL_MS: '50',
        SMS_QUIET_HOURS_IST: `${h}-${(h + 2) % 24}`,
        OFFER_SMS_ESCALATION_MS: '0',
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('holds SMS until the quiet hours end, and sends offers by SMS then only to partners who opted in', async () => {
      const shipper = await signUp(t.app);
      const [night, day] = await seedReadyPartners(t, [
        NEAR_OKHLA,
        { lat: NEAR_OKHLA.lat + 0.002, lon: NEAR_OKHLA.lon },
      ]);
      const optIn = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        headers: night!.auth,
        payload: { offerSmsAtNight: true },
      });
      expect(optIn.json().data.settings.offerSmsAtNight).toBe(true);
      const delivery = await createDelivery(t.app, shipper);
      await offerFor(t.app, night!, delivery.deliveryId);
      await offerFor(t.app, day!, delivery.deliveryId);
      const offers = await eventually(
        () => outbox(t, sql`event = 'offer' and channel = 'sms' and ${deliveryRow(delivery.deliveryId)}`),
        (rows) => rows.length === 2 && settled(rows),
      );
      const stateOf = (user: TestUser) => offers.find((r) => r.user_id === user.id)?.state;
      expect(stateOf(night!)).toBe('sent');
      expect(stateOf(day!)).toBe('skipped');

      await assign(t.app, shipper, delivery._id).catch(() => undefined);
      const other = await createDelivery(t.app, shipper);
      await t.database.db.execute(
        sql`update partner_offers set status = 'withdrawn' where ${deliveryRow(other.deliveryId)}`,
      );
      await assign(t.app, shipper, other._id);
      const [held] = await eventually(
        () => outbox(t, sql`event = 'consignee-tracking' and ${deliveryRow(other.deliveryId)}`),
        // Held: still unsent, and put off past now (a row just stored is due at once until the sender holds it).
        (rows) =>
          rows[0]?.state === 'pending' &&
          rows[0].attempts === 0 &&
          new Date(rows[0].next_attempt_at).getTime() > Date.now(),
        100,
        { what: 'the consignee SMS held for the quiet hours' },
      );
      const end = new Date(held!.next_attempt_at);
      expect(end.getTime()).toBeGreaterThan(Date.now());
      expect(Math.floor(((end.getTime() + 330 * 60_000) % 86_400_000) / 60_000)).toBe(
        ((istHourNow() + 2) % 24) * 60,
      );
    });
  });
  describe('escalation', () => {
    let t: TestApp;
    beforeAll(async () => {
      const h = istHourNow();
      t = await apps.next({
        DISPATCH_POLICY: 'greedy',
        DISPATCH_WAVE_SIZE: '1',
        PARTNER_DISPATCH_INTERVAL_MS: '50',
        SMS_QUIET_HOURS_IST: `${(h + 6) % 24}-${(h + 8) % 24}`,
        OFFER_SMS_ESCALATION_MS: '60000',
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('offers by push first; the wave after nobody accepted within the escalation time also gets an SMS', async () => {
      const shipper = await signUp(t.app);
      const partners = await seedReadyPartners(t, [
        NEAR_OKHLA,
        { lat: NEAR_OKHLA.lat + 0.002, lon: NEAR_OKHLA.lon },
      ]);
      const delivery = await createDelivery(t.app, shipper);
      const smsOf = () =>
        outbox(t, sql`event = 'offer' and channel = 'sms' and ${deliveryRow(delivery.deliveryId)}`);
      const [first] = await eventually(smsOf, (rows) => rows.length === 1 && settled(rows));
      expect(first).toMatchObject({ state: 'skipped', last_error: 'first wave: push only' });
      // A minute and more without an answer: the wave lapses (as PARTNER_OFFER_TTL_MS would) and the next goes out.
      await t.database.db
        .execute(sql`update partner_offers set created_at = created_at - interval '2 minutes',
        expires_at = now() - interval '1 second' where ${deliveryRow(delivery.deliveryId)}`);
      const rows = await eventually(smsOf, (list) => list.length === 2 && settled(list));
      const second = rows.find((r) => r.id !== first!.id)!;
      expect(second.state).toBe('sent');
      expect(second.user_id).not.toBe(first!.user_id);
      expect(partners.map((p) => p.id)).toContain(second.user_id);
    });
  });
});

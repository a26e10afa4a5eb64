/*
 * Exceptions (issue 33) on PGlite and PostgreSQL: a business reports a problem on its own delivery (nobody else
 * can raise or read it; one open at a time); the operators' queue holds failed deliveries, late pickups, proofs
 * far from the drop and disputes, filtered by kind; an answer reaches both sides (alert, outbox, delivery page,
 * partner job), is written to the audit log and moves the exception to the resolved list. And a suspended
 * carrier's driver links pause, the public link withholds the position, and a restore brings both back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCEPTION_MESSAGES, istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { executeRows } from '../src/db/execute-rows';
import { createTrackingEvents } from '../src/lib/live-events';
import { alertLatePickups } from '../src/modules/dispatch/late-pickup';
import type { PartnerJobsDeps } from '../src/modules/dispatch/partner-jobs-deps';
import { opsAnswerMessage } from '../src/modules/exceptions/resolve-exception';
import { englishOf } from '../src/lib/texts';
import { DRIVER_LINK_PAUSED } from '../src/modules/tracking/find-driver-context';
import { deliver, readyToDeliver } from './billing-support';
import {
  createTestApp,
  DB_KINDS,
  signInAsOperator,
  signUp,
  type TestApp,
  type TestOperator,
  type TestUser,
} from './helper';
import { seedReadyPartners } from './partner-seed';
import { assign, createDelivery, NEAR_OKHLA } from './tracking-support';

interface Listed {
  id: string;
  kind: string;
  deliveryId: string;
  urgent: boolean;
  reason: string | null;
  description: string | null;
  distanceFromDropM: number | null;
  partner: { id: string; name: string } | null;
  resolution: { outcome: string; shipperMessage: string; partnerMessage: string | null } | null;
}

describe.each(DB_KINDS)('exceptions on %s', (kind) => {
  let t: TestApp;
  let operator: TestOperator;
  let shipper: TestUser;
  let stranger: TestUser;
  let partners: TestUser[];
  beforeAll(async () => {
    // Greedy dispatch, its sweep far apart: deliveries get their truck from the operator only.
    t = await createTestApp(kind, { DISPATCH_POLICY: 'greedy', PARTNER_DISPATCH_INTERVAL_MS: '600000' });
    operator = await signInAsOperator(t.app);
    shipper = await signUp(t.app);
    stranger = await signUp(t.app);
    partners = await seedReadyPartners(t, [
      NEAR_OKHLA,
      { lat: NEAR_OKHLA.lat + 0.002, lon: NEAR_OKHLA.lon },
      { lat: NEAR_OKHLA.lat, lon: NEAR_OKHLA.lon + 0.002 },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, user: { auth: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url, headers: user.auth });
  const post = (url: string, user: { auth: Record<string, string> }, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, payload });
  const queue = async (query = '') => {
    const res = await get(`/api/ops/exceptions${query}`, operator);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.exceptions as Listed[];
  };
  /** A delivery of `shipper` the operator put on partner `n`'s truck. */
  const onPartnerTruck = async (n: number) => {
    const delivery = await createDelivery(t.app, shipper);
    const fleet = (await get('/api/ops/fleet', operator)).json().data.vehicles as Array<{
      id: string;
      partnerId: string;
    }>;
    const vehicle = fleet.find((v) => v.partnerId === partners[n]!.id)!;
    const res = await post(`/api/ops/dispatch/${delivery._id}/assign`, operator, {
      vehicleId: vehicle.id,
      reason: 'Test assignment',
    });
    expect(res.statusCode, res.body).toBe(200);
    const jobs = (await get('/api/partners/jobs', partners[n]!)).json().data.active as Array<{
      id: string;
      deliveryId: string;
    }>;
    return { ...delivery, jobId: jobs.find((j) => j.deliveryId === delivery.deliveryId)!.id };
  };
  const alertsOf = async (user: TestUser) =>
    (await get('/api/alerts', user)).json().data.alerts as Array<{ title: string; message: string }>;

  let disputed: Awaited<ReturnType<typeof onPartnerTruck>>;
  let failed: Awaited<ReturnType<typeof onPartnerTruck>>;

  it('lets a business report a problem on its own delivery only, once at a time, validated', async () => {
    disputed = await onPartnerTruck(0);
    const url = `/api/deliveries/${disputed._id}/disputes`;
    const body = { reason: 'damaged', description: 'Two cartons arrived crushed and wet.' };

    expect((await post(url, stranger, body)).statusCode).toBe(404);
    expect((await get(`/api/deliveries/${disputed._id}/problems`, stranger)).statusCode).toBe(404);
    expect((await post(url, partners[0]!, body)).statusCode).toBe(403);

    const invalid = await post(url, shipper, { reason: 'lost', description: 'short' });
    expect(invalid.statusCode).toBe(400);
    const fields = (invalid.json().errors as Array<{ field: string; msg: string }>).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['reason', 'description']));

    const raised = await post(url, shipper, body);
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json().data).toMatchObject({
      dispute: { reason: 'damaged', description: body.description, status: 'open' },
      answers: [],
    });
    const again = await post(url, shipper, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EXCEPTION_MESSAGES.alreadyOpen);
    expect((await get(`/api/deliveries/${disputed._id}/problems`, shipper)).json().data.dispute.status).toBe(
      'open',
    );
  });

  it('queues failed deliveries, late pickups, far proofs and disputes for operators, filtered by kind', async () => {
    failed = await onPartnerTruck(1);
    const exception = await post(`/api/partners/jobs/${failed.jobId}/exception`, partners[1]!, {
      reason: 'customer_unavailable',
      note: 'Shop shut at 2 pm',
    });
    expect(exception.statusCode, exception.body).toBe(200);

    const late = await onPartnerTruck(2);
    // The sweep after the booked slot (tomorrow 12-15 IST) has ended: the goods still wait.
    const events = createTrackingEvents(t.database, () => {});
    try {
      const afterSlot = new Date(`${istDateString(new Date(Date.now() + MS_PER_DAY))}T16:00:00+05:30`);
      const deps = { db: t.database.db, events } as unknown as PartnerJobsDeps;
      expect(await alertLatePickups(deps, afterSlot)).toBeGreaterThanOrEqual(1);
    } finally {
      await events.close();
    }

    // A proof taken 3.2 km from the drop, as submit-proof.ts flags it (over POD_FAR_FROM_DROP_KM).
    const far = await readyToDeliver(t.app, shipper);
    expect((await deliver(t.app, shipper, far)).statusCode).toBe(200);
    await t.database.db.execute(sql`
      insert into proofs_of_delivery (delivery_row_id, receiver_name, lat, lon, distance_from_drop_m,
        position_flag, delivered_at, signature_key, signature_sha256, photos, vehicle_registration,
        vehicle_body_type, driver_name)
      values (${far._id}::uuid, 'Anil Mehta', 28.86, 77.08, 3200, 'far_from_drop', now(), 'proofs/x.png', 'x',
        '[]'::jsonb, 'DL1LAB1234', 'mini_truck', 'Ramesh Kumar')`);

    expect((await get('/api/ops/exceptions', shipper)).statusCode).toBe(403);
    const open = await queue();
    const mine = (kindOf: string, deliveryId: string) =>
      open.find((e) => e.kind === kindOf && e.deliveryId === deliveryId);
    expect(mine('dispute', disputed.deliveryId)).toMatchObject({
      reason: 'damaged',
      partner: { id: partners[0]!.id },
      resolution: null,
    });
    expect(mine('failed', failed.deliveryId)).toMatchObject({
      reason: 'customer_unavailable',
      description: 'Shop shut at 2 pm',
      deliveryStatus: 'Failed',
      company: 'Verma Traders',
      partner: { id: partners[1]!.id, name: 'Yadav Roadways' },
      pickupDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      timeSlot: expect.any(String),
      hasInvoice: false,
    });
    expect(mine('late-pickup', late.deliveryId)).toMatchObject({ urgent: true });
    expect(mine('proof-far', far.deliveryId)).toMatchObject({ distanceFromDropM: 3200, partner: null });
    // Urgent first (the goods still wait), then newest first.
    expect(open[0]?.urgent).toBe(true);

    const disputes = await queue('?kind=dispute');
    expect(disputes.length).toBeGreaterThan(0);
    expect(disputes.every((e) => e.kind === 'dispute')).toBe(true);
    expect((await get('/api/ops/exceptions?kind=lost', operator)).statusCode).toBe(400);
  });

  it('resolves a dispute: both sides get their message, the audit log has it, it leaves the open queue', async () => {
    const id = (await queue('?kind=dispute')).find((e) => e.deliveryId === disputed.deliveryId)!.id;
    const url = `/api/ops/exceptions/${id}/resolve`;
    expect((await post(url, shipper, { outcome: 'resolved', shipperMessage: 'Sorry' })).statusCode).toBe(403);

    const noPartner = await post(url, operator, { outcome: 'resolved', shipperMessage: 'We are sorry.' });
    expect(noPartner.statusCode).toBe(400);
    expect(noPartner.json().errors[0]).toMatchObject({
      field: 'partnerMessage',
      msg: EXCEPTION_MESSAGES.partnerMessageRequired,
    });
    const noInvoice = await post(url, operator, {
      outcome: 'refund',
      shipperMessage: 'We refund the trip.',
      partnerMessage: 'Pack wet cartons apart.',
    });
    expect(noInvoice.statusCode).toBe(409);
    expect(noInvoice.json().message).toBe(EXCEPTION_MESSAGES.noInvoice);

    const shipperMessage = 'We spoke to the driver; the cartons will be replaced tomorrow.';
    const partnerMessage = 'Please keep wet cartons off the floor of the truck.';
    const resolved = await post(url, operator, { outcome: 'resolved', shipperMessage, partnerMessage });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data.exception.resolution).toMatchObject({
      outcome: 'resolved',
      shipperMessage,
      partnerMessage,
      resolvedBy: operator.email,
    });
    expect(
      (await post(url, operator, { outcome: 'no-action', shipperMessage, partnerMessage })).statusCode,
    ).toBe(409);

    expect((await queue()).some((e) => e.id === id)).toBe(false);
    expect((await queue('?status=resolved')).find((e) => e.id === id)?.resolution?.shipperMessage).toBe(
      shipperMessage,
    );

    // The business: its delivery page and an alert; the partner: its job and an alert; both in the outbox.
    const problems = (await get(`/api/deliveries/${disputed._id}/problems`, shipper)).json().data;
    expect(problems.dispute.status).toBe('resolved');
    expect(problems.answers).toEqual([
      expect.objectContaining({ kind: 'dispute', outcome: 'resolved', message: shipperMessage }),
    ]);
    expect((await alertsOf(shipper)).map((a) => a.message)).toContain(
      englishOf(opsAnswerMessage(disputed.deliveryId, shipperMessage)),
    );
    expect((await alertsOf(partners[0]!)).map((a) => a.message)).toContain(
      englishOf(opsAnswerMessage(disputed.deliveryId, partnerMessage)),
    );
    const job = (await get(`/api/partners/jobs/${disputed.jobId}`, partners[0]!)).json().data.job;
    expect(job.opsAnswers).toEqual([expect.objectContaining({ kind: 'dispute', message: partnerMessage })]);
    const outbox = executeRows<{ user_id: string; event: string }>(
      await t.database.db.execute(
        sql`select user_id, event from notification_outbox where event in ('exception-resolved', 'job-exception-resolved')`,
      ),
    );
    expect(outbox).toEqual(
      expect.arrayContaining([
        { user_id: shipper.id, event: 'exception-resolved' },
        { user_id: partners[0]!.id, event: 'job-exception-resolved' },
      ]),
    );
    // The other business reads nothing of it.
    expect((await alertsOf(stranger)).some((a) => a.message.includes(disputed.deliveryId))).toBe(false);

    const entries = (await get('/api/ops/audit?action=exception.resolved', operator)).json().data
      .entries as Array<{
      actorEmail: string;
      targetId: string;
      reason: string;
      before: { status: string };
      after: { status: string; resolution: { partnerMessage: string } };
    }>;
    expect(entries.find((e) => e.targetId === id)).toMatchObject({
      actorEmail: operator.email,
      reason: shipperMessage,
      before: { status: 'open', kind: 'dispute' },
      after: { status: 'resolved', resolution: { partnerMessage } },
    });

    // Answered: the business may report a new problem on the same delivery.
    const next = await post(`/api/deliveries/${disputed._id}/disputes`, shipper, {
      reason: 'other',
      description: 'The replacement cartons did not come.',
    });
    expect(next.statusCode).toBe(201);
  });

  it('refunds by credit note when the delivery has an invoice; a failure without a partner needs no partner message', async () => {
    const far = (await queue('?kind=proof-far'))[0]!;
    const refunded = await post(`/api/ops/exceptions/${far.id}/resolve`, operator, {
      outcome: 'refund',
      shipperMessage: 'The proof was taken far from your drop; we refund the trip while we check.',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.exception.resolution.creditNoteNumber).toMatch(/^CN\//);
    expect((await alertsOf(shipper)).some((a) => a.title === 'Credit note issued')).toBe(true);

    const failure = (await queue('?kind=failed')).find((e) => e.deliveryId === failed.deliveryId)!;
    const noAction = await post(`/api/ops/exceptions/${failure.id}/resolve`, operator, {
      outcome: 'no-action',
      shipperMessage: 'The shop was shut; book again for another day.',
      partnerMessage: 'Thanks for waiting at the shop.',
    });
    expect(noAction.statusCode, noAction.body).toBe(200);
    expect(
      (
        await post('/api/ops/exceptions/failed.nonsense/resolve', operator, {
          outcome: 'no-action',
          shipperMessage: 'x y z',
        })
      ).statusCode,
    ).toBe(404);
  });

  it("pauses a suspended carrier's driver link and the public position; a restore brings both back", async () => {
    const delivery = await createDelivery(t.app, shipper);
    const { driverPath, tracking } = await assign(t.app, shipper, delivery._id);
    const token = driverPath.split('/').pop()!;
    const fix = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/driver/${token}/positions`,
        payload: { ...NEAR_OKHLA, timestamp: Date.now() },
      });
    const publicView = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/public/track/${tracking.publicCode}` })).json().data
        .tracking as { position: unknown; livePaused?: boolean; status: string };
    expect((await fix()).statusCode).toBe(200);
    expect((await publicView()).position).not.toBeNull();

    const suspend = await post(`/api/ops/accounts/${shipper.id}/suspend`, operator, {
      reason: 'Fraud check',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const refused = await fix();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DRIVER_LINK_PAUSED);
    expect((await t.app.inject({ method: 'GET', url: `/api/driver/${token}` })).statusCode).toBe(403);
    expect(await publicView()).toMatchObject({ position: null, livePaused: true, status: 'Scheduled' });

    expect(
      (await post(`/api/ops/accounts/${shipper.id}/restore`, operator, { reason: 'Cleared' })).statusCode,
    ).toBe(200);
    expect((await fix()).statusCode).toBe(200);
    expect(await publicView()).toMatchObject({ livePaused: false, position: expect.anything() });
    shipper = await signUp(t.app); // the suspension ended the old sign-in

    // A truck partner's job: its public link withholds the position while the partner is suspended.
    const carried = await onPartnerTruck(1);
    const code = (await get(`/api/deliveries/${carried._id}/tracking`, shipper)).json().data
      .publicCode as string;
    const carriedView = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/public/track/${code}` })).json().data.tracking;
    expect((await carriedView()).livePaused).toBe(false);
    await post(`/api/ops/accounts/${partners[1]!.id}/suspend`, operator, { reason: 'Fake documents' });
    expect(await carriedView()).toMatchObject({ livePaused: true, position: null });
    await post(`/api/ops/accounts/${partners[1]!.id}/restore`, operator, { reason: 'Documents checked' });
    expect((await carriedView()).livePaused).toBe(false);
  });
});

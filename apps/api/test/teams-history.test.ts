/*
 * Issue 37, who did what: bookings, cancellations, UTRs and document changes are recorded under the member who
 * made them, together with the action (an action refused records nothing), and the owner narrows the history to
 * one member or one kind of action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@logisaathi/domain';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { deliver, readyToDeliver } from './billing-support';
import { addTestMember } from './team-support';
import { createDelivery } from './tracking-support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function documentForm(fileName: string, data: Buffer) {
  const boundary = '----teamshistory';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${fileName}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Entry {
  action: string;
  subject: string;
  actorName: string;
  actorUserId: string | null;
}

describe.each(DB_KINDS)('who did what on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    // The local fake gateway, so that a member can start an online payment.
    t = await createTestApp(kind, { PAYMENT_PROVIDER: 'gateway' });
    owner = await signUp(t.app, { company: 'Verma Traders' });
  });
  afterAll(async () => {
    await t.close();
  });

  const historyOf = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/team/history${query}`, headers: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.actions as Entry[];
  };

  it('records each action with its member, nothing for a refused one, and filters by member and kind', async () => {
    const dispatcher = await addTestMember(t, owner, 'dispatcher');
    const accountant = await addTestMember(t, owner, 'accountant');

    // A booking and its cancellation by the dispatcher.
    const booked = await createDelivery(t.app, { ...owner, auth: dispatcher.auth });
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/deliveries/${booked._id}/status`,
      headers: dispatcher.auth,
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Cancelling again is refused, and leaves no second row.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/deliveries/${booked._id}/status`,
      headers: dispatcher.auth,
      payload: { status: 'Cancelled' },
    });
    expect(again.statusCode).toBe(409);
    // Deleting the cancelled booking is a removal by the dispatcher too.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/deliveries/${booked._id}`,
      headers: dispatcher.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // The accountant enters a UTR for a delivered booking's invoice; the same UTR again is refused.
    const d = await readyToDeliver(t.app, owner);
    expect((await deliver(t.app, owner, d)).statusCode).toBe(200);
    const billing = (
      await t.app.inject({ method: 'GET', url: `/api/billing/deliveries/${d._id}`, headers: owner.auth })
    ).json().data as { invoice: { id: string; number: string } };
    // The accountant first starts an online payment at the gateway, then pays by bank transfer instead.
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/billing/invoices/${billing.invoice.id}/gateway-order`,
      headers: accountant.auth,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const utr = String(100_000_000_000 + Math.floor(Math.random() * 800_000_000_000));
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/billing/invoices/${billing.invoice.id}/payments`,
        headers: accountant.auth,
        payload: { utr },
      });
    expect((await pay()).statusCode).toBe(201);
    expect((await pay()).statusCode).toBe(409);

    // The accountant uploads a company document and removes it; removing a missing one is refused.
    const form = documentForm('gst.pdf', PDF);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/users/documents/gstCertificate',
      headers: { ...accountant.auth, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const deleteDocument = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/users/documents/gstCertificate',
        headers: accountant.auth,
      });
    expect((await deleteDocument()).statusCode).toBe(200);
    expect((await deleteDocument()).statusCode).toBe(404);

    const all = await historyOf();
    const mine = (userId: string) =>
      all
        .filter((e) => e.actorUserId === userId)
        .map((e) => [e.action, e.subject])
        .reverse();
    expect(mine(dispatcher.id)).toEqual([
      ['delivery.booked', booked.deliveryId],
      ['delivery.cancelled', booked.deliveryId],
      ['delivery.cancelled', booked.deliveryId],
    ]);
    expect(mine(accountant.id)).toEqual([
      ['invoice.checkout', billing.invoice.number],
      ['invoice.utr', billing.invoice.number],
      ['document.uploaded', 'gstCertificate'],
      ['document.removed', 'gstCertificate'],
    ]);

    // Narrowed to one member, to one kind, or both.
    const byAccountant = await historyOf(`?member=${accountant.id}`);
    expect(new Set(byAccountant.map((e) => e.actorUserId))).toEqual(new Set([accountant.id]));
    expect(byAccountant).toHaveLength(4);
    const cancellations = await historyOf('?action=delivery.cancelled');
    expect(cancellations.map((e) => e.subject)).toEqual([booked.deliveryId, booked.deliveryId]);
    expect(await historyOf(`?member=${accountant.id}&action=delivery.booked`)).toEqual([]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/team/history?action=invoice.forged',
      headers: owner.auth,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].msg).toBe(TEAM_MESSAGES.actionUnknown);
  });
});

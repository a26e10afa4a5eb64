/*
 * Payments of tax invoices (issue 16), on PGlite and PostgreSQL: the UPI link and QR, the UTR a business enters
 * (awaiting the operator's confirmation), the operator's routes, the ledger (partial, paid, overpaid), receipts
 * by text extracted from the PDF, and the gateway adapter against the local fake: signed webhooks, a wrong
 * signature refused, replays changing nothing.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver, pdfText, readyToDeliver } from './billing-support';
import { DB_KINDS, signInAsOperator, signUp, testAppsInTurn, type TestApp, type TestUser } from './helper';

/** The signed-in operator's bearer header (of the group's app, set in its beforeAll). */
let ops: Record<string, string> = {};
let utrCounter = 100_000_000_000 + Math.floor(Math.random() * 800_000_000_000);
const nextUtr = () => String((utrCounter += 1));

async function deliveredInvoice(t: TestApp, user: TestUser) {
  const d = await readyToDeliver(t.app, user);
  const res = await deliver(t.app, user, d);
  if (res.statusCode !== 200) throw new Error(`deliver: ${res.statusCode} ${res.body}`);
  const billing = await t.app.inject({
    method: 'GET',
    url: `/api/billing/deliveries/${d._id}`,
    headers: user.auth,
  });
  return billing.json().data.invoice as { id: string; number: string; totalPaise: number; pdfUrl: string };
}

// One database per kind for the file: each group below starts its own app on emptied tables (testAppsInTurn).
describe.each(DB_KINDS)('payments on %s', (kind) => {
  const apps = testAppsInTurn(kind);
  afterAll(async () => {
    await apps.close();
  });

  describe('with the gateway and an operator', () => {
    let t: TestApp;
    let owner: TestUser;
    let other: TestUser;
    beforeAll(async () => {
      t = await apps.next({
        PAYMENT_PROVIDER: 'gateway',
        UPI_VPA: 'logisaathi.pay@okaxis',
        UPI_PAYEE_NAME: 'LogiSaathi Logistics Pvt Ltd',
      });
      owner = await signUp(t.app);
      other = await signUp(t.app);
      ops = (await signInAsOperator(t.app)).auth;
    });
    afterAll(async () => {
      await t.close();
    });

    const get = (url: string, user: TestUser, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { ...user.auth, ...headers } });
    const payByUtr = (invoiceId: string, user: TestUser, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/billing/invoices/${invoiceId}/payments`,
        headers: user.auth,
        payload,
      });
    const confirm = (paymentId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/billing/ops/payments/${paymentId}/confirm`,
        headers: ops,
        payload: { by: 'Ravi (accounts)' },
      });

    it('shows the UPI link and QR for what is due, built from the configuration', async () => {
      const invoice = await deliveredInvoice(t, owner);
      const res = await get(`/api/billing/invoices/${invoice.id}/payment`, owner);
      expect(res.statusCode, res.body).toBe(200);
      const { balance, upi, gateway, payments } = res.json().data;
      expect(balance).toMatchObject({ state: 'unpaid', duePaise: invoice.totalPaise, paidPaise: 0 });
      const rupees = `${Math.floor(invoice.totalPaise / 100)}.${String(invoice.totalPaise % 100).padStart(2, '0')}`;
      expect(upi.link).toBe(
        `upi://pay?pa=logisaathi.pay%40okaxis&pn=LogiSaathi%20Logistics%20Pvt%20Ltd&am=${rupees}&cu=INR` +
          `&tn=LogiSaathi%20invoice%20${encodeURIComponent(invoice.number)}&tr=${encodeURIComponent(invoice.number)}`,
      );
      expect(upi.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(gateway).toBe(true);
      expect(payments).toEqual([]);
      // Another business's invoice is not found.
      expect((await get(`/api/billing/invoices/${invoice.id}/payment`, other)).statusCode).toBe(404);
    });

    it('takes a 12-digit UTR, unique, awaiting confirmation until the operator confirms it; then a receipt', async () => {
      const invoice = await deliveredInvoice(t, owner);
      const bad = await payByUtr(invoice.id, owner, { utr: '12345' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Enter the 12-digit UPI reference (UTR) shown in your payment app');

      const utr = nextUtr();
      const res = await payByUtr(invoice.id, owner, { utr: `${utr.slice(0, 6)} ${utr.slice(6)}` });
      expect(res.statusCode, res.body).toBe(201);
      const { payment } = res.json().data;
      expect(payment).toMatchObject({
        status: 'awaiting-confirmation',
        utr,
        amountPaise: invoice.totalPaise,
        receiptUrl: null,
      });

      const waiting = (await get(`/api/billing/invoices/${invoice.id}/payment`, owner)).json().data;
      expect(waiting.balance).toMatchObject({
        awaitingPaise: invoice.totalPaise,
        payablePaise: 0,
        state: 'unpaid',
      });
      expect(waiting.upi).toBeNull();
      // Nothing left to enter a payment for; the same UTR on another invoice is refused.
      expect((await payByUtr(invoice.id, owner, { utr: nextUtr() })).json().message).toBe(
        'Nothing is due on this invoice',
      );
      const second = await deliveredInvoice(t, owner);
      const dup = await payByUtr(second.id, owner, { utr });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe('This UTR has already been entered');
      // Not the receipt yet.
      expect((await get(`/api/billing/payments/${payment.id}/receipt/pdf`, owner)).statusCode).toBe(409);

      // The operator's routes need an operator's sign-in: nobody else, a business neither.
      expect((await t.app.inject({ method: 'GET', url: '/api/billing/ops/payments' })).statusCode).toBe(401);
      expect((await get('/api/billing/ops/payments', owner)).statusCode).toBe(403);
      const queue = await t.app.inject({ method: 'GET', url: '/api/billing/ops/payments', headers: ops });
      expect(queue.json().data.payments.map((p: { utr: string }) => p.utr)).toContain(utr);

      const confirmed = await confirm(payment.id);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const done = confirmed.json().data.payment;
      expect(done.status).toBe('confirmed');
      expect(done.receiptNumber).toMatch(/^RC\/\d{2}-\d{2}\/\d{6}$/);
      expect((await confirm(payment.id)).statusCode).toBe(409);

      const paid = (await get(`/api/billing/invoices/${invoice.id}/payment`, owner)).json().data;
      expect(paid.balance).toMatchObject({ state: 'paid', duePaise: 0, paidPaise: invoice.totalPaise });

      const pdf = await get(done.receiptUrl, owner);
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      for (const field of [
        'PAYMENT RECEIPT',
        done.receiptNumber,
        utr,
        invoice.number,
        'Balance due',
        '₹0.00',
      ]) {
        expect(text).toContain(field);
      }
      expect((await get(done.receiptUrl, other)).statusCode).toBe(404);

      const alerts = (await get('/api/alerts', owner)).json();
      expect(JSON.stringify(alerts)).toContain('Payment confirmed');
    });

    it('turns one UTR claimed by two businesses into a conflict for the operator, frees a rejected UTR, refuses a made-up one', async () => {
      const reject = (paymentId: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/billing/ops/payments/${paymentId}/reject`,
          headers: ops,
          payload: { by: 'Ravi (accounts)', reason: 'Not this business in the bank statement' },
        });
      const fake = await payByUtr((await deliveredInvoice(t, owner)).id, owner, { utr: '0000 0000 0000' });
      expect(fake.statusCode).toBe(400);
      expect(fake.body).toContain('This is not a real UTR: check the 12 digits in your payment app');

      // B enters A's UTR first: both are taken, and neither answer tells anyone about the other.
      const [ofOther, ofOwner] = [await deliveredInvoice(t, other), await deliveredInvoice(t, owner)];
      const utr = nextUtr();
      const squat = await payByUtr(ofOther.id, other, { utr });
      expect(squat.statusCode, squat.body).toBe(201);
      const real = await payByUtr(ofOwner.id, owner, { utr });
      expect(real.statusCode, real.body).toBe(201);
      expect(real.body).not.toContain(other.email);
      const [squatId, realId] = [squat.json().data.payment.id, real.json().data.payment.id];
      const queue = (
        await t.app.inject({ method: 'GET', url: '/api/billing/ops/payments', headers: ops })
      ).json().data.payments as Array<{
        id: string;
        utrConflict: boolean;
        utrConflicts: Array<{ paymentId: string }>;
      }>;
      const byId = (id: string) => queue.find((p) => p.id === id)!;
      expect(byId(squatId)).toMatchObject({ utrConflict: true, utrConflicts: [{ paymentId: realId }] });
      expect(byId(realId)).toMatchObject({ utrConflict: true, utrConflicts: [{ paymentId: squatId }] });

      // The operator rejects B's claim: A's is no longer in conflict, and B could enter the UTR again.
      expect((await reject(squatId)).statusCode).toBe(200);
      const after = (
        await t.app.inject({ method: 'GET', url: '/api/billing/ops/payments', headers: ops })
      ).json().data.payments as Array<{ id: string; utrConflict: boolean }>;
      expect(after.find((p) => p.id === realId)).toMatchObject({ utrConflict: false, utrConflicts: [] });
      expect((await confirm(realId)).statusCode).toBe(200);

      // A rejected claim frees its UTR for the same business too.
      const mine = await deliveredInvoice(t, owner);
      const typo = nextUtr();
      const wrong = (await payByUtr(mine.id, owner, { utr: typo })).json().data.payment;
      expect((await reject(wrong.id)).statusCode).toBe(200);
      const again = await payByUtr(mine.id, owner, { utr: typo });
      expect(again.statusCode, again.body).toBe(201);

      // A UTR confirmed on one payment is confirmed on no other.
      const late = await payByUtr(ofOther.id, other, { utr });
      expect(late.statusCode).toBe(201);
      const twice = await confirm(late.json().data.payment.id);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This UTR is already confirmed on another payment');
    });

    it('adds partial payments up in the ledger and refuses more than is due', async () => {
      const invoice = await deliveredInvoice(t, owner);
      const half = Math.floor(invoice.totalPaise / 200) * 100;
      const tooMuch = await payByUtr(invoice.id, owner, {
        utr: nextUtr(),
        amountPaise: invoice.totalPaise + 100,
      });
      expect(tooMuch.json().message).toBe('The amount is more than is due on this invoice');
      const first = (await payByUtr(invoice.id, owner, { utr: nextUtr(), amountPaise: half })).json().data
        .payment;
      await confirm(first.id);
      const part = (await get(`/api/billing/invoices/${invoice.id}/payment`, owner)).json().data;
      expect(part.balance).toMatchObject({ state: 'part-paid', duePaise: invoice.totalPaise - half });
      expect(part.upi.amountPaise).toBe(invoice.totalPaise - half);

      const rest = (await payByUtr(invoice.id, owner, { utr: nextUtr() })).json().data.payment;
      expect(rest.amountPaise).toBe(invoice.totalPaise - half);
      const rejected = await t.app.inject({
        method: 'POST',
        url: `/api/billing/ops/payments/${rest.id}/reject`,
        headers: ops,
        payload: { by: 'Ravi (accounts)', reason: 'No credit with this UTR in the bank statement' },
      });
      expect(rejected.json().data.payment.status).toBe('rejected');
      const after = (await get(`/api/billing/invoices/${invoice.id}/payment`, owner)).json().data;
      expect(after.balance).toMatchObject({ state: 'part-paid', awaitingPaise: 0 });

      const docs = (await get('/api/billing/documents', owner)).json().data;
      // The dashboard's Total Payments card reads the same ledger.
      const dashboard = (await get('/api/dashboard/stats', owner)).json().data;
      expect(dashboard.payments).toEqual({
        paidPaise: docs.totals.paidPaise,
        awaitingPaise: docs.totals.awaitingPaise,
        duePaise: docs.totals.duePaise,
      });
      const listed = docs.invoices.find((i: { id: string }) => i.id === invoice.id);
      expect(listed.payment).toMatchObject({ state: 'part-paid', duePaise: invoice.totalPaise - half });
      expect(docs.totals.paidPaise).toBe(
        docs.payments
          .filter((p: { status: string }) => p.status === 'confirmed')
          .reduce((s: number, p: { amountPaise: number }) => s + p.amountPaise, 0),
      );
    });

    it('lets the operator credit an invoice: a credit note on the Billing screen, a lower balance, an alert', async () => {
      const invoice = await deliveredInvoice(t, owner);
      const credit = (payload: Record<string, unknown>, headers: Record<string, string> = ops) =>
        t.app.inject({
          method: 'POST',
          url: `/api/billing/ops/invoices/${invoice.id}/credit-notes`,
          headers,
          payload,
        });
      expect((await credit({ reason: 'Goods damaged' }, owner.auth)).statusCode).toBe(403);
      expect((await credit({ reason: 'x' })).statusCode).toBe(400);

      const partial = await credit({ reason: 'Late delivery: agreed discount', taxablePaise: 10_000 });
      expect(partial.statusCode, partial.body).toBe(201);
      const note = partial.json().data.creditNote;
      expect(note).toMatchObject({ invoiceNumber: invoice.number, reason: 'Late delivery: agreed discount' });
      expect(note.taxablePaise).toBe(10_000);
      expect(note.number).not.toBe(invoice.number);

      const docs = (await get('/api/billing/documents', owner)).json().data;
      expect(docs.creditNotes.map((c: { number: string }) => c.number)).toContain(note.number);
      const balance = (await get(`/api/billing/invoices/${invoice.id}/payment`, owner)).json().data.balance;
      expect(balance.duePaise).toBe(invoice.totalPaise - note.totalPaise);
      const alerts = (await get('/api/alerts', owner)).json().data.alerts as Array<{ message: string }>;
      expect(alerts.some((a) => a.message.includes(note.number))).toBe(true);
      const inHindi = (await get('/api/alerts', owner, { 'accept-language': 'hi' })).json().data
        .alerts as Array<{ message: string }>;
      expect(inHindi.some((a) => a.message.startsWith(`इनवॉइस ${invoice.number} पर`))).toBe(true);

      // The rest in full, then nothing is left to credit.
      const rest = await credit({ reason: 'Refund of the rest' });
      expect(rest.statusCode, rest.body).toBe(201);
      const more = await credit({ reason: 'Once more', taxablePaise: 100 });
      expect(more.statusCode).toBe(409);
      expect(more.json().message).toBe('The credit would be more than is left on this invoice');
      // Another business's view never shows these notes.
      const others = (await get('/api/billing/documents', other)).json().data;
      expect(others.creditNotes.map((c: { number: string }) => c.number)).not.toContain(note.number);
    });

    it('pays online through the gateway adapter (local fake): signed webhook, replay ignored, wrong signature refused', async () => {
      const invoice = await deliveredInvoice(t, owner);
      const order = await t.app.inject({
        method: 'POST',
        url: `/api/billing/invoices/${invoice.id}/gateway-order`,
        headers: owner.auth,
      });
      expect(order.statusCode, order.body).toBe(200);
      const { orderId, amountPaise, checkoutUrl } = order.json().data;
      expect(amountPaise).toBe(invoice.totalPaise);

      const body = JSON.stringify({
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: 'pay_test0000000001',
              order_id: orderId,
              amount: amountPaise + 500,
              currency: 'INR',
              status: 'captured',
            },
          },
        },
      });
      const secret = t.config.platform.payments.gateway!.webhookSecret;
      const sign = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
      const post = (signature: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/billing/payments/webhook',
          headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
          payload: body,
        });

      const forged = await post(createHmac('sha256', 'not-the-secret').update(body).digest('hex'));
      expect(forged.statusCode).toBe(401);
      // The constant the fake used to sign with before issue 30 signs nothing now.
      const old = await post(createHmac('sha256', 'fake-gateway-webhook-secret').update(body).digest('hex'));
      expect(old.statusCode).toBe(401);
      expect((await post('')).statusCode).toBe(401);

      const first = await post(sign(body));
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.duplicate).toBe(false);
      const replay = await post(sign(body));
      expect(replay.json().data.duplicate).toBe(true);

      const paid = (await get(`/api/billing/invoices/${invoice.id}/payment`, owner)).json().data;
      expect(paid.payments).toHaveLength(1);
      expect(paid.payments[0]).toMatchObject({
        method: 'gateway',
        status: 'confirmed',
        gatewayPaymentId: 'pay_test0000000001',
      });
      // ₹5 more than due was captured: kept, and shown as paid in excess.
      expect(paid.balance).toMatchObject({ state: 'overpaid', overpaidPaise: 500, duePaise: 0 });

      // The fake's own checkout pays a fresh order through the same signed path.
      const second = await deliveredInvoice(t, owner);
      const order2 = (
        await t.app.inject({
          method: 'POST',
          url: `/api/billing/invoices/${second.id}/gateway-order`,
          headers: owner.auth,
        })
      ).json().data;
      expect(checkoutUrl).toMatch(/^\/api\/billing\/fake-gateway\/orders\//);
      const pay = (user?: TestUser) =>
        t.app.inject({ method: 'POST', url: order2.checkoutUrl, headers: user ? user.auth : {} });
      // Only the signed-in owner of the invoice pays, once, exactly the order's amount.
      expect((await pay()).statusCode).toBe(401);
      expect((await pay(other)).statusCode).toBe(404);
      const checkout = await pay(owner);
      expect(checkout.statusCode, checkout.body).toBe(200);
      const after = (await get(`/api/billing/invoices/${second.id}/payment`, owner)).json().data;
      expect(after.balance.state).toBe('paid');
      const again = await pay(owner);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'This order is not payable: it no longer matches what is due on the invoice',
      );
      const still = (await get(`/api/billing/invoices/${second.id}/payment`, owner)).json().data;
      expect(still.balance).toMatchObject({ state: 'paid', overpaidPaise: 0 });
    });

    it('prints the invoice, consignment note and receipt in Hindi when the caller asks for Hindi', async () => {
      const invoice = await deliveredInvoice(t, owner);
      const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };
      const invoiceText = await pdfText((await get(invoice.pdfUrl, owner, hindi)).rawPayload);
      // The owner gave no GSTIN: transport for it is exempt, billed on a bill of supply (CGST Rule 49). The
      // text extraction maps a Devanagari glyph shared by इ and ई to whichever it met first ('सप्लाई' in the
      // title), so the words with इ are looked for by their other parts.
      for (const field of ['ऑफ़ सप्लाई', 'नंबर:', invoice.number, 'माल भेजने वाला', 'कहाँ से']) {
        expect(invoiceText).toContain(field);
      }
      const english = await pdfText((await get(invoice.pdfUrl, owner)).rawPayload);
      expect(english).toContain('BILL OF SUPPLY');

      const payment = (await payByUtr(invoice.id, owner, { utr: nextUtr() })).json().data.payment;
      const done = (await confirm(payment.id)).json().data.payment;
      const receipt = await pdfText((await get(done.receiptUrl, owner, hindi)).rawPayload);
      expect(receipt).toContain('भुगतान रसीद');
      expect(receipt).toContain(done.receiptNumber);
    });
  });

  describe('payment routes without a gateway or operator token', () => {
    let t: TestApp;
    let owner: TestUser;
    beforeAll(async () => {
      t = await apps.next();
      owner = await signUp(t.app);
    });
    afterAll(async () => {
      await t.close();
    });

    it('offers only the UPI transfer, refuses webhooks and has no operator routes', async () => {
      const invoice = await deliveredInvoice(t, owner);
      const view = (
        await t.app.inject({
          method: 'GET',
          url: `/api/billing/invoices/${invoice.id}/payment`,
          headers: owner.auth,
        })
      ).json().data;
      expect(view.gateway).toBe(false);
      const order = await t.app.inject({
        method: 'POST',
        url: `/api/billing/invoices/${invoice.id}/gateway-order`,
        headers: owner.auth,
      });
      expect(order.statusCode).toBe(409);
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/billing/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(404);
      // The operator's routes are always there, behind an operator's sign-in (no token setting any more).
      expect((await t.app.inject({ method: 'GET', url: '/api/billing/ops/payments' })).statusCode).toBe(401);
    });
  });
});

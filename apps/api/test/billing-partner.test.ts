/*
 * The truck partner's side of billing (issue 16): accepting an offer numbers the delivery's consignment note,
 * which the partner (for its driver) and the shipper both print; another partner's id answers 404. The partner's
 * proof of delivery issues the shipper's tax invoice in the same transaction.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './billing-support';
import { createTestApp, DB_KINDS, signInAsOperator, signUp, type TestApp, type TestUser } from './helper';
import { multipartForm, offerFor, readyVehicle, signUpPartner, allowEarlyPickup } from './partner-support';
import { createDelivery, NEAR_OKHLA } from './tracking-support';
import { PAYOUT_MORE_THAN_OWED } from '../src/modules/payments/partner-ledger';

describe.each(DB_KINDS)('billing for truck partners on %s', (kind) => {
  let t: TestApp;
  let shipper: TestUser;
  let partner: TestUser;
  let otherPartner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      PARTNER_DISPATCH_INTERVAL_MS: '50',
      DISPATCH_BATCH_INTERVAL_MS: '50',
    });
    shipper = await signUp(t.app);
    partner = await signUpPartner(t.app);
    otherPartner = await signUpPartner(t.app);
    await readyVehicle(t.app, partner, NEAR_OKHLA);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
  const post = (user: TestUser, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });

  it('numbers the consignment note on acceptance, prints it for the partner and the shipper, and invoices on proof', async () => {
    const delivery = await createDelivery(t.app, shipper);
    const offer = await offerFor(t.app, partner, delivery.deliveryId);
    const accepted = await post(partner, `/api/partners/offers/${offer.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const job = accepted.json().data.job;

    const mine = (await get(partner, `/api/billing/partner-jobs/${job.id}`)).json().data.consignmentNote;
    expect(mine.number).toMatch(/^LR\/\d{2}-\d{2}\/\d{6}$/);
    const shipperView = (await get(shipper, `/api/billing/deliveries/${delivery._id}`)).json().data;
    expect(shipperView.consignmentNote.number).toBe(mine.number);
    expect(shipperView.invoice).toBeNull();

    const pdf = await get(partner, mine.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const field of [
      `Consignment note number: ${mine.number}`,
      `Vehicle number: ${job.vehicle.registrationDisplay}`,
      'Consignor: Verma Traders',
      'Consignee: Rohit Gupta',
      'Gross weight: 12 kg',
    ]) {
      expect(text).toContain(field);
    }
    expect((await get(otherPartner, `/api/billing/partner-jobs/${job.id}`)).statusCode).toBe(404);
    expect((await get(otherPartner, mine.pdfUrl)).statusCode).toBe(404);
    expect((await get(shipper, mine.pdfUrl)).statusCode).toBe(403);

    await allowEarlyPickup(t.app, shipper, delivery._id);
    for (const status of ['Picked Up', 'In Transit', 'Out for Delivery']) {
      expect((await post(partner, `/api/partners/jobs/${job.id}/status`, { status })).statusCode).toBe(200);
    }
    const code = (await get(shipper, `/api/deliveries/${delivery._id}/tracking`)).json().data.deliveryCode;
    const signature = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const form = await multipartForm({ receiverName: 'Anil Mehta', lat: '28.84', lon: '77.05', code }, [
      { field: 'signature', data: signature, name: 's.png' },
    ]);
    const proof = await t.app.inject({
      method: 'POST',
      url: `/api/partners/jobs/${job.id}/proof`,
      headers: { ...partner.auth, ...form.headers },
      payload: form.payload,
    });
    expect(proof.statusCode).toBe(200);
    const { invoice } = (await get(shipper, `/api/billing/deliveries/${delivery._id}`)).json().data;
    expect(invoice.number).toMatch(/^LS\/\d{2}-\d{2}\/\d{6}$/);
    const invoiceText = await pdfText((await get(shipper, invoice.pdfUrl)).rawPayload);
    expect(invoiceText).toContain(`Vehicle number: ${job.vehicle.registrationDisplay}`);

    // The partner's earnings come from the same ledger: the trip's net is owed until the operator pays it out.
    const before = (await get(partner, '/api/partners/earnings')).json().data;
    const net = before.statement.totals.netPaise as number;
    expect(net).toBeGreaterThan(0);
    expect(before.ledger).toMatchObject({ earnedPaise: net, paidOutPaise: 0, owedPaise: net, payouts: [] });
    const operator = await signInAsOperator(t.app);
    const payout = (reference: string, amountPaise: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/ops/partner-payouts',
        headers: operator.auth,
        payload: { partnerId: partner.id, amountPaise, reference, by: 'Ravi (accounts)' },
      });
    const paid = await payout('IMPS-612345678901', net - 1_000);
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await payout('IMPS-612345678901', 1_000)).statusCode).toBe(409);
    const after = (await get(partner, '/api/partners/earnings')).json().data.ledger;
    expect(after).toMatchObject({
      earnedPaise: net,
      paidOutPaise: net - 1_000,
      owedPaise: 1_000,
      weekPaidOutPaise: net - 1_000,
    });
    expect(after.payouts[0].reference).toBe('IMPS-612345678901');

    // Never more than is owed (issue 30: a payout to a partner owed nothing left it owing -₹1 crore).
    const tooMuch = await payout('IMPS-612345678902', 1_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(PAYOUT_MORE_THAN_OWED);
    expect((await payout('IMPS-612345678903', 1_000)).statusCode).toBe(201);
    expect((await payout('IMPS-612345678904', 100)).statusCode).toBe(409);
    const settled = (await get(partner, '/api/partners/earnings')).json().data.ledger;
    expect(settled).toMatchObject({ paidOutPaise: net, owedPaise: 0 });
  });
});

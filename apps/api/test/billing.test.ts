/*
 * Tax invoices, credit notes and consignment notes (issue 16), on PGlite and PostgreSQL: issued by the real
 * status and assignment paths, listed and printed for their own business only, every mandatory field present in
 * the text extracted from the PDF.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCreditNote } from '../src/modules/billing/issue-credit-note';
import { deliver, pdfText, readyToDeliver } from './billing-support';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { signUpPartner } from './partner-support';
import { assign, createDelivery } from './tracking-support';

const NUMBER = /^LS\/\d{2}-\d{2}\/\d{6}$/;

describe.each(DB_KINDS)('billing on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // A registered business in Delhi with a Hindi trade name.
    owner = await signUp(t.app, { company: 'कमला ट्रेडर्स' });
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: owner.auth,
      payload: {
        name: 'Asha Verma',
        businessName: 'कमला ट्रेडर्स',
        gstin: '07AAACL1234C1Z7',
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    other = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.auth });

  it('issues one tax invoice when a delivery becomes Delivered, with every Rule 46 and GTA field in its PDF', async () => {
    const d = await readyToDeliver(t.app, owner);
    const before = (await get(`/api/billing/deliveries/${d._id}`, owner)).json().data;
    expect(before.invoice).toBeNull();
    expect(before.consignmentNote.number).toMatch(/^LR\/\d{2}-\d{2}\/\d{6}$/);

    expect((await deliver(t.app, owner, d)).statusCode).toBe(200);
    const { invoice } = (await get(`/api/billing/deliveries/${d._id}`, owner)).json().data;
    expect(invoice.number).toMatch(NUMBER);
    // Okhla to Bawana for a Delhi GSTIN: intra-state, reverse charge by default, nothing charged.
    expect(invoice).toMatchObject({
      placeOfSupply: 'Delhi (07)',
      reverseCharge: true,
      rateBp: 500,
      chargedTaxPaise: 0,
    });
    expect(invoice.totalPaise % 100).toBe(0);

    const list = (await get('/api/billing/documents', owner)).json().data;
    expect(list.invoices.map((i: { number: string }) => i.number)).toContain(invoice.number);
    expect(list.totals.invoicedPaise).toBe(
      list.invoices.reduce((s: number, i: { totalPaise: number }) => s + i.totalPaise, 0),
    );

    const pdf = await get(invoice.pdfUrl, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const field of [
      'SAMPLE',
      'LogiSaathi Logistics Private Limited', // supplier
      'Okhla Industrial Area',
      '07AAFCL0001A1ZJ', // supplier GSTIN
      'TAX INVOICE',
      invoice.number,
      `Invoice date: ${invoice.date}`,
      'कमला', // recipient, in Devanagari
      '07AAACL1234C1Z7', // recipient GSTIN
      'SAC: 996511',
      'Goods transport agency services',
      'Taxable value',
      'CGST @ 2.5%',
      'SGST @ 2.5%',
      'Place of supply: Delhi (07)',
      'Reverse charge: Yes',
      'payable by the recipient under reverse charge',
      'Round-off',
      'Authorised signatory',
      'Gross weight: 12 kg',
      'Consignor',
      'Consignee: Rohit Gupta',
      'Vehicle number: DL 1L AB 1234',
      'Goods: Electronics',
      'Origin',
      'Destination',
      'Person liable to pay GST',
    ]) {
      expect(text).toContain(field);
    }
  });

  it("prints the consignment note for its shipper; another business's documents answer 404", async () => {
    const d = await createDelivery(t.app, owner);
    expect((await get(`/api/billing/deliveries/${d._id}/consignment-note/pdf`, owner)).statusCode).toBe(404);
    const { driverToken } = await assign(t.app, owner, d._id);
    // The business's own driver reads it through the driver link, with no account.
    const byLink = await t.app.inject({ method: 'GET', url: `/api/billing/driver/${driverToken}` });
    const ownView = (await get(`/api/billing/deliveries/${d._id}`, owner)).json().data;
    expect(byLink.json().data.consignmentNote.number).toBe(ownView.consignmentNote.number);
    const linkPdf = await t.app.inject({ method: 'GET', url: byLink.json().data.consignmentNote.pdfUrl });
    expect(await pdfText(linkPdf.rawPayload)).toContain(ownView.consignmentNote.number);
    const badLink = `/api/billing/driver/${'x'.repeat(40)}/consignment-note/pdf`;
    expect((await t.app.inject({ method: 'GET', url: badLink })).statusCode).toBe(401);
    const note = await get(`/api/billing/deliveries/${d._id}/consignment-note/pdf`, owner);
    expect(note.statusCode).toBe(200);
    const text = await pdfText(note.rawPayload);
    for (const field of [
      'CONSIGNMENT NOTE',
      'Consignment note number: LR/',
      'Date:',
      'Consignor',
      'Consignor GSTIN: 07AAACL1234C1Z7',
      'Consignee: Rohit Gupta',
      'Goods: Electronics',
      'Packages: 1',
      'Gross weight: 12 kg',
      'Declared value',
      'Vehicle number: DL 1L AB 1234',
      'Origin',
      'Destination',
      'Person liable to pay GST: Recipient of the service, under reverse charge',
    ]) {
      expect(text).toContain(field);
    }
    const mine = (await get('/api/billing/documents', owner)).json().data.invoices[0];
    for (const url of [
      `/api/billing/deliveries/${d._id}`,
      `/api/billing/deliveries/${d._id}/consignment-note/pdf`,
      mine.pdfUrl,
      '/api/billing/invoices/not-a-uuid/pdf',
    ]) {
      expect((await get(url, other)).statusCode).toBe(404);
    }
    expect((await get('/api/billing/documents', other)).json().data.invoices).toEqual([]);
  });

  it('keeps issued invoices immutable and credits them with numbered credit notes', async () => {
    const d = await readyToDeliver(t.app, owner);
    await deliver(t.app, owner, d);
    const { invoice } = (await get(`/api/billing/deliveries/${d._id}`, owner)).json().data;
    await expect(
      t.database.db.execute(sql`update invoices set total_paise = 0 where id = ${invoice.id}`),
    ).rejects.toThrow();

    const part = await issueCreditNote(t.database.db, {
      invoiceId: invoice.id,
      creditTaxablePaise: 1_000,
      reason: 'Late delivery discount',
    });
    const rest = await issueCreditNote(t.database.db, { invoiceId: invoice.id, reason: 'Refund' });
    expect(part.number).toMatch(/^CN\/\d{2}-\d{2}\/000001$/);
    expect(rest.number).toMatch(/^CN\/\d{2}-\d{2}\/000002$/);
    expect(part.taxablePaise + rest.taxablePaise).toBe(invoice.taxablePaise);
    await expect(issueCreditNote(t.database.db, { invoiceId: invoice.id, reason: 'Again' })).rejects.toThrow(
      /more than is left/,
    );

    const list = (await get('/api/billing/documents', owner)).json().data;
    expect(list.creditNotes.map((c: { number: string }) => c.number)).toEqual([rest.number, part.number]);
    expect(list.totals.netPaise).toBe(list.totals.invoicedPaise - list.totals.creditedPaise);
    const pdf = await get(list.creditNotes[1].pdfUrl, owner);
    const text = await pdfText(pdf.rawPayload);
    for (const field of [
      'CREDIT NOTE',
      part.number,
      `Against invoice: ${invoice.number}`,
      'Late delivery discount',
    ]) {
      expect(text).toContain(field);
    }
    expect((await get(list.creditNotes[1].pdfUrl, other)).statusCode).toBe(404);
  });

  it('keeps partners out of the business documents', async () => {
    const partner = await signUpPartner(t.app);
    expect((await get('/api/billing/documents', partner)).statusCode).toBe(403);
    expect(
      (await get('/api/billing/partner-jobs/00000000-0000-4000-8000-000000000000', partner)).statusCode,
    ).toBe(404);
  });
});

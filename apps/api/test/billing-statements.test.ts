/*
 * The monthly statement of account (screen, CSV, PDF) and the invoice-wise GST CSV (issue 16), on PGlite and
 * PostgreSQL, from invoices issued by delivering, a credit note and a confirmed UPI payment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateString } from '@logisaathi/domain';
import { issueCreditNote } from '../src/modules/billing/issue-credit-note';
import { deliver, pdfText, readyToDeliver } from './billing-support';
import { createTestApp, DB_KINDS, signInAsOperator, signUp, type TestApp, type TestUser } from './helper';

describe.each(DB_KINDS)('statements on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const month = istDateString(new Date()).slice(0, 7);
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app, { company: 'Kamla Traders' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: owner.auth,
      payload: { name: 'Asha Verma', businessName: 'Kamla Traders', gstin: '07AAACL1234C1Z7' },
    });
    other = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.auth });

  async function invoiceOf(user: TestUser) {
    const d = await readyToDeliver(t.app, user);
    expect((await deliver(t.app, user, d)).statusCode).toBe(200);
    return (await get(`/api/billing/deliveries/${d._id}`, user)).json().data.invoice as {
      id: string;
      number: string;
      totalPaise: number;
      taxablePaise: number;
    };
  }

  it('lists the month with its running balance, and writes it as CSV and PDF', async () => {
    const first = await invoiceOf(owner);
    const second = await invoiceOf(owner);
    await issueCreditNote(t.database.db, {
      invoiceId: second.id,
      creditTaxablePaise: 10_000,
      reason: 'Refund',
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/billing/invoices/${first.id}/payments`,
      headers: owner.auth,
      payload: { utr: '512345678901' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/billing/ops/payments/${paid.json().data.payment.id}/confirm`,
      headers: (await signInAsOperator(t.app)).auth,
      payload: { by: 'Ravi' },
    });

    const res = await get(`/api/billing/statements/${month}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const { statement } = res.json().data;
    expect(statement.business).toEqual({ name: 'Kamla Traders', gstin: '07AAACL1234C1Z7' });
    expect(statement.openingBalancePaise).toBe(0);
    expect(statement.lines.map((l: { kind: string }) => l.kind).sort()).toEqual([
      'credit-note',
      'invoice',
      'invoice',
      'payment',
    ]);
    expect(statement.closingBalancePaise).toBe(
      first.totalPaise + second.totalPaise - statement.totals.creditedPaise - first.totalPaise,
    );
    // Reverse charge: the credit note charges no tax, so ₹100 of taxable value credits ₹100.
    expect(statement.totals.creditedPaise).toBe(10_000);
    expect(statement.lines.at(-1).balancePaise).toBe(statement.closingBalancePaise);

    const csv = await get(`/api/billing/statements/${month}/csv`, owner);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Document,Number,Reference,Debit (INR),Credit (INR),Balance (INR)');
    expect(lines[1]).toBe(`${month}-01,Opening balance,,,,,0.00`);
    expect(lines).toHaveLength(2 + 4 + 1);
    expect(lines.at(-1)).toContain(`Closing balance`);
    expect(lines.at(-1)).toMatch(new RegExp(`,${(statement.closingBalancePaise / 100).toFixed(2)}$`));

    const pdf = await get(`/api/billing/statements/${month}/pdf`, owner);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const field of [
      'STATEMENT OF ACCOUNT',
      'Kamla Traders',
      first.number,
      second.number,
      'Closing balance',
    ]) {
      expect(text).toContain(field);
    }
  });

  it('writes the month invoice-wise for GST returns, credit notes as negative rows', async () => {
    const res = await get(`/api/billing/gst-returns/${month}/csv`, owner);
    expect(res.statusCode).toBe(200);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Document Type,Invoice/Note Number,Invoice/Note Date,Invoice Value,' +
        'Place Of Supply,Reverse Charge,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess Amount,' +
        'Original Invoice Number',
    );
    const invoiceRows = rows.filter((r) => r.includes(',Invoice,'));
    expect(invoiceRows.length).toBeGreaterThanOrEqual(2);
    expect(invoiceRows[0]).toMatch(
      /^07AAACL1234C1Z7,Kamla Traders,Invoice,LS\/\d{2}-\d{2}\/\d{6},\d{2}-[A-Z][a-z]{2}-\d{4},\d+\.\d{2},07-Delhi,Y,5,/,
    );
    const creditRow = rows.find((r) => r.includes(',Credit Note,'));
    expect(creditRow).toMatch(/,-100\.00,0\.00,-2\.50,-2\.50,0\.00,LS\//);
  });

  it('starts a later month from the earlier balance, keeps businesses apart and refuses a malformed month', async () => {
    const [y, m] = month.split('-').map(Number);
    const next = m === 12 ? `${(y ?? 0) + 1}-01` : `${y}-${String((m ?? 0) + 1).padStart(2, '0')}`;
    const now = (await get(`/api/billing/statements/${month}`, owner)).json().data.statement;
    const later = (await get(`/api/billing/statements/${next}`, owner)).json().data.statement;
    expect(later.openingBalancePaise).toBe(now.closingBalancePaise);
    expect(later.lines).toEqual([]);
    const stranger = (await get(`/api/billing/statements/${month}`, other)).json().data.statement;
    expect(stranger.lines).toEqual([]);
    const bad = await get('/api/billing/statements/2026-13', owner);
    expect(bad.statusCode).toBe(400);
  });
});

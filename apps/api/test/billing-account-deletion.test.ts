/*
 * Issued tax documents outlive the account (CGST Act s.36, Rule 56), on PGlite and PostgreSQL: after a business
 * deletes its account its invoices, credit notes and consignment notes stay as issued, with their numbers, and
 * stay immutable; the retained tax record names the invoice and the consignment note.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignmentNotes, creditNotes, invoices } from '../src/modules/billing/tables';
import { retainedTaxRecords } from '../src/modules/users/retained-tax-record-tables';
import { addDaysToIsoDate, taxRecordPurgeFrom } from '@logisaathi/domain';
import { issueCreditNote } from '../src/modules/billing/issue-credit-note';
import { purgeExpiredTaxDocuments } from '../src/modules/billing/purge-tax-documents';
import { deliver, readyToDeliver } from './billing-support';
import { createTestApp, DB_KINDS, signUp, type TestApp } from './helper';

describe.each(DB_KINDS)('tax documents after account deletion on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps a deleted business's invoice, credit note and consignment note, numbered and immutable", async () => {
    const leaving = await signUp(t.app, { company: 'Closing Traders' });
    const stays = await signUp(t.app, { company: 'Staying Traders' });
    const d = await readyToDeliver(t.app, leaving);
    expect((await deliver(t.app, leaving, d)).statusCode).toBe(200);
    const billing = await t.app.inject({
      method: 'GET',
      url: `/api/billing/deliveries/${d._id}`,
      headers: leaving.auth,
    });
    const { invoice, consignmentNote } = billing.json().data;
    expect(invoice.number).toMatch(/^LS\/\d{2}-\d{2}\/\d{6}$/);
    const credit = await issueCreditNote(t.database.db, {
      invoiceId: invoice.id,
      creditTaxablePaise: 100,
      reason: 'Late delivery discount',
    });
    const db = t.database.db;
    const [issued] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: leaving.auth,
      payload: { password: leaving.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.retainedTaxRecords).toBe(1);

    // The invoice is kept as issued; only its links to the account and the delivery are gone.
    const [kept] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(kept).toEqual({ ...issued, userId: null, deliveryRowId: null });
    expect(kept?.number).toBe(invoice.number);
    const [keptCredit] = await db.select().from(creditNotes).where(eq(creditNotes.id, credit.id));
    expect(keptCredit).toMatchObject({ number: credit.number, invoiceId: invoice.id, userId: null });
    const [keptNote] = await db
      .select()
      .from(consignmentNotes)
      .where(eq(consignmentNotes.number, consignmentNote.number));
    expect(keptNote).toMatchObject({ deliveryRowId: null, noteDate: consignmentNote.date });

    const [record] = await db
      .select()
      .from(retainedTaxRecords)
      .where(eq(retainedTaxRecords.deliveryId, d.deliveryId));
    expect(record).toMatchObject({
      invoiceNumber: invoice.number,
      consignmentNoteNumber: consignmentNote.number,
    });

    // Still immutable: no other change, and no new owner.
    await expect(
      db.execute(sql`update invoices set total_paise = 0 where id = ${invoice.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update invoices set user_id = ${stays.id} where id = ${invoice.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update credit_notes set reason = 'changed' where id = ${credit.id}`),
    ).rejects.toThrow();
    // Nobody else sees them.
    const list = await t.app.inject({ method: 'GET', url: '/api/billing/documents', headers: stays.auth });
    expect(list.json().data.invoices).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: invoice.pdfUrl, headers: stays.auth })).statusCode).toBe(
      404,
    );

    // The series goes on after the kept numbers: the next invoice takes the next serial.
    const next = await readyToDeliver(t.app, stays);
    expect((await deliver(t.app, stays, next)).statusCode).toBe(200);
    const nextInvoice = (
      await t.app.inject({ method: 'GET', url: `/api/billing/deliveries/${next._id}`, headers: stays.auth })
    ).json().data.invoice;
    const serial = (n: string) => Number(n.split('/')[2]);
    expect(serial(nextInvoice.number)).toBe(serial(invoice.number) + 1);

    // Once the retention has run out (1 April eight years after the financial year), the deleted business's
    // documents go, with the credit note; the staying business's own invoice of the same day stays.
    const purgeDay = taxRecordPurgeFrom(invoice.date);
    const early = await purgeExpiredTaxDocuments(db, addDaysToIsoDate(purgeDay, -1));
    expect(early).toEqual({ invoices: 0, consignmentNotes: 0 });
    expect(await purgeExpiredTaxDocuments(db, purgeDay)).toEqual({ invoices: 1, consignmentNotes: 1 });
    expect(await db.select().from(invoices).where(eq(invoices.id, invoice.id))).toEqual([]);
    expect(await db.select().from(creditNotes).where(eq(creditNotes.id, credit.id))).toEqual([]);
    expect(await db.select().from(invoices).where(eq(invoices.number, nextInvoice.number))).toHaveLength(1);
  });
});

import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DeliveryRowId, DocumentSeries } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { billingCounters, consignmentNotes, creditNotes, invoices } from './tables';
import { findUserById } from '../users/users-repository';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type ConsignmentNoteRow = typeof consignmentNotes.$inferSelect;
/** Bound on one list (a small business issues a few hundred a year; statements page by month). */
export const BILLING_LIST_MAX = 2_000;

/**
 * The next serial of a series in a financial year. Must run inside the transaction that inserts the document:
 * the counter row stays locked until that transaction ends, so concurrent issuers (in any process) queue, and
 * a rollback returns the number. The first document of a year creates the row (a concurrent creator waits on the
 * primary key, then finds it).
 */
export async function allocateSerial(
  tx: DbOrTx,
  series: DocumentSeries,
  financialYear: string,
): Promise<number> {
  await tx.insert(billingCounters).values({ series, financialYear, last: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(billingCounters)
    .set({ last: sql`${billingCounters.last} + 1` })
    .where(and(eq(billingCounters.series, series), eq(billingCounters.financialYear, financialYear)))
    .returning({ last: billingCounters.last });
  if (!row) throw new Error('billing counter row missing');
  return row.last;
}

export async function insertInvoice(tx: DbOrTx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertCreditNote(
  tx: DbOrTx,
  values: typeof creditNotes.$inferInsert,
): Promise<CreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertConsignmentNote(
  tx: DbOrTx,
  values: typeof consignmentNotes.$inferInsert,
): Promise<ConsignmentNoteRow> {
  const [row] = await tx.insert(consignmentNotes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findInvoiceOfDelivery(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.deliveryRowId, deliveryRowId), eq(invoices.kind, 'delivery')))
    .limit(1);
  return row;
}

export async function findInvoice(db: DbOrTx, id: string, userId?: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(userId ? and(eq(invoices.id, id), eq(invoices.userId, userId)) : eq(invoices.id, id))
    .limit(1);
  return row;
}

export async function findCreditNote(
  db: DbOrTx,
  id: string,
  userId: string,
): Promise<CreditNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, id), eq(creditNotes.userId, userId)))
    .limit(1);
  return row;
}

export async function sumCreditedPaise(db: DbOrTx, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({ taxable: sql<string>`coalesce(sum(${creditNotes.taxablePaise}), 0)` })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId));
  return Number(row?.taxable ?? 0);
}

export async function findConsignmentNote(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
): Promise<ConsignmentNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(consignmentNotes)
    .where(eq(consignmentNotes.deliveryRowId, deliveryRowId))
    .limit(1);
  return row;
}

export async function listInvoices(db: DbOrTx, userId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(BILLING_LIST_MAX);
}

/** A business's latest tax invoices, newest first, at most `limit` (the ops console's account search). */
export async function latestInvoicesOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      invoiceDate: invoices.invoiceDate,
      totalPaise: invoices.totalPaise,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.number))
    .limit(limit);
}

export async function listCreditNotes(
  db: DbOrTx,
  userId: string,
): Promise<Array<CreditNoteRow & { invoiceNumber: string; deliveryId: string }>> {
  const rows = await db
    .select({ note: creditNotes, invoiceNumber: invoices.number, document: invoices.document })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.userId, userId))
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.number))
    .limit(BILLING_LIST_MAX);
  return rows.map((r) => ({
    ...r.note,
    invoiceNumber: r.invoiceNumber,
    deliveryId: r.document.consignment.deliveryId,
  }));
}

/** The business a delivery is billed to: its company name and GSTIN from the profile. */
export async function findBillingProfile(
  db: DbOrTx,
  userId: string,
): Promise<
  | {
      company: string;
      gstin: string | null;
      billingAddress: string | null;
      firstName: string;
      lastName: string;
    }
  | undefined
> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const { company, gstin, billingAddress, firstName, lastName } = user;
  return { company, gstin, billingAddress, firstName, lastName };
}

/** Whether the delivery another module's query names (its row id) has an invoice: a condition for that query. */
export const hasInvoice = (deliveryRowId: SQL | AnyColumn): SQL =>
  sql`exists (select 1 from ${invoices} where ${invoices.deliveryRowId} = ${deliveryRowId})`;

/** The number of the credit note another module's query names (its id), as an expression of that query. */
export const creditNoteNumberOf = (creditNoteId: SQL | AnyColumn): SQL<string | null> =>
  sql<
    string | null
  >`(select ${creditNotes.number} from ${creditNotes} where ${creditNotes.id} = ${creditNoteId})`;

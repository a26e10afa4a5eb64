import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditNotes, invoices, payments } from './tables';

/** Bound on one month's rows: far above what a small business issues in a month. */
export const STATEMENT_ROWS_MAX = 5_000;
const sumOf = (
  column: typeof invoices.totalPaise | typeof creditNotes.totalPaise | typeof payments.amountPaise,
) => sql<string>`coalesce(sum(${column}), 0)`;

/** What was invoiced, credited and paid (confirmed) before `from` (IST dates). */
export async function balanceBefore(db: DbOrTx, userId: string, from: string): Promise<number> {
  const [[invoiced], [credited], [paid]] = await Promise.all([
    db
      .select({ total: sumOf(invoices.totalPaise) })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), lt(invoices.invoiceDate, from))),
    db
      .select({ total: sumOf(creditNotes.totalPaise) })
      .from(creditNotes)
      .where(and(eq(creditNotes.userId, userId), lt(creditNotes.noteDate, from))),
    db
      .select({ total: sumOf(payments.amountPaise) })
      .from(payments)
      .where(
        and(eq(payments.userId, userId), eq(payments.status, 'confirmed'), lt(payments.receiptDate, from)),
      ),
  ]);
  return Number(invoiced?.total ?? 0) - Number(credited?.total ?? 0) - Number(paid?.total ?? 0);
}

export async function invoicesInMonth(db: DbOrTx, userId: string, from: string, to: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), gte(invoices.invoiceDate, from), lt(invoices.invoiceDate, to)))
    .orderBy(invoices.invoiceDate, invoices.number)
    .limit(STATEMENT_ROWS_MAX);
}

export async function creditNotesInMonth(db: DbOrTx, userId: string, from: string, to: string) {
  return db
    .select({ note: creditNotes, invoiceNumber: invoices.number })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.userId, userId), gte(creditNotes.noteDate, from), lt(creditNotes.noteDate, to)))
    .orderBy(creditNotes.noteDate, creditNotes.number)
    .limit(STATEMENT_ROWS_MAX);
}

/** Confirmed payments whose receipt is dated in the month. */
export async function paymentsInMonth(db: DbOrTx, userId: string, from: string, to: string) {
  return db
    .select({ payment: payments, invoiceNumber: invoices.number })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'confirmed'),
        gte(payments.receiptDate, from),
        lt(payments.receiptDate, to),
      ),
    )
    .orderBy(payments.receiptDate, payments.receiptNumber)
    .limit(STATEMENT_ROWS_MAX);
}

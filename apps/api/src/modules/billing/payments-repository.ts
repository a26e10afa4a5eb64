import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { creditNotes, gatewayOrders, invoices, payments } from './tables';
import { findContacts } from '../users/users-repository';

/* Payments and gateway orders (billing's tables), read and written for modules/payments. */

export type PaymentRow = typeof payments.$inferSelect;
export type GatewayOrderRow = typeof gatewayOrders.$inferSelect;
/** Bound on one list: an invoice has a few payments; the operator's queue is read a page at a time. */
export const PAYMENT_LIST_MAX = 500;

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function paymentsOfInvoice(db: DbOrTx, invoiceId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(asc(payments.createdAt))
    .limit(PAYMENT_LIST_MAX);
}

/** Credit notes' totals against an invoice (what its net is reduced by). */
export async function creditedTotalPaise(db: DbOrTx, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditNotes.totalPaise}), 0)` })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId));
  return Number(row?.total ?? 0);
}

/** The invoice row locked for the rest of the transaction: payments of one invoice are decided one at a time. */
export async function lockInvoice(tx: DbOrTx, invoiceId: string, userId?: string) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(userId ? and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)) : eq(invoices.id, invoiceId))
    .for('update');
  return row;
}

/** The claims of a UTR that still count: awaiting confirmation or confirmed (a rejected claim frees it). */
export async function liveClaimsOfUtr(db: DbOrTx, utr: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.utr, utr), ne(payments.status, 'rejected')))
    .limit(PAYMENT_LIST_MAX);
}

/** Every live claim (not rejected) of any of `utrs`, with its invoice number and business, for the operator. */
export async function liveClaimsOfUtrs(db: DbOrTx, utrs: string[]) {
  if (utrs.length === 0) return [];
  const rows = await db
    .select({ payment: payments, invoiceNumber: invoices.number })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(inArray(payments.utr, utrs), ne(payments.status, 'rejected')))
    .orderBy(asc(payments.createdAt))
    .limit(PAYMENT_LIST_MAX * 4);
  return withBusiness(db, rows);
}

export async function findPaymentByGatewayId(
  db: DbOrTx,
  gatewayPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.gatewayPaymentId, gatewayPaymentId))
    .limit(1);
  return row;
}

export async function findPayment(db: DbOrTx, id: string, userId?: string) {
  const [row] = await db
    .select({ payment: payments, invoiceNumber: invoices.number, invoice: invoices })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(userId ? and(eq(payments.id, id), eq(payments.userId, userId)) : eq(payments.id, id))
    .limit(1);
  return row;
}

export async function lockPayment(tx: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function updatePayment(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(values).where(eq(payments.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** A business's payments with their invoice numbers, newest first. */
export async function listPaymentsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ payment: payments, invoiceNumber: invoices.number })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(PAYMENT_LIST_MAX * 4);
}

/** The operator's queue: payments in the given states, oldest first, with the business that made them. */
export async function listPaymentsForOperator(db: DbOrTx, statuses: PaymentStatus[]) {
  const rows = await db
    .select({ payment: payments, invoiceNumber: invoices.number, invoiceTotalPaise: invoices.totalPaise })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(inArray(payments.status, statuses))
    .orderBy(asc(payments.createdAt))
    .limit(PAYMENT_LIST_MAX);
  return withBusiness(db, rows);
}

/** Each payment with the company and email of the business that made it; null once its account is deleted. */
async function withBusiness<T extends { payment: PaymentRow }>(db: DbOrTx, rows: T[]) {
  const contacts = await findContacts(
    db,
    rows.flatMap((r) => (r.payment.userId ? [r.payment.userId] : [])),
  );
  return rows.map((r) => {
    const contact = r.payment.userId ? contacts.get(r.payment.userId) : undefined;
    return { ...r, company: contact?.company ?? null, email: contact?.email ?? null };
  });
}

export async function insertGatewayOrder(tx: DbOrTx, values: typeof gatewayOrders.$inferInsert) {
  await tx.insert(gatewayOrders).values(values);
}

export async function findGatewayOrder(db: DbOrTx, orderId: string): Promise<GatewayOrderRow | undefined> {
  const [row] = await db.select().from(gatewayOrders).where(eq(gatewayOrders.id, orderId)).limit(1);
  return row;
}

/**
 * Per invoice of a business: its total, its credit notes' total and its payments' confirmed and awaiting sums
 * (the ledger the dashboard and the statements add up).
 */
export async function ledgerOfUser(db: DbOrTx, userId: string) {
  const credited = db
    .select({
      invoiceId: creditNotes.invoiceId,
      total: sql<string>`sum(${creditNotes.totalPaise})`.as('credited_total'),
    })
    .from(creditNotes)
    .groupBy(creditNotes.invoiceId)
    .as('credited');
  const paid = db
    .select({
      invoiceId: payments.invoiceId,
      confirmed: sql<string>`sum(${payments.amountPaise}) filter (where ${payments.status} = 'confirmed')`.as(
        'confirmed_total',
      ),
      awaiting:
        sql<string>`sum(${payments.amountPaise}) filter (where ${payments.status} = 'awaiting-confirmation')`.as(
          'awaiting_total',
        ),
    })
    .from(payments)
    .groupBy(payments.invoiceId)
    .as('paid');
  const rows = await db
    .select({
      invoiceId: invoices.id,
      totalPaise: invoices.totalPaise,
      creditedPaise: sql<string>`coalesce(${credited.total}, 0)`,
      confirmedPaise: sql<string>`coalesce(${paid.confirmed}, 0)`,
      awaitingPaise: sql<string>`coalesce(${paid.awaiting}, 0)`,
    })
    .from(invoices)
    .leftJoin(credited, eq(credited.invoiceId, invoices.id))
    .leftJoin(paid, eq(paid.invoiceId, invoices.id))
    .where(eq(invoices.userId, userId));
  return rows.map((r) => ({
    invoiceId: r.invoiceId,
    totalPaise: r.totalPaise,
    creditedPaise: Number(r.creditedPaise),
    confirmedPaise: Number(r.confirmedPaise),
    awaitingPaise: Number(r.awaitingPaise),
  }));
}

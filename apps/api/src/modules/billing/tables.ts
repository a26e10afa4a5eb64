import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CreditNoteDocument, DeliveryRowId, InvoiceDocument, Paise } from '@logisaathi/domain';
import { deliveries } from '../deliveries/tables';
import { partners } from '../partners/tables';
import { users } from '../users/tables';

/**
 * The last serial issued per document series and financial year. A number is taken with
 * `UPDATE ... SET last = last + 1 RETURNING last` in the same transaction as the document's insert: the row lock
 * queues concurrent issuers (whatever process they run in) and a rollback gives the number back, so each series
 * is gap-free and unique (a SEQUENCE would leave gaps on rollback).
 */
export const billingCounters = pgTable(
  'billing_counters',
  {
    /** 'invoice', 'creditNote' or 'consignmentNote'. */
    series: text('series').notNull(),
    /** '26-27'. */
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * Tax invoices (CGST Rule 46), one per delivered delivery. Immutable: a trigger refuses updates (migrations
 * 0014, 0015) except the owner and delivery links turning null when an account is deleted, which the invoice
 * outlives; corrections are credit notes. `document` is everything printed, as issued; the columns beside it are what
 * lists and statements add up. Amounts in paise.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    /** 'delivery' (the freight of a delivered booking); other kinds (a cancellation fee) would add here. */
    kind: text('kind').notNull(),
    /** Null once the business deleted its account: the invoice outlives it (CGST Act s.36, Rule 56). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null once the delivery went with its account; `document` holds everything printed. */
    deliveryRowId: uuid('delivery_row_id')
      .$type<DeliveryRowId>()
      .references(() => deliveries.id, { onDelete: 'set null' }),
    /** IST calendar date of issue. */
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    reverseCharge: boolean('reverse_charge').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    rateBp: integer('rate_bp').notNull(),
    ...taxAmountColumns(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    // One freight invoice per delivery, whatever the race.
    uniqueIndex('invoices_delivery_kind_key').on(t.deliveryRowId, t.kind),
    index('invoices_user_date_idx').on(t.userId, t.invoiceDate),
  ],
);

/** The amounts of a document's TaxBreakdown (domain billing/tax.ts), as an invoice and a credit note store them. */
function taxAmountColumns() {
  return {
    taxablePaise: integer('taxable_paise').$type<Paise>().notNull(),
    cgstPaise: integer('cgst_paise').$type<Paise>().notNull(),
    sgstPaise: integer('sgst_paise').$type<Paise>().notNull(),
    igstPaise: integer('igst_paise').$type<Paise>().notNull(),
    chargedTaxPaise: integer('charged_tax_paise').$type<Paise>().notNull(),
    roundOffPaise: integer('round_off_paise').$type<Paise>().notNull(),
    totalPaise: integer('total_paise').$type<Paise>().notNull(),
  };
}

/** Credit notes (CGST Rule 53) against an invoice, in their own gap-free series. Immutable like invoices. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** Null once the business deleted its account: the note outlives it, like its invoice. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    noteDate: date('note_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    ...taxAmountColumns(),
    document: jsonb('document').$type<CreditNoteDocument>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_user_date_idx').on(t.userId, t.noteDate),
  ],
);

/**
 * The consignment note (lorry receipt) of a delivery, numbered when a vehicle is first assigned. Its contents
 * (vehicle, e-way bill) are read when it is printed, so a changed vehicle shows; the number and date stay.
 */
export const consignmentNotes = pgTable(
  'consignment_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    /**
     * Null once the delivery went with its account: the number and date stay, so the series keeps no gap, and
     * the retained tax record names the number.
     */
    deliveryRowId: uuid('delivery_row_id')
      .$type<DeliveryRowId>()
      .references(() => deliveries.id, { onDelete: 'set null' }),
    noteDate: date('note_date', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consignment_notes_number_key').on(t.number),
    uniqueIndex('consignment_notes_delivery_key').on(t.deliveryRowId),
  ],
);

/**
 * Orders created at the payment gateway for an invoice (gateway adapter only): the webhook names the order, and
 * this row says which invoice and business it pays.
 */
export const gatewayOrders = pgTable('gateway_orders', {
  /** The gateway's order id. */
  id: text('id').primaryKey(),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  amountPaise: integer('amount_paise').$type<Paise>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The payment ledger (issue 16): every payment against an invoice, integer paise. A UPI transfer whose UTR the
 * business entered waits for the operator ('awaiting-confirmation'); a gateway capture arrives confirmed. A
 * confirmed UTR and the gateway's payment id are unique, so the same transfer is never counted twice (webhooks retried by the
 * gateway find their payment already there). Confirmed payments are numbered receipts.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** Null once the business deleted its account; the payment stays with its invoice. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'upi-manual' or 'gateway'. */
    method: text('method').notNull(),
    /** 'awaiting-confirmation', 'confirmed' or 'rejected'. */
    status: text('status').notNull(),
    amountPaise: integer('amount_paise').$type<Paise>().notNull(),
    utr: text('utr'),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    receiptNumber: text('receipt_number'),
    receiptFinancialYear: text('receipt_financial_year'),
    /** IST date of the receipt. */
    receiptDate: date('receipt_date', { mode: 'string' }),
    /** Who confirmed or rejected it ('gateway', or the operator's name given to the ops command). */
    decidedBy: text('decided_by'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    // A UTR may be claimed again once its claim is rejected, and two businesses' claims of one UTR are both kept
    // for the operator (issue 30); one transfer is still confirmed once.
    index('payments_utr_idx').on(t.utr),
    uniqueIndex('payments_utr_confirmed_key')
      .on(t.utr)
      .where(sql`${t.status} = 'confirmed'`),
    uniqueIndex('payments_gateway_payment_key').on(t.gatewayPaymentId),
    uniqueIndex('payments_receipt_number_key').on(t.receiptNumber),
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * What the operator paid out to a truck partner (bank transfer), the other side of the partner's earnings: owed
 * = the net of its delivered trips less its payouts. The bank reference is unique, so a transfer is recorded once.
 */
export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.userId, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').$type<Paise>().notNull(),
    /** The bank transfer's reference (UTR of the NEFT/IMPS/UPI payout). */
    reference: text('reference').notNull(),
    decidedBy: text('decided_by').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_payouts_reference_key').on(t.reference),
    index('partner_payouts_partner_idx').on(t.partnerId, t.paidAt),
  ],
);

/*
 * Contracts of the billing API (GET /api/billing/...): lists of a business's tax invoices and credit notes, and
 * the documents of one delivery. Amounts are integer paise.
 */
import { z } from 'zod';
import { ID_MAX_LENGTH, TEXT_MAX } from '../limits';
import { DOCUMENT_NUMBER_MAX_LENGTH } from './numbering';
import { INVOICE_PAYMENT_STATES, PAYMENT_METHODS, PAYMENT_STATUSES } from './payments';

const number = z.string().max(DOCUMENT_NUMBER_MAX_LENGTH);
const id = z.string().max(ID_MAX_LENGTH);
const isoDate = z.string().max(10);
const paise = z.number().int();

export const invoiceSummarySchema = z.object({
  id,
  number,
  date: isoDate,
  /** Null when the delivery was deleted after the invoice was issued (the invoice is kept). */
  deliveryRowId: id.nullable(),
  deliveryId: z.string().max(ID_MAX_LENGTH),
  placeOfSupply: z.string().max(TEXT_MAX.name),
  reverseCharge: z.boolean(),
  rateBp: z.number().int(),
  rateLabel: z.string().max(8),
  taxablePaise: paise,
  taxPaise: paise,
  chargedTaxPaise: paise,
  totalPaise: paise,
  pdfUrl: z.string().max(TEXT_MAX.address),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const creditNoteSummarySchema = z.object({
  id,
  number,
  date: isoDate,
  invoiceNumber: number,
  deliveryId: z.string().max(ID_MAX_LENGTH),
  reason: z.string().max(TEXT_MAX.freeText),
  taxablePaise: paise,
  chargedTaxPaise: paise,
  totalPaise: paise,
  pdfUrl: z.string().max(TEXT_MAX.address),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

export const consignmentNoteSummarySchema = z.object({
  id,
  number,
  date: isoDate,
  pdfUrl: z.string().max(TEXT_MAX.address),
});
export type ConsignmentNoteSummary = z.infer<typeof consignmentNoteSummarySchema>;

export const paymentSummarySchema = z.object({
  id,
  invoiceId: id.nullable(),
  invoiceNumber: z.string().max(DOCUMENT_NUMBER_MAX_LENGTH),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amountPaise: paise,
  utr: z.string().max(32).nullable(),
  gatewayPaymentId: z.string().max(ID_MAX_LENGTH).nullable(),
  createdAt: z.string().max(40),
  confirmedAt: z.string().max(40).nullable(),
  rejectReason: z.string().max(TEXT_MAX.freeText).nullable(),
  receiptNumber: z.string().max(DOCUMENT_NUMBER_MAX_LENGTH).nullable(),
  receiptUrl: z.string().max(TEXT_MAX.address).nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** An invoice in the business's list, with where it stands in the payment ledger. */
export const invoiceListItemSchema = invoiceSummarySchema.extend({
  payment: z.object({
    state: z.enum(INVOICE_PAYMENT_STATES),
    duePaise: paise,
    awaitingPaise: paise,
  }),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/**
 * GET /api/billing/documents: the caller's invoices, credit notes and payments, newest first, with totals
 * (net = invoiced less credited; due = what the confirmed payments do not cover yet; overpaid = what they
 * cover beyond an invoice, to be refunded).
 */
export const billingDocumentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    invoices: z.array(invoiceListItemSchema).max(10_000),
    creditNotes: z.array(creditNoteSummarySchema).max(10_000),
    payments: z.array(paymentSummarySchema).max(10_000),
    totals: z.object({
      invoicedPaise: paise,
      creditedPaise: paise,
      netPaise: paise,
      paidPaise: paise,
      awaitingPaise: paise,
      duePaise: paise,
      overpaidPaise: paise,
    }),
  }),
});
export type BillingDocuments = z.infer<typeof billingDocumentsResponseSchema>['data'];

/** GET /api/billing/deliveries/{id}: the invoice (once delivered) and consignment note (once assigned). */
export const deliveryBillingResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    invoice: invoiceSummarySchema.nullable(),
    consignmentNote: consignmentNoteSummarySchema.nullable(),
  }),
});
export type DeliveryBilling = z.infer<typeof deliveryBillingResponseSchema>['data'];

/** GET /api/billing/partner-jobs/{id}: a partner's consignment note for its job. */
export const partnerJobBillingResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ consignmentNote: consignmentNoteSummarySchema.nullable() }),
});

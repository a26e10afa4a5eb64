/*
 * Contracts of the payment routes (apps/api/src/modules/billing/payment-routes.ts). Amounts are integer paise.
 */
import { z } from 'zod';
import { ID_MAX_LENGTH, TEXT_MAX } from '../limits';
import {
  INVOICE_PAYMENT_STATES,
  isObviouslyFakeUtr,
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  UTR_PATTERN,
} from './payments';
import { creditNoteSummarySchema, invoiceSummarySchema, paymentSummarySchema } from './schemas';

const paise = z.number().int();
const url = z.string().max(TEXT_MAX.address);
/** An invoice is at most a few lakh rupees; ₹1 crore bounds a typo. */
export const PAYMENT_MAX_PAISE = 1_000_000_000;

export const utrSchema = z
  .string()
  .trim()
  .max(32)
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => UTR_PATTERN.test(v), { message: PAYMENT_MESSAGES.utrFormat })
  .refine((v) => !isObviouslyFakeUtr(v), { message: PAYMENT_MESSAGES.utrFake });

/** POST /api/billing/invoices/{id}/payments: the UTR of a UPI transfer; the amount defaults to what is payable. */
export const submitUtrRequestSchema = z.object({
  utr: utrSchema,
  amountPaise: z.number().int().min(1).max(PAYMENT_MAX_PAISE).optional(),
});
export type SubmitUtrRequest = z.input<typeof submitUtrRequestSchema>;

export const invoiceBalanceSchema = z.object({
  netPaise: paise,
  paidPaise: paise,
  awaitingPaise: paise,
  duePaise: paise,
  payablePaise: paise,
  overpaidPaise: paise,
  state: z.enum(INVOICE_PAYMENT_STATES),
});

/** GET /api/billing/invoices/{id}/payment: what is due, how to pay it, and the payments so far. */
export const invoicePaymentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    invoice: invoiceSummarySchema,
    balance: invoiceBalanceSchema,
    /** Null when nothing is payable. */
    upi: z
      .object({
        link: z.string().max(1000),
        /** The link as a QR code, an SVG document. */
        qrSvg: z.string().max(200_000),
        vpa: z.string().max(320),
        payeeName: z.string().max(TEXT_MAX.name),
        amountPaise: paise,
      })
      .nullable(),
    /** Online payment through the configured gateway is offered. */
    gateway: z.boolean(),
    payments: z.array(paymentSummarySchema).max(1_000),
  }),
});
export type InvoicePayment = z.infer<typeof invoicePaymentResponseSchema>['data'];

export const paymentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ payment: paymentSummarySchema }),
});

/** POST /api/billing/invoices/{id}/gateway-order: an order at the gateway for what is payable. */
export const gatewayOrderResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    orderId: z.string().max(ID_MAX_LENGTH),
    amountPaise: paise,
    currency: z.literal('INR'),
    keyId: z.string().max(ID_MAX_LENGTH),
    /** Where the payer completes the payment (the gateway's hosted checkout; the local fake's in development). */
    checkoutUrl: url,
  }),
});

/** POST /api/billing/payments/webhook: accepted (and whether it had been seen before). */
export const webhookResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ duplicate: z.boolean() }),
});

/**
 * Another business's claim of the same UTR (issue 30): the claims are kept and both shown to the operator, who
 * finds the one transfer in the bank statement and confirms one of them; the payer is never told of the other.
 */
export const utrConflictSchema = z.object({
  paymentId: z.string().max(ID_MAX_LENGTH),
  invoiceNumber: z.string().max(ID_MAX_LENGTH),
  status: z.enum(PAYMENT_STATUSES),
  company: z.string().max(TEXT_MAX.company).nullable(),
  email: z.string().max(320).nullable(),
  amountPaise: paise,
  createdAt: z.string().max(40),
});
export type UtrConflict = z.infer<typeof utrConflictSchema>;

/**
 * GET /api/billing/ops/payments: the operator's queue of payments awaiting confirmation, oldest first. A payment
 * whose UTR another business also claimed has `utrConflict` true and lists those claims (not rejected ones).
 */
export const opsPaymentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    payments: z
      .array(
        paymentSummarySchema.extend({
          company: z.string().max(TEXT_MAX.company).nullable(),
          email: z.string().max(320).nullable(),
          invoiceTotalPaise: paise,
          utrConflict: z.boolean(),
          utrConflicts: z.array(utrConflictSchema).max(50),
        }),
      )
      .max(1_000),
  }),
});

/** POST /api/billing/ops/payments/{id}/confirm and /reject: who decided, and why a payment was rejected. */
/** `by` is accepted for older callers and ignored: the signed-in operator is recorded (issue 33). */
export const confirmPaymentRequestSchema = z.object({
  by: z.string().trim().min(2).max(TEXT_MAX.name).optional(),
});
export const rejectPaymentRequestSchema = confirmPaymentRequestSchema.extend({
  reason: z.string().trim().min(3).max(TEXT_MAX.freeText),
});

/**
 * The operator's credit note against an invoice (a refund, or a lower amount agreed after delivery): the taxable
 * value credited, in paise (omitted: all that is left uncredited), and the reason printed on the note.
 */
export const creditNoteRequestSchema = z.object({
  reason: z.string().trim().min(3).max(TEXT_MAX.freeText),
  taxablePaise: z.number().int().positive().max(1_000_000_000_000).optional(),
});
export type CreditNoteRequest = z.infer<typeof creditNoteRequestSchema>;
export const creditNoteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ creditNote: creditNoteSummarySchema }),
});

/*
 * Payments of tax invoices (issue 16): the UPI payment link, the UTR a payer types back, and the ledger rule
 * that says how much of an invoice is paid.
 *
 * The ledger: an invoice's net is its total less its credit notes; what covers it is the sum of its confirmed
 * payments (integer paise). A payment awaiting the operator's confirmation covers nothing yet but is shown, so
 * the payer does not pay twice. More than the net (a gateway capture above the order, a credit note after
 * payment) is kept as an overpayment the operator refunds; nothing is lost or silently netted away.
 *
 * UPI deep link: NPCI's 'UPI Linking Specification' parameters pa (payee VPA), pn (payee name), am (amount in
 * rupees with two decimals), cu (INR), tn (note) and tr (the merchant's reference: the invoice number), each
 * percent-encoded (a space is %20, never '+').
 */
import { paise, rupeesText, type Paise } from '../money';
/** A UTR (Unique Transaction Reference) of a UPI or IMPS transfer: the 12-digit RRN the payer's app shows. */
export const UTR_PATTERN = /^\d{12}$/;

/**
 * A UTR no bank issues: one digit twelve times ('000000000000'). Refused with PAYMENT_MESSAGES.utrFake, so a
 * made-up reference does not sit in the operator's queue (issue 30).
 */
export function isObviouslyFakeUtr(utr: string): boolean {
  return /^(\d)\1{11}$/.test(utr);
}

export const PAYMENT_MESSAGES = {
  utrFormat: 'Enter the 12-digit UPI reference (UTR) shown in your payment app',
  utrTaken: 'This UTR has already been entered',
  utrFake: 'This is not a real UTR: check the 12 digits in your payment app',
  utrConfirmedElsewhere: 'This UTR is already confirmed on another payment',
  orderNotPayable: 'This order is not payable: it no longer matches what is due on the invoice',
  nothingDue: 'Nothing is due on this invoice',
  moreThanDue: 'The amount is more than is due on this invoice',
  amountPositive: 'Enter an amount of at least ₹1',
  paymentNotFound: 'Payment not found',
  receiptNotYet: 'The receipt is issued once the payment is confirmed',
  gatewayOff: 'Online payment is not available: pay by UPI and enter the UTR',
  badSignature: 'Invalid webhook signature',
} as const;

export const PAYMENT_STATUSES = ['awaiting-confirmation', 'confirmed', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a payment was made: a UPI transfer whose UTR the payer entered, or a gateway capture. */
export const PAYMENT_METHODS = ['upi-manual', 'gateway'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Shown next to a payment (the English text is the key of its Hindi). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  'awaiting-confirmation': 'Awaiting confirmation',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

/** An invoice's state in the ledger. */
export const INVOICE_PAYMENT_STATES = ['unpaid', 'part-paid', 'paid', 'overpaid'] as const;
export type InvoicePaymentState = (typeof INVOICE_PAYMENT_STATES)[number];

export interface LedgerPayment {
  amountPaise: number;
  status: PaymentStatus;
}

export interface InvoiceBalance {
  /** Invoice total less its credit notes. */
  netPaise: number;
  /** Confirmed payments. */
  paidPaise: number;
  /** Entered, not yet confirmed. */
  awaitingPaise: number;
  /** Net less confirmed payments, never below zero. */
  duePaise: number;
  /** What a new payment may still be for: due less what awaits confirmation. */
  payablePaise: number;
  /** Confirmed payments above the net (to refund). */
  overpaidPaise: number;
  state: InvoicePaymentState;
}

export function invoiceBalance(
  totalPaise: number,
  creditedPaise: number,
  payments: readonly LedgerPayment[],
): InvoiceBalance {
  const netPaise = Math.max(0, totalPaise - creditedPaise);
  let paidPaise = 0;
  let awaitingPaise = 0;
  for (const p of payments) {
    if (p.status === 'confirmed') paidPaise += p.amountPaise;
    else if (p.status === 'awaiting-confirmation') awaitingPaise += p.amountPaise;
  }
  const duePaise = Math.max(0, netPaise - paidPaise);
  const overpaidPaise = Math.max(0, paidPaise - netPaise);
  const state: InvoicePaymentState =
    overpaidPaise > 0 ? 'overpaid' : duePaise === 0 ? 'paid' : paidPaise > 0 ? 'part-paid' : 'unpaid';
  return {
    netPaise,
    paidPaise,
    awaitingPaise,
    duePaise,
    payablePaise: Math.max(0, duePaise - awaitingPaise),
    overpaidPaise,
    state,
  };
}

export interface LedgerTotals {
  paidPaise: number;
  awaitingPaise: number;
  duePaise: number;
  /** Paid beyond what invoices ask (to be refunded or set off), added per invoice like the rest. */
  overpaidPaise: number;
}

/**
 * A business's totals over its invoices' ledger rows: confirmed, awaiting and due are added per invoice, so an
 * overpaid invoice does not hide what another still owes.
 */
export function ledgerTotals(
  invoices: ReadonlyArray<{
    totalPaise: number;
    creditedPaise: number;
    confirmedPaise: number;
    awaitingPaise: number;
  }>,
): LedgerTotals {
  const totals: LedgerTotals = { paidPaise: 0, awaitingPaise: 0, duePaise: 0, overpaidPaise: 0 };
  for (const i of invoices) {
    const b = invoiceBalance(i.totalPaise, i.creditedPaise, [
      { amountPaise: i.confirmedPaise, status: 'confirmed' },
      { amountPaise: i.awaitingPaise, status: 'awaiting-confirmation' },
    ]);
    totals.paidPaise += b.paidPaise;
    totals.awaitingPaise += b.awaitingPaise;
    totals.duePaise += b.duePaise;
    totals.overpaidPaise += b.overpaidPaise;
  }
  return totals;
}

/**
 * The amount a new payment is for: `requestedPaise` when given, else everything payable. Returns the problem
 * (one of PAYMENT_MESSAGES) when it cannot be accepted.
 */
export function paymentAmount(
  balance: InvoiceBalance,
  requestedPaise: number | undefined,
): { amountPaise: Paise } | { problem: string } {
  if (balance.payablePaise <= 0) return { problem: PAYMENT_MESSAGES.nothingDue };
  const amountPaise = paise(requestedPaise ?? balance.payablePaise);
  if (amountPaise < 100) return { problem: PAYMENT_MESSAGES.amountPositive };
  if (amountPaise > balance.payablePaise) return { problem: PAYMENT_MESSAGES.moreThanDue };
  return { amountPaise };
}

export interface UpiLinkInput {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  /** The transaction note the payer's app shows. */
  note: string;
  /** The merchant's reference: the invoice number. */
  reference: string;
}

/** `upi://pay?pa=...&pn=...&am=...&cu=INR&tn=...&tr=...`, every value percent-encoded (space as %20). */
export function upiPayLink(input: UpiLinkInput): string {
  const params: Array<[string, string]> = [
    ['pa', input.vpa],
    ['pn', input.payeeName],
    ['am', rupeesText(input.amountPaise)],
    ['cu', 'INR'],
    ['tn', input.note],
    ['tr', input.reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** The note of an invoice's UPI payment (short: some apps cut the note at 50 characters). */
export function upiNote(invoiceNumber: string): string {
  return `LogiSaathi invoice ${invoiceNumber}`;
}

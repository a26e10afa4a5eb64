/*
 * A business's monthly statement of account (issue 16) and the invoice-wise CSV its accountant uses for GST
 * returns. Months are IST calendar months ('2026-11'); amounts are integer paise.
 *
 * Statement: opening balance (everything invoiced before the month, less credit notes and confirmed payments
 * before it), then the month's invoices (debit), credit notes and confirmed payments (credit) in date order with
 * a running balance, and the closing balance. A positive balance is owed by the business; a negative one is
 * paid in excess.
 *
 * GST CSV: one row per invoice, in the column order of GSTR-1's B2B table that accountants reconcile against
 * (GSTIN of the recipient, invoice number, date dd-Mmm-yyyy, invoice value, place of supply 'NN-State', reverse
 * charge Y/N, rate %, taxable value, IGST, CGST, SGST, cess), then credit notes as negative rows.
 */
import { z } from 'zod';
import { ID_MAX_LENGTH, TEXT_MAX } from '../limits';
import { MONTHS_SHORT } from '../i18n/months';
import { rupeesText as rupees } from '../money';
import { DOCUMENT_NUMBER_MAX_LENGTH } from './numbering';

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const STATEMENT_MESSAGES = { month: 'Month must be like 2026-11' } as const;
export const monthParamsSchema = z.object({
  month: z.string().max(7).regex(MONTH_PATTERN, STATEMENT_MESSAGES.month),
});

/** First day of the month and of the next one, 'YYYY-MM-DD' (the month is [from, to)). */
export function monthRange(month: string): { from: string; to: string } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(STATEMENT_MESSAGES.month);
  const year = Number(match[1]);
  const m = Number(match[2]);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

export const STATEMENT_LINE_KINDS = ['invoice', 'credit-note', 'payment'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

const paise = z.number().int();
export const statementLineSchema = z.object({
  date: z.string().max(10),
  kind: z.enum(STATEMENT_LINE_KINDS),
  number: z.string().max(DOCUMENT_NUMBER_MAX_LENGTH),
  /** The shipment of an invoice, the invoice of a credit note or payment. */
  reference: z.string().max(ID_MAX_LENGTH),
  debitPaise: paise,
  creditPaise: paise,
  balancePaise: paise,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const monthlyStatementSchema = z.object({
  month: z.string().max(7),
  business: z.object({ name: z.string().max(TEXT_MAX.company), gstin: z.string().max(15).nullable() }),
  openingBalancePaise: paise,
  lines: z.array(statementLineSchema).max(20_000),
  totals: z.object({ invoicedPaise: paise, creditedPaise: paise, paidPaise: paise }),
  closingBalancePaise: paise,
});
export type MonthlyStatement = z.infer<typeof monthlyStatementSchema>;
export const monthlyStatementResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ statement: monthlyStatementSchema }),
});

export interface StatementEntry {
  date: string;
  kind: StatementLineKind;
  number: string;
  reference: string;
  amountPaise: number;
}

const KIND_ORDER: Record<StatementLineKind, number> = { invoice: 0, 'credit-note': 1, payment: 2 };

/** The statement from the month's entries (any order) and the opening balance. */
export function buildMonthlyStatement(
  month: string,
  business: MonthlyStatement['business'],
  openingBalancePaise: number,
  entries: readonly StatementEntry[],
): MonthlyStatement {
  const sorted = [...entries].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.number.localeCompare(b.number),
  );
  let balance = openingBalancePaise;
  const totals = { invoicedPaise: 0, creditedPaise: 0, paidPaise: 0 };
  const lines = sorted.map((e): StatementLine => {
    const isDebit = e.kind === 'invoice';
    balance += isDebit ? e.amountPaise : -e.amountPaise;
    if (e.kind === 'invoice') totals.invoicedPaise += e.amountPaise;
    else if (e.kind === 'credit-note') totals.creditedPaise += e.amountPaise;
    else totals.paidPaise += e.amountPaise;
    return {
      date: e.date,
      kind: e.kind,
      number: e.number,
      reference: e.reference,
      debitPaise: isDebit ? e.amountPaise : 0,
      creditPaise: isDebit ? 0 : e.amountPaise,
      balancePaise: balance,
    };
  });
  return { month, business, openingBalancePaise, lines, totals, closingBalancePaise: balance };
}

/**
 * A CSV cell: quoted when needed, and a text starting with = + - @ (other than a plain number such as '-100.00')
 * neutralised, so no spreadsheet runs it as a formula.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const isFormula = /^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text);
  const safe = isFormula ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
const csv = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

/**
 * The words a statement prints wherever it is shown: this CSV, the PDF (apps/api billing/pdf-labels.ts) and the
 * web's statement panel. The English text is the key of its Hindi (i18n/hi/billing.ts).
 */
export const STATEMENT_LABELS: {
  readonly month: string;
  readonly date: string;
  readonly document: string;
  readonly debit: string;
  readonly credit: string;
  readonly balance: string;
  readonly openingBalance: string;
  readonly closingBalance: string;
  readonly noEntries: string;
  readonly lineKind: Readonly<Record<StatementLineKind, string>>;
} = {
  month: 'Month',
  date: 'Date',
  document: 'Document',
  debit: 'Debit',
  credit: 'Credit',
  balance: 'Balance',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  noEntries: 'No invoices, credit notes or payments in this month.',
  lineKind: { invoice: 'Tax invoice', 'credit-note': 'Credit note', payment: 'Payment' },
};
const KIND_WORDS = STATEMENT_LABELS.lineKind;

export function monthlyStatementCsv(s: MonthlyStatement): string {
  return csv([
    ['Date', 'Document', 'Number', 'Reference', 'Debit (INR)', 'Credit (INR)', 'Balance (INR)'],
    [`${s.month}-01`, STATEMENT_LABELS.openingBalance, '', '', '', '', rupees(s.openingBalancePaise)],
    ...s.lines.map((l) => [
      l.date,
      KIND_WORDS[l.kind],
      l.number,
      l.reference,
      l.debitPaise ? rupees(l.debitPaise) : '',
      l.creditPaise ? rupees(l.creditPaise) : '',
      rupees(l.balancePaise),
    ]),
    [
      '',
      STATEMENT_LABELS.closingBalance,
      '',
      '',
      rupees(s.totals.invoicedPaise),
      rupees(s.totals.creditedPaise + s.totals.paidPaise),
      rupees(s.closingBalancePaise),
    ],
  ]);
}

/** '2026-11-05' -> '05-Nov-2026', the date format of the GST offline tools. */
export function gstDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}-${MONTHS_SHORT.en[Number(m) - 1] ?? m}-${y}`;
}

export interface GstReturnRow {
  recipientGstin: string | null;
  recipientName: string;
  number: string;
  date: string;
  /** Invoice value (what the document totals). */
  valuePaise: number;
  /** 'Delhi (07)' as stored; written '07-Delhi'. */
  placeOfSupply: { code: string; name: string };
  reverseCharge: boolean;
  rateBp: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** Credit notes are written with negative amounts and the invoice they adjust. */
  kind: 'invoice' | 'credit-note';
  originalInvoice?: string;
}

export const GST_RETURNS_HEADER = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Document Type',
  'Invoice/Note Number',
  'Invoice/Note Date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Rate',
  'Taxable Value',
  'Integrated Tax',
  'Central Tax',
  'State/UT Tax',
  'Cess Amount',
  'Original Invoice Number',
] as const;

export function gstReturnsCsv(rows: readonly GstReturnRow[]): string {
  const sign = (r: GstReturnRow, paise: number) => rupees(r.kind === 'credit-note' ? -paise : paise);
  return csv([
    [...GST_RETURNS_HEADER],
    ...rows.map((r) => [
      r.recipientGstin ?? '',
      r.recipientName,
      r.kind === 'invoice' ? 'Invoice' : 'Credit Note',
      r.number,
      gstDate(r.date),
      sign(r, r.valuePaise),
      `${r.placeOfSupply.code}-${r.placeOfSupply.name}`,
      r.reverseCharge ? 'Y' : 'N',
      (r.rateBp / 100).toString(),
      sign(r, r.taxablePaise),
      sign(r, r.igstPaise),
      sign(r, r.cgstPaise),
      sign(r, r.sgstPaise),
      '0.00',
      r.originalInvoice ?? '',
    ]),
  ]);
}

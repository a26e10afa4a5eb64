/*
 * Document numbers and financial years.
 *
 * The Indian financial year runs 1 April to 31 March, taken on the IST calendar (an invoice issued at 00:30 IST
 * on 1 April belongs to the new year although it is still 31 March in UTC). Its short label is '26-27'.
 *
 * CGST Rule 46(b): a consecutive serial number of at most 16 characters of letters, digits, '/' and '-', unique
 * within a financial year. Each series has its own prefix and counter (allocated by the API from a per-year
 * counter row, so numbers are gap-free): tax invoices 'LS/26-27/000123', credit notes 'CN/26-27/000001',
 * consignment notes (lorry receipts) 'LR/26-27/000001', payment receipts 'RC/26-27/000001'.
 */
import { TAX_RECORD_RETENTION_YEARS } from '../data-rights';
import { istParts } from '../ist-time';

export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

export const DOCUMENT_SERIES = {
  invoice: 'LS',
  creditNote: 'CN',
  consignmentNote: 'LR',
  receipt: 'RC',
} as const;
export type DocumentSeries = keyof typeof DOCUMENT_SERIES;

/** The financial year of an instant on the IST calendar, as '26-27'. */
export function financialYearOf(at: Date): string {
  const { year, month } = istParts(at);
  const start = month >= 4 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** 'LS/26-27/000123'. Throws when the serial would not fit Rule 46's 16 characters. */
export function formatDocumentNumber(series: DocumentSeries, financialYear: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1) throw new RangeError('serial must be a positive integer');
  const number = `${DOCUMENT_SERIES[series]}/${financialYear}/${String(serial).padStart(6, '0')}`;
  if (!DOCUMENT_NUMBER_PATTERN.test(number)) throw new RangeError(`document number ${number} is too long`);
  return number;
}

/**
 * Issued tax documents of deleted accounts are kept as long as the delivery records (CGST Act s.36, Rule 56:
 * eight years from the end of the financial year) and may then be purged: on IST day `today`, every document
 * dated before the returned day (1 April eight years before the current financial year's start) has run out,
 * the same day `taxRecordPurgeFrom` names for its date.
 */
export function taxDocumentsKeptFrom(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const financialYearStarts = month >= 4 ? year : year - 1;
  return `${financialYearStarts - TAX_RECORD_RETENTION_YEARS}-04-01`;
}

/*
 * When an e-way bill is required (CGST Rule 138(1) and the Delhi notification for movements within Delhi):
 * for a consignment whose value exceeds ₹50,000, and, for a movement that starts and ends inside Delhi, only
 * when it exceeds ₹1,00,000. The consignment value is the invoice value including tax (Rule 138, explanation 2).
 * "Exceeds" is strict: exactly ₹50,000 needs none, ₹50,000.01 needs one. Amounts are integer paise.
 */
import { DELHI_STATE_CODE } from './states';

export const EWAY_BILL_LIMIT_PAISE = 50_000_00;
export const EWAY_BILL_LIMIT_WITHIN_DELHI_PAISE = 1_00_000_00;

export interface Movement {
  /** Invoice value including tax, integer paise. */
  valuePaise: number;
  fromStateCode: number;
  toStateCode: number;
}

export function isWhollyWithinDelhi(m: Pick<Movement, 'fromStateCode' | 'toStateCode'>): boolean {
  return m.fromStateCode === DELHI_STATE_CODE && m.toStateCode === DELHI_STATE_CODE;
}

/** The limit that applies to this movement, in paise. */
export function ewayBillLimitPaise(m: Pick<Movement, 'fromStateCode' | 'toStateCode'>): number {
  return isWhollyWithinDelhi(m) ? EWAY_BILL_LIMIT_WITHIN_DELHI_PAISE : EWAY_BILL_LIMIT_PAISE;
}

export function isEwayBillRequired(m: Movement): boolean {
  return m.valuePaise > ewayBillLimitPaise(m);
}

/** What the review step and the delivery page say. */
export const EWAY_BILL_TEXTS = {
  required: 'E-way bill required',
  requiredDetail: (limitRupees: string) =>
    `The goods are worth more than ₹${limitRupees}, so the law needs an e-way bill before the truck leaves. After booking, download the e-way bill file from the delivery page and upload it on the e-way bill portal.`,
  notRequired: 'No e-way bill needed',
  notRequiredDetail: (limitRupees: string) =>
    `The goods are worth ₹${limitRupees} or less, so no e-way bill is needed for this movement.`,
} as const;

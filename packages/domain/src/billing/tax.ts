/*
 * GST on goods transport agency (GTA) services, in integer paise.
 *
 * Tax models (Notification 11/2017-CT(Rate) as amended): 'rcm-5' 5 % paid by the recipient under reverse
 * charge (the supplier charges none; the invoice says so); 'fcm-5' 5 % forward charge without input credit;
 * 'fcm-18' forward charge at 18 % for supplies from 22 September 2025 on, 12 % before that date.
 *
 * Place of supply (IGST Act s.12(8)): a registered recipient's state (its GSTIN's first two digits); for an
 * unregistered recipient, the state where the goods are handed over for transport. Same state as the supplier:
 * CGST and SGST at half the rate each; otherwise IGST at the full rate.
 *
 * Rounding, documented once: every tax component is rounded half-up to the paisa on its own (CGST and SGST each
 * from the taxable value, never one from the other), the charged tax is the sum of the rounded components, and
 * the invoice total is taxable value + charged tax rounded half-up to the whole rupee, the difference shown as a
 * round-off line. So the lines always add up: taxable + charged tax + round-off = total, to the paisa.
 */
import { gstStateByCode, type GstState } from './states';

export const GTA_TAX_MODELS = ['rcm-5', 'fcm-5', 'fcm-18'] as const;
export type GtaTaxModel = (typeof GTA_TAX_MODELS)[number];

/** The first IST day on which forward-charge GTA at the higher rate is 18 % (12 % before). */
export const FCM_18_FROM = '2025-09-22';

/** Rate in basis points (1 % = 100) of a model on an IST date 'YYYY-MM-DD'. */
export function gtaRateBp(model: GtaTaxModel, istDate: string): number {
  if (model === 'fcm-18') return istDate >= FCM_18_FROM ? 1800 : 1200;
  return 500;
}

export const isReverseCharge = (model: GtaTaxModel): boolean => model === 'rcm-5';

/** a * bp / 10000 rounded half-up (away from zero for negatives, so a credit mirrors its invoice). */
export function percentOfPaise(amountPaise: number, bp: number): number {
  const sign = amountPaise < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(amountPaise) * bp + 5_000) / 10_000);
}

/** Paise rounded half-up to whole rupees (away from zero for negatives). */
export function roundToRupee(paise: number): number {
  const sign = paise < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(paise) + 50) / 100) * 100;
}

export interface TaxInput {
  taxablePaise: number;
  model: GtaTaxModel;
  /** The invoice date in IST, 'YYYY-MM-DD' (time of supply decides the rate). */
  istDate: string;
  supplierStateCode: string;
  placeOfSupply: GstState;
}

export interface TaxBreakdown {
  taxablePaise: number;
  rateBp: number;
  reverseCharge: boolean;
  /** Both states are the same: CGST + SGST; else IGST. */
  intraState: boolean;
  cgstRateBp: number;
  sgstRateBp: number;
  igstRateBp: number;
  /** Tax amounts per component (under reverse charge: what the recipient pays, not charged here). */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Tax on this document: the sum of the components, or 0 under reverse charge. */
  chargedTaxPaise: number;
  roundOffPaise: number;
  totalPaise: number;
}

export function computeGtaTax(input: TaxInput): TaxBreakdown {
  if (!Number.isSafeInteger(input.taxablePaise)) throw new RangeError('taxable value must be whole paise');
  const rateBp = gtaRateBp(input.model, input.istDate);
  const intraState = input.placeOfSupply.code === input.supplierStateCode;
  const cgstRateBp = intraState ? rateBp / 2 : 0;
  const sgstRateBp = cgstRateBp;
  const igstRateBp = intraState ? 0 : rateBp;
  const cgstPaise = percentOfPaise(input.taxablePaise, cgstRateBp);
  const sgstPaise = percentOfPaise(input.taxablePaise, sgstRateBp);
  const igstPaise = percentOfPaise(input.taxablePaise, igstRateBp);
  const reverseCharge = isReverseCharge(input.model);
  const chargedTaxPaise = reverseCharge ? 0 : cgstPaise + sgstPaise + igstPaise;
  const exact = input.taxablePaise + chargedTaxPaise;
  const totalPaise = roundToRupee(exact);
  return {
    taxablePaise: input.taxablePaise,
    rateBp,
    reverseCharge,
    intraState,
    cgstRateBp,
    sgstRateBp,
    igstRateBp,
    cgstPaise,
    sgstPaise,
    igstPaise,
    chargedTaxPaise,
    roundOffPaise: totalPaise - exact,
    totalPaise,
  };
}

/**
 * Place of supply: a registered recipient's GSTIN state; otherwise the state where the goods are handed over.
 * A GSTIN whose code names no state falls back to the handover state.
 */
export function placeOfSupply(recipientGstin: string | null | undefined, handoverState: GstState): GstState {
  if (recipientGstin) {
    const state = gstStateByCode(recipientGstin.slice(0, 2));
    if (state) return state;
  }
  return handoverState;
}

/** '5%', '2.5%', '18%' from basis points. */
export function formatRateBp(bp: number): string {
  return `${bp % 100 === 0 ? bp / 100 : (bp / 100).toFixed(bp % 10 === 0 ? 1 : 2)}%`;
}

/*
 * GST on goods transport agency (GTA) services: every case in one table, amounts in integer paise.
 *
 * The operator chooses a tax model (platform configuration, Notification 11/2017-CT(Rate) Sl. 9(iii) as amended
 * by 05/2025-CT(Rate)): 'rcm-5' GST at 5 % paid by the recipient under reverse charge; 'fcm-5' 5 % forward
 * charge without input tax credit; 'fcm-18' forward charge with input tax credit, 18 % for supplies from
 * 22 September 2025 and 12 % before. Which case applies to one supply is read from GTA_TAX_CASES below, by the
 * model and by whether the recipient is registered:
 *
 *   recipient     model    treatment        rate          who pays the tax
 *   unregistered  any      exempt           0             nobody (12/2017-CT(Rate) Sl. 21A: GTA services to an
 *                                                         unregistered person are exempt)
 *   registered    rcm-5    reverse charge   5 %           the recipient, directly to the government
 *   registered    fcm-5    forward charge   5 %           LogiSaathi, charged on the invoice
 *   registered    fcm-18   forward charge   18 % (12 %)   LogiSaathi, charged on the invoice
 *
 * (The exemption does not cover an unregistered factory, society, co-operative, body corporate or partnership
 * firm; the product cannot tell those from a proprietor, and its businesses that are such bodies register for
 * GST, so an unregistered recipient is taken as exempt.)
 *
 * Place of supply (IGST Act s.12(8)): a registered recipient's state (its GSTIN's first two digits); for an
 * unregistered recipient, the state where the goods are handed over for transport. Same state as the supplier:
 * CGST and SGST at half the rate each; otherwise IGST at the full rate.
 *
 * Rounding, documented once: the tax is computed once on the taxable value at the full rate and rounded
 * half-up to the paisa (money.ts `percentOfPaise`); within a state it is then split, CGST taking the odd paisa
 * (money.ts `halvesOf`: CGST = tax − ⌊tax / 2⌋, SGST = ⌊tax / 2⌋). So CGST + SGST always equals the IGST the same value would bear
 * between states. The amount payable is taxable value + charged tax rounded half-up to the whole rupee, the
 * difference printed as a round-off line: taxable + charged tax + round-off = total, to the paisa.
 *
 * The quote shows the same computation (quoteTax) as the invoice, so the invoice total is what the quote said.
 */
import { halvesOf, paise, percentOfPaise, roundToRupee, rupeesToPaise, type Paise } from '../money';
import { gstStateByCode, type GstState } from './states';

export const GTA_TAX_MODELS = ['rcm-5', 'fcm-5', 'fcm-18'] as const;
export type GtaTaxModel = (typeof GTA_TAX_MODELS)[number];

export const GST_TREATMENTS = ['exempt', 'reverse-charge', 'forward-charge'] as const;
export type GstTreatment = (typeof GST_TREATMENTS)[number];

/** The first IST day on which forward-charge GTA at the higher rate is 18 % (12 % before). */
export const FCM_18_FROM = '2025-09-22';

export interface GtaTaxCase {
  recipient: 'registered' | 'unregistered';
  model: GtaTaxModel | 'any';
  treatment: GstTreatment;
  /** Rate in basis points (1 % = 100) on an IST date 'YYYY-MM-DD'. */
  rateBp: (istDate: string) => number;
  /** Where the law says so. */
  basis: string;
}

/** Every case, first match wins. */
export const GTA_TAX_CASES: readonly GtaTaxCase[] = [
  {
    recipient: 'unregistered',
    model: 'any',
    treatment: 'exempt',
    rateBp: () => 0,
    basis: 'Notification 12/2017-CT(Rate) Sl. 21A',
  },
  {
    recipient: 'registered',
    model: 'rcm-5',
    treatment: 'reverse-charge',
    rateBp: () => 500,
    basis: 'Notification 13/2017-CT(Rate) Sl. 1; 11/2017-CT(Rate) Sl. 9(iii)',
  },
  {
    recipient: 'registered',
    model: 'fcm-5',
    treatment: 'forward-charge',
    rateBp: () => 500,
    basis: 'Notification 11/2017-CT(Rate) Sl. 9(iii), 5 % without input tax credit',
  },
  {
    recipient: 'registered',
    model: 'fcm-18',
    treatment: 'forward-charge',
    rateBp: (istDate) => (istDate >= FCM_18_FROM ? 1800 : 1200),
    basis: 'Notification 11/2017-CT(Rate) Sl. 9(iii) as amended by 05/2025-CT(Rate)',
  },
];

/** The case of a supply: by the recipient's registration and the operator's model. */
export function gtaTaxCase(model: GtaTaxModel, recipientRegistered: boolean): GtaTaxCase {
  const recipient = recipientRegistered ? 'registered' : 'unregistered';
  const found = GTA_TAX_CASES.find(
    (c) => c.recipient === recipient && (c.model === 'any' || c.model === model),
  );
  if (!found) throw new Error(`no GST case for ${recipient} / ${model}`);
  return found;
}

/** Rate in basis points of a model for a registered recipient on an IST date 'YYYY-MM-DD'. */
export function gtaRateBp(model: GtaTaxModel, istDate: string): number {
  return gtaTaxCase(model, true).rateBp(istDate);
}

export const isReverseCharge = (model: GtaTaxModel): boolean => model === 'rcm-5';

export interface TaxInput {
  taxablePaise: Paise;
  model: GtaTaxModel;
  /** The recipient's GSTIN, or null when the recipient is not registered. */
  recipientGstin: string | null;
  /** The invoice date in IST, 'YYYY-MM-DD' (time of supply decides the rate). */
  istDate: string;
  supplierStateCode: string;
  placeOfSupply: GstState;
}

export interface TaxBreakdown {
  taxablePaise: Paise;
  /** Absent on invoices issued before the treatment was recorded: read it with `treatmentOf`. */
  treatment?: GstTreatment;
  rateBp: number;
  reverseCharge: boolean;
  /** Both states are the same: CGST + SGST; else IGST. */
  intraState: boolean;
  cgstRateBp: number;
  sgstRateBp: number;
  igstRateBp: number;
  /** Tax amounts per component (under reverse charge: what the recipient pays, not charged here). */
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** Tax on this document: the sum of the components, or 0 under reverse charge. */
  chargedTaxPaise: Paise;
  roundOffPaise: Paise;
  totalPaise: Paise;
}

export function treatmentOf(tax: TaxBreakdown): GstTreatment {
  if (tax.treatment) return tax.treatment;
  if (tax.rateBp === 0) return 'exempt';
  return tax.reverseCharge ? 'reverse-charge' : 'forward-charge';
}

/** The components of `taxablePaise` at `rateBp`, by the rounding rule above. */
export function splitTaxComponents(taxablePaise: Paise, rateBp: number, intraState: boolean) {
  const tax = percentOfPaise(taxablePaise, rateBp);
  const [cgstPaise, sgstPaise] = halvesOf(tax);
  const none = paise(0);
  return intraState
    ? { cgstPaise, sgstPaise, igstPaise: none }
    : { cgstPaise: none, sgstPaise: none, igstPaise: tax };
}

/** The breakdown of a taxable value at a known rate and treatment (invoices and credit notes). */
export function taxAt(
  taxablePaise: Paise,
  rateBp: number,
  treatment: GstTreatment,
  intraState: boolean,
): TaxBreakdown {
  if (!Number.isSafeInteger(taxablePaise)) throw new RangeError('taxable value must be whole paise');
  const reverseCharge = treatment === 'reverse-charge';
  const cgstRateBp = intraState ? rateBp / 2 : 0;
  const { cgstPaise, sgstPaise, igstPaise } = splitTaxComponents(taxablePaise, rateBp, intraState);
  const chargedTaxPaise = paise(treatment === 'forward-charge' ? cgstPaise + sgstPaise + igstPaise : 0);
  const exact = taxablePaise + chargedTaxPaise;
  const totalPaise = roundToRupee(exact);
  return {
    taxablePaise,
    treatment,
    rateBp,
    reverseCharge,
    intraState,
    cgstRateBp,
    sgstRateBp: cgstRateBp,
    igstRateBp: intraState ? 0 : rateBp,
    cgstPaise,
    sgstPaise,
    igstPaise,
    chargedTaxPaise,
    roundOffPaise: paise(totalPaise - exact),
    totalPaise,
  };
}

export function computeGtaTax(input: TaxInput): TaxBreakdown {
  const c = gtaTaxCase(input.model, Boolean(input.recipientGstin));
  const intraState = input.placeOfSupply.code === input.supplierStateCode;
  return taxAt(input.taxablePaise, c.rateBp(input.istDate), c.treatment, intraState);
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

/** What the quote needs to show the tax as the invoice will compute it. */
export interface QuoteTaxContext {
  model: GtaTaxModel;
  supplierStateCode: string;
  /** The shipper's GSTIN (its profile), null when it gave none. */
  recipientGstin: string | null;
  /** Where the goods are handed over (the pickup's state). */
  handoverState: GstState;
  /** The IST date the service is supplied on (the delivery date). */
  istDate: string;
}

export interface QuoteTaxLine {
  /** GST on the invoice (forward charge); 0 when exempt or under reverse charge. */
  chargedTaxPaise: Paise;
  /** GST the shipper pays the government itself under reverse charge; 0 otherwise. */
  reverseChargeTaxPaise: Paise;
  /** The invoice total: what the shipper pays LogiSaathi. */
  payablePaise: Paise;
}

/** The tax of a price in whole rupees, exactly as the invoice will compute it (computeGtaTax). */
export function quoteTaxLine(priceInr: number, ctx: QuoteTaxContext): QuoteTaxLine {
  const tax = computeGtaTax({
    taxablePaise: rupeesToPaise(priceInr),
    model: ctx.model,
    recipientGstin: ctx.recipientGstin,
    istDate: ctx.istDate,
    supplierStateCode: ctx.supplierStateCode,
    placeOfSupply: placeOfSupply(ctx.recipientGstin, ctx.handoverState),
  });
  return {
    chargedTaxPaise: tax.chargedTaxPaise,
    reverseChargeTaxPaise: paise(tax.reverseCharge ? tax.cgstPaise + tax.sgstPaise + tax.igstPaise : 0),
    payablePaise: tax.totalPaise,
  };
}

/** The quote's tax block (quotes.ts quoteTaxSchema) for its regular and pooled prices. */
export function quoteTax(regularInr: number, pooledInr: number, ctx: QuoteTaxContext) {
  const c = gtaTaxCase(ctx.model, Boolean(ctx.recipientGstin));
  return {
    treatment: c.treatment,
    rateBp: c.rateBp(ctx.istDate),
    regular: quoteTaxLine(regularInr, ctx),
    pooled: quoteTaxLine(pooledInr, ctx),
  };
}

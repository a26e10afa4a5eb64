/*
 * What a tax invoice, a credit note and a consignment note say, built from plain inputs so the API stores the
 * result unchanged (invoice rows are immutable) and the PDF only lays it out.
 *
 * Tax invoice fields: CGST Rule 46 (supplier, serial, date, recipient with GSTIN or state, SAC and description,
 * taxable value, rate and amount per tax, place of supply, reverse charge, signature) and the goods transport
 * agency fields of Rule 54(3) (gross weight, consignor, consignee, vehicle, goods, origin, destination, who pays
 * the tax). Credit notes follow Rule 53 (and reuse the invoice's parties and rates).
 */
import {
  gtaTaxCase,
  taxAt,
  treatmentOf,
  type GstTreatment,
  type GtaTaxModel,
  type TaxBreakdown,
} from './tax';
import type { GstState } from './states';
import type { Paise } from '../money';

/**
 * Words the invoice prints and the web's invoice list shows (apps/api billing/pdf-labels.ts); the English text is
 * the key of its Hindi (i18n/hi/billing.ts).
 */
export const INVOICE_LABELS: { readonly taxableValue: string; readonly placeOfSupply: string } = {
  taxableValue: 'Taxable value',
  placeOfSupply: 'Place of supply',
};

export const GTA_SAC_DESCRIPTION = 'Goods transport agency services for transport of goods by road';
export const GTA_SAC_DEFAULT = '996511';

export interface PlatformSettings {
  legalName: string;
  address: string;
  state: GstState;
  gstin: string;
  pan: string;
  taxModel: GtaTaxModel;
  sac: string;
  upiVpa: string;
  upiPayeeName: string;
  partnerCommissionPercent: number;
}

export interface DocumentParty {
  name: string;
  address: string;
  /** Null for an unregistered person (then the state name and code are printed instead). */
  gstin: string | null;
  state: GstState;
}

/** Rule 54(3) details of the consignment a GTA invoice covers. */
export interface ConsignmentDetails {
  deliveryId: string;
  grossWeightKg: number;
  /** The goods invoice's quantity when one was given (e-way bill details), else 1. */
  packages: number;
  /** Unit of `packages` (UQC code, e.g. 'BOX') from the goods invoice; absent or null for a plain count. */
  packagesUnit?: string | null;
  goods: string;
  consignor: DocumentParty;
  consignee: { name: string; address: string; gstin: string | null };
  vehicleNumber: string | null;
  origin: string;
  destination: string;
  /** The goods invoice's value including tax when one was given; null when the shipper declared none. */
  declaredValuePaise: number | null;
  /** Who pays the GST on the freight, in words. */
  taxPayer: string;
}

export interface InvoiceDocument {
  number: string;
  financialYear: string;
  /** IST date 'YYYY-MM-DD'. */
  date: string;
  kind: 'delivery';
  supplier: Omit<PlatformSettings, 'taxModel' | 'upiVpa' | 'upiPayeeName' | 'partnerCommissionPercent'>;
  recipient: DocumentParty;
  sac: string;
  description: string;
  taxModel: GtaTaxModel;
  placeOfSupply: GstState;
  tax: TaxBreakdown;
  consignment: ConsignmentDetails;
  /** The delivery's e-way bill number when it had one at issue (absent on invoices issued before it was printed). */
  eWayBillNumber?: string | null;
  /** The consignment note (lorry receipt) number of the delivery (Rule 54(3)); absent on older invoices. */
  consignmentNoteNumber?: string | null;
  /** Who is liable to pay the tax and their GSTIN (Rule 54(3)); absent on older invoices. */
  taxLiability?: TaxLiability;
}

export interface TaxLiability {
  /** In words, as the documents print it. */
  text: string;
  /** The GSTIN of the person liable to pay the tax; null when nobody is (exempt). */
  gstin: string | null;
}

export interface CreditNoteDocument {
  number: string;
  financialYear: string;
  date: string;
  reason: string;
  invoice: { number: string; date: string };
  supplier: InvoiceDocument['supplier'];
  recipient: DocumentParty;
  sac: string;
  placeOfSupply: GstState;
  /** Positive amounts: what is credited back. */
  tax: TaxBreakdown;
}

export interface ConsignmentNoteDocument {
  number: string;
  financialYear: string;
  date: string;
  transporter: InvoiceDocument['supplier'];
  consignment: ConsignmentDetails;
  eWayBillNumber: string | null;
}

export const TAX_LIABILITY_TEXTS = {
  'reverse-charge': 'Recipient of the service, under reverse charge',
  'forward-charge': 'LogiSaathi (the transporter), under forward charge',
  exempt: 'Nobody: transport for an unregistered person is exempt',
} as const satisfies Record<GstTreatment, string>;

/** Who pays the tax on the freight, and their GSTIN (Rule 54(3)), by the supply's treatment. */
export function taxLiability(
  treatment: GstTreatment,
  supplierGstin: string,
  recipientGstin: string | null,
): TaxLiability {
  const text = TAX_LIABILITY_TEXTS[treatment];
  if (treatment === 'reverse-charge') return { text, gstin: recipientGstin };
  if (treatment === 'forward-charge') return { text, gstin: supplierGstin };
  return { text, gstin: null };
}

/** Who pays the tax, in words, for a recipient under the operator's model. */
export function taxPayerText(model: GtaTaxModel, recipientGstin: string | null = 'registered'): string {
  return TAX_LIABILITY_TEXTS[gtaTaxCase(model, Boolean(recipientGstin)).treatment];
}

/** One line per HSN/SAC of the document (a GTA invoice has one, its SAC): the HSN/SAC summary of the invoice. */
export interface HsnSummaryLine {
  code: string;
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalTaxPaise: number;
}
export function hsnSummary(sac: string, tax: TaxBreakdown): HsnSummaryLine[] {
  return [
    {
      code: sac,
      taxablePaise: tax.taxablePaise,
      rateBp: tax.rateBp,
      cgstPaise: tax.cgstPaise,
      sgstPaise: tax.sgstPaise,
      igstPaise: tax.igstPaise,
      totalTaxPaise: tax.cgstPaise + tax.sgstPaise + tax.igstPaise,
    },
  ];
}

/**
 * The tax of a credit note of `creditTaxablePaise` against an invoice: the invoice's own rates and split (a
 * credit note follows its invoice, whatever the date), each component rounded half-up like the invoice. A full
 * credit takes the invoice's amounts as they are, so invoice minus credit is exactly zero. The rounding is the
 * invoice's (tax.ts): the tax once at the full rate, then split.
 */
export function creditNoteTax(invoice: TaxBreakdown, creditTaxablePaise: Paise): TaxBreakdown {
  if (!Number.isSafeInteger(creditTaxablePaise) || creditTaxablePaise <= 0) {
    throw new RangeError('a credit note credits a positive whole number of paise');
  }
  if (creditTaxablePaise > invoice.taxablePaise)
    throw new RangeError('a credit note cannot exceed its invoice');
  if (creditTaxablePaise === invoice.taxablePaise) return { ...invoice };
  return taxAt(creditTaxablePaise, invoice.rateBp, treatmentOf(invoice), invoice.intraState);
}

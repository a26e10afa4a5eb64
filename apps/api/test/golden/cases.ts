/*
 * The golden set of issue 32: tax invoices, credit notes, consignment notes and e-way bill files covering every
 * GST case (registered and unregistered recipients, reverse and forward charge at 5 %, 12 % and 18 %, exempt,
 * within a state and between states, credit notes, Hindi), each built by the product's own pure builders from
 * fixed inputs. golden.test.ts renders every case and compares it with its stored output in ./expected; a change
 * to what a document says shows up there as a failing case. After a deliberate change, rewrite the expected
 * outputs with `npx tsx apps/api/test/golden/update.ts` and read the diff before committing it.
 */
import {
  buildEwbBulkFile,
  computeGtaTax,
  creditNoteTax,
  DELHI,
  ewbFileText,
  GTA_SAC_DEFAULT,
  GTA_SAC_DESCRIPTION,
  HARYANA,
  placeOfSupply,
  stateOfGstin,
  taxLiability,
  taxPayerText,
  treatmentOf,
  UTTAR_PRADESH,
  type ConsignmentDetails,
  type CreditNoteDocument,
  type EwayBillSource,
  type GstState,
  type GtaTaxModel,
  type InvoiceDocument,
  paise,
} from '@logisaathi/domain';
import { buildConsignmentNotePdf } from '../../src/modules/billing/consignment-note-pdf';
import { buildCreditNotePdf, buildInvoicePdf } from '../../src/modules/billing/invoice-pdf';
import { pdfLanguage } from '../../src/modules/billing/pdf-labels';
import { pdfText } from '../billing-support';

const SUPPLIER: InvoiceDocument['supplier'] = {
  legalName: 'LogiSaathi Logistics Private Limited',
  address: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
  state: DELHI,
  gstin: '07AAFCL0001A1ZJ',
  pan: 'AAFCL0001A',
  sac: GTA_SAC_DEFAULT,
};
const DELHI_GSTIN = '07AAACR5055K1Z9';
const UP_GSTIN = '09AAACN1234F1ZV';
const HARYANA_GSTIN = '06AAACL1234C1Z9';

interface InvoiceCase {
  model: GtaTaxModel;
  taxablePaise: number;
  recipientGstin: string | null;
  handover: GstState;
  date: string;
  language?: 'en' | 'hi';
  ewb?: string;
}

function consignment(gstin: string | null, handover: GstState, model: GtaTaxModel): ConsignmentDetails {
  return {
    deliveryId: 'LS7K2M9Q',
    grossWeightKg: 120,
    packages: 10,
    packagesUnit: 'BOX',
    goods: 'Laptops in cartons',
    consignor: {
      name: 'Verma Traders',
      address: 'B-12, Okhla Phase 3, New Delhi 110020',
      gstin,
      state: (gstin ? stateOfGstin(gstin) : undefined) ?? handover,
    },
    consignee: { name: 'Noida Retail Pvt Ltd', address: 'C-56, Sector 62, Noida 201301', gstin: UP_GSTIN },
    vehicleNumber: 'DL 1L AB 1234',
    origin: 'Okhla Industrial Area',
    destination: 'Sector 62, Noida',
    declaredValuePaise: 75_000_00,
    taxPayer: taxPayerText(model, gstin),
  };
}

export function invoiceDocument(c: InvoiceCase, number = 'LS/26-27/000042'): InvoiceDocument {
  const pos = placeOfSupply(c.recipientGstin, c.handover);
  const tax = computeGtaTax({
    taxablePaise: paise(c.taxablePaise),
    model: c.model,
    recipientGstin: c.recipientGstin,
    istDate: c.date,
    supplierStateCode: SUPPLIER.state.code,
    placeOfSupply: pos,
  });
  const details = consignment(c.recipientGstin, c.handover, c.model);
  return {
    number,
    financialYear: '26-27',
    date: c.date,
    kind: 'delivery',
    supplier: SUPPLIER,
    recipient: {
      ...details.consignor,
      address: 'Shop 4, Main Market, Lajpat Nagar, New Delhi 110024',
    },
    sac: SUPPLIER.sac,
    description: `${GTA_SAC_DESCRIPTION}: shipment LS7K2M9Q`,
    taxModel: c.model,
    placeOfSupply: pos,
    tax,
    consignment: details,
    eWayBillNumber: c.ewb ?? null,
    consignmentNoteNumber: 'LR/26-27/000042',
    taxLiability: taxLiability(treatmentOf(tax), SUPPLIER.gstin, c.recipientGstin),
  };
}

const INVOICES: Record<string, InvoiceCase> = {
  'invoice-rcm5-registered-intra': {
    model: 'rcm-5',
    taxablePaise: 1_331_00,
    recipientGstin: DELHI_GSTIN,
    handover: DELHI,
    date: '2026-11-20',
  },
  'invoice-rcm5-registered-inter': {
    model: 'rcm-5',
    taxablePaise: 2_456_00,
    recipientGstin: UP_GSTIN,
    handover: DELHI,
    date: '2026-11-20',
  },
  'invoice-fcm5-registered-intra': {
    model: 'fcm-5',
    taxablePaise: 1_331_00,
    recipientGstin: DELHI_GSTIN,
    handover: DELHI,
    date: '2026-11-20',
  },
  'invoice-fcm5-registered-inter': {
    model: 'fcm-5',
    taxablePaise: 1_331_00,
    recipientGstin: HARYANA_GSTIN,
    handover: DELHI,
    date: '2026-11-20',
  },
  'invoice-fcm18-registered-intra': {
    model: 'fcm-18',
    taxablePaise: 1_331_00,
    recipientGstin: DELHI_GSTIN,
    handover: DELHI,
    date: '2026-11-20',
    ewb: '331000123456',
  },
  'invoice-fcm18-registered-inter': {
    model: 'fcm-18',
    taxablePaise: 12_34_567_00,
    recipientGstin: UP_GSTIN,
    handover: DELHI,
    date: '2026-11-20',
  },
  'invoice-fcm12-before-22-sep-2025': {
    model: 'fcm-18',
    taxablePaise: 1_331_00,
    recipientGstin: DELHI_GSTIN,
    handover: DELHI,
    date: '2025-09-21',
  },
  'invoice-odd-paisa-to-cgst': {
    model: 'fcm-5',
    taxablePaise: 1_331_10,
    recipientGstin: DELHI_GSTIN,
    handover: DELHI,
    date: '2026-11-20',
  },
  'invoice-exempt-unregistered-delhi': {
    model: 'fcm-18',
    taxablePaise: 1_331_00,
    recipientGstin: null,
    handover: DELHI,
    date: '2026-11-20',
  },
  'invoice-exempt-unregistered-haryana': {
    model: 'rcm-5',
    taxablePaise: 987_00,
    recipientGstin: null,
    handover: HARYANA,
    date: '2026-11-20',
  },
  'invoice-hindi-fcm18-inter': {
    model: 'fcm-18',
    taxablePaise: 1_20_000_50,
    recipientGstin: UP_GSTIN,
    handover: UTTAR_PRADESH,
    date: '2026-11-20',
    language: 'hi',
  },
};

function creditNote(invoice: InvoiceDocument, creditPaise: number, number: string): CreditNoteDocument {
  return {
    number,
    financialYear: '26-27',
    date: '2026-11-25',
    reason: 'Late delivery discount',
    invoice: { number: invoice.number, date: invoice.date },
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    sac: invoice.sac,
    placeOfSupply: invoice.placeOfSupply,
    tax: creditNoteTax(invoice.tax, paise(creditPaise)),
  };
}

const EWB_BASE: EwayBillSource = {
  docNo: 'INV/26-27/0042',
  docDate: '2026-11-20',
  valuePaise: 75_000_00,
  rateBp: 1800,
  hsnCode: '8471',
  productName: 'Electronics',
  description: 'Laptops in cartons',
  quantity: 10,
  qtyUnit: 'BOX',
  from: {
    gstin: DELHI_GSTIN,
    tradeName: 'Verma Traders',
    address: 'B-12, Okhla Phase 3, New Delhi 110020',
    place: 'Okhla Industrial Estate Phase 3',
    pincode: '110020',
    stateCode: 7,
  },
  to: {
    gstin: UP_GSTIN,
    tradeName: 'Noida Retail Pvt Ltd',
    address: 'C-56, Sector 62, Noida 201301',
    place: 'Sector 62',
    pincode: '201301',
    stateCode: 9,
  },
  roadKm: 18.4,
  vehicleNo: 'DL1LAB1234',
  transporter: {
    gstin: SUPPLIER.gstin,
    name: SUPPLIER.legalName,
    consignmentNote: { number: 'LR/26-27/000042', date: '2026-11-21' },
  },
};
const WITHIN_DELHI = {
  ...EWB_BASE.to,
  gstin: null,
  tradeName: 'Ravi Kumar',
  address: 'Sector 3, Bawana Industrial Area, Delhi 110039',
  place: 'Bawana',
  pincode: '110039',
  stateCode: 7,
};

const EWAY_BILLS: Record<string, Partial<EwayBillSource>> = {
  'ewb-inter-18-partner-truck': {},
  'ewb-60000-delhi-to-up-18': { valuePaise: 60_000_00, to: { ...EWB_BASE.to, gstin: null } },
  'ewb-120000-within-delhi-18': { valuePaise: 1_20_000_00, to: WITHIN_DELHI },
  'ewb-unregistered-consignor-transporter-generates': { from: { ...EWB_BASE.from, gstin: null } },
  'ewb-own-driver-vehicle-5': { rateBp: 500, vehicleNo: 'HR55AB1234', valuePaise: 52_345_67 },
  'ewb-no-vehicle-no-note-yet': {
    vehicleNo: null,
    transporter: { ...EWB_BASE.transporter, consignmentNote: null },
  },
  'ewb-28-percent-high-value': { rateBp: 2800, valuePaise: 9_99_999_99 },
  'ewb-nil-rated-goods': { rateBp: 0, valuePaise: 80_000_00 },
};

export interface GoldenOutput {
  name: string;
  /** 'pdf' outputs are the PDF's extracted text; 'json' the file as served. */
  kind: 'pdf' | 'json';
  text: string;
  /** Amounts the document must show, read back from its text. */
  amounts: string[];
}

export async function renderGoldenSet(): Promise<GoldenOutput[]> {
  const out: GoldenOutput[] = [];
  const money = (p: number) => formatMoney(p);
  for (const [name, c] of Object.entries(INVOICES)) {
    const doc = invoiceDocument(c);
    const pdf = await buildInvoicePdf(doc, false, pdfLanguage(c.language ?? 'en'));
    const t = doc.tax;
    out.push({
      name,
      kind: 'pdf',
      text: await pdfText(pdf),
      amounts: [money(t.taxablePaise), money(t.totalPaise), money(t.cgstPaise + t.sgstPaise + t.igstPaise)],
    });
  }
  const fcm = invoiceDocument(INVOICES['invoice-fcm18-registered-intra']!);
  const rcm = invoiceDocument(INVOICES['invoice-rcm5-registered-inter']!);
  for (const [name, note] of [
    ['credit-note-part-fcm18-intra', creditNote(fcm, 331_00, 'CN/26-27/000001')],
    ['credit-note-full-rcm5-inter', creditNote(rcm, rcm.tax.taxablePaise, 'CN/26-27/000002')],
  ] as const) {
    out.push({
      name,
      kind: 'pdf',
      text: await pdfText(await buildCreditNotePdf(note, false, pdfLanguage('en'))),
      amounts: [money(note.tax.taxablePaise), money(note.tax.totalPaise)],
    });
  }
  for (const [name, lang, ewb, vehicle] of [
    ['consignment-note-with-ewb', 'en', '331000123456', 'DL 1L AB 1234'],
    ['consignment-note-no-vehicle-yet', 'en', null, null],
    ['consignment-note-hindi', 'hi', '551000123456', 'HR 55 AB 1234'],
  ] as const) {
    const details = { ...consignment(DELHI_GSTIN, DELHI, 'rcm-5'), vehicleNumber: vehicle };
    const pdf = await buildConsignmentNotePdf(
      {
        number: 'LR/26-27/000042',
        financialYear: '26-27',
        date: '2026-11-21',
        transporter: SUPPLIER,
        consignment: details,
        eWayBillNumber: ewb,
      },
      false,
      pdfLanguage(lang),
    );
    out.push({ name, kind: 'pdf', text: await pdfText(pdf), amounts: [money(75_000_00)] });
  }
  for (const [name, over] of Object.entries(EWAY_BILLS)) {
    const file = buildEwbBulkFile([{ ...EWB_BASE, ...over }]);
    const bill = file.billLists[0]!;
    out.push({
      name,
      kind: 'json',
      text: ewbFileText(file),
      amounts: [bill.totInvValue, bill.totalValue, bill.igstValue, bill.cgstValue].map(
        (p) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`,
      ),
    });
  }
  return out;
}

/** '₹1,23,456.50', as the documents print amounts (money.ts formatPaise). */
function formatMoney(p: number): string {
  const abs = Math.abs(p);
  const rupees = String(Math.floor(abs / 100));
  const grouped =
    rupees.length <= 3
      ? rupees
      : `${rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${rupees.slice(-3)}`;
  return `${p < 0 ? '-' : ''}₹${grouped}.${String(abs % 100).padStart(2, '0')}`;
}

export const GOLDEN_DIR = new URL('./expected/', import.meta.url);
export const goldenFile = (o: Pick<GoldenOutput, 'name' | 'kind'>) =>
  new URL(`${o.name}.${o.kind === 'pdf' ? 'txt' : 'json'}`, GOLDEN_DIR);

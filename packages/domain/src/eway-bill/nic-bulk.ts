/*
 * The e-way bill portal's bulk-generation file (ewaybillgst.gov.in, 'Bulk Generation Tools', JSON version
 * 1.0.0621): `{ "version": "1.0.0621", "billLists": [ one bill per consignment ] }`. The business (or the
 * transporter, see `ewbGenerator`) uploads it at 'e-Waybill > Generate Bulk' and gets the 12-digit number back.
 * ewb-bulk.schema.json in this folder is the contract each produced file is checked against (tests and the API,
 * before a file is served).
 *
 * Field names and types follow India Compliance, the open-source GST app for ERPNext, whose JSON download is
 * what the portal takes from thousands of businesses: resilient-tech/india-compliance,
 * india_compliance/gst_india/utils/e_waybill.py (`generate_e_waybill_json`, `EWaybillData.get_data` with
 * `for_json`: the keys the JSON file names differently from the API are transType, actualFromStateCode,
 * actualToStateCode, OthValue, TotNonAdvolVal, plus mainHsnCode) and utils/transaction_data.py (transMode is
 * the integer of TRANSPORT_MODES, 1 for road; transDistance whole km as an integer; pincodes and state codes
 * integers; hsnCode and mainHsnCode the HSN as text; dates dd/mm/yyyy; money rupees with two decimals).
 *
 * Values: supplyType 'O' outward; subSupplyType 1 supply; docType 'INV' tax invoice; transType 1 regular
 * (bill-to = ship-to); GSTIN 'URP' for an unregistered person; rates in percent; vehicleType 'R' regular;
 * transDistance whole km of our road estimate. Transporter: LogiSaathi, the goods transport agency that issues
 * the consignment note (transporterId its GSTIN, transDocNo/transDocDate the note's number and date).
 *
 * Money: every amount is integer paise until the file is written; `ewbFileText` writes each as rupees with
 * exactly two decimals from the integer (9152.54, 60000.00), and `ewbMoneyProblems` checks the amounts on
 * paise (whole paise, parts adding up), which a JSON Schema `multipleOf: 0.01` cannot do on binary floats.
 */
import { rupeesText, type Paise } from '../money';
import { splitTax } from './tax-split';
import { transDistanceKm } from './validity';

export const NIC_BULK_VERSION = '1.0.0621' as const;
export const UNREGISTERED_GSTIN = 'URP';
/** Transport mode (India Compliance TRANSPORT_MODES): 1 road. */
export const TRANS_MODE_ROAD = 1;
const ADDRESS_MAX = 120;
const PLACE_MAX = 50;
const NAME_MAX = 100;
const TRANSPORTER_NAME_MAX = 100;
/** NIC takes a transport document number of at most 15 characters (India Compliance cuts lr_no to 15). */
const TRANS_DOC_NO_MAX = 15;

export interface EwbParty {
  gstin: string | null;
  tradeName: string;
  address: string;
  place: string;
  pincode: string;
  stateCode: number;
}

/** LogiSaathi as the goods transport agency, and the consignment note it issued (when issued yet). */
export interface EwbTransporter {
  gstin: string;
  name: string;
  /** The consignment note's number and IST date 'YYYY-MM-DD'; null until a vehicle is assigned. */
  consignmentNote: { number: string; date: string } | null;
}

export interface EwayBillSource {
  docNo: string;
  /** 'YYYY-MM-DD' */
  docDate: string;
  valuePaise: Paise | number;
  rateBp: number;
  hsnCode: string;
  productName: string;
  description: string;
  quantity: number;
  qtyUnit: string;
  from: EwbParty;
  to: EwbParty;
  roadKm: number;
  /** Canonical registration of the truck (a partner's, or the shipper's own driver's); null before one is. */
  vehicleNo: string | null;
  transporter: EwbTransporter;
}

/** Who generates the e-way bill (CGST Rule 138(1) and (3)): a registered consignor; otherwise the transporter. */
export type EwbGenerator = 'consignor' | 'transporter';
export function ewbGenerator(consignorGstin: string | null): EwbGenerator {
  return consignorGstin ? 'consignor' : 'transporter';
}

/** 'YYYY-MM-DD' -> 'dd/mm/yyyy', the format's dates. */
export function nicDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/** The consignment note number as NIC takes it: as printed, or without its slashes when longer than 15. */
export function transDocNo(number: string): string {
  return number.length <= TRANS_DOC_NO_MAX ? number : number.replace(/\//g, '').slice(0, TRANS_DOC_NO_MAX);
}

const percent = (bp: number) => bp / 100;
const cut = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** The money fields of a bill (and of each item), in the order the format lists them. */
export const EWB_MONEY_FIELDS = [
  'totalValue',
  'cgstValue',
  'sgstValue',
  'igstValue',
  'cessValue',
  'TotNonAdvolVal',
  'OthValue',
  'totInvValue',
] as const;
export const EWB_ITEM_MONEY_FIELDS = ['taxableAmount'] as const;

/** One bill with its amounts still in paise (`EwbMoney`); `ewbFileText` / `ewbFileJson` write them as rupees. */
export function buildEwbBill(s: EwayBillSource) {
  const split = splitTax(s.valuePaise, s.rateBp, s.from.stateCode === s.to.stateCode);
  const generator = ewbGenerator(s.from.gstin);
  const fromGstin = s.from.gstin ?? UNREGISTERED_GSTIN;
  const note = s.transporter.consignmentNote;
  return {
    userGstin: generator === 'consignor' ? fromGstin : s.transporter.gstin,
    supplyType: 'O',
    subSupplyType: 1,
    subSupplyDesc: '',
    docType: 'INV',
    docNo: s.docNo,
    docDate: nicDate(s.docDate),
    transType: 1,
    fromGstin,
    fromTrdName: cut(s.from.tradeName, NAME_MAX),
    fromAddr1: cut(s.from.address, ADDRESS_MAX),
    fromAddr2: '',
    fromPlace: cut(s.from.place, PLACE_MAX),
    fromPincode: Number(s.from.pincode),
    fromStateCode: s.from.gstin ? Number(s.from.gstin.slice(0, 2)) : s.from.stateCode,
    actualFromStateCode: s.from.stateCode,
    toGstin: s.to.gstin ?? UNREGISTERED_GSTIN,
    toTrdName: cut(s.to.tradeName, NAME_MAX),
    toAddr1: cut(s.to.address, ADDRESS_MAX),
    toAddr2: '',
    toPlace: cut(s.to.place, PLACE_MAX),
    toPincode: Number(s.to.pincode),
    toStateCode: s.to.gstin ? Number(s.to.gstin.slice(0, 2)) : s.to.stateCode,
    actualToStateCode: s.to.stateCode,
    totalValue: split.taxablePaise,
    cgstValue: split.cgstPaise,
    sgstValue: split.sgstPaise,
    igstValue: split.igstPaise,
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: 0,
    totInvValue: s.valuePaise,
    transMode: TRANS_MODE_ROAD,
    transDistance: transDistanceKm(s.roadKm),
    transporterId: s.transporter.gstin,
    transporterName: cut(s.transporter.name, TRANSPORTER_NAME_MAX),
    transDocNo: note ? transDocNo(note.number) : '',
    transDocDate: note ? nicDate(note.date) : '',
    vehicleNo: s.vehicleNo ?? '',
    vehicleType: 'R',
    mainHsnCode: s.hsnCode,
    itemList: [
      {
        itemNo: 1,
        productName: cut(s.productName, NAME_MAX),
        productDesc: cut(s.description, NAME_MAX),
        hsnCode: s.hsnCode,
        quantity: s.quantity,
        qtyUnit: s.qtyUnit,
        taxableAmount: split.taxablePaise,
        cgstRate: percent(split.cgstRateBp),
        sgstRate: percent(split.sgstRateBp),
        igstRate: percent(split.igstRateBp),
        cessRate: 0,
        cessNonAdvol: 0,
      },
    ],
  };
}
/** A bill with its money in paise (what the builder returns and `ewbMoneyProblems` checks). */
export type EwbBillPaise = ReturnType<typeof buildEwbBill>;

export function buildEwbBulkFile(sources: EwayBillSource[]) {
  return { version: NIC_BULK_VERSION, billLists: sources.map(buildEwbBill) };
}
/** The file with money in paise. */
export type EwbBulkFilePaise = ReturnType<typeof buildEwbBulkFile>;

/**
 * What is wrong with a file's amounts, checked on paise: every amount whole paise and not negative, and the
 * parts adding up (taxable + taxes + other = invoice value; the item's taxable amount = the bill's). Empty
 * when all is well.
 */
export function ewbMoneyProblems(file: EwbBulkFilePaise): string[] {
  const problems: string[] = [];
  file.billLists.forEach((bill, i) => {
    for (const key of EWB_MONEY_FIELDS) {
      const value = bill[key];
      if (!Number.isSafeInteger(value) || value < 0)
        problems.push(`bill ${i + 1}: ${key} is not whole paise`);
    }
    const parts =
      bill.totalValue +
      bill.cgstValue +
      bill.sgstValue +
      bill.igstValue +
      bill.cessValue +
      bill.TotNonAdvolVal +
      bill.OthValue;
    if (parts !== bill.totInvValue) problems.push(`bill ${i + 1}: the parts do not add up to totInvValue`);
    const items = bill.itemList.reduce((sum, item) => sum + item.taxableAmount, 0);
    if (items !== bill.totalValue)
      problems.push(`bill ${i + 1}: the items' taxable amounts differ from totalValue`);
  });
  return problems;
}

const MONEY_KEYS = new Set<string>([...EWB_MONEY_FIELDS, ...EWB_ITEM_MONEY_FIELDS]);
const MONEY_MARK = '\u0000paise:';

/**
 * The file as the portal reads it: JSON text with every amount written as rupees with exactly two decimals
 * from its integer paise (6000000 -> 60000.00), never through a binary fraction.
 */
export function ewbFileText(file: EwbBulkFilePaise): string {
  const text = JSON.stringify(
    file,
    (key, value: unknown) =>
      MONEY_KEYS.has(key) && typeof value === 'number' ? `${MONEY_MARK}${rupeesText(value)}` : value,
    2,
  );
  // JSON writes the mark's NUL as the six characters \u0000, which no plain text of ours holds.
  return text.replace(/"\\u0000paise:(-?\d+\.\d{2})"/g, '$1');
}

/** The file as a JSON value (what the schema validates): the text above, read back. */
export function ewbFileJson(file: EwbBulkFilePaise): EwbBulkFileJson {
  return JSON.parse(ewbFileText(file)) as EwbBulkFileJson;
}
/** The file with money in rupees, as served. */
export type EwbBulkFileJson = Omit<EwbBulkFilePaise, 'billLists'> & {
  billLists: Array<Record<string, unknown>>;
};

/*
 * The e-way bill portal's bulk-generation file (ewaybillgst.gov.in, 'Bulk Generation Tools', JSON version
 * 1.0.0621): `{ "version": "1.0.0621", "billLists": [ one bill per consignment ] }`. The business uploads it at
 * 'e-Waybill > Generate Bulk' and gets the 12-digit number back. ewb-bulk.schema.json in this folder is the
 * contract each produced file is checked against (tests and the API, before a file is served).
 *
 * Field by field (see ARCHITECTURE.md 'E-way bills' for where each value comes from): supplyType 'O' outward;
 * subSupplyType 1 supply; docType 'INV' tax invoice; transactionType 1 regular (bill-to = ship-to);
 * GSTIN 'URP' for an unregistered person; money in rupees with two decimals; rates in percent; transMode 1
 * road; vehicleType 'R' regular; transDistance whole km of our road estimate.
 */
import { splitTax } from './tax-split';
import { transDistanceKm } from './validity';

export const NIC_BULK_VERSION = '1.0.0621' as const;
export const UNREGISTERED_GSTIN = 'URP';
const ADDRESS_MAX = 120;
const PLACE_MAX = 50;
const NAME_MAX = 100;
const TRANSPORTER_NAME_MAX = 100;

export interface EwbParty {
  gstin: string | null;
  tradeName: string;
  address: string;
  place: string;
  pincode: string;
  stateCode: number;
}

export interface EwayBillSource {
  docNo: string;
  /** 'YYYY-MM-DD' */
  docDate: string;
  valuePaise: number;
  rateBp: number;
  hsnCode: string;
  productName: string;
  description: string;
  quantity: number;
  qtyUnit: string;
  from: EwbParty;
  to: EwbParty;
  roadKm: number;
  vehicleNo: string | null;
  transporterId: string | null;
  transporterName: string | null;
}

/** 'YYYY-MM-DD' -> 'dd/mm/yyyy', the format's dates. */
export function nicDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

const rupees = (paise: number) => Math.round(paise) / 100;
const percent = (bp: number) => bp / 100;
const cut = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

export function buildEwbBill(s: EwayBillSource) {
  const split = splitTax(s.valuePaise, s.rateBp, s.from.stateCode === s.to.stateCode);
  const fromGstin = s.from.gstin ?? UNREGISTERED_GSTIN;
  return {
    userGstin: fromGstin,
    supplyType: 'O',
    subSupplyType: 1,
    subSupplyDesc: '',
    docType: 'INV',
    docNo: s.docNo,
    docDate: nicDate(s.docDate),
    transactionType: 1,
    fromGstin,
    fromTrdName: cut(s.from.tradeName, NAME_MAX),
    fromAddr1: cut(s.from.address, ADDRESS_MAX),
    fromAddr2: '',
    fromPlace: cut(s.from.place, PLACE_MAX),
    fromPincode: Number(s.from.pincode),
    fromStateCode: s.from.gstin ? Number(s.from.gstin.slice(0, 2)) : s.from.stateCode,
    actFromStateCode: s.from.stateCode,
    toGstin: s.to.gstin ?? UNREGISTERED_GSTIN,
    toTrdName: cut(s.to.tradeName, NAME_MAX),
    toAddr1: cut(s.to.address, ADDRESS_MAX),
    toAddr2: '',
    toPlace: cut(s.to.place, PLACE_MAX),
    toPincode: Number(s.to.pincode),
    toStateCode: s.to.gstin ? Number(s.to.gstin.slice(0, 2)) : s.to.stateCode,
    actToStateCode: s.to.stateCode,
    totalValue: rupees(split.taxablePaise),
    cgstValue: rupees(split.cgstPaise),
    sgstValue: rupees(split.sgstPaise),
    igstValue: rupees(split.igstPaise),
    cessValue: 0,
    cessNonAdvolValue: 0,
    otherValue: 0,
    totInvValue: rupees(s.valuePaise),
    transMode: 1,
    transDistance: transDistanceKm(s.roadKm),
    transporterId: s.transporterId ?? '',
    transporterName: cut(s.transporterName ?? '', TRANSPORTER_NAME_MAX),
    transDocNo: '',
    transDocDate: '',
    vehicleNo: s.vehicleNo ?? '',
    vehicleType: 'R',
    itemList: [
      {
        itemNo: 1,
        productName: cut(s.productName, NAME_MAX),
        productDesc: cut(s.description, NAME_MAX),
        hsnCode: Number(s.hsnCode),
        quantity: s.quantity,
        qtyUnit: s.qtyUnit,
        taxableAmount: rupees(split.taxablePaise),
        cgstRate: percent(split.cgstRateBp),
        sgstRate: percent(split.sgstRateBp),
        igstRate: percent(split.igstRateBp),
        cessRate: 0,
        cessNonAdvol: 0,
      },
    ],
  };
}
export type EwbBill = ReturnType<typeof buildEwbBill>;

export function buildEwbBulkFile(sources: EwayBillSource[]) {
  return { version: NIC_BULK_VERSION, billLists: sources.map(buildEwbBill) };
}
export type EwbBulkFile = ReturnType<typeof buildEwbBulkFile>;

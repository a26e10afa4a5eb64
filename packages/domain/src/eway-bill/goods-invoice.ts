/*
 * The goods' invoice the add-delivery wizard asks for when the business says the goods are being sold or moved
 * with a tax invoice: what an e-way bill needs (docNo, docDate, value, HSN, description, GST rate, quantity)
 * and the consignee's GSTIN and the PIN codes of both ends. One schema for the wizard and the server.
 */
import { z } from 'zod';
import {
  boundedText,
  dateWithin,
  declareRange,
  optionalTrimmed,
  requiredMoney,
  requiredNumber,
} from '../form-fields';
import { NUMBER_TEXT_MAX } from '../limits';
import { rupeesToPaise, type Paise } from '../money';
import { gstinProblem } from '../tax-ids';
import { stateCodeForPincode } from './states';

export const GOODS_INVOICE_MESSAGES = {
  withInvoiceRequired: 'Please say whether the goods are sold or moved with an invoice',
  invoiceNumberRequired: 'Invoice number is required',
  invoiceNumberShape:
    'Invoice number may hold only letters, digits, / and -, and must start with a letter or a digit from 1 to 9',
  invoiceNumberTooLong: 'Invoice number must be at most 16 characters',
  invoiceDateRequired: 'Invoice date is required',
  invoiceDateInvalid: 'Enter a valid invoice date',
  invoiceDateOutside: 'Invoice date must be within the last 180 days and not in the future',
  valueRequired: 'Invoice value is required',
  valueInvalid: 'Invoice value must be a number',
  valueRange: 'Invoice value must be more than ₹0 and at most ₹10,00,00,00,000',
  valuePaise: 'Invoice value can have at most 2 decimal places',
  hsnShape: 'HSN code must be 4 to 8 digits',
  descriptionRequired: 'Description of the goods is required',
  descriptionTooLong: 'Description must be at most 100 characters',
  gstRateRequired: 'Please select the GST rate of the goods',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Quantity must be a number',
  quantityRange: 'Quantity must be more than 0 and at most 1,00,00,000',
  unitRequired: 'Please select a unit',
  gstinInvalid: 'Enter a valid GSTIN or leave it empty for an unregistered consignee',
  pincodeShape: 'PIN code must be 6 digits',
  pincodeOutside: 'We can only tell the state of PIN codes in Delhi NCR and the states around it',
} as const;
const M = GOODS_INVOICE_MESSAGES;

/** GST rates on goods (percent), 40 % from 22 September 2025. */
export const GST_RATES = [
  '0',
  '0.1',
  '0.25',
  '1',
  '1.5',
  '3',
  '5',
  '6',
  '7.5',
  '12',
  '18',
  '28',
  '40',
] as const;
export type GstRate = (typeof GST_RATES)[number];

/** Units (UQC codes of the GST returns) the e-way bill format accepts; a short list fit for road freight. */
export const QTY_UNITS = {
  NOS: 'Numbers',
  PCS: 'Pieces',
  BOX: 'Boxes',
  CTN: 'Cartons',
  BAG: 'Bags',
  BDL: 'Bundles',
  ROL: 'Rolls',
  SET: 'Sets',
  KGS: 'Kilograms',
  TON: 'Tonnes',
  LTR: 'Litres',
  MTR: 'Metres',
  OTH: 'Others',
} as const;
export type QtyUnit = keyof typeof QTY_UNITS;
export const QTY_UNIT_CODES = Object.keys(QTY_UNITS) as [QtyUnit, ...QtyUnit[]];

/** Not in any rule: ₹1,000 crore is beyond any truckload a small business sends; larger is a typo. */
export const INVOICE_VALUE_MAX_RUPEES = 10_000_000_000;
export const QUANTITY_MAX = 10_000_000;
export const INVOICE_DATE_DAYS_BEFORE = 180;
const INVOICE_NUMBER_MAX = 16;
const DESCRIPTION_MAX = 100;
const GSTIN_TEXT_MAX = 32;
const PINCODE_TEXT_MAX = 10;

const pincode = z
  .string({ error: M.pincodeShape })
  .max(PINCODE_TEXT_MAX, M.pincodeShape)
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => /^[1-9]\d{5}$/.test(v), M.pincodeShape)
  .refine((v) => !/^[1-9]\d{5}$/.test(v) || stateCodeForPincode(v) !== null, M.pincodeOutside);

/** Built with a clock: the invoice date may not be in the future (IST) nor older than 180 days. */
export function goodsInvoiceSchema(clock: () => Date = () => new Date()) {
  return z.object({
    invoiceNumber: boundedText(INVOICE_NUMBER_MAX, M.invoiceNumberTooLong, M.invoiceNumberRequired)
      .min(1, M.invoiceNumberRequired)
      .refine((v) => v === '' || /^[1-9A-Za-z][A-Za-z0-9/-]*$/.test(v), M.invoiceNumberShape),
    invoiceDate: dateWithin(
      clock,
      { daysBefore: INVOICE_DATE_DAYS_BEFORE, daysAhead: 0 },
      { required: M.invoiceDateRequired, invalid: M.invoiceDateInvalid, outside: M.invoiceDateOutside },
    ),
    invoiceValue: declareRange(
      requiredMoney({ required: M.valueRequired, invalid: M.valueInvalid })
        .refine((v) => v > 0 && v <= INVOICE_VALUE_MAX_RUPEES, M.valueRange)
        .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, M.valuePaise),
      0,
      INVOICE_VALUE_MAX_RUPEES,
    ),
    hsnCode: z
      .string({ error: M.hsnShape })
      .max(NUMBER_TEXT_MAX, M.hsnShape)
      .trim()
      .refine((v) => /^\d{4,8}$/.test(v), M.hsnShape),
    description: boundedText(DESCRIPTION_MAX, M.descriptionTooLong, M.descriptionRequired).min(
      1,
      M.descriptionRequired,
    ),
    gstRate: z.enum(GST_RATES, { error: M.gstRateRequired }),
    quantity: declareRange(
      requiredNumber({ required: M.quantityRequired, invalid: M.quantityInvalid }).refine(
        (v) => v > 0 && v <= QUANTITY_MAX,
        M.quantityRange,
      ),
      0,
      QUANTITY_MAX,
    ),
    qtyUnit: z.enum(QTY_UNIT_CODES, { error: M.unitRequired }),
    consigneeGstin: optionalTrimmed(GSTIN_TEXT_MAX, M.gstinInvalid)
      .transform((v) => v?.toUpperCase())
      .refine((v) => v === undefined || gstinProblem(v) === null, M.gstinInvalid),
    pickupPincode: pincode,
    deliveryPincode: pincode,
  });
}
export type GoodsInvoiceInput = z.input<ReturnType<typeof goodsInvoiceSchema>>;
export type GoodsInvoice = z.output<ReturnType<typeof goodsInvoiceSchema>>;

/** Rupees (as validated: at most 2 decimals) to integer paise. */
export const invoiceValuePaise = (rupees: number): Paise => rupeesToPaise(rupees);
/** '18' -> 1800 basis points. */
export const gstRateBp = (rate: GstRate) => Math.round(Number(rate) * 100);

/** The wizard's empty goods section (all text, as inputs hold it). */
export const EMPTY_GOODS_INVOICE_FORM = {
  invoiceNumber: '',
  invoiceDate: '',
  invoiceValue: '',
  hsnCode: '',
  description: '',
  gstRate: '',
  quantity: '',
  qtyUnit: 'NOS',
  consigneeGstin: '',
  pickupPincode: '',
  deliveryPincode: '',
} as const;

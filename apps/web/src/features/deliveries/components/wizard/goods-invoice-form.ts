/*
 * The wizard's goods-invoice section as form state (e-way bills, issue 16): text as the inputs hold it, checked
 * with the domain's goodsInvoiceSchema, turned into the create body's goodsInvoice, and read by the review step
 * to say whether an e-way bill is required.
 */
import {
  EMPTY_GOODS_INVOICE_FORM,
  goodsInvoiceSchema,
  invoiceValuePaise,
  isEwayBillRequired,
  ewayBillLimitPaise,
  pincodeInText,
  stateCodeForPincode,
  type GoodsInvoiceInput,
} from '@logisaathi/domain';
import { fieldErrors, type FieldErrors } from './field-errors';

export type GoodsForm = { withInvoice: 'yes' | 'no' } & {
  -readonly [K in keyof typeof EMPTY_GOODS_INVOICE_FORM]: string;
};

export const GOODS_PREFIX = 'goods';

export function emptyGoodsForm(): GoodsForm {
  return { withInvoice: 'no', ...EMPTY_GOODS_INVOICE_FORM };
}

/** Turning the section on fills the PIN codes from the addresses when they carry one. */
export function withInvoiceOn(goods: GoodsForm, pickupAddress: string, deliveryAddress: string): GoodsForm {
  return {
    ...goods,
    withInvoice: 'yes',
    pickupPincode: goods.pickupPincode || (pincodeInText(pickupAddress) ?? ''),
    deliveryPincode: goods.deliveryPincode || (pincodeInText(deliveryAddress) ?? ''),
  };
}

const asInput = (goods: GoodsForm): GoodsInvoiceInput => {
  const { withInvoice: _withInvoice, ...fields } = goods;
  return fields as GoodsInvoiceInput;
};

/** Errors keyed 'goods.<field>'; none when the goods are not sold or moved with an invoice. */
export function goodsErrors(goods: GoodsForm | undefined, now: Date): FieldErrors {
  if (goods?.withInvoice !== 'yes') return {};
  const errors = fieldErrors(goodsInvoiceSchema(() => now).safeParse(asInput(goods)));
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${GOODS_PREFIX}.${k}`, v]));
}

/** The create body's goodsInvoice, or undefined. */
export function goodsInvoiceBody(goods: GoodsForm | undefined): GoodsInvoiceInput | undefined {
  return goods?.withInvoice === 'yes' ? asInput(goods) : undefined;
}

/** What the review step says, or null when there is no (valid) goods invoice to judge. */
export function ewayBillVerdict(goods: GoodsForm | undefined, now: Date) {
  if (goods?.withInvoice !== 'yes') return null;
  const parsed = goodsInvoiceSchema(() => now).safeParse(asInput(goods));
  if (!parsed.success) return null;
  const fromStateCode = stateCodeForPincode(parsed.data.pickupPincode) ?? 0;
  const toStateCode = stateCodeForPincode(parsed.data.deliveryPincode) ?? 0;
  const movement = { valuePaise: invoiceValuePaise(parsed.data.invoiceValue), fromStateCode, toStateCode };
  return { required: isEwayBillRequired(movement), limitPaise: ewayBillLimitPaise(movement) };
}

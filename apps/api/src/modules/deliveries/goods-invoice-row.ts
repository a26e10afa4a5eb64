import {
  gstRateBp,
  invoiceValuePaise,
  isEwayBillRequired,
  stateCodeForPincode,
  type GoodsInvoice,
  type DeliveryRowId,
} from '@logisaathi/domain';
import type { deliveryEwayBills } from '../eway-bills/tables';

export type EwayBillRow = typeof deliveryEwayBills.$inferSelect;

/** The stored goods invoice of a new delivery and whether its movement needs an e-way bill. */
export function goodsInvoiceRow(
  goods: GoodsInvoice,
  ids: { deliveryRowId: DeliveryRowId; userId: string },
  now: Date,
): { row: EwayBillRow; required: boolean } {
  // The schema refuses PIN codes whose state is unknown, so these are always found.
  const fromStateCode = stateCodeForPincode(goods.pickupPincode) ?? 0;
  const toStateCode = stateCodeForPincode(goods.deliveryPincode) ?? 0;
  const valuePaise = invoiceValuePaise(goods.invoiceValue);
  const row: EwayBillRow = {
    deliveryRowId: ids.deliveryRowId,
    userId: ids.userId,
    invoiceNumber: goods.invoiceNumber,
    invoiceDate: goods.invoiceDate,
    valuePaise,
    gstRateBp: gstRateBp(goods.gstRate),
    hsnCode: goods.hsnCode,
    description: goods.description,
    quantity: goods.quantity,
    qtyUnit: goods.qtyUnit,
    consigneeGstin: goods.consigneeGstin ?? null,
    pickupPincode: goods.pickupPincode,
    deliveryPincode: goods.deliveryPincode,
    fromStateCode,
    toStateCode,
    generatedOn: null,
    billVehicleNo: null,
    expiryAlertedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  return { row, required: isEwayBillRequired({ valuePaise, fromStateCode, toStateCode }) };
}

import {
  gstRateBp,
  invoiceValuePaise,
  isEwayBillRequired,
  stateCodeForPincode,
  type GoodsInvoice,
  type DeliveryRowId,
} from '@logisaathi/domain';
import { rowFor, type RowFor } from '../../db/prepared-insert';
import { deliveryEwayBills } from './tables';

export type EwayBillRow = typeof deliveryEwayBills.$inferSelect;

/**
 * The goods invoice of a new delivery as one row of its booking's statement (deliveries' createDelivery takes it
 * as its GoodsInvoiceInsert port), and whether the movement needs an e-way bill.
 */
export function goodsInvoiceInsert(
  goods: GoodsInvoice,
  ids: { deliveryRowId: DeliveryRowId; userId: string },
  now: Date,
): { row: RowFor; required: boolean } {
  const { row, required } = goodsInvoiceRow(goods, ids, now);
  return { row: rowFor(deliveryEwayBills, row), required };
}

/** The stored goods invoice of a new delivery and whether its movement needs an e-way bill. */
function goodsInvoiceRow(
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

import {
  ewayBillLimitPaise,
  ewbGenerator,
  formatRegistrationNumber,
  isWhollyWithinDelhi,
  partBUpdateOf,
  stateName,
  transDistanceKm,
  validityDays,
  type EwayBillView,
  type DeliveryRowId,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findDelivery } from '../deliveries/deliveries-repository';
import { DELIVERY_NOT_FOUND } from '../deliveries/find-delivery-for-user';
import type { TransporterSettings } from './eway-bill-files';
import { partBDue } from './part-b';
import {
  findAssignedVehicle,
  findConsignor,
  findEwayBillRecord,
  type EwayBillFacts,
  type EwayBillRecord,
} from './eway-bills-repository';

/** A delivery booked without a goods invoice has no e-way bill: the same 404 as someone else's delivery. */
export const NO_GOODS_INVOICE = 'This delivery has no goods invoice';

export async function requireEwayBillRecord(
  db: DbOrTx,
  userId: string,
  deliveryRowId: DeliveryRowId,
  options: { forUpdate?: boolean } = {},
): Promise<EwayBillRecord> {
  const record = await findEwayBillRecord(db, deliveryRowId, userId, options);
  if (record) return record;
  // Both are 404; only the owner of a delivery booked without an invoice is told why.
  const own = await findDelivery(db, deliveryRowId, userId);
  throw AppError.notFound(own ? NO_GOODS_INVOICE : DELIVERY_NOT_FOUND);
}

export async function ewayBillView(
  db: DbOrTx,
  facts: EwayBillFacts,
  record: EwayBillRecord,
  transporter: TransporterSettings,
): Promise<EwayBillView> {
  const { delivery, bill } = record;
  const assigned = await findAssignedVehicle(db, facts, delivery.id);
  const consignor = await findConsignor(db, delivery.userId);
  const partB = await partBDue(db, facts, record);
  const show = (v: string | null) => (v ? formatRegistrationNumber(v) : null);
  return {
    deliveryId: delivery.deliveryId,
    goods: {
      invoiceNumber: bill.invoiceNumber,
      invoiceDate: bill.invoiceDate,
      valuePaise: bill.valuePaise,
      hsnCode: bill.hsnCode,
      description: bill.description,
      gstRate: String(bill.gstRateBp / 100),
      quantity: bill.quantity,
      qtyUnit: bill.qtyUnit,
      consigneeGstin: bill.consigneeGstin,
      pickupPincode: bill.pickupPincode,
      deliveryPincode: bill.deliveryPincode,
      fromState: stateName(bill.fromStateCode),
      toState: stateName(bill.toStateCode),
    },
    required: delivery.ewbRequired ?? false,
    limitPaise: ewayBillLimitPaise(bill),
    whollyWithinDelhi: isWhollyWithinDelhi(bill),
    transDistanceKm: transDistanceKm(delivery.distanceKm),
    validityDays: validityDays(delivery.distanceKm),
    ewbNumber: delivery.ewbNumber,
    generatedOn: bill.generatedOn,
    validUntilDay: delivery.ewbValidUntil,
    expiresAt: delivery.ewbExpiresAt?.toISOString() ?? null,
    billVehicleNo: show(bill.billVehicleNo),
    assignedVehicleNo: show(assigned?.vehicleNo ?? null),
    vehicleUpdateDue: partB !== null,
    partB: partB ? partBUpdateOf(partB) : null,
    generator: ewbGenerator(consignor.gstin),
    transporter: { gstin: transporter.gstin, name: transporter.legalName },
  };
}

import {
  formatRegistrationNumber,
  stateOfPlace,
  taxPayerText,
  type ConsignmentDetails,
  type DocumentParty,
  type GtaTaxModel,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { findBillingProfile, findGoodsInvoice, findLatestVehicleNumber } from './billing-repository';

/**
 * The shipper as the consignor and the recipient of the transport service: the business name and GSTIN of its
 * profile. The profile holds no address, so the pickup address (where the business hands the goods over) is the
 * address printed; an unregistered business is placed in the state of that address.
 */
export async function shipperParty(db: DbOrTx, delivery: DeliveryRow): Promise<DocumentParty> {
  const profile = await findBillingProfile(db, delivery.userId);
  if (!profile) throw new Error('delivery without its owner');
  const name = profile.company.trim() || `${profile.firstName} ${profile.lastName}`.trim();
  return {
    name,
    address: delivery.pickupAddress,
    gstin: profile.gstin,
    state: handoverState(delivery),
  };
}

/** The state where the goods are handed over for transport: the pickup's. */
export function handoverState(delivery: DeliveryRow) {
  return stateOfPlace(
    `${delivery.pickupPlace} ${delivery.pickupAddress}`,
    delivery.pickupLat,
    delivery.pickupLon,
  );
}

/**
 * Rule 54(3) details of a delivery's consignment, with the vehicle of its latest assignment. When the business
 * gave the goods' invoice (e-way bill details), the goods, packages, declared value (invoice value including tax)
 * and consignee GSTIN come from it; otherwise the booking's package type, one package and 'Not declared'.
 */
export async function consignmentDetails(
  db: DbOrTx,
  delivery: DeliveryRow,
  taxModel: GtaTaxModel,
): Promise<ConsignmentDetails> {
  // One after another: this runs inside the delivery's transaction, one connection, where queries sent at once
  // only queue (node-postgres deprecates that and will refuse it).
  const consignor = await shipperParty(db, delivery);
  const vehicle = await findLatestVehicleNumber(db, delivery.id);
  const goodsInvoice = await findGoodsInvoice(db, delivery.id);
  const booked = delivery.packageName
    ? `${delivery.packageType}: ${delivery.packageName}`
    : delivery.packageType;
  return {
    deliveryId: delivery.deliveryId,
    grossWeightKg: delivery.weightKg,
    packages: goodsInvoice?.quantity ?? 1,
    packagesUnit: goodsInvoice?.qtyUnit ?? null,
    goods: goodsInvoice?.description ?? booked,
    consignor,
    consignee: {
      name: delivery.customerName,
      address: delivery.deliveryAddress,
      gstin: goodsInvoice?.consigneeGstin ?? null,
    },
    vehicleNumber: vehicle ? formatRegistrationNumber(vehicle) : null,
    origin: delivery.pickupPlace,
    destination: delivery.deliveryPlace,
    declaredValuePaise: goodsInvoice?.valuePaise ?? null,
    taxPayer: taxPayerText(taxModel),
  };
}

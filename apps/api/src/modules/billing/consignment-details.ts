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
import { findBillingProfile, findLatestVehicleNumber } from './billing-repository';

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

/** Rule 54(3) details of a delivery's consignment, with the vehicle of its latest assignment. */
export async function consignmentDetails(
  db: DbOrTx,
  delivery: DeliveryRow,
  taxModel: GtaTaxModel,
): Promise<ConsignmentDetails> {
  const [consignor, vehicle] = await Promise.all([
    shipperParty(db, delivery),
    findLatestVehicleNumber(db, delivery.id),
  ]);
  return {
    deliveryId: delivery.deliveryId,
    grossWeightKg: delivery.weightKg,
    packages: 1,
    goods: delivery.packageName ? `${delivery.packageType}: ${delivery.packageName}` : delivery.packageType,
    consignor,
    consignee: { name: delivery.customerName, address: delivery.deliveryAddress, gstin: null },
    vehicleNumber: vehicle ? formatRegistrationNumber(vehicle) : null,
    origin: delivery.pickupPlace,
    destination: delivery.deliveryPlace,
    declaredValuePaise: null,
    taxPayer: taxPayerText(taxModel),
  };
}

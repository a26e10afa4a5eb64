import {
  billingAddressState,
  formatRegistrationNumber,
  stateOfGstin,
  stateOfPlace,
  taxPayerText,
  type ConsignmentDetails,
  type DeliveryRowId,
  type DocumentParty,
  type GtaTaxModel,
  type Paise,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { findBillingProfile } from './billing-repository';

/**
 * What a consignment's lines take from modules above billing or beside it: the vehicle of the delivery's latest
 * driver assignment, live or not (modules/tracking), and the goods invoice the business gave (modules/e-way
 * bills). tracking/consignment-facts.ts composes them; the callers hand them down.
 */
export interface ConsignmentFacts {
  latestVehicleNumber(db: DbOrTx, deliveryRowId: DeliveryRowId): Promise<string | null>;
  goodsInvoice(
    db: DbOrTx,
    deliveryRowId: DeliveryRowId,
  ): Promise<
    | {
        description: string;
        quantity: number;
        qtyUnit: string;
        valuePaise: Paise;
        consigneeGstin: string | null;
      }
    | undefined
  >;
}

/**
 * The shipper as the consignor and the recipient of the transport service: the business name, GSTIN and billing
 * address of its profile (Rule 46). Without a billing address the pickup address (where the business hands the
 * goods over) is printed. The state printed is the GSTIN's for a registered business (the profile keeps the
 * billing address in that state), else the billing address's, else the pickup's.
 */
export async function shipperParty(db: DbOrTx, delivery: DeliveryRow): Promise<DocumentParty> {
  const profile = await findBillingProfile(db, delivery.userId);
  if (!profile) throw new Error('delivery without its owner');
  const name = profile.company.trim() || `${profile.firstName} ${profile.lastName}`.trim();
  const state =
    (profile.gstin ? stateOfGstin(profile.gstin) : undefined) ??
    billingAddressState(profile.billingAddress) ??
    handoverState(delivery);
  return {
    name,
    address: profile.billingAddress ?? delivery.pickupAddress,
    gstin: profile.gstin,
    state,
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
  facts: ConsignmentFacts,
  delivery: DeliveryRow,
  taxModel: GtaTaxModel,
): Promise<ConsignmentDetails> {
  // One after another: this runs inside the delivery's transaction, one connection, where queries sent at once
  // only queue (node-postgres deprecates that and will refuse it).
  const consignor = await shipperParty(db, delivery);
  const vehicle = await facts.latestVehicleNumber(db, delivery.id);
  const goodsInvoice = await facts.goodsInvoice(db, delivery.id);
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
    taxPayer: taxPayerText(taxModel, consignor.gstin),
  };
}

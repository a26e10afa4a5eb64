import {
  CURRENCY,
  isTimeSlot,
  quoteTax,
  stateOfPlace,
  type GtaTaxModel,
  type GstState,
  type Quote,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { findShipperGstin, type QuoteRow } from './quotes-repository';

/** The operator's side of the quote's tax (platform settings). */
export interface QuoteTaxSettings {
  taxModel: GtaTaxModel;
  state: GstState;
}

/**
 * The quote as the API sends it (packages/domain `quoteSchema`), with its GST as the invoice will compute it:
 * for this shipper's GSTIN (read now), the pickup's state and the delivery date.
 */
export async function quoteDtoFor(db: DbOrTx, platform: QuoteTaxSettings, row: QuoteRow): Promise<Quote> {
  return toQuoteDto(row, platform, await findShipperGstin(db, row.userId));
}

export function toQuoteDto(row: QuoteRow, platform: QuoteTaxSettings, recipientGstin: string | null): Quote {
  if (!isTimeSlot(row.timeSlot)) throw new Error(`quote ${row.id} has an unknown slot`);
  return {
    id: row.id,
    pickup: {
      address: row.pickupAddress,
      placeName: row.pickupPlace,
      coordinates: { lat: row.pickupLat, lon: row.pickupLon },
    },
    delivery: {
      address: row.deliveryAddress,
      placeName: row.deliveryPlace,
      coordinates: { lat: row.deliveryLat, lon: row.deliveryLon },
    },
    weightKg: row.weightKg,
    deliveryDate: row.deliveryDate,
    deliveryTime: row.timeSlot,
    distanceKm: row.distanceKm,
    durationMin: row.durationMin,
    price: {
      baseCost: row.baseCostInr,
      distanceCost: row.distanceCostInr,
      weightCost: row.weightCostInr,
      specialHandlingCost: row.specialHandlingCostInr,
      regularCost: row.regularCostInr,
      pooledCost: row.pooledCostInr,
      savings: row.regularCostInr - row.pooledCostInr,
      currency: CURRENCY,
    },
    tax: quoteTax(row.regularCostInr, row.pooledCostInr, {
      model: platform.taxModel,
      supplierStateCode: platform.state.code,
      recipientGstin,
      handoverState: stateOfPlace(`${row.pickupPlace} ${row.pickupAddress}`, row.pickupLat, row.pickupLon),
      istDate: row.deliveryDate,
    }),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

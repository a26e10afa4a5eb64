import { CURRENCY, isTimeSlot, type Quote } from '@logisaathi/domain';
import type { QuoteRow } from './quotes-repository';

/** The quote as the API sends it (packages/domain `quoteSchema`). */
export function toQuoteDto(row: QuoteRow): Quote {
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
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

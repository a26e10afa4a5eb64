import { isPooledMode, pooledPrice, quotePrice } from '@logisaathi/domain';

export interface DeliveryPrice {
  baseCostInr: number;
  distanceCostInr: number;
  weightCostInr: number;
  specialHandlingCostInr: number;
  /** The full price (spec section 9). */
  regularCostInr: number;
  /** What is charged: 70% of the regular price in pooled or shared-truck mode (spec: pooling mode on or a match accepted). */
  totalCostInr: number;
}

/** Route distance as shown to the customer: km with one decimal. The price is computed from this figure so an invoice can be re-added by hand. */
export function roundDistanceKm(distanceKm: number): number {
  return Math.round(distanceKm * 10) / 10;
}

export function priceDelivery(distanceKm: number, weightKg: number, mode: string): DeliveryPrice {
  const quote = quotePrice({ distanceKm: roundDistanceKm(distanceKm), weightKg });
  return {
    baseCostInr: quote.baseCost,
    distanceCostInr: quote.distanceCost,
    weightCostInr: quote.weightCost,
    specialHandlingCostInr: quote.specialHandlingCost,
    regularCostInr: quote.totalCost,
    totalCostInr: isPooledMode(mode) ? pooledPrice(quote.totalCost) : quote.totalCost,
  };
}

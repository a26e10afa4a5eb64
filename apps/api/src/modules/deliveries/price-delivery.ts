import { chargedForMode, priceRoute, type RoutePrice } from '@logisaathi/domain';

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

/** A delivery's stored price columns from a priced route (a fresh one or a quote's) and its mode. */
export function deliveryPriceColumns(
  price: Omit<RoutePrice, 'distanceKm' | 'savingsInr'>,
  mode: string,
): DeliveryPrice {
  return {
    baseCostInr: price.baseCostInr,
    distanceCostInr: price.distanceCostInr,
    weightCostInr: price.weightCostInr,
    specialHandlingCostInr: price.specialHandlingCostInr,
    regularCostInr: price.regularCostInr,
    totalCostInr: chargedForMode(price, mode),
  };
}

/** Prices a route of `distanceKm` (rounded to the one decimal shown) with the domain's one engine. */
export function priceDelivery(distanceKm: number, weightKg: number, mode: string): DeliveryPrice {
  return deliveryPriceColumns(priceRoute(distanceKm, weightKg), mode);
}

/**
 * Delivery price rule of the product specification, section 9: 150 INR base + 12 INR per km of optimized
 * distance + 5 INR per kg above 5 kg, rounded to whole rupees; the pooled price is 70 % of that (a 30 %
 * pooling discount on the total) and savings are regular minus pooled.
 */
export const BASE_PRICE_INR = 150;
export const PRICE_PER_KM_INR = 12;
export const PRICE_PER_KG_ABOVE_FREE_INR = 5;
export const FREE_WEIGHT_KG = 5;
export const POOLING_DISCOUNT = 0.3;

export interface StandalonePrice {
  regularInr: number;
  pooledInr: number;
  savingsInr: number;
}

export function standalonePrice(distanceKm: number, weightKg: number): StandalonePrice {
  const regularInr = Math.round(
    BASE_PRICE_INR +
      PRICE_PER_KM_INR * Math.max(0, distanceKm) +
      PRICE_PER_KG_ABOVE_FREE_INR * Math.max(0, weightKg - FREE_WEIGHT_KG),
  );
  const pooledInr = Math.round(regularInr * (1 - POOLING_DISCOUNT));
  return { regularInr, pooledInr, savingsInr: regularInr - pooledInr };
}

/*
 * Delivery pricing (spec section 9): 150 INR base + 12 INR per km of optimised distance + 5 INR per kg above
 * 5 kg, rounded; pooling takes 30% off the total.
 *
 * Rounding: the total is Math.round of the exact sum, as the spec says. The parts are then apportioned in whole
 * rupees by the largest-remainder method (floor every part, hand the rupees still missing to the parts with the
 * largest fractional remainders, earlier parts first on ties), so each part is its exact value rounded down or
 * up and the parts always add up to the rounded total an invoice shows.
 * Inputs are first cleaned to 6 decimals so binary noise cannot tip a rounding (5.3 kg - 5 kg is
 * 0.2999999999999998 in floating point, and 5 INR times that must still be 1.5 and round to 2).
 */

export const BASE_COST_INR = 150;
export const COST_PER_KM_INR = 12;
export const COST_PER_KG_ABOVE_FREE_INR = 5;
export const FREE_WEIGHT_KG = 5;
export const POOLING_DISCOUNT_PERCENT = 30;
export const CURRENCY = 'INR';

export interface QuoteInput {
  distanceKm: number;
  weightKg: number;
  specialHandlingInr?: number;
}

export interface PriceQuote {
  baseCost: number;
  distanceCost: number;
  weightCost: number;
  specialHandlingCost: number;
  totalCost: number;
  currency: typeof CURRENCY;
}

const clean = (value: number) => Math.round(value * 1e6) / 1e6;

function requireNonNegative(name: string, value: number) {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a finite number >= 0, got ${value}`);
}

/** Splits a rounded total over exact parts in whole rupees (largest remainder; see the header). */
function apportion(parts: readonly number[], total: number): number[] {
  const floors = parts.map(Math.floor);
  let missing = total - floors.reduce((a, b) => a + b, 0);
  const order = parts
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}

/** Price of one delivery. Throws RangeError for negative or non-finite inputs (the server computes prices). */
export function quotePrice(input: QuoteInput): PriceQuote {
  const special = input.specialHandlingInr ?? 0;
  requireNonNegative('distanceKm', input.distanceKm);
  requireNonNegative('weightKg', input.weightKg);
  requireNonNegative('specialHandlingInr', special);
  const exact = [
    BASE_COST_INR,
    clean(COST_PER_KM_INR * input.distanceKm),
    clean(COST_PER_KG_ABOVE_FREE_INR * Math.max(0, clean(input.weightKg - FREE_WEIGHT_KG))),
    clean(special),
  ];
  const totalCost = Math.round(clean(exact.reduce((a, b) => a + b, 0)));
  const [baseCost = 0, distanceCost = 0, weightCost = 0, specialHandlingCost = 0] = apportion(
    exact,
    totalCost,
  );
  return { baseCost, distanceCost, weightCost, specialHandlingCost, totalCost, currency: CURRENCY };
}

/** The pooled price: 30% off, rounded to whole rupees (computed as total * 70 / 100 to avoid 0.7's binary error). */
export function pooledPrice(totalInr: number): number {
  return Math.round(clean((totalInr * (100 - POOLING_DISCOUNT_PERCENT)) / 100));
}

/** Savings from pooling: the regular cost minus the pooled cost (spec section 9). */
export function poolingSavings(totalInr: number): number {
  return clean(totalInr - pooledPrice(totalInr));
}

/** The delivery modes that are charged the pooled price (spec 9: pooling mode on, or a match accepted). */
export function isPooledMode(mode: string): boolean {
  return mode === 'pooled' || mode === 'shared-truck';
}

/** What the customer pays for a quote in a mode. */
export function chargedPrice(quote: Pick<PriceQuote, 'totalCost'>, mode: string): number {
  return isPooledMode(mode) ? pooledPrice(quote.totalCost) : quote.totalCost;
}

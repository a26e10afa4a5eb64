/*
 * Delivery pricing (spec section 9): 150 INR base + 12 INR per km of optimised distance + 5 INR per kg above
 * 5 kg, rounded; pooling takes 30% off the total.
 *
 * This file is the product's one pricing engine: the API (deliveries, quotes, shared-truck shares), the web and
 * the chat assistant all price through `priceRoute` / `quotePrice` here.
 *
 * Rounding: the distance is first rounded to the one decimal a customer is shown (km), so an invoice can be
 * re-added by hand. The total is Math.round of the exact sum, as the spec says. The parts are then apportioned
 * in whole rupees by the largest-remainder method (largest-remainder.ts), so each part is its exact value
 * rounded down or up and the parts always add up to the rounded total an invoice shows.
 * Inputs are first cleaned to 6 decimals so binary noise cannot tip a rounding (5.3 kg - 5 kg is
 * 0.2999999999999998 in floating point, and 5 INR times that must still be 1.5 and round to 2).
 */

import { apportionLargestRemainder, cleanDecimals } from './largest-remainder';

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

const clean = cleanDecimals;

function requireNonNegative(name: string, value: number) {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a finite number >= 0, got ${value}`);
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
  const [baseCost = 0, distanceCost = 0, weightCost = 0, specialHandlingCost = 0] = apportionLargestRemainder(
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

/** Route distance as shown to the customer and priced: km with one decimal. */
export function roundDistanceKm(distanceKm: number): number {
  return Math.round(cleanDecimals(distanceKm * 10)) / 10;
}

/** A route's full price (spec section 9), every figure a quote, a delivery and an invoice show. */
export interface RoutePrice {
  /** The priced distance: km with one decimal. */
  distanceKm: number;
  baseCostInr: number;
  distanceCostInr: number;
  weightCostInr: number;
  specialHandlingCostInr: number;
  /** The full (regular) price. */
  regularCostInr: number;
  /** 30 % off the regular price: charged in pooling mode or when a match is accepted. */
  pooledCostInr: number;
  /** Regular minus pooled. */
  savingsInr: number;
}

/**
 * The one entry point for pricing a route: rounds the distance to one decimal, then applies spec section 9.
 * Throws RangeError for negative or non-finite inputs.
 */
export function priceRoute(distanceKm: number, weightKg: number): RoutePrice {
  const shownKm = roundDistanceKm(distanceKm);
  const quote = quotePrice({ distanceKm: shownKm, weightKg });
  const pooledCostInr = pooledPrice(quote.totalCost);
  return {
    distanceKm: shownKm,
    baseCostInr: quote.baseCost,
    distanceCostInr: quote.distanceCost,
    weightCostInr: quote.weightCost,
    specialHandlingCostInr: quote.specialHandlingCost,
    regularCostInr: quote.totalCost,
    pooledCostInr,
    savingsInr: quote.totalCost - pooledCostInr,
  };
}

/** What a delivery in `mode` is charged for a priced route (spec 9: pooled when pooling is on or a match is accepted). */
export function chargedForMode(
  price: Pick<RoutePrice, 'regularCostInr' | 'pooledCostInr'>,
  mode: string,
): number {
  return isPooledMode(mode) ? price.pooledCostInr : price.regularCostInr;
}

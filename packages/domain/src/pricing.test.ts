import { describe, expect, it } from 'vitest';
import { apportionLargestRemainder } from './largest-remainder';
import {
  chargedForMode,
  chargedPrice,
  isPooledMode,
  pooledPrice,
  poolingSavings,
  priceRoute,
  quotePrice,
  roundDistanceKm,
} from './pricing';

describe('quotePrice', () => {
  it.each([
    // distanceKm, weightKg, special, [base, distance, weight, special, total]
    [0, 0, undefined, [150, 0, 0, 0, 150]],
    [10, 5, undefined, [150, 120, 0, 0, 270]],
    [10, 5.1, undefined, [150, 120, 1, 0, 271]], // 0.5 INR: total 270.5 rounds up, the weight part gets it
    [10, 6, undefined, [150, 120, 5, 0, 275]],
    [10, 4.9, undefined, [150, 120, 0, 0, 270]],
    [12.3, 5, undefined, [150, 148, 0, 0, 298]], // 147.6 -> 148
    [12.31, 5.3, undefined, [150, 148, 1, 0, 299]], // 147.72 + 1.5 = 299.22: only one rupee to hand out
    [10, 5.3, undefined, [150, 120, 2, 0, 272]], // 1.5 must not become 1.4999999
    // Two halves tie; the earlier part (weight) wins only if 5 * (5.1 - 5) is read as 0.5, not 0.4999999999999982.
    [0, 5.1, 0.5, [150, 0, 1, 0, 151]],
    [25.5, 20, 100, [150, 306, 75, 100, 631]],
    [0.04, 0, 0.2, [150, 1, 0, 0, 151]], // 0.48 + 0.2: total 150.68 -> 151, the larger remainder gets it
    [0.02, 0, 0.2, [150, 0, 0, 0, 150]], // 0.24 + 0.2 rounds away
    [1.25, 0, 0.5, [150, 15, 0, 1, 166]], // 165.5 -> 166: the only fractional part takes the rupee
  ])('%s km, %s kg, special %s', (distanceKm, weightKg, specialHandlingInr, parts) => {
    const quote = quotePrice({
      distanceKm,
      weightKg,
      ...(specialHandlingInr !== undefined ? { specialHandlingInr } : {}),
    });
    expect([
      quote.baseCost,
      quote.distanceCost,
      quote.weightCost,
      quote.specialHandlingCost,
      quote.totalCost,
    ]).toEqual(parts);
    expect(quote.currency).toBe('INR');
    expect(quote.baseCost + quote.distanceCost + quote.weightCost + quote.specialHandlingCost).toBe(
      quote.totalCost,
    );
  });

  it.each([
    { distanceKm: -1, weightKg: 1 },
    { distanceKm: 1, weightKg: Number.NaN },
    { distanceKm: Number.POSITIVE_INFINITY, weightKg: 1 },
    { distanceKm: 1, weightKg: 1, specialHandlingInr: -5 },
  ])('rejects %o', (input) => {
    expect(() => quotePrice(input)).toThrow(RangeError);
  });
});

describe('pooling', () => {
  it.each([
    [150, 105, 45],
    [270, 189, 81],
    [165, 116, 49], // 115.5 rounds up; 0.7 * 165 in floating point is 115.4999...
    [271, 190, 81], // 189.7
    [0, 0, 0],
    [1, 1, 0], // 0.7 -> 1
  ])('total %i -> pooled %i, savings %i', (total, pooled, savings) => {
    expect(pooledPrice(total)).toBe(pooled);
    expect(poolingSavings(total)).toBe(savings);
  });

  it.each([
    ['regular', false, 270],
    ['pooled', true, 189],
    ['shared-truck', true, 189],
  ])('mode %s pooled=%s charges %i', (mode, pooled, charged) => {
    expect(isPooledMode(mode)).toBe(pooled);
    expect(chargedPrice({ totalCost: 270 }, mode)).toBe(charged);
  });
});

describe('priceRoute (the one engine: deliveries, quotes, shared-truck shares, chat)', () => {
  it.each([
    // km, kg, regular, pooled (these cases were the pooling package's own copy of the rule)
    [10, 5, 270, 189],
    [10, 12, 305, 214],
    [0, 0, 150, 105],
    [7.3, 3, 238, 167],
    // The distance is priced as shown, with one decimal: 12.34 km is 12.3 km (147.6 -> 148 with the base).
    [12.34, 5, 298, 209],
    // 12.35 km is 12.4 km, not 12.3 (12.35 * 10 is 123.49999999999999 in floating point).
    [12.35, 5, 299, 209],
    // Okhla Phase 2 to Sector 63 Noida, 12 kg at 19.8 km: 150 + 237.6 + 35 = 422.6 -> 423.
    [19.8, 12, 423, 296],
  ])('%s km, %s kg -> regular %s INR, pooled %s INR', (km, kg, regular, pooled) => {
    const price = priceRoute(km, kg);
    expect(price.regularCostInr).toBe(regular);
    expect(price.pooledCostInr).toBe(pooled);
    expect(price.savingsInr).toBe(regular - pooled);
    expect(
      price.baseCostInr + price.distanceCostInr + price.weightCostInr + price.specialHandlingCostInr,
    ).toBe(regular);
  });

  it('prices the rounded distance it reports', () => {
    expect(priceRoute(12.34, 5).distanceKm).toBe(12.3);
    expect(priceRoute(12.35, 5).distanceKm).toBe(12.4);
    expect(roundDistanceKm(0.04)).toBe(0);
  });

  it.each([
    ['regular', 305],
    ['pooled', 214],
    ['shared-truck', 214],
  ])('a %s delivery is charged %i', (mode, charged) => {
    expect(chargedForMode(priceRoute(10, 12), mode)).toBe(charged);
  });
});

describe('apportionLargestRemainder', () => {
  it.each([
    [[1.5, 1.5, 1], 4, [2, 1, 1]], // tie: the earlier part takes the unit
    [[0.3, 0.3, 0.4], 1, [0, 0, 1]],
    [[99.99999999, 0.00000001], 100, [100, 0]], // binary noise does not lose a unit to the wrong part
    [[33.3333333, 33.3333333, 33.3333334], 100, [34, 33, 33]],
  ])('%j over %i -> %j', (parts, total, expected) => {
    const shares = apportionLargestRemainder(parts, total);
    expect(shares).toEqual(expected);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

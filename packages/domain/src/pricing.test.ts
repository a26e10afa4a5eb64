import { describe, expect, it } from 'vitest';
import { chargedPrice, isPooledMode, pooledPrice, poolingSavings, quotePrice } from './pricing';

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

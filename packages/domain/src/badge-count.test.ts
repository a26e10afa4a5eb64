import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge-count';

describe('formatBadgeCount', () => {
  it.each([
    [0, 'desktop', null],
    [-3, 'desktop', null],
    [Number.NaN, 'mobile', null],
    [0.5, 'mobile', null],
    [1, 'desktop', '1'],
    [9, 'mobile', '9'],
    [10, 'mobile', '9+'],
    [10, 'desktop', '10'],
    [99, 'desktop', '99'],
    [100, 'desktop', '99+'],
    [100, 'mobile', '9+'],
    [5000, 'desktop', '99+'],
    [Number.POSITIVE_INFINITY, 'desktop', null],
  ] as const)('%s on %s -> %j', (count, variant, expected) => {
    expect(formatBadgeCount(count, variant)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { warehouseBookingSchema } from './warehouse-booking';

const now = new Date('2025-03-10T10:00:00+05:30');
const booking = { spaceRequired: '100', duration: '7', startDate: '2025-03-10', packageType: 'Furniture' };

function errorsOf(available: number, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of warehouseBookingSchema(now, available).safeParse(value).error?.issues ?? []) {
    out[issue.path.join('.')] ??= issue.message;
  }
  return out;
}

describe('warehouseBookingSchema', () => {
  it('accepts a booking and defaults requirements', () => {
    expect(warehouseBookingSchema(now, 500).parse(booking)).toEqual({
      spaceRequired: 100,
      duration: 7,
      startDate: '2025-03-10',
      packageType: 'Furniture',
      specialRequirements: [],
    });
  });

  it.each<[string, number, Record<string, unknown>, Record<string, string>]>([
    ['exactly all space', 500, { spaceRequired: 500 }, {}],
    ['one too many', 500, { spaceRequired: 501 }, { spaceRequired: 'Only 500 sq ft available' }],
    ['minimum 1', 500, { spaceRequired: 1 }, {}],
    ['zero space', 500, { spaceRequired: 0 }, { spaceRequired: 'Space required must be at least 1 sq ft' }],
    [
      'fractional space',
      500,
      { spaceRequired: 10.5 },
      { spaceRequired: 'Space required must be a whole number' },
    ],
    ['warehouse full', 0, { spaceRequired: 1 }, { spaceRequired: 'This warehouse has no space available' }],
    [
      'fractional availability floors',
      10.9,
      { spaceRequired: 11 },
      { spaceRequired: 'Only 10 sq ft available' },
    ],
    ['duration 0', 500, { duration: 0 }, { duration: 'Duration must be at least 1 day' }],
    ['duration 1', 500, { duration: 1 }, {}],
    ['duration empty', 500, { duration: '' }, { duration: 'Duration is required' }],
    ['duration 1.5', 500, { duration: 1.5 }, { duration: 'Duration must be a whole number of days' }],
    ['duration 366', 500, { duration: 366 }, { duration: 'Duration must be at most 365 days' }],
    ['start yesterday', 500, { startDate: '2025-03-09' }, { startDate: 'Start date cannot be in the past' }],
    ['no start date', 500, { startDate: '' }, { startDate: 'Start date is required' }],
    ['no package type', 500, { packageType: '' }, { packageType: 'Package type is required' }],
    ['Documents not in list', 500, { packageType: 'Documents' }, { packageType: 'Package type is required' }],
  ])('%s', (_label, available, patch, expected) => {
    expect(errorsOf(available, { ...booking, ...patch })).toEqual(expected);
  });
});

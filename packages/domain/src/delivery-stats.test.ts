import { describe, expect, it } from 'vitest';
import { deliveryStats, shownStatus } from './delivery-stats';

// 15:30 IST on 10 March 2025.
const now = new Date('2025-03-10T10:00:00Z');

describe('shownStatus', () => {
  it('keeps a status someone moved on, and projects a Scheduled one from its day and slot', () => {
    expect(shownStatus({ status: 'In Transit', deliveryDate: '2025-03-01', slot: '9-12' }, now)).toBe(
      'In Transit',
    );
    expect(shownStatus({ status: 'Scheduled', deliveryDate: '2025-03-01', slot: '9-12' }, now)).toBe(
      'Delivered',
    );
    expect(shownStatus({ status: 'Scheduled', deliveryDate: '2025-03-20', slot: '9-12' }, now)).toBe(
      'Scheduled',
    );
  });
});

describe('deliveryStats', () => {
  it('counts shown statuses and sums what is not cancelled', () => {
    expect(
      deliveryStats(
        [
          { status: 'Scheduled', deliveryDate: '2025-03-01', slot: '9-12', totalCostInr: 400 },
          { status: 'Scheduled', deliveryDate: '2025-03-20', slot: '9-12', totalCostInr: 300 },
          { status: 'Picked Up', deliveryDate: '2025-03-10', slot: '15-18', totalCostInr: 200 },
          { status: 'Cancelled', deliveryDate: '2025-03-12', slot: '9-12', totalCostInr: 999 },
        ],
        now,
      ),
    ).toEqual({ total: 4, active: 2, completed: 1, paymentsInr: 900, payableCount: 3 });
  });

  it('is all zeros without deliveries', () => {
    expect(deliveryStats([], now)).toEqual({
      total: 0,
      active: 0,
      completed: 0,
      paymentsInr: 0,
      payableCount: 0,
    });
  });
});

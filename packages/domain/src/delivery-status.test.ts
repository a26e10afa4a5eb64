import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUSES,
  allowedTransitions,
  canTransition,
  currentShipment,
  DELIVERY_STATUSES,
  isActive,
  isDeliveryStatus,
  projectStatus,
  STATUS_BADGE_COLOURS,
  type DeliveryStatus,
  type StatusInput,
} from './delivery-status';

const ist = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);

describe('projectStatus', () => {
  it.each<[string, StatusInput, Date, DeliveryStatus]>([
    [
      'before slot start',
      { status: 'Scheduled', deliveryDate: '2025-03-10', slot: '12-15' },
      ist('2025-03-10', '11:59'),
      'Scheduled',
    ],
    [
      'exactly at slot start',
      { status: 'Scheduled', deliveryDate: '2025-03-10', slot: '12-15' },
      ist('2025-03-10', '12:00'),
      'In Transit',
    ],
    [
      'just before slot end',
      { status: 'Scheduled', deliveryDate: '2025-03-10', slot: '12-15' },
      new Date(ist('2025-03-10', '15:00').getTime() - 1),
      'In Transit',
    ],
    [
      'exactly at slot end',
      { status: 'Scheduled', deliveryDate: '2025-03-10', slot: '12-15' },
      ist('2025-03-10', '15:00'),
      'Delivered',
    ],
    [
      'day before',
      { status: 'In Transit', deliveryDate: '2025-03-10', slot: '9-12' },
      ist('2025-03-09', '23:00'),
      'Scheduled',
    ],
    [
      'day after',
      { status: 'Picked Up', deliveryDate: '2025-03-10', slot: '18-21' },
      ist('2025-03-11', '08:00'),
      'Delivered',
    ],
    [
      'out for delivery follows the clock',
      { status: 'Out for Delivery', deliveryDate: '2025-03-10', slot: '9-12' },
      ist('2025-03-10', '10:00'),
      'In Transit',
    ],
    [
      'no slot: default 15-18, before',
      { status: 'Scheduled', deliveryDate: '2025-03-10' },
      ist('2025-03-10', '14:59'),
      'Scheduled',
    ],
    [
      'no slot: default 15-18, at 15:00',
      { status: 'Scheduled', deliveryDate: '2025-03-10', slot: '' },
      ist('2025-03-10', '15:00'),
      'In Transit',
    ],
    [
      'no slot: default 15-18, at 18:00',
      { status: 'Scheduled', deliveryDate: '2025-03-10', slot: null },
      ist('2025-03-10', '18:00'),
      'Delivered',
    ],
    [
      'unknown slot runs 9-23',
      { status: 'Scheduled', deliveryDate: '2025-03-10', slot: 'evening' },
      ist('2025-03-10', '22:59'),
      'In Transit',
    ],
    [
      'unknown slot ends 23',
      { status: 'Scheduled', deliveryDate: '2025-03-10', slot: 'evening' },
      ist('2025-03-10', '23:00'),
      'Delivered',
    ],
    [
      'Delivered kept',
      { status: 'Delivered', deliveryDate: '2025-03-10', slot: '18-21' },
      ist('2025-03-01', '08:00'),
      'Delivered',
    ],
    [
      'Failed kept',
      { status: 'Failed', deliveryDate: '2025-03-10', slot: '9-12' },
      ist('2025-03-20', '08:00'),
      'Failed',
    ],
    [
      'Cancelled kept',
      { status: 'Cancelled', deliveryDate: '2025-03-10', slot: '9-12' },
      ist('2025-03-10', '10:00'),
      'Cancelled',
    ],
    [
      'unreadable date keeps status',
      { status: 'Picked Up', deliveryDate: 'soon', slot: '9-12' },
      ist('2025-03-10', '10:00'),
      'Picked Up',
    ],
    ['missing date keeps status', { status: 'Scheduled' }, ist('2025-03-10', '10:00'), 'Scheduled'],
    // A server timestamp at UTC midnight is 05:30 IST on the same day; 09:30 IST that day is inside 9-12.
    [
      'timestamp date',
      { status: 'Scheduled', deliveryDate: '2025-03-10T00:00:00.000Z', slot: '9-12' },
      ist('2025-03-10', '09:30'),
      'In Transit',
    ],
    // 14:45 on 9 March in New York is 00:15 on 10 March in IST: before the 9-12 slot of the 10th.
    [
      'IST midnight crossing',
      { status: 'Scheduled', deliveryDate: '2025-03-09', slot: '18-21' },
      new Date('2025-03-09T18:45:00Z'),
      'Delivered',
    ],
  ])('%s', (_label, delivery, now, expected) => {
    expect(projectStatus(delivery, now)).toBe(expected);
  });
});

describe('isActive / isDeliveryStatus', () => {
  it.each([
    ['Scheduled', true],
    ['Picked Up', true],
    ['In Transit', true],
    ['Out for Delivery', true],
    ['Delivered', false],
    ['Failed', false],
    ['Cancelled', false],
    ['Unknown', false],
  ])('%s active=%s', (status, active) => {
    expect(isActive(status)).toBe(active);
    expect(isDeliveryStatus(status)).toBe(status !== 'Unknown');
  });

  it('ACTIVE_STATUSES are the four non-final statuses', () => {
    expect(ACTIVE_STATUSES).toEqual(['Scheduled', 'Picked Up', 'In Transit', 'Out for Delivery']);
  });
});

describe('STATUS_BADGE_COLOURS', () => {
  it.each([
    ['Delivered', 'green'],
    ['In Transit', 'blue'],
    ['Scheduled', 'purple'],
    ['Picked Up', 'yellow'],
    ['Out for Delivery', 'orange'],
    ['Failed', 'red'],
    ['Cancelled', 'gray'],
  ] as const)('%s is %s', (status, colour) => {
    expect(STATUS_BADGE_COLOURS[status]).toBe(colour);
  });
});

describe('currentShipment', () => {
  const now = ist('2025-03-10', '13:00');
  it.each<[string, (StatusInput & { id: string })[], string | undefined]>([
    ['empty list', [], undefined],
    [
      'skips final and projected-delivered entries',
      [
        { id: 'a', status: 'Delivered', deliveryDate: '2025-03-11' },
        { id: 'b', status: 'Scheduled', deliveryDate: '2025-03-10', slot: '9-12' },
        { id: 'c', status: 'Scheduled', deliveryDate: '2025-03-10', slot: '12-15' },
        { id: 'd', status: 'Scheduled', deliveryDate: '2025-03-12', slot: '9-12' },
      ],
      'c',
    ],
    ['nothing active', [{ id: 'a', status: 'Cancelled', deliveryDate: '2025-03-12' }], undefined],
  ])('%s', (_label, list, expectedId) => {
    expect(currentShipment(list, now)?.id).toBe(expectedId);
  });

  it('reads other shapes through the accessor', () => {
    const list = [
      { ref: 'x', state: 'Failed' as const, day: '2025-03-11' },
      { ref: 'y', state: 'Scheduled' as const, day: '2025-03-11' },
    ];
    const found = currentShipment(list, now, (d) => ({ status: d.state, deliveryDate: d.day }));
    expect(found?.ref).toBe('y');
  });
});

describe('canTransition', () => {
  it.each<[DeliveryStatus, DeliveryStatus, boolean]>([
    ['Scheduled', 'Picked Up', true],
    ['Picked Up', 'In Transit', true],
    ['In Transit', 'Out for Delivery', true],
    ['Out for Delivery', 'Delivered', true],
    ['Scheduled', 'In Transit', false],
    ['Scheduled', 'Delivered', false],
    ['In Transit', 'Picked Up', false],
    ['Scheduled', 'Scheduled', false],
    ['Scheduled', 'Failed', true],
    ['Out for Delivery', 'Cancelled', true],
    ['Picked Up', 'Failed', true],
    ['Delivered', 'Failed', false],
    ['Failed', 'Scheduled', false],
    ['Cancelled', 'Failed', false],
  ])('%s -> %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('final statuses allow nothing', () => {
    expect(DELIVERY_STATUSES.filter((s) => allowedTransitions(s).length === 0)).toEqual([
      'Delivered',
      'Failed',
      'Cancelled',
    ]);
  });
});

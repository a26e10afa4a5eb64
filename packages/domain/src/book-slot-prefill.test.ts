import { describe, expect, it } from 'vitest';
import {
  bookSlotPrefillSchema,
  buildBookSlotPrefill,
  prefillFormValues,
  prefillSlot,
} from './book-slot-prefill';

describe('buildBookSlotPrefill', () => {
  it('stores addresses, departure time, today in IST and the shared-truck flag', () => {
    // 14:45 on 9 March in New York is 00:15 on 10 March in IST: "today" is the 10th.
    const prefill = buildBookSlotPrefill(
      { pickupLocation: 'Okhla Phase 2', deliveryLocation: 'Narela', departureTime: '15-18' },
      new Date('2025-03-09T18:45:00Z'),
    );
    expect(prefill).toEqual({
      pickupAddress: 'Okhla Phase 2',
      deliveryAddress: 'Narela',
      departureTime: '15-18',
      deliveryDate: '2025-03-10',
      isSharedTruckBooking: true,
    });
    expect(bookSlotPrefillSchema.parse(prefill)).toEqual(prefill);
  });

  it.each([
    [
      { weightKg: 12, id: 'truck-7' },
      { weight: 12, sharedTruckId: 'truck-7' },
    ],
    [{ weightKg: 0 }, {}],
  ])('adds weight and truck id when known: %o', (extra, expected) => {
    const prefill = buildBookSlotPrefill(
      { pickupLocation: 'A', deliveryLocation: 'B', departureTime: '9-12', ...extra },
      new Date('2025-03-10T04:00:00Z'),
    );
    expect(prefill).toMatchObject(expected);
    expect('weight' in prefill).toBe('weight' in expected);
  });

  it('rejects a stored prefill without the shared-truck flag', () => {
    expect(
      bookSlotPrefillSchema.safeParse({
        pickupAddress: 'A',
        deliveryAddress: 'B',
        departureTime: '9-12',
        deliveryDate: '2025-03-10',
        isSharedTruckBooking: false,
      }).success,
    ).toBe(false);
  });
});

describe('prefillSlot', () => {
  it.each([
    ['07:00', '9-12'],
    ['8', '9-12'],
    ['9-12', '9-12'],
    ['11:59', '9-12'],
    ['12-15', '12-15'],
    ['14:00', '12-15'],
    ['15-18', '15-18'],
    ['17:30', '15-18'],
    ['18-21', '18-21'],
    ['20:59', '18-21'],
    ['22:00', '18-21'],
    ['whenever', '9-12'],
  ])('%s -> %s', (departureTime, slot) => {
    expect(prefillSlot(departureTime)).toBe(slot);
  });
});

describe('prefillFormValues', () => {
  it('fills addresses, date, slot and weight', () => {
    expect(
      prefillFormValues({
        pickupAddress: 'Okhla Phase 2',
        deliveryAddress: 'Narela',
        departureTime: '16:00',
        deliveryDate: '2025-03-10',
        isSharedTruckBooking: true,
        weight: 4,
      }),
    ).toEqual({
      pickupAddress: 'Okhla Phase 2',
      deliveryAddress: 'Narela',
      deliveryDate: '2025-03-10',
      deliveryTime: '15-18',
      weight: 4,
    });
  });
});

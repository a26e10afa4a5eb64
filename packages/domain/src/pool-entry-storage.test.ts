import { describe, expect, it } from 'vitest';
import { normalizePoolEntry, parseStoredPool, storedPoolEntrySchema } from './pool-entry-storage';

describe('parseStoredPool', () => {
  it('resolves the alternative field names of a truck entry', () => {
    expect(
      parseStoredPool([
        {
          companyName: 'Sharma Transport',
          pickupLocation: 'Okhla',
          deliveryLocation: 'Narela',
          departureDate: '2025-03-10',
          departureTime: '9-12',
          capacity: 2.5,
          addedAt: 1000,
        },
      ]),
    ).toEqual([
      {
        deliveryId: undefined,
        companyName: 'Sharma Transport',
        pickupAddress: 'Okhla',
        deliveryAddress: 'Narela',
        date: '2025-03-10',
        slot: '9-12',
        weightKg: undefined,
        capacityTons: 2.5,
        packageType: undefined,
        addedAt: 1000,
        specialRequirements: undefined,
        status: undefined,
        isSmartTruckPooling: undefined,
      },
    ]);
  });

  it('prefers the delivery-side names and reads pooling requirements', () => {
    const [entry] = parseStoredPool([
      {
        deliveryId: 'LS234567',
        customerName: 'Asha',
        companyName: 'Ignored',
        pickupAddress: 'Okhla Phase 2',
        pickupLocation: 'Ignored',
        deliveryAddress: 'Bawana',
        deliveryDate: '2025-03-11',
        deliveryTime: '15-18',
        weight: 12,
        status: 'available_for_pooling',
        isSmartTruckPooling: true,
        poolingPreferences: { specialRequirements: ['Fragile'] },
      },
    ]);
    expect(entry).toMatchObject({
      deliveryId: 'LS234567',
      companyName: 'Asha',
      pickupAddress: 'Okhla Phase 2',
      date: '2025-03-11',
      slot: '15-18',
      weightKg: 12,
      specialRequirements: ['Fragile'],
      status: 'available_for_pooling',
      isSmartTruckPooling: true,
    });
  });

  it('keeps an entry whose single field is broken, dropping just that field', () => {
    const [entry] = parseStoredPool([{ deliveryId: 'LS234567', weight: 'heavy', addedAt: { bad: true } }]);
    expect(entry?.deliveryId).toBe('LS234567');
    expect(entry?.weightKg).toBeUndefined();
    expect(entry?.addedAt).toBeUndefined();
  });

  it.each([[null], ['text'], [{ not: 'a list' }], [undefined]])('non-list %j gives []', (value) => {
    expect(parseStoredPool(value)).toEqual([]);
  });

  it('skips items that are not objects', () => {
    expect(parseStoredPool([1, 'x', null, { deliveryId: 'LS222222' }])).toHaveLength(1);
  });

  it('normalizePoolEntry works on a parsed entry', () => {
    expect(
      normalizePoolEntry(storedPoolEntrySchema.parse({ pickupLocation: 'Mayapuri' })).pickupAddress,
    ).toBe('Mayapuri');
  });
});

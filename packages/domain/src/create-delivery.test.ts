import { describe, expect, it } from 'vitest';
import { createDeliverySchema } from './create-delivery';

const now = new Date('2025-03-10T09:30:00+05:30');
const body = {
  pickupAddress: 'Okhla Phase 2, New Delhi',
  deliveryAddress: 'Narela Industrial Area',
  customerName: 'Asha',
  customerPhone: '+91 98765-43210',
  packageType: 'Electronics',
  weight: 3,
  deliveryDate: '2025-03-10',
  deliveryTime: '12-15',
};

function errorsOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of createDeliverySchema(now).safeParse(value).error?.issues ?? []) {
    out[issue.path.join('.')] ??= issue.message;
  }
  return out;
}

describe('createDeliverySchema', () => {
  it('accepts a regular delivery and normalises it', () => {
    expect(createDeliverySchema(now).parse({ ...body, totalCost: 1, unknown: 'dropped' })).toEqual({
      pickupAddress: 'Okhla Phase 2, New Delhi',
      deliveryAddress: 'Narela Industrial Area',
      customerName: 'Asha',
      customerPhone: '9876543210',
      packageType: 'Electronics',
      weight: 3,
      deliveryDate: '2025-03-10',
      deliveryTime: '12-15',
      mode: 'regular',
    });
  });

  it.each([[undefined], [''], [null]])('package type %j becomes Documents', (packageType) => {
    expect(createDeliverySchema(now).parse({ ...body, packageType }).packageType).toBe('Documents');
  });

  it('fills pooling preference defaults in pooled mode', () => {
    const parsed = createDeliverySchema(now).parse({
      ...body,
      mode: 'pooled',
      poolingPreferences: { maxWaitTime: 12 },
    });
    expect(parsed.mode).toBe('pooled');
    expect(parsed.poolingPreferences).toEqual({
      maxWaitTime: 12,
      flexiblePickup: false,
      flexibleDelivery: false,
      costSavingsTarget: 30,
      preferredTruckTypes: ['Mini Truck', 'Tata 407'],
      specialRequirements: [],
    });
  });

  it('treats an empty shared truck id as none', () => {
    expect(createDeliverySchema(now).parse({ ...body, sharedTruckId: '' }).sharedTruckId).toBeUndefined();
  });

  it('keeps the shared truck of a Book Slot booking', () => {
    expect(
      createDeliverySchema(now).parse({ ...body, mode: 'shared-truck', sharedTruckId: ' trk_1 ' })
        .sharedTruckId,
    ).toBe('trk_1');
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['bad mode', { mode: 'express' }, { mode: 'Mode must be regular, pooled or shared-truck' }],
    ['bad package type', { packageType: 'Livestock' }, { packageType: 'Please select a package type' }],
    [
      'Other without name',
      { packageType: 'Other' },
      { packageName: 'Package name is required when the package type is Other' },
    ],
    [
      'slot already started',
      { deliveryTime: '9-12' },
      { deliveryTime: 'This time slot is no longer available. Please select another.' },
    ],
    ['past date', { deliveryDate: '2025-03-09' }, { deliveryDate: 'Delivery date cannot be in the past' }],
    ['weight too small', { weight: 0.05 }, { weight: 'Weight must be at least 0.1 kg' }],
    ['bad email', { customerEmail: 'asha@' }, { customerEmail: 'Email is invalid' }],
    [
      'long shared truck id',
      { sharedTruckId: 'x'.repeat(65) },
      { sharedTruckId: 'Shared truck id must be at most 64 characters' },
    ],
  ])('%s', (_label, patch, expected) => {
    expect(errorsOf({ ...body, ...patch })).toEqual(expected);
  });
});

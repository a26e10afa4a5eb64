import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ADD_DELIVERY_STEP_TITLES,
  deliveryStep1Schema,
  deliveryStep2Schema,
  deliveryStep3Schema,
  isSubmittable,
  poolingPreferencesSchema,
  type AddDeliveryFormValues,
} from './add-delivery';

/** field path -> first message, or {} when valid. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const step1 = {
  pickupAddress: 'Okhla Phase 2, New Delhi',
  deliveryAddress: 'Narela Industrial Area',
  customerName: 'Asha',
  customerPhone: '9876543210',
};

describe('deliveryStep1Schema', () => {
  it.each<[string, Partial<typeof step1>, Record<string, string>]>([
    ['valid', {}, {}],
    ['address 9 chars', { pickupAddress: '123456789' }, { pickupAddress: 'Must be at least 10 characters' }],
    ['address 10 chars', { pickupAddress: '1234567890' }, {}],
    [
      'address padded to 10',
      { deliveryAddress: '   12345678   ' },
      { deliveryAddress: 'Must be at least 10 characters' },
    ],
    ['empty address', { deliveryAddress: '' }, { deliveryAddress: 'Must be at least 10 characters' }],
    ['name 1 char', { customerName: ' A ' }, { customerName: 'Name too short' }],
    ['name 2 chars', { customerName: 'Al' }, {}],
    ['phone 9 digits', { customerPhone: '987654321' }, { customerPhone: 'Enter 10-digit mobile number' }],
    ['phone formatted', { customerPhone: '+91 98765-43210' }, {}],
    ['phone with 91', { customerPhone: '919876543210' }, {}],
    ['short with 91 kept', { customerPhone: '91987' }, { customerPhone: 'Enter 10-digit mobile number' }],
    ['empty phone', { customerPhone: '' }, { customerPhone: 'Enter 10-digit mobile number' }],
  ])('%s', (_label, patch, expected) => {
    expect(errorsOf(deliveryStep1Schema, { ...step1, ...patch })).toEqual(expected);
  });

  it('outputs the normalised phone and trimmed text', () => {
    expect(
      deliveryStep1Schema.parse({ ...step1, customerName: ' Asha ', customerPhone: '+91 98765-43210' }),
    ).toEqual({ ...step1, customerName: 'Asha', customerPhone: '9876543210' });
  });

  it('reports missing fields', () => {
    expect(errorsOf(deliveryStep1Schema, {})).toEqual({
      pickupAddress: 'Must be at least 10 characters',
      deliveryAddress: 'Must be at least 10 characters',
      customerName: 'Name too short',
      customerPhone: 'Enter 10-digit mobile number',
    });
  });
});

describe('deliveryStep2Schema', () => {
  const step2 = { packageType: 'Electronics', weight: '2.5' };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['valid', {}, {}],
    ['no type', { packageType: undefined }, { packageType: 'Please select a package type' }],
    ['empty type', { packageType: '' }, { packageType: 'Please select a package type' }],
    [
      'Documents is not offered',
      { packageType: 'Documents' },
      { packageType: 'Please select a package type' },
    ],
    [
      'Other needs a name',
      { packageType: 'Other' },
      { packageName: 'Package name is required when the package type is Other' },
    ],
    [
      'Other with blank name',
      { packageType: 'Other', packageName: '   ' },
      { packageName: 'Package name is required when the package type is Other' },
    ],
    ['Other with name', { packageType: 'Other', packageName: 'Brass fittings' }, {}],
    ['no weight', { weight: undefined }, { weight: 'Weight is required' }],
    ['empty weight', { weight: '' }, { weight: 'Weight is required' }],
    ['text weight', { weight: 'heavy' }, { weight: 'Weight must be a number' }],
    ['weight 0.09', { weight: 0.09 }, { weight: 'Weight must be at least 0.1 kg' }],
    ['weight 0.1', { weight: '0.1' }, {}],
    ['weight 0', { weight: 0 }, { weight: 'Weight must be at least 0.1 kg' }],
    ['weight 50000', { weight: 50000 }, {}],
    ['weight 50001', { weight: 50001 }, { weight: 'Weight must be at most 50000 kg' }],
    ['dimensions given', { dimensions: { length: '40', width: 30, height: '' } }, {}],
    [
      'zero dimension',
      { dimensions: { length: 0 } },
      { 'dimensions.length': 'Dimensions must be positive numbers in cm' },
    ],
    [
      'negative dimension',
      { dimensions: { height: '-2' } },
      { 'dimensions.height': 'Dimensions must be positive numbers in cm' },
    ],
    [
      'text dimension',
      { dimensions: { width: 'wide' } },
      { 'dimensions.width': 'Dimensions must be positive numbers in cm' },
    ],
    [
      'long instructions',
      { specialInstructions: 'x'.repeat(501) },
      { specialInstructions: 'Special instructions must be at most 500 characters' },
    ],
  ])('%s', (_label, patch, expected) => {
    expect(errorsOf(deliveryStep2Schema, { ...step2, ...patch })).toEqual(expected);
  });

  it('outputs numbers and drops empty optionals', () => {
    expect(
      deliveryStep2Schema.parse({
        ...step2,
        packageName: '',
        dimensions: { length: '40', width: '', height: 10 },
      }),
    ).toEqual({
      packageType: 'Electronics',
      packageName: undefined,
      weight: 2.5,
      dimensions: { length: 40, width: undefined, height: 10 },
      specialInstructions: undefined,
    });
  });
});

describe('deliveryStep3Schema', () => {
  const at = (hhmm: string) => new Date(`2025-03-10T${hhmm}:00+05:30`);
  it.each<[string, Date, Record<string, unknown>, Record<string, string>]>([
    ['future date, any slot', at('20:00'), { deliveryDate: '2025-03-11', deliveryTime: '9-12' }, {}],
    ['today, later slot', at('11:59'), { deliveryDate: '2025-03-10', deliveryTime: '12-15' }, {}],
    [
      'today, slot started',
      at('12:00'),
      { deliveryDate: '2025-03-10', deliveryTime: '12-15' },
      { deliveryTime: 'This time slot is no longer available. Please select another.' },
    ],
    [
      'today, none left',
      at('18:00'),
      { deliveryDate: '2025-03-10', deliveryTime: '18-21' },
      { deliveryTime: 'No time slots available for selected date. Please select a different date.' },
    ],
    [
      'past date',
      at('08:00'),
      { deliveryDate: '2025-03-09', deliveryTime: '9-12' },
      { deliveryDate: 'Delivery date cannot be in the past' },
    ],
    ['missing date', at('08:00'), { deliveryTime: '9-12' }, { deliveryDate: 'Delivery date is required' }],
    [
      'empty date and slot',
      at('08:00'),
      { deliveryDate: '', deliveryTime: '' },
      { deliveryDate: 'Delivery date is required', deliveryTime: 'Please select a time slot' },
    ],
    [
      'bad date',
      at('08:00'),
      { deliveryDate: '2025-02-30', deliveryTime: '9-12' },
      { deliveryDate: 'Enter a valid date' },
    ],
    [
      'unknown slot',
      at('08:00'),
      { deliveryDate: '2025-03-11', deliveryTime: '21-24' },
      { deliveryTime: 'Please select one of the listed time slots' },
    ],
    // 00:15 IST on the 10th (afternoon of the 9th in New York): the 10th is today and every slot is open.
    [
      'IST midnight crossed',
      new Date('2025-03-09T18:45:00Z'),
      { deliveryDate: '2025-03-10', deliveryTime: '9-12' },
      {},
    ],
    [
      'IST midnight crossed, old day',
      new Date('2025-03-09T18:45:00Z'),
      { deliveryDate: '2025-03-09', deliveryTime: '18-21' },
      { deliveryDate: 'Delivery date cannot be in the past' },
    ],
  ])('%s', (_label, now, value, expected) => {
    expect(errorsOf(deliveryStep3Schema(now), value)).toEqual(expected);
  });
});

describe('poolingPreferencesSchema', () => {
  it('applies the spec defaults', () => {
    expect(poolingPreferencesSchema.parse({})).toEqual({
      maxWaitTime: 24,
      flexiblePickup: false,
      flexibleDelivery: false,
      costSavingsTarget: 30,
      preferredTruckTypes: ['Mini Truck', 'Tata 407'],
      specialRequirements: [],
    });
  });

  it('does not share the default array between parses', () => {
    const first = poolingPreferencesSchema.parse({});
    first.preferredTruckTypes.push('Tata 709');
    expect(poolingPreferencesSchema.parse({}).preferredTruckTypes).toEqual(['Mini Truck', 'Tata 407']);
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ maxWaitTime: '48', costSavingsTarget: '' }, {}],
    [{ maxWaitTime: 0 }, { maxWaitTime: 'Maximum wait must be between 1 and 168 hours' }],
    [{ maxWaitTime: 169 }, { maxWaitTime: 'Maximum wait must be between 1 and 168 hours' }],
    [{ costSavingsTarget: 101 }, { costSavingsTarget: 'Savings target must be between 0 and 100 percent' }],
    [
      { preferredTruckTypes: ['Bullock Cart'] },
      { 'preferredTruckTypes.0': 'Please choose truck types from the list' },
    ],
    [{ specialRequirements: ['Fragile', ' '] }, { 'specialRequirements.1': 'Requirements cannot be empty' }],
  ])('%o -> %o', (value, expected) => {
    expect(errorsOf(poolingPreferencesSchema, value)).toEqual(expected);
  });
});

describe('isSubmittable', () => {
  const complete: AddDeliveryFormValues = {
    ...step1,
    packageType: 'Furniture',
    weight: '0.1',
    deliveryDate: '2025-03-11',
    deliveryTime: '9-12',
  };
  it.each<[string, Partial<AddDeliveryFormValues>, boolean]>([
    ['complete', {}, true],
    ['numeric weight', { weight: 3 }, true],
    ['weight 0.09', { weight: '0.09' }, false],
    ['weight not a number', { weight: 'abc' }, false],
    ['no weight', { weight: '' }, false],
    ['phone 9 digits', { customerPhone: '987654321' }, false],
    ['phone with +91 formatting', { customerPhone: '+91 98765-43210' }, true],
    ['pickup 9 chars', { pickupAddress: '123456789' }, false],
    ['delivery address blank-padded', { deliveryAddress: '  123456789  ' }, false],
    ['no slot', { deliveryTime: '' }, false],
    ['no date', { deliveryDate: undefined }, false],
    ['no package type', { packageType: '' }, false],
    ['no customer name', { customerName: '  ' }, false],
    ['Other without name', { packageType: 'Other' }, false],
    ['Other with name', { packageType: 'Other', packageName: 'Tiles' }, true],
  ])('%s -> %s', (_label, patch, expected) => {
    expect(isSubmittable({ ...complete, ...patch })).toBe(expected);
  });
});

describe('step titles', () => {
  it('are the spec titles', () => {
    expect(ADD_DELIVERY_STEP_TITLES.regular).toEqual([
      'Pickup & Delivery',
      'Package Details',
      'Schedule',
      'AI Analysis & Review',
    ]);
    expect(ADD_DELIVERY_STEP_TITLES.pooling[2]).toBe('Pooling Preferences');
    expect(ADD_DELIVERY_STEP_TITLES.pooling[3]).toBe('Smart Matching & Review');
  });
});

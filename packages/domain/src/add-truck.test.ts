import { describe, expect, it } from 'vitest';
import { addTruckSchema } from './add-truck';

const now = new Date('2025-03-10T10:00:00+05:30');
const truck = {
  companyName: 'Sharma Transport',
  truckType: 'Tata 407',
  capacity: '2.5',
  pickupLocation: 'Okhla Phase 2',
  deliveryLocation: 'Narela',
  departureDate: '2025-03-10',
  departureTime: '15-18',
  costPerKm: '15',
  contactPerson: 'Ravi',
  contactPhone: '+91 91234-56780',
};

function errorsOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of addTruckSchema(now).safeParse(value).error?.issues ?? [])
    out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('addTruckSchema', () => {
  it('accepts a complete truck and outputs numbers', () => {
    expect(addTruckSchema(now).parse({ ...truck, additionalNotes: '  ' })).toEqual({
      ...truck,
      capacity: 2.5,
      costPerKm: 15,
      contactPhone: '9123456780',
      additionalNotes: undefined,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['capacity 0.5', { capacity: 0.5 }, {}],
    ['capacity 0.4', { capacity: 0.4 }, { capacity: 'Capacity must be at least 0.5 tons' }],
    ['capacity 1.2', { capacity: '1.2' }, { capacity: 'Capacity must be in steps of 0.5 tons' }],
    ['capacity 16', { truckType: 'Tata 1613', capacity: 16 }, {}],
    ['Tata 407 at 4 tons', { capacity: 4 }, { capacity: 'A Tata 407 carries at most 3 tons' }],
    [
      'capacity 41',
      { truckType: 'Tata 1613', capacity: 41 },
      { capacity: 'Capacity must be at most 40 tons' },
    ],
    ['capacity empty', { capacity: '' }, { capacity: 'Capacity is required' }],
    ['cost 10', { costPerKm: 10 }, {}],
    ['cost 5', { costPerKm: 5 }, { costPerKm: 'Cost per km must be at least 10' }],
    ['cost 12', { costPerKm: 12 }, { costPerKm: 'Cost per km must be in steps of 5' }],
    ['cost text', { costPerKm: 'ten' }, { costPerKm: 'Cost per km must be a number' }],
    ['yesterday', { departureDate: '2025-03-09' }, { departureDate: 'Departure date cannot be in the past' }],
    ['no date', { departureDate: '' }, { departureDate: 'Departure date is required' }],
    ['not a slot', { departureTime: '14:00' }, { departureTime: 'Please select a departure time slot' }],
    ['unknown truck', { truckType: 'Tempo' }, { truckType: 'Please select a truck type' }],
    ['short company', { companyName: 'A' }, { companyName: 'Company name must be at least 2 characters' }],
    ['no company', { companyName: ' ' }, { companyName: 'Company name is required' }],
    ['no pickup', { pickupLocation: '' }, { pickupLocation: 'Pickup location is required' }],
    ['no delivery', { deliveryLocation: undefined }, { deliveryLocation: 'Delivery location is required' }],
    ['no contact', { contactPerson: '' }, { contactPerson: 'Contact person is required' }],
    ['bad phone', { contactPhone: '12345' }, { contactPhone: 'Enter a valid 10-digit mobile number' }],
    ['no phone', { contactPhone: '' }, { contactPhone: 'Phone number is required' }],
    ['cost 1000', { costPerKm: 1000 }, {}],
    ['cost 1e300', { costPerKm: 1e300 }, { costPerKm: 'Cost per km must be at most 1000' }],
    ['a year ahead', { departureDate: '2026-03-11' }, {}],
    [
      '9999-12-31',
      { departureDate: '9999-12-31' },
      { departureDate: 'Departure date must be within a year from today' },
    ],
    [
      '200 KB pickup',
      { pickupLocation: 'Okhla '.repeat(35_000) },
      { pickupLocation: 'Pickup location must be at most 300 characters' },
    ],
    [
      'long delivery',
      { deliveryLocation: 'x'.repeat(301) },
      { deliveryLocation: 'Delivery location must be at most 300 characters' },
    ],
    [
      'long company',
      { companyName: 'x'.repeat(121) },
      { companyName: 'Company name must be at most 120 characters' },
    ],
    [
      'long contact',
      { contactPerson: 'x'.repeat(81) },
      { contactPerson: 'Contact person must be at most 80 characters' },
    ],
    [
      'NUL in company',
      { companyName: 'Sharma\u0000 Transport' },
      { companyName: 'Text must not contain control characters' },
    ],
    [
      'NUL in notes',
      { additionalNotes: 'fragile\u0000' },
      { additionalNotes: 'Text must not contain control characters' },
    ],
    [
      'long notes',
      { additionalNotes: 'x'.repeat(501) },
      { additionalNotes: 'Additional notes must be at most 500 characters' },
    ],
  ])('%s', (_label, patch, expected) => {
    expect(errorsOf({ ...truck, ...patch })).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { istDateString, MS_PER_DAY } from './ist-time';
import { createQuoteSchema, normalizeQuoteAddress, QUOTE_MESSAGES, quoteIdSchema } from './quotes';

const tomorrow = () => istDateString(new Date(Date.now() + MS_PER_DAY));
const valid = () => ({
  pickupAddress: 'Okhla Industrial Area Phase 2, New Delhi',
  deliveryAddress: 'Sector 63, Noida',
  weight: '12',
  deliveryDate: tomorrow(),
  deliveryTime: '12-15',
});

describe('createQuoteSchema', () => {
  it('reads the wizard fields, the weight as a number', () => {
    expect(createQuoteSchema.parse(valid())).toEqual({ ...valid(), weight: 12 });
  });

  it.each([
    [{ pickupAddress: 'Okhla' }, 'pickupAddress'],
    [{ deliveryAddress: 'x'.repeat(301) }, 'deliveryAddress'],
    [{ weight: '0' }, 'weight'],
    [{ weight: '50001' }, 'weight'],
    [{ deliveryDate: '2020-01-01' }, 'deliveryDate'],
    [{ deliveryTime: '9-23' }, 'deliveryTime'],
    [{ pickupLocation: { lat: 91, lon: 77 } }, 'pickupLocation.lat'],
    [{ deliveryLocation: { lat: 28, lon: -181 } }, 'deliveryLocation.lon'],
  ])('refuses %o on %s', (patch, field) => {
    const result = createQuoteSchema.safeParse({ ...valid(), ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });

  it('takes a pinned point as given', () => {
    const pin = { lat: 28.6228, lon: 77.213 };
    expect(createQuoteSchema.parse({ ...valid(), pickupLocation: pin }).pickupLocation).toEqual(pin);
  });
});

describe('quote ids', () => {
  it('accepts a UUID and refuses anything else with one message', () => {
    expect(quoteIdSchema.safeParse('0b7f6a52-3c1e-4e8a-9f1d-2a7c5e9b1d44').success).toBe(true);
    const bad = quoteIdSchema.safeParse('LSABC123');
    expect(bad.error?.issues[0]?.message).toBe(QUOTE_MESSAGES.idInvalid);
  });
});

describe('normalizeQuoteAddress', () => {
  it.each([
    ['  Sector 63,   Noida ', 'sector 63, noida'],
    ['SECTOR 63,\tNoida', 'sector 63, noida'],
  ])('%j reads as %j', (typed, normal) => {
    expect(normalizeQuoteAddress(typed)).toBe(normal);
  });

  it('keeps different places different', () => {
    expect(normalizeQuoteAddress('Sector 63, Noida')).not.toBe(normalizeQuoteAddress('Sector 62, Noida'));
  });
});

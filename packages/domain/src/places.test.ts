import { describe, expect, it } from 'vitest';
import { needsPinConfirmation, PLACE_MESSAGES, placeInputSchema } from './places';

const VALID = {
  label: ' Main godown ',
  address: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi',
  contactName: '',
  contactPhone: '+91 98110 22334',
  lat: 28.5362,
  lon: 77.2741,
};

describe('placeInputSchema', () => {
  it('trims texts, normalises the phone and keeps the pin', () => {
    expect(placeInputSchema.parse(VALID)).toEqual({
      label: 'Main godown',
      address: VALID.address,
      contactName: null,
      contactPhone: '9811022334',
      lat: 28.5362,
      lon: 77.2741,
    });
  });

  it.each([
    [{ label: '' }, 'label', PLACE_MESSAGES.labelRequired],
    [{ label: 'x'.repeat(81) }, 'label', PLACE_MESSAGES.labelTooLong],
    [{ address: 'Okhla' }, 'address', PLACE_MESSAGES.addressTooShort],
    [{ address: 'x'.repeat(301) }, 'address', PLACE_MESSAGES.addressTooLong],
    [{ contactPhone: '12345' }, 'contactPhone', PLACE_MESSAGES.phoneInvalid],
    [{ lat: 51.5 }, 'lat', PLACE_MESSAGES.pinOutside],
    [{ lon: 12 }, 'lon', PLACE_MESSAGES.pinOutside],
    [{ lat: undefined }, 'lat', PLACE_MESSAGES.pinRequired],
  ])('refuses %o on %s', (patch, field, message) => {
    const result = placeInputSchema.safeParse({ ...VALID, ...patch });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });
});

describe('needsPinConfirmation', () => {
  it.each([
    [{ confidence: 0.95 }, false],
    [{ confidence: 0.95, precision: 'exact' as const }, false],
    [{ confidence: 0.85, precision: 'locality' as const }, false],
    [{ confidence: 0.59 }, true],
    [{ confidence: 0.9, precision: 'pincode' as const }, true],
    [{ confidence: 0.9, precision: 'district' as const }, true],
  ])('%o -> %s', (answer, expected) => {
    expect(needsPinConfirmation(answer)).toBe(expected);
  });
});

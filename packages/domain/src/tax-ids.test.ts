import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinSchema, isValidGstin, isValidPan, panSchema } from './tax-ids';

// Published sample GSTINs whose check characters were computed by GSTN, not by this code.
const KNOWN_GSTINS = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];

describe('gstinCheckCharacter', () => {
  it.each(KNOWN_GSTINS)('reproduces the check character of %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });

  it.each(['27AAPFU0939F1', '27aapfu0939f1z', '27AAPFU0939F1-'])('null for %j', (text) => {
    expect(gstinCheckCharacter(text)).toBeNull();
  });
});

describe('gstinSchema', () => {
  const message = (value: string) => gstinSchema.safeParse(value).error?.issues[0]?.message ?? null;
  it.each([
    ['27AAPFU0939F1ZV', null],
    [' 27aapfu0939f1zv ', null],
    ['29AAGCB7383J1Z4', null],
    ['27AAPFU0939F1ZW', 'GSTIN check character is invalid'],
    ['29AAGCB7383J1Z5', 'GSTIN check character is invalid'],
    ['27AAPFU0939F1Z', 'GSTIN must be 15 characters'],
    ['27AAPFU0939F1ZVX', 'GSTIN must be 15 characters'],
    ['00AAPFU0939F1ZV', 'GSTIN must start with a state code from 01 to 38'],
    ['39AAPFU0939F1ZV', 'GSTIN must start with a state code from 01 to 38'],
    ['AAAAPFU0939F1ZV', 'GSTIN must start with a state code from 01 to 38'],
    ['27AAPXU0939F1ZV', 'GSTIN must contain a valid PAN in characters 3 to 12'],
    ['27AAPFU09391F1Z', 'GSTIN must contain a valid PAN in characters 3 to 12'],
    ['27AAPFU0939F0ZV', 'GSTIN 13th character must be a digit 1-9 or a letter'],
    ['27AAPFU0939F1YV', 'GSTIN 14th character must be Z'],
  ])('%j -> %s', (gstin, expected) => {
    expect(message(gstin)).toBe(expected);
    expect(isValidGstin(gstin)).toBe(expected === null);
  });

  it('outputs the upper-case form', () => {
    expect(gstinSchema.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
  });

  it('state codes 01 and 38 are accepted at the bounds', () => {
    for (const state of ['01', '38']) {
      const first14 = `${state}AAPFU0939F1Z`;
      expect(isValidGstin(`${first14}${gstinCheckCharacter(first14) ?? ''}`)).toBe(true);
    }
  });
});

describe('panSchema', () => {
  const message = (value: string) => panSchema.safeParse(value).error?.issues[0]?.message ?? null;
  it.each([
    ['AAPFU0939F', null],
    ['abcpe1234f', null],
    ...['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G'].map(
      (t) => [`ABC${t}E1234F`, null] as [string, null],
    ),
    ['ABCXE1234F', 'PAN 4th character must be a valid holder type (P, C, H, F, A, T, B, L, J or G)'],
    ['ABCPE1234', 'PAN must be 10 characters'],
    ['ABCPE12345F', 'PAN must be 10 characters'],
    ['ABCP11234F', 'PAN must be 5 letters, 4 digits and 1 letter'],
    ['ABCPE123AF', 'PAN must be 5 letters, 4 digits and 1 letter'],
    ['ABCPE12345', 'PAN must be 5 letters, 4 digits and 1 letter'],
  ] as [string, string | null][])('%j -> %s', (pan, expected) => {
    expect(message(pan)).toBe(expected);
    expect(isValidPan(pan)).toBe(expected === null);
  });
});

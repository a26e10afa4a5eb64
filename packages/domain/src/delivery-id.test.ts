import { describe, expect, it } from 'vitest';
import {
  DELIVERY_ID_ALPHABET,
  generateDeliveryId,
  isDeliveryIdShaped,
  normalizeDeliveryId,
} from './delivery-id';

describe('generateDeliveryId', () => {
  it.each([
    [[0, 0, 0, 0, 0, 0], 'LS222222'],
    [[31, 31, 31, 31, 31, 31], 'LSZZZZZZ'],
    [[32, 63, 255, 8, 9, 10], 'LS2ZZABC'],
    [[0, 1, 2, 3, 4, 5, 99, 99], 'LS234567'], // only the first six bytes count
  ])('%j -> %s', (bytes, expected) => {
    expect(generateDeliveryId(Uint8Array.from(bytes))).toBe(expected);
  });

  it('never uses the look-alikes 0, O, 1 or I', () => {
    expect(DELIVERY_ID_ALPHABET).toHaveLength(32);
    expect(DELIVERY_ID_ALPHABET).not.toMatch(/[01OI]/);
    const all = Array.from({ length: 256 }, (_, i) =>
      generateDeliveryId(Uint8Array.from([i, i, i, i, i, i])),
    );
    expect(all.every(isDeliveryIdShaped)).toBe(true);
  });

  it('needs six bytes', () => {
    expect(() => generateDeliveryId(new Uint8Array(5))).toThrow(RangeError);
  });
});

describe('isDeliveryIdShaped', () => {
  it.each([
    ['LS234567', true],
    ['LSABCDEF', true],
    ['LS23456', false],
    ['LS2345678', false],
    ['ls234567', false],
    ['LS23456O', false],
    ['LS23456I', false],
    ['LS234501', false],
    ['XS234567', false],
    [' LS234567', false],
  ])('%j -> %s', (text, expected) => {
    expect(isDeliveryIdShaped(text)).toBe(expected);
  });

  it('normalizeDeliveryId trims and upper-cases', () => {
    expect(normalizeDeliveryId('  ls2abc9x ')).toBe('LS2ABC9X');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeDigipin,
  DIGIPIN_CELL_DEG,
  encodeDigipin,
  findDigipin,
  formatDigipin,
  parseDigipin,
} from '../src/digipin';

describe('DIGIPIN', () => {
  it('encodes the published example, Dak Bhawan, New Delhi', () => {
    expect(encodeDigipin({ lat: 28.622788, lon: 77.213033 })).toBe('39J-49L-L8T4');
  });

  it('decodes to the centre of the cell, close to the point encoded', () => {
    const centre = decodeDigipin('39J-49L-L8T4');
    expect(centre).not.toBeNull();
    expect(Math.abs(centre!.lat - 28.622788)).toBeLessThan(DIGIPIN_CELL_DEG);
    expect(Math.abs(centre!.lon - 77.213033)).toBeLessThan(DIGIPIN_CELL_DEG);
    expect(encodeDigipin(centre!)).toBe('39J-49L-L8T4');
  });

  it('names the corners of the box by the grid layout', () => {
    // South-west corner: bottom-left symbol at every level; north-east corner: top-right.
    expect(encodeDigipin({ lat: 2.5, lon: 63.5 })).toBe('LLL-LLL-LLLL');
    expect(encodeDigipin({ lat: 38.5, lon: 99.5 })).toBe('888-888-8888');
    expect(encodeDigipin({ lat: 38.5, lon: 63.5 })).toBe('FFF-FFF-FFFF');
    expect(encodeDigipin({ lat: 2.5, lon: 99.5 })).toBe('TTT-TTT-TTTT');
  });

  it('puts a point on a grid line in the cell north or east of it', () => {
    // 20.5 N and 81.5 E are the first level's middle lines: north-east of them is '2' (second row, third column).
    expect(encodeDigipin({ lat: 20.5, lon: 81.5 })?.[0]).toBe('2');
    expect(encodeDigipin({ lat: 20.499999, lon: 81.499999 })?.[0]).toBe('4');
  });

  it('refuses points outside the box', () => {
    expect(encodeDigipin({ lat: 40, lon: 77 })).toBeNull();
    expect(encodeDigipin({ lat: 28, lon: 60 })).toBeNull();
    expect(encodeDigipin({ lat: Number.NaN, lon: 77 })).toBeNull();
  });

  it('round trips: decode(encode(p)) lies within half a level-10 cell of p', () => {
    const point = fc.record({
      lat: fc.double({ min: 2.5, max: 38.5, noNaN: true }),
      lon: fc.double({ min: 63.5, max: 99.5, noNaN: true }),
    });
    fc.assert(
      fc.property(point, (p) => {
        const code = encodeDigipin(p);
        expect(code).toMatch(/^[2-9CFJKLMPT]{3}-[2-9CFJKLMPT]{3}-[2-9CFJKLMPT]{4}$/);
        const centre = decodeDigipin(code!);
        const half = DIGIPIN_CELL_DEG / 2 + 1e-9;
        expect(Math.abs(centre!.lat - p.lat)).toBeLessThanOrEqual(half);
        expect(Math.abs(centre!.lon - p.lon)).toBeLessThanOrEqual(half);
        expect(encodeDigipin(centre!)).toBe(code);
      }),
      { numRuns: 2000 },
    );
  });

  it('parses with or without hyphens and in any case', () => {
    for (const text of ['39J-49L-L8T4', '39J49LL8T4', '39j-49l-l8t4', ' 39j 49l l8t4 ']) {
      expect(parseDigipin(text.trim())).toBe('39J49LL8T4');
    }
    expect(formatDigipin('39J49LL8T4')).toBe('39J-49L-L8T4');
  });

  it('refuses invalid symbols and lengths', () => {
    for (const text of ['39J-49L-L8T0', '39J-49L-L8TA', '39J-49L-L8T', '39J-49L-L8T44', 'OKHLA PH 2', '']) {
      expect(parseDigipin(text)).toBeNull();
      expect(decodeDigipin(text)).toBeNull();
    }
  });

  it('finds a DIGIPIN typed in an address field', () => {
    expect(findDigipin('39j49ll8t4')).toBe('39J49LL8T4');
    expect(findDigipin('Shop 4, DIGIPIN 39J-49L-L8T4, Sansad Marg')).toBe('39J49LL8T4');
    // Ten digits inside an address read as a phone number, not as a DIGIPIN.
    expect(findDigipin('Ravi Traders, call 9876543225, Okhla')).toBeNull();
    expect(findDigipin('Plot 12, Okhla Phase 2, New Delhi 110020')).toBeNull();
  });
});

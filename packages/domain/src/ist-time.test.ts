import { describe, expect, it } from 'vitest';
import {
  istDateString,
  istDateTime,
  istMidnightMs,
  istParts,
  istToday,
  isIsoDate,
  parseIsoDate,
  parseIstDateOrTimestamp,
  parseIstTimestamp,
  toIstDateString,
  toIstIso,
} from './ist-time';

// Instants are always written in UTC ('...Z'): the suite runs under TZ=UTC and TZ=America/New_York and must
// give the same answers in both.
describe('istMidnightMs', () => {
  it('gives 00:00 IST of the IST day an instant falls in, also just after an IST midnight', () => {
    // 2026-12-02 10:15 IST and 2026-12-02 00:10 IST (still 2026-12-01 in UTC): both start at 2026-12-01T18:30Z.
    const start = Date.parse('2026-12-01T18:30:00Z');
    expect(istMidnightMs(Date.parse('2026-12-02T04:45:00Z'))).toBe(start);
    expect(istMidnightMs(Date.parse('2026-12-01T18:40:00Z'))).toBe(start);
    expect(istMidnightMs(start)).toBe(start);
    expect(istMidnightMs(start - 1)).toBe(start - 24 * 3_600_000);
  });
});

describe('istParts', () => {
  it.each([
    ['2025-03-09T18:29:59Z', { year: 2025, month: 3, day: 9, hour: 23, minute: 59, weekday: 0 }],
    ['2025-03-09T18:30:00Z', { year: 2025, month: 3, day: 10, hour: 0, minute: 0, weekday: 1 }],
    ['2024-12-31T18:30:00Z', { year: 2025, month: 1, day: 1, hour: 0, minute: 0, weekday: 3 }],
    ['2024-02-28T20:00:00Z', { year: 2024, month: 2, day: 29, hour: 1, minute: 30, weekday: 4 }],
    ['2025-11-02T06:30:00Z', { year: 2025, month: 11, day: 2, hour: 12, minute: 0, weekday: 0 }],
  ])('%s is %o in IST', (iso, expected) => {
    expect(istParts(new Date(iso))).toMatchObject(expected);
  });

  it('gives the fractional hour and the day of the year in IST', () => {
    expect(istParts(new Date('2024-12-31T18:30:00Z'))).toMatchObject({ fractionalHour: 0, dayOfYear: 1 });
    expect(istParts(new Date('2024-02-28T20:00:00Z'))).toMatchObject({ fractionalHour: 1.5, dayOfYear: 60 });
    expect(istParts(new Date('2025-12-31T18:29:00Z'))).toMatchObject({
      hour: 23,
      minute: 59,
      dayOfYear: 365,
    });
  });
});

describe('toIstIso / parseIstDateOrTimestamp', () => {
  it('writes an instant with the +05:30 offset', () => {
    expect(toIstIso(new Date('2025-07-14T03:30:00Z'))).toBe('2025-07-14T09:00:00+05:30');
  });

  it('reads a plain date as IST midnight and a timestamp as parseIstTimestamp does', () => {
    expect(parseIstDateOrTimestamp('2025-07-14')?.toISOString()).toBe('2025-07-13T18:30:00.000Z');
    expect(parseIstDateOrTimestamp('2025-07-14T09:00')?.toISOString()).toBe('2025-07-14T03:30:00.000Z');
    expect(parseIstDateOrTimestamp('2025-07-14T09:00:00Z')?.toISOString()).toBe('2025-07-14T09:00:00.000Z');
    expect(parseIstDateOrTimestamp('next week')).toBeNull();
  });
});

describe('istToday / istDateString', () => {
  it.each([
    // 00:15 IST on 10 March is still the afternoon of 9 March in New York (and DST began that day there).
    ['2025-03-09T18:45:00Z', '2025-03-10'],
    ['2025-03-09T18:29:00Z', '2025-03-09'],
    ['2025-03-10T04:00:00Z', '2025-03-10'],
    ['2025-12-31T18:30:00Z', '2026-01-01'],
  ])('at %s today is %s', (iso, expected) => {
    expect(istToday(new Date(iso))).toBe(expected);
    expect(istDateString(new Date(iso))).toBe(expected);
  });
});

describe('parseIsoDate / isIsoDate', () => {
  it.each([
    ['2025-03-10', { year: 2025, month: 3, day: 10 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2025-02-29', null],
    ['2025-13-01', null],
    ['2025-00-10', null],
    ['2025-3-10', null],
    ['0099-01-01', { year: 99, month: 1, day: 1 }],
    ['', null],
    ['2025-03-10T00:00', null],
  ])('%s -> %o', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
    expect(isIsoDate(text)).toBe(expected !== null);
  });

  it('rejects non-strings', () => {
    expect(isIsoDate(20250310)).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
});

describe('istDateTime', () => {
  it.each([
    ['2025-03-10', 9, 0, '2025-03-10T03:30:00.000Z'],
    ['2025-03-10', 0, 0, '2025-03-09T18:30:00.000Z'],
    ['2025-03-10', 21, 0, '2025-03-10T15:30:00.000Z'],
    ['2025-03-10', 23, 30, '2025-03-10T18:00:00.000Z'],
    ['2025-03-10', 24, 0, '2025-03-10T18:30:00.000Z'],
    ['2025-11-02', 12, 0, '2025-11-02T06:30:00.000Z'],
  ])('%s %i:%i IST is %s', (date, hour, minute, expected) => {
    expect(istDateTime(date, hour, minute).toISOString()).toBe(expected);
  });

  it.each(['', '10-03-2025', '2025-02-30'])('throws for %j', (bad) => {
    expect(() => istDateTime(bad, 9)).toThrow(RangeError);
  });
});

describe('parseIstTimestamp', () => {
  it.each([
    ['2025-03-10T09:00', '2025-03-10T03:30:00.000Z'],
    ['2025-03-10T09:00:30.250', '2025-03-10T03:30:30.250Z'],
    ['2025-03-10 09:00', '2025-03-10T03:30:00.000Z'],
    ['2025-03-10T09:00:00Z', '2025-03-10T09:00:00.000Z'],
    ['2025-03-10T09:00:00.123Z', '2025-03-10T09:00:00.123Z'],
    ['2025-03-10T09:00:00+05:30', '2025-03-10T03:30:00.000Z'],
    ['2025-03-10T09:00:00-0500', '2025-03-10T14:00:00.000Z'],
    ['2025-03-10T24:00', null],
    ['2025-02-30T10:00', null],
    ['2025-03-10', null],
    ['tomorrow', null],
  ])('%s -> %s', (text, expected) => {
    expect(parseIstTimestamp(text)?.toISOString() ?? null).toBe(expected);
  });
});

describe('toIstDateString', () => {
  it.each([
    ['2025-03-10', '2025-03-10'],
    [' 2025-03-10 ', '2025-03-10'],
    ['2025-03-10T00:00:00.000Z', '2025-03-10'],
    ['2025-03-09T18:30:00.000Z', '2025-03-10'],
    ['2025-03-09T18:29:59.999Z', '2025-03-09'],
    ['2025-03-10T23:59', '2025-03-10'],
    [new Date('2025-03-09T20:00:00Z'), '2025-03-10'],
    [new Date(Number.NaN), null],
    ['2025-02-30', null],
    ['March 10', null],
    [null, null],
    [undefined, null],
  ])('%s -> %s', (value, expected) => {
    expect(toIstDateString(value)).toBe(expected);
  });
});

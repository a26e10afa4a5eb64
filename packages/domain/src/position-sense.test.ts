import { describe, expect, it } from 'vitest';
import { checkProofPosition, judgePosition, MAX_POSITION_AGE_MS } from './position-sense';

const now = new Date('2026-11-28T10:00:00Z');
const okhla = { lat: 28.531, lon: 77.272, recordedAt: new Date(now.getTime() - 9 * 60_000) };
const at = (lat: number, lon: number, msAgo = 0) => ({
  lat,
  lon,
  recordedAt: new Date(now.getTime() - msAgo),
});

describe('judgePosition', () => {
  it('accepts a truck driving across Delhi at road speed', () => {
    expect(judgePosition(at(28.6, 77.2), now, { neighbours: [okhla], maxAgeMs: MAX_POSITION_AGE_MS })).toBe(
      null,
    );
  });

  it('flags a clock far off, an impossible move and a point outside the service area', () => {
    expect(judgePosition(at(28.6, 77.2, -10 * 60_000), now)).toBe('future');
    expect(judgePosition(at(28.6, 77.2, now.getTime()), now, { maxAgeMs: MAX_POSITION_AGE_MS })).toBe(
      'stale',
    );
    expect(judgePosition(at(51.5, -0.13, 0), now, { neighbours: [okhla] })).toBe('too_fast');
    expect(judgePosition(at(-33.87, 151.21), now)).toBe('outside_area');
    // A trail's late fix has no age limit (tracking bounds it by the job instead).
    expect(judgePosition(at(28.6, 77.2, 3 * 3_600_000), now)).toBe(null);
  });
});

describe('checkProofPosition', () => {
  const drop = { lat: 28.6, lon: 77.2 };
  it('is quiet near the drop and flags far away or outside the area', () => {
    expect(checkProofPosition({ lat: 28.6005, lon: 77.2 }, drop)).toEqual({
      distanceFromDropM: 56,
      flag: null,
    });
    expect(checkProofPosition({ lat: 28.65, lon: 77.2 }, drop).flag).toBe('far_from_drop');
    expect(checkProofPosition({ lat: 28.65, lon: 77.2 }, drop, 10).flag).toBe(null);
    expect(checkProofPosition({ lat: -89.9, lon: 179.9 }, drop).flag).toBe('outside_area');
  });
});

import { describe, expect, it } from 'vitest';
import { dispatchableAtMs, nextWaveStep, type SentOffer, type WaveInput } from '../src/index';

const T = Date.parse('2026-12-01T03:30:00Z'); // 09:00 IST
const SLOT = T + 4 * 3_600_000;
const ranked = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

function step(nowMs: number, offers: SentOffer[], overrides: Partial<WaveInput> = {}) {
  return nextWaveStep({
    nowMs,
    slotStartMs: SLOT,
    candidates: ranked,
    radiusStep: 0,
    maxRadiusStep: 2,
    offers,
    ...overrides,
  });
}

const sent = (ids: string[], at: number, outcome: SentOffer['outcome'] = 'pending'): SentOffer[] =>
  ids.map((vehicleId) => ({ vehicleId, sentAtMs: at, outcome }));

describe('offer waves', () => {
  it('offers the top three, waits their 60 s, then offers the next three', () => {
    expect(step(T, []).decision).toEqual({
      action: 'offer',
      vehicleIds: ['a', 'b', 'c'],
      expiresAtMs: T + 60_000,
    });
    const first = sent(['a', 'b', 'c'], T);
    expect(step(T + 30_000, first).decision).toEqual({ action: 'wait', untilMs: T + 60_000 });
    const after = step(T + 60_000, first);
    expect(after.expire).toEqual(['a', 'b', 'c']);
    expect(after.decision).toEqual({
      action: 'offer',
      vehicleIds: ['d', 'e', 'f'],
      expiresAtMs: T + 120_000,
    });
  });

  it('moves on at once when the whole wave declines', () => {
    const declined = sent(['a', 'b', 'c'], T, 'declined');
    expect(step(T + 5_000, declined).decision).toMatchObject({
      action: 'offer',
      vehicleIds: ['d', 'e', 'f'],
    });
  });

  it('keeps waiting while one offer of the wave is still open', () => {
    const offers = [...sent(['a', 'b'], T, 'declined'), ...sent(['c'], T)];
    expect(step(T + 10_000, offers).decision).toEqual({ action: 'wait', untilMs: T + 60_000 });
  });

  it('assigns to the first vehicle that accepted', () => {
    const offers = [...sent(['a'], T, 'declined'), ...sent(['b'], T, 'accepted'), ...sent(['c'], T)];
    expect(step(T + 10_000, offers).decision).toEqual({ action: 'assigned', vehicleId: 'b' });
  });

  it('never offers a vehicle the same job twice, and widens when the radius has nobody left', () => {
    const all = sent(ranked, T - 120_000, 'expired');
    expect(step(T, all).decision).toEqual({ action: 'widen', radiusStep: 1 });
    const wider = step(T, all, { candidates: ['b', 'h', 'a', 'i'], radiusStep: 1 });
    expect(wider.decision).toMatchObject({ action: 'offer', vehicleIds: ['h', 'i'] });
    expect(step(T, all, { radiusStep: 2 }).decision).toEqual({ action: 'exhausted', retryAtMs: T + 60_000 });
  });

  it('times out a configurable time before the slot, unless the shipper keeps searching', () => {
    const config = { waveSize: 2, offerTtlMs: 45_000, timeoutBeforeSlotMs: 3_600_000, retryMs: 30_000 };
    const input = {
      nowMs: SLOT - 3_600_000,
      slotStartMs: SLOT,
      candidates: ranked,
      radiusStep: 0,
      maxRadiusStep: 2,
      offers: [],
    };
    expect(nextWaveStep({ ...input, nowMs: SLOT - 3_600_001 }, config).decision).toEqual({
      action: 'offer',
      vehicleIds: ['a', 'b'],
      expiresAtMs: SLOT - 3_600_001 + 45_000,
    });
    expect(nextWaveStep(input, config).decision).toEqual({ action: 'timed-out' });
    expect(nextWaveStep({ ...input, keepSearching: true }, config).decision).toMatchObject({
      action: 'offer',
    });
  });
});

describe('when a delivery becomes dispatchable', () => {
  it('is at once for a slot within a day, and 6 PM IST the evening before otherwise', () => {
    const created = Date.parse('2026-12-01T05:00:00Z'); // 10:30 IST on 1 December
    const tomorrowMorning = Date.parse('2026-12-02T03:30:00Z'); // 09:00 IST on 2 December
    expect(dispatchableAtMs(created, tomorrowMorning)).toBe(created);
    const dayAfter = Date.parse('2026-12-03T09:30:00Z'); // 15:00 IST on 3 December
    expect(new Date(dispatchableAtMs(created, dayAfter)).toISOString()).toBe('2026-12-02T12:30:00.000Z');
  });

  it('takes the evening hour and the at-once window from the caller', () => {
    const created = Date.parse('2026-12-01T05:00:00Z'); // 10:30 IST on 1 December
    const dayAfter = Date.parse('2026-12-03T09:30:00Z'); // 15:00 IST on 3 December
    // 20:00 IST on 2 December.
    expect(new Date(dispatchableAtMs(created, dayAfter, 20)).toISOString()).toBe('2026-12-02T14:30:00.000Z');
    // Within three days: at once.
    expect(dispatchableAtMs(created, dayAfter, 18, 3 * 86_400_000)).toBe(created);
  });
});

import { describe, expect, it } from 'vitest';
import {
  dropExpired,
  formatTimeLeft,
  isDepartingSoon,
  isExpired,
  isHighSavings,
  isInMatchTab,
  matchCountdown,
  matchEndTime,
  matchesMatchSearch,
  matchStartTime,
  routeLine,
  TRUCK_MATCH_DEFAULTS,
  type MatchTiming,
  type TruckMatchFilterable,
} from './truck-match';

const ist = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('matchEndTime / matchStartTime', () => {
  it.each<[string, MatchTiming, string | null, string | null]>([
    [
      'slot on date',
      { date: '2025-03-10', slot: '12-15' },
      '2025-03-10T06:30:00.000Z',
      '2025-03-10T09:30:00.000Z',
    ],
    [
      'unknown slot ends 23',
      { date: '2025-03-10', slot: '14:30' },
      '2025-03-10T03:30:00.000Z',
      '2025-03-10T17:30:00.000Z',
    ],
    [
      'timestamp date',
      { date: '2025-03-09T18:30:00.000Z', slot: '9-12' },
      '2025-03-10T03:30:00.000Z',
      '2025-03-10T06:30:00.000Z',
    ],
    [
      'no slot: 24 h after added (ms)',
      { date: '2025-03-10', addedAt: Date.parse('2025-03-10T01:00:00Z') },
      null,
      '2025-03-11T01:00:00.000Z',
    ],
    [
      'no date: 24 h after added (ISO)',
      { slot: '9-12', addedAt: '2025-03-10T01:00:00.000Z' },
      null,
      '2025-03-11T01:00:00.000Z',
    ],
    [
      'unreadable date falls back',
      { date: 'next week', slot: '9-12', addedAt: '2025-03-10T01:00:00Z' },
      null,
      '2025-03-11T01:00:00.000Z',
    ],
    ['nothing readable', { slot: '9-12' }, null, null],
  ])('%s', (_label, entry, start, end) => {
    expect(matchStartTime(entry)?.toISOString() ?? null).toBe(start);
    expect(matchEndTime(entry)?.toISOString() ?? null).toBe(end);
  });
});

describe('isExpired', () => {
  const entry = { date: '2025-03-10', slot: '12-15' };
  it.each<[string, MatchTiming, Date, boolean]>([
    ['before end', entry, new Date(ist('2025-03-10', '15:00').getTime() - 1), false],
    ['exactly at end', entry, ist('2025-03-10', '15:00'), true],
    ['after end', entry, ist('2025-03-10', '15:01'), true],
    ['fallback not yet', { addedAt: '2025-03-10T01:00:00Z' }, new Date('2025-03-11T00:59:59Z'), false],
    ['fallback reached', { addedAt: '2025-03-10T01:00:00Z' }, new Date('2025-03-11T01:00:00Z'), true],
    ['no end time at all', {}, new Date('2025-03-10T00:00:00Z'), true],
    // 23:59 IST on the 10th is past the 21:00 end, though it is still the afternoon of the 10th in New York.
    ['IST evening', { date: '2025-03-10', slot: '18-21' }, new Date('2025-03-10T18:29:00Z'), true],
  ])('%s', (_label, e, now, expected) => {
    expect(isExpired(e, now)).toBe(expected);
  });

  it('dropExpired keeps only live entries', () => {
    const live = { date: '2025-03-11', slot: '9-12' };
    const dead = { date: '2025-03-09', slot: '9-12' };
    expect(dropExpired([dead, live, {}], ist('2025-03-10', '10:00'))).toEqual([live]);
  });
});

describe('formatTimeLeft', () => {
  it.each([
    [-5 * MIN, '0h'],
    [0, '0h'],
    [59_999, '0h'],
    [MIN, '1m'],
    [59 * MIN, '59m'],
    [60 * MIN - 1, '59m'],
    [60 * MIN, '1h'],
    [61 * MIN, '1h 1m'],
    [90 * MIN, '1h 30m'],
    [2 * HOUR, '2h'],
    [25 * HOUR + 5 * MIN, '25h 5m'],
    [Number.NaN, '0h'],
  ])('%i ms -> %s', (ms, expected) => {
    expect(formatTimeLeft(ms)).toBe(expected);
  });
});

describe('matchCountdown', () => {
  const entry = { date: '2025-03-10', slot: '15-18' };
  it.each<[string, MatchTiming, Date, string, string]>([
    ['before start counts to start', entry, ist('2025-03-10', '12:30'), 'Transit in', '2h 30m'],
    ['a minute before start', entry, ist('2025-03-10', '14:59'), 'Transit in', '1m'],
    ['at start counts to end', entry, ist('2025-03-10', '15:00'), 'Transit ends in', '3h'],
    ['during slot', entry, ist('2025-03-10', '17:15'), 'Transit ends in', '45m'],
    ['after end', entry, ist('2025-03-10', '18:30'), 'Transit ends in', '0h'],
    ['day before', entry, ist('2025-03-09', '15:00'), 'Transit in', '24h'],
    [
      'no slot counts to 24 h end',
      { addedAt: '2025-03-10T00:00:00Z' },
      new Date('2025-03-10T20:00:00Z'),
      'Transit ends in',
      '4h',
    ],
    ['nothing known', {}, new Date('2025-03-10T20:00:00Z'), 'Transit ends in', '0h'],
  ])('%s', (_label, e, now, statusText, timeLeft) => {
    const countdown = matchCountdown(e, now);
    expect(countdown.statusText).toBe(statusText);
    expect(countdown.timeLeft).toBe(timeLeft);
    expect(countdown.timeLeftMs).toBeGreaterThanOrEqual(0);
  });
});

describe('card rules', () => {
  it.each([
    [30, false],
    [30.5, true],
    [31, true],
    [0, false],
  ])('savings %s high=%s', (savings, expected) => {
    expect(isHighSavings(savings)).toBe(expected);
  });

  it.each([
    [4 * HOUR, true],
    [4 * HOUR + 1, false],
    [0, true],
    [30 * MIN, true],
  ])('time left %i departing soon=%s', (ms, expected) => {
    expect(isDepartingSoon(ms)).toBe(expected);
  });

  it.each([
    ['Okhla', 'Narela', 'Okhla → Narela'],
    ['12345678901234567890', 'Bawana', '12345678901234567890 → Bawana'],
    [
      '123456789012345678901',
      '  Okhla Phase 3 Industrial Area  ',
      '12345678901234567890... → Okhla Phase 3 Indust...',
    ],
    // 24 letters-with-vowel-signs (far more code points): cut after the 20th as a reader counts them.
    ['नरेला बवाना ओखला मायापुरी नगर बाजार', 'Okhla', 'नरेला बवाना ओखला मायापुरी नगर... → Okhla'],
    // A text of any length (a 200 KB one once froze the server) gives the same 20 characters.
    [`  ${'Okhla Phase 2 '.repeat(15_000)}`, 'नरेला', 'Okhla Phase 2 Okhla ... → नरेला'],
    ['नि'.repeat(100_000), 'x', `${'नि'.repeat(20)}... → x`],
  ])('routeLine(%j, %j)', (pickup, delivery, expected) => {
    expect(routeLine(pickup, delivery)).toBe(expected);
  });

  it('defaults match spec section 9', () => {
    expect(TRUCK_MATCH_DEFAULTS).toEqual({
      rating: 4.7,
      deliveries: 1,
      originalCostInr: 450,
      costInr: 315,
      savingsPercent: 30,
      availableSpacePercent: 70,
      maxWeightKg: 5,
      compatible: true,
      slot: '9-12',
      company: 'Local User',
    });
  });

  const card: TruckMatchFilterable = {
    company: 'Sharma Traders',
    route: 'Okhla → Narela',
    pickupLocation: 'Okhla Phase 2',
    deliveryLocation: 'Narela',
    compatible: true,
    savings: 35,
    timeLeftMs: 5 * HOUR,
  };
  it.each([
    ['all', true],
    ['compatible', true],
    ['highSavings', true],
    ['departingSoon', false],
  ] as const)('tab %s -> %s', (tab, expected) => {
    expect(isInMatchTab(card, tab)).toBe(expected);
  });

  it.each([
    ['', true],
    ['sharma', true],
    ['OKHLA', true],
    ['narela', true],
    ['bawana', false],
  ])('search %j -> %s', (query, expected) => {
    expect(matchesMatchSearch(card, query)).toBe(expected);
  });
});

/*
 * Shared-truck pool entries and match cards (spec sections 3, 4 and 9): when an entry ends, merging duplicate
 * entries, the 'Transit in' / 'Transit ends in' countdown, and the card defaults and filters.
 */
import { istDateTime, parseIstTimestamp, toIstDateString } from './ist-time';
import {
  DEPARTING_SOON_MS,
  HIGH_SAVINGS_THRESHOLD_PERCENT,
  MATCH_FALLBACK_LIFETIME_MS,
  ROUTE_LINE_MAX_CHARS,
} from './limits';
import { slotEndHour, slotStartHour, type TimeSlot } from './time-slots';

/** A pool entry's timing and route, as the match rules read it. */
export interface TruckPoolEntry {
  deliveryId?: string | undefined;
  companyName?: string | undefined;
  pickupAddress?: string | undefined;
  deliveryAddress?: string | undefined;
  /** deliveryDate or departureDate: 'YYYY-MM-DD' or a timestamp. */
  date?: string | undefined;
  /** deliveryTime or departureTime: normally one of the four slots. */
  slot?: string | undefined;
  weightKg?: number | undefined;
  capacityTons?: number | undefined;
  packageType?: string | undefined;
  /** Epoch ms or ISO timestamp of when the entry joined the pool. */
  addedAt?: string | number | undefined;
  specialRequirements?: string[] | undefined;
  status?: string | undefined;
  isSmartTruckPooling?: boolean | undefined;
}

export type MatchTiming = Pick<TruckPoolEntry, 'date' | 'slot' | 'addedAt'>;

/** Defaults for card fields the pool does not supply (spec section 9). Money in rupees, shares in percent. */
export const TRUCK_MATCH_DEFAULTS = {
  rating: 4.7,
  deliveries: 1,
  originalCostInr: 450,
  costInr: 315,
  savingsPercent: 30,
  availableSpacePercent: 70,
  maxWeightKg: 5,
  compatible: true,
  slot: '9-12' as TimeSlot,
  company: 'Local User',
} as const;

export const TRANSIT_IN_TEXT = 'Transit in';
export const TRANSIT_ENDS_IN_TEXT = 'Transit ends in';
export type MatchStatusText = typeof TRANSIT_IN_TEXT | typeof TRANSIT_ENDS_IN_TEXT;

function addedAtMs(addedAt: string | number | undefined): number | null {
  if (typeof addedAt === 'number') return Number.isFinite(addedAt) ? addedAt : null;
  if (typeof addedAt !== 'string') return null;
  return parseIstTimestamp(addedAt)?.getTime() ?? null;
}

function slotDate(entry: MatchTiming): string | null {
  if (!entry.slot) return null;
  return toIstDateString(entry.date);
}

/** When the entry's slot starts, or null when it has no readable date and slot. */
export function matchStartTime(entry: MatchTiming): Date | null {
  const date = slotDate(entry);
  return date && entry.slot ? istDateTime(date, slotStartHour(entry.slot)) : null;
}

/**
 * When the entry ends (spec section 4): the end hour of its slot on its date in IST, or 24 h after it was
 * added when it has no date or no slot. null when neither is readable.
 */
export function matchEndTime(entry: MatchTiming): Date | null {
  const date = slotDate(entry);
  if (date && entry.slot) return istDateTime(date, slotEndHour(entry.slot));
  const added = addedAtMs(entry.addedAt);
  return added === null ? null : new Date(added + MATCH_FALLBACK_LIFETIME_MS);
}

/**
 * Expired entries are dropped on load. An entry expires at its end time (inclusive). An entry with no
 * readable end time is treated as expired: it can show no countdown and would otherwise never leave the pool.
 */
export function isExpired(entry: MatchTiming, now: Date): boolean {
  const end = matchEndTime(entry);
  return end === null || now.getTime() >= end.getTime();
}

export function dropExpired<T extends MatchTiming>(entries: readonly T[], now: Date): T[] {
  return entries.filter((entry) => !isExpired(entry, now));
}

/**
 * Countdown text for time left. Whole minutes are counted down (floored), then:
 * under one minute (or past) -> '0h'; under an hour -> 'Xm'; whole hours -> 'Xh'; otherwise 'Xh Ym'.
 */
export function formatTimeLeft(timeLeftMs: number): string {
  const minutes = Number.isFinite(timeLeftMs) ? Math.floor(timeLeftMs / 60_000) : 0;
  if (minutes <= 0) return '0h';
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

export interface MatchCountdown {
  statusText: MatchStatusText;
  /** Milliseconds to the instant counted to; never negative. */
  timeLeftMs: number;
  timeLeft: string;
}

/**
 * Status text and time left (spec section 4): before the slot starts, 'Transit in' counting to the start;
 * from the start on, 'Transit ends in' counting to the end. Without a known slot and date the countdown runs
 * to the end time (24 h after it was added), labelled 'Transit ends in'.
 */
export function matchCountdown(entry: MatchTiming, now: Date): MatchCountdown {
  const start = matchStartTime(entry);
  const nowMs = now.getTime();
  if (start && nowMs < start.getTime()) {
    const timeLeftMs = start.getTime() - nowMs;
    return { statusText: TRANSIT_IN_TEXT, timeLeftMs, timeLeft: formatTimeLeft(timeLeftMs) };
  }
  const end = matchEndTime(entry);
  const timeLeftMs = end ? Math.max(0, end.getTime() - nowMs) : 0;
  return { statusText: TRANSIT_ENDS_IN_TEXT, timeLeftMs, timeLeft: formatTimeLeft(timeLeftMs) };
}

/** 'Departing Soon' tab: the countdown shows 4 hours or less. */
export function isDepartingSoon(timeLeftMs: number): boolean {
  return timeLeftMs <= DEPARTING_SOON_MS;
}

/** 'High Savings' tab: savings above 30 percent. */
export function isHighSavings(savingsPercent: number): boolean {
  return savingsPercent > HIGH_SAVINGS_THRESHOLD_PERCENT;
}

// Characters as a reader counts them: a Devanagari letter with its vowel sign is one character, not two.
const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/*
 * Only the first ROUTE_LINE_MAX_CHARS characters are ever shown, so only a bounded head of the text is
 * segmented: a grapheme is at most a few code units in real text, and the work must not grow with whatever
 * length a stored text has (a 200 KB text once froze the server for minutes).
 */
const CUT_HEAD_CODE_UNITS = ROUTE_LINE_MAX_CHARS * 16;

function cut(text: string): string {
  const trimmed = text.trim();
  const head = trimmed.slice(0, CUT_HEAD_CODE_UNITS);
  const chars: string[] = [];
  for (const { segment } of GRAPHEMES.segment(head)) {
    if (chars.length === ROUTE_LINE_MAX_CHARS) return `${chars.join('')}...`;
    chars.push(segment);
  }
  return head.length < trimmed.length ? `${chars.join('')}...` : chars.join('');
}

/**
 * The card's route line: pickup and delivery each cut to 20 characters (user-perceived characters, '...' marks
 * a cut), joined by an arrow.
 */
export function routeLine(pickup: string, delivery: string): string {
  return `${cut(pickup)} → ${cut(delivery)}`;
}

const normalise = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** The shared-trucks filter tabs (spec section 2). */
export const TRUCK_MATCH_TABS = ['all', 'compatible', 'highSavings', 'departingSoon'] as const;
export type TruckMatchTab = (typeof TRUCK_MATCH_TABS)[number];
export const TRUCK_MATCH_TAB_LABELS: Record<TruckMatchTab, string> = {
  all: 'All Matches',
  compatible: 'Compatible',
  highSavings: 'High Savings',
  departingSoon: 'Departing Soon',
};

export interface TruckMatchFilterable {
  company: string;
  route: string;
  pickupLocation: string;
  deliveryLocation: string;
  compatible: boolean;
  savings: number;
  timeLeftMs: number;
}

export function isInMatchTab(card: TruckMatchFilterable, tab: TruckMatchTab): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'compatible':
      return card.compatible;
    case 'highSavings':
      return isHighSavings(card.savings);
    case 'departingSoon':
      return isDepartingSoon(card.timeLeftMs);
  }
}

/** 'Search by company, route, or location...': case-insensitive substring; an empty query matches all. */
export function matchesMatchSearch(card: TruckMatchFilterable, query: string): boolean {
  const needle = normalise(query);
  if (!needle) return true;
  return [card.company, card.route, card.pickupLocation, card.deliveryLocation].some((field) =>
    normalise(field).includes(needle),
  );
}

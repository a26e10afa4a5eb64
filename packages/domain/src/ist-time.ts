/*
 * India Standard Time helpers.
 *
 * IST is a fixed UTC+05:30 offset with no daylight saving, so every conversion is plain arithmetic on epoch
 * milliseconds: shift the instant by the offset and read the UTC fields of the shifted value. Nothing here reads
 * the process time zone, which is why the same answers come out on a server in UTC, New York or Kolkata.
 */

export const IST_OFFSET_MINUTES = 330;
export const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

/** Wall-clock fields of an instant in IST. month is 1-12; weekday is 0 (Sunday) to 6 (Saturday). */
export interface IstParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
  /** hour + minute / 60, 0 <= x < 24 */
  fractionalHour: number;
  /** 1..366 */
  dayOfYear: number;
}

/** The instant an IST day starts (00:00 IST), for the day the instant `ms` falls in. */
export function istMidnightMs(ms: number): number {
  const sinceMidnight = (((ms + IST_OFFSET_MS) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  return ms - sinceMidnight;
}

export function istParts(date: Date): IstParts {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  const year = shifted.getUTCFullYear();
  const hour = shifted.getUTCHours();
  const minute = shifted.getUTCMinutes();
  return {
    year,
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour,
    minute,
    weekday: shifted.getUTCDay(),
    fractionalHour: hour + minute / 60,
    dayOfYear: Math.floor((shifted.getTime() - utcMs(year, 0, 1, 0, 0)) / MS_PER_DAY) + 1,
  };
}

/** ISO 8601 with the +05:30 offset, second precision: 2025-07-14T09:00:00+05:30. */
export function toIstIso(at: Date): string {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+05:30`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The IST calendar date of an instant as 'YYYY-MM-DD'. */
export function istDateString(date: Date): string {
  const p = istParts(date);
  return `${String(p.year).padStart(4, '0')}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** Today's date in IST as 'YYYY-MM-DD' (the date the date pickers treat as today). */
export function istToday(now: Date): string {
  return istDateString(now);
}

/** Date.UTC without its remap of years 0-99 to 1900-1999. */
function utcMs(year: number, monthIndex: number, day: number, hour: number, minute: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hour, minute, 0, 0);
  return date.getTime();
}

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Splits a 'YYYY-MM-DD' string into numbers; null when malformed or not a real calendar day (2025-02-30). */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(utcMs(year, month - 1, day, 0, 0));
  // Out-of-range days roll over (30 February becomes 2 March), so a changed field means no such day.
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** 'YYYY-MM-DD' plus n calendar days (dates are plain calendar days, so UTC arithmetic is exact). */
export function addDaysToIsoDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isIsoDate(text: unknown): text is string {
  return typeof text === 'string' && parseIsoDate(text) !== null;
}

/**
 * The instant at which the IST wall clock shows `hour:minute` on `dateStr`. Hours past 23 roll into the next
 * day (hour 24 is the following midnight). Throws RangeError for a malformed date: callers validate user
 * input with the schemas first, so a bad value here is a programming error.
 */
export function istDateTime(dateStr: string, hour: number, minute = 0): Date {
  const parts = parseIsoDate(dateStr);
  if (!parts) throw new RangeError(`Expected a date as YYYY-MM-DD, got '${dateStr}'`);
  return new Date(utcMs(parts.year, parts.month - 1, parts.day, hour, minute) - IST_OFFSET_MS);
}

const TIMESTAMP_PATTERN =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads an ISO 8601 timestamp. Text without a zone designator is read as IST wall time, never as the process's
 * local time (which is what Date.parse would do). Returns null for anything else.
 */
export function parseIstTimestamp(text: string): Date | null {
  const match = TIMESTAMP_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, datePart = '', hh = '', mm = '', ss = '0', fraction = '', zone] = match;
  const hour = Number(hh);
  const minute = Number(mm);
  const second = Number(ss);
  if (!parseIsoDate(datePart) || hour > 23 || minute > 59 || second > 59) return null;
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const wallMs = istDateTime(datePart, hour, minute).getTime() + second * 1000 + millis;
  if (zone === undefined) return new Date(wallMs);
  if (zone.toUpperCase() === 'Z') return new Date(wallMs + IST_OFFSET_MS);
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
  // wallMs is the instant if the wall time were IST; move it to the stated offset instead.
  return new Date(wallMs + IST_OFFSET_MS - offsetMinutes * 60_000);
}

/** A timestamp as parseIstTimestamp reads it, or a plain 'YYYY-MM-DD' as that day's IST midnight. */
export function parseIstDateOrTimestamp(text: string): Date | null {
  const trimmed = text.trim();
  return isIsoDate(trimmed) ? istDateTime(trimmed, 0) : parseIstTimestamp(trimmed);
}

/**
 * The IST calendar date of a stored date value. A plain 'YYYY-MM-DD' is taken as already meaning an IST date;
 * a timestamp (ISO text with time, or a Date) is converted, so '2025-03-10T00:00:00.000Z' is 10 March in IST.
 * Returns null for anything unreadable.
 */
export function toIstDateString(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : istDateString(value);
  const text = value.trim();
  if (ISO_DATE_PATTERN.test(text)) return parseIsoDate(text) ? text : null;
  const instant = parseIstTimestamp(text);
  return instant ? istDateString(instant) : null;
}

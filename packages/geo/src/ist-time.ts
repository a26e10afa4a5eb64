/**
 * India Standard Time helpers. IST is a fixed UTC+05:30 with no daylight saving, so all calendar fields are derived
 * by shifting the epoch and reading UTC fields: the host process time zone never enters.
 */
export const IST_OFFSET_MS = 5.5 * 3600 * 1000;

export interface IstParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** 0..23 */
  hour: number;
  minute: number;
  /** 0 = Sunday */
  weekday: number;
  /** hour + minute / 60, 0 <= x < 24 */
  fractionalHour: number;
  /** 1..366 */
  dayOfYear: number;
}

export function istParts(at: Date): IstParts {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  const year = shifted.getUTCFullYear();
  const startOfYear = Date.UTC(year, 0, 1);
  const dayOfYear = Math.floor((shifted.getTime() - startOfYear) / 86_400_000) + 1;
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
    dayOfYear,
  };
}

/** ISO 8601 with the +05:30 offset, minute precision: 2025-07-14T09:00:00+05:30. */
export function toIstIso(at: Date): string {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+05:30`;
}

/** Parses an ISO string; a string without an offset is read as IST wall-clock time. Returns null when invalid. */
export function parseIstDateTime(text: string): Date | null {
  const trimmed = text.trim();
  const hasZone = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(trimmed);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(trimmed);
  if (!m) return null;
  if (hasZone) {
    const d = new Date(trimmed);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const utc =
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - IST_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc);
}

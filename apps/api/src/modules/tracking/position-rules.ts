/*
 * Plausibility rules for GPS fixes (issue 9). Pure functions, no I/O, so the ingest use-case and the tests share
 * one definition.
 */
import { haversineKm } from '@logisaathi/geo';

/** Device clocks drift; a fix up to this far in the future is accepted as clock skew. */
export const MAX_CLOCK_SKEW_MS = 2 * 60_000;
/** No truck in Delhi NCR covers ground faster than this between two fixes. */
export const MAX_SPEED_KMH = 150;
/**
 * Two honest fixes a few seconds apart can be tens of metres apart from GPS noise alone (phones report 5-50 m
 * accuracy), which over a short interval looks like a very high speed. This distance is always allowed.
 */
export const GPS_JITTER_KM = 0.2;
/** Fixes older than the assignment (minus this) belong to an earlier job of the same phone. */
export const BEFORE_ASSIGNMENT_SLACK_MS = 10 * 60_000;
/** How often the driver page sends the phone's position (the issue asks for 15-30 s). */
export const DRIVER_PAGE_INTERVAL_S = 20;

export interface Fix {
  lat: number;
  lon: number;
  recordedAt: Date;
}

export type FixRejection = 'coordinates' | 'future' | 'before_assignment' | 'too_fast';

export const REJECTION_MESSAGES: Record<FixRejection, string> = {
  coordinates: 'Latitude must be between -90 and 90 and longitude between -180 and 180',
  future: 'The position is timestamped in the future; check the phone clock',
  before_assignment: 'The position was recorded before this job was assigned',
  too_fast: `The position is too far from the previous one (faster than ${MAX_SPEED_KMH} km/h)`,
};

/** Range check; (0, 0) is what trackers send when they have no fix yet, and it is far from any Indian road. */
export function hasValidCoordinates(lat: number, lon: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    !(lat === 0 && lon === 0)
  );
}

export function checkFixAlone(fix: Fix, now: Date, assignedAt: Date): FixRejection | null {
  if (!hasValidCoordinates(fix.lat, fix.lon)) return 'coordinates';
  if (fix.recordedAt.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) return 'future';
  if (fix.recordedAt.getTime() < assignedAt.getTime() - BEFORE_ASSIGNMENT_SLACK_MS)
    return 'before_assignment';
  return null;
}

/** Whether going from `a` to `b` needs more than MAX_SPEED_KMH (after the jitter allowance). */
export function isTeleport(a: Fix, b: Fix): boolean {
  const hours = Math.abs(b.recordedAt.getTime() - a.recordedAt.getTime()) / 3_600_000;
  const km = haversineKm(a, b);
  return km > GPS_JITTER_KM + MAX_SPEED_KMH * hours;
}

/**
 * Parses a tracker timestamp: unix seconds (OsmAnd, Traccar Client), unix milliseconds (13+ digits), or an
 * ISO 8601 date-time (an offset is required; a bare local time would be ambiguous). Null when unreadable.
 */
export function parseFixTimestamp(value: string | number | undefined, now: Date): Date | null {
  if (value === undefined || value === '') return now;
  const text = String(value).trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    const ms = n >= 1e12 ? n : n * 1000;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** ~200 m: 0.002° of latitude is 222 m, of longitude at Delhi's latitude 195 m. */
const PUBLIC_GRID_DEG = 0.002;

/** What a public link may show of a position: snapped to a ~200 m grid, so it never pins a doorstep. */
export function roundForPublic(p: { lat: number; lon: number }): { lat: number; lon: number } {
  const snap = (v: number) => Number((Math.round(v / PUBLIC_GRID_DEG) * PUBLIC_GRID_DEG).toFixed(3));
  return { lat: snap(p.lat), lon: snap(p.lon) };
}

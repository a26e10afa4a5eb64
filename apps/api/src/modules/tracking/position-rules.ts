/*
 * Tracking's own checks of a GPS fix (issue 9): coordinates in range, and not older than the job. Whether a
 * position makes sense (clock, speed, service area) is the domain's one rule (packages/domain position-sense.ts,
 * issue 30), which dispatch and proofs apply too.
 */
import { POSITION_FLAG_MESSAGES, type PositionFlag } from '@logisaathi/domain';
/** Fixes older than the assignment (minus this) belong to an earlier job of the same phone. */
export const BEFORE_ASSIGNMENT_SLACK_MS = 10 * 60_000;
/** How often the driver page sends the phone's position (the issue asks for 15-30 s). */
export const DRIVER_PAGE_INTERVAL_S = 20;

export interface Fix {
  lat: number;
  lon: number;
  recordedAt: Date;
}

export type FixRejection = 'coordinates' | 'before_assignment' | PositionFlag;

export const REJECTION_MESSAGES: Record<FixRejection, string> = {
  coordinates: 'Latitude must be between -90 and 90 and longitude between -180 and 180',
  before_assignment: 'The position was recorded before this job was assigned',
  ...POSITION_FLAG_MESSAGES,
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

/** Coordinates in range, and for a job's trail not recorded before the job (`assignedAt`). */
export function checkFixAlone(fix: Fix, assignedAt: Date): FixRejection | null {
  if (!hasValidCoordinates(fix.lat, fix.lon)) return 'coordinates';
  if (fix.recordedAt.getTime() < assignedAt.getTime() - BEFORE_ASSIGNMENT_SLACK_MS)
    return 'before_assignment';
  return null;
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

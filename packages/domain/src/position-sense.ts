/*
 * Positions make sense (issue 30): the one rule that dispatch (a partner vehicle's position), live tracking (a
 * delivery's trail) and proofs of delivery apply to a reported position. A position is inside the service area
 * (Delhi NCR with a margin), its time is within minutes of the server's, and the speed implied by the previous
 * fix is one a truck can drive. Pure functions, no I/O.
 */
import { englishText, serverText } from './i18n/server';

/**
 * Delhi NCR (28.25-29.05 N, 76.75-77.65 E, the geocoder's NCR_BBOX) widened by about 25 km on every side, for
 * trucks on the ring roads, at the edge of the region or on a highway just past it.
 */
export const SERVICE_AREA = { minLat: 28.0, maxLat: 29.3, minLon: 76.5, maxLon: 77.9 } as const;

/** Device clocks drift; a fix up to this far in the future is accepted as clock skew. */
export const MAX_CLOCK_SKEW_MS = 2 * 60_000;
/** A live position (for dispatch) older than this by its own timestamp is no current position. */
export const MAX_POSITION_AGE_MS = 10 * 60_000;
/** No truck in Delhi NCR covers ground faster than this between two fixes. */
export const MAX_SPEED_KMH = 150;
/**
 * Two honest fixes a few seconds apart can be tens of metres apart from GPS noise alone (phones report 5-50 m
 * accuracy), which over a short interval looks like a very high speed. This distance is always allowed.
 */
export const GPS_JITTER_KM = 0.2;
/** A proof of delivery taken farther than this from the drop is flagged to the shipper (POD_FAR_FROM_DROP_KM). */
export const DEFAULT_PROOF_FAR_FROM_DROP_KM = 1;

export interface TimedPoint {
  lat: number;
  lon: number;
  recordedAt: Date;
}

export const POSITION_FLAGS = ['future', 'stale', 'too_fast', 'outside_area'] as const;
export type PositionFlag = (typeof POSITION_FLAGS)[number];

/** Why a position was flagged, in the words the API answers with (Hindi in the server texts). */
export const POSITION_FLAG_MESSAGES: Readonly<Record<PositionFlag, string>> = {
  future: 'The position is timestamped in the future; check the phone clock',
  stale: 'The position is timestamped more than 10 minutes ago; check the phone clock',
  too_fast: englishText(serverText('tracking.tooFast', { kmh: MAX_SPEED_KMH })),
  outside_area: 'The position is outside the service area (Delhi NCR)',
};

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km. */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isInServiceArea(p: { lat: number; lon: number }): boolean {
  return (
    p.lat >= SERVICE_AREA.minLat &&
    p.lat <= SERVICE_AREA.maxLat &&
    p.lon >= SERVICE_AREA.minLon &&
    p.lon <= SERVICE_AREA.maxLon
  );
}

/** Whether going from `a` to `b` needs more than MAX_SPEED_KMH (after the jitter allowance), either way in time. */
export function isImplausibleMove(a: TimedPoint, b: TimedPoint): boolean {
  const hours = Math.abs(b.recordedAt.getTime() - a.recordedAt.getTime()) / 3_600_000;
  return greatCircleKm(a, b) > GPS_JITTER_KM + MAX_SPEED_KMH * hours;
}

export interface JudgeOptions {
  /** Fixes next to this one in time (the previous fix, and for a late fix the one after it). */
  neighbours?: ReadonlyArray<TimedPoint | null | undefined>;
  /**
   * How old a fix may be by its own clock (MAX_POSITION_AGE_MS for a live position). Null: any age (a delivery's
   * trail takes fixes a phone kept while offline; tracking bounds them by the assignment instead).
   */
  maxAgeMs?: number | null;
}

/**
 * The first reason a position makes no sense, or null. In order: its clock (future, too old), the speed from
 * its neighbours in time, then the service area.
 */
export function judgePosition(fix: TimedPoint, now: Date, options: JudgeOptions = {}): PositionFlag | null {
  const at = fix.recordedAt.getTime();
  if (at > now.getTime() + MAX_CLOCK_SKEW_MS) return 'future';
  const maxAgeMs = options.maxAgeMs ?? null;
  if (maxAgeMs !== null && at < now.getTime() - maxAgeMs) return 'stale';
  for (const other of options.neighbours ?? []) {
    if (other && isImplausibleMove(other, fix)) return 'too_fast';
  }
  if (!isInServiceArea(fix)) return 'outside_area';
  return null;
}

export interface ProofPositionCheck {
  /** Metres from the delivery's drop point, rounded. */
  distanceFromDropM: number;
  /** Why the shipper is shown a warning: outside the service area, or farther than the limit from the drop. */
  flag: 'outside_area' | 'far_from_drop' | null;
}

/**
 * A proof of delivery's position against the drop: accepted either way (the goods were handed over), but
 * flagged to the shipper when it is outside the service area or farther than `farKm` from the drop.
 */
export function checkProofPosition(
  proof: { lat: number; lon: number },
  drop: { lat: number; lon: number },
  farKm = DEFAULT_PROOF_FAR_FROM_DROP_KM,
): ProofPositionCheck {
  const km = greatCircleKm(proof, drop);
  const distanceFromDropM = Math.round(km * 1000);
  if (!isInServiceArea(proof)) return { distanceFromDropM, flag: 'outside_area' };
  return { distanceFromDropM, flag: km > farKm ? 'far_from_drop' : null };
}

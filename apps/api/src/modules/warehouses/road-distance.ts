import { istParts } from '@logisaathi/domain';
import { estimateRoute, haversineKm, type LatLon } from '@logisaathi/geo';

export interface RoadDistance {
  distanceKm: number;
  durationMin: number;
}

/**
 * Used only if the calibrated estimator cannot load its data: the median road/straight ratio and a typical
 * daytime speed for Delhi, so the catalogue still shows sensible distances instead of failing.
 */
const FALLBACK_DETOUR_RATIO = 1.35;
const FALLBACK_SPEED_KMH = 22;

let isEstimatorBroken = false;

/** Road distance and drive time from the user's location to a warehouse, at the current IST hour's traffic. */
export function roadDistance(from: LatLon, to: LatLon, now: Date): RoadDistance {
  if (!isEstimatorBroken) {
    try {
      const estimate = estimateRoute(from, to, istParts(now).hour);
      return { distanceKm: round1(estimate.distanceKm), durationMin: Math.round(estimate.durationMin) };
    } catch {
      isEstimatorBroken = true;
    }
  }
  const distanceKm = haversineKm(from, to) * FALLBACK_DETOUR_RATIO;
  return { distanceKm: round1(distanceKm), durationMin: Math.round((distanceKm / FALLBACK_SPEED_KMH) * 60) };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

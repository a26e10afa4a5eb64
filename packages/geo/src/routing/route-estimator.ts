/**
 * Embedded road distance and drive time estimate from two coordinates, with no road network at run time.
 *
 * Method: road km = straight-line km x detour ratio, where the ratio is interpolated (piecewise linear in the band's
 * median straight-line distance) from the band medians measured on real OSM shortest paths, times a zone-pair
 * circuity correction exp(a[zone(from), zone(to)]) where the calibration saw that pair of ~1.5 km zones. Duration = road km / effective
 * free-flow speed of the band, slowed by the hourly factors weighted by the band's arterial share. Every constant
 * comes from data/route-calibration.json (scripts/calibrate-routing.ts).
 */
import { haversineKm, type LatLon } from '../geo-math';
import type { RouteCalibration } from './route-calibration';

export interface RouteEstimate {
  distanceKm: number;
  durationMin: number;
  straightKm: number;
  detourRatio: number;
}

export interface EstimateOptions {
  /** Disable the zone-pair circuity correction (band medians only). */
  bandsOnly?: boolean;
}

export class RouteEstimator {
  private readonly xs: number[];

  constructor(private readonly cal: RouteCalibration) {
    this.xs = cal.bands.map((b) => b.medianStraightKm);
  }

  estimate(from: LatLon, to: LatLon, istHour: number, options: EstimateOptions = {}): RouteEstimate {
    const straightKm = haversineKm(from, to);
    const band = (pick: (b: RouteCalibration['bands'][number]) => number): number =>
      interpolate(this.xs, this.cal.bands.map(pick), straightKm);
    const correction = options.bandsOnly ? 0 : this.zoneCorrection(from, to);
    const detourRatio = band((b) => b.detourRatio) * Math.exp(correction);
    const distanceKm = straightKm * detourRatio;
    const durationMin = (distanceKm / band((b) => b.freeFlowKmh)) * this.slowdown(straightKm, istHour) * 60;
    return { distanceKm, durationMin, straightKm, detourRatio };
  }

  /**
   * Travel-time multiplier over free flow for a trip of this straight-line length leaving at an IST hour: the band's
   * arterial share weights the arterial and local hourly factors. Also applied to OSRM's free-flow durations.
   */
  slowdown(straightKm: number, istHour: number): number {
    const share = interpolate(
      this.xs,
      this.cal.bands.map((b) => b.arterialShare),
      straightKm,
    );
    const h = ((Math.floor(istHour) % 24) + 24) % 24;
    return (
      share / (this.cal.hourlyFactor.arterial[h] ?? 1) + (1 - share) / (this.cal.hourlyFactor.local[h] ?? 1)
    );
  }

  private zoneCorrection(from: LatLon, to: LatLon): number {
    const size = this.cal.zoneCircuity.zoneDeg;
    const a = `${Math.floor(from.lat / size)}:${Math.floor(from.lon / size)}`;
    const b = `${Math.floor(to.lat / size)}:${Math.floor(to.lon / size)}`;
    return this.cal.zoneCircuity.pairs[a < b ? `${a}|${b}` : `${b}|${a}`] ?? 0;
  }
}

/** Piecewise-linear interpolation on ascending xs, clamped to the end values. */
function interpolate(xs: number[], ys: number[], x: number): number {
  const n = xs.length;
  if (n === 0) return 1;
  if (x <= (xs[0] ?? 0)) return ys[0] ?? 1;
  for (let i = 1; i < n; i++) {
    const x1 = xs[i] ?? 0;
    if (x <= x1) {
      const x0 = xs[i - 1] ?? 0;
      const y0 = ys[i - 1] ?? 1;
      const y1 = ys[i] ?? 1;
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
    }
  }
  return ys[n - 1] ?? 1;
}

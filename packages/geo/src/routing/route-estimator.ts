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
  // Band columns and zone pairs are unpacked once: dispatch asks for thousands of estimates per decision.
  private readonly detour: number[];
  private readonly freeFlow: number[];
  private readonly arterialShare: number[];
  private readonly zonePairs = new Map<number, Map<number, number>>();

  constructor(private readonly cal: RouteCalibration) {
    this.xs = cal.bands.map((b) => b.medianStraightKm);
    this.detour = cal.bands.map((b) => b.detourRatio);
    this.freeFlow = cal.bands.map((b) => b.freeFlowKmh);
    this.arterialShare = cal.bands.map((b) => b.arterialShare);
    for (const [pair, value] of Object.entries(cal.zoneCircuity.pairs)) {
      const [a, b] = pair.split('|');
      const [aRow, aCol] = (a ?? '').split(':').map(Number);
      const [bRow, bCol] = (b ?? '').split(':').map(Number);
      const ka = zoneKey(aRow ?? 0, aCol ?? 0);
      const kb = zoneKey(bRow ?? 0, bCol ?? 0);
      this.setPair(ka, kb, value);
      this.setPair(kb, ka, value);
    }
  }

  estimate(from: LatLon, to: LatLon, istHour: number, options: EstimateOptions = {}): RouteEstimate {
    const straightKm = haversineKm(from, to);
    const correction = options.bandsOnly ? 0 : this.zoneCorrection(from, to);
    const detourRatio = interpolate(this.xs, this.detour, straightKm) * Math.exp(correction);
    const distanceKm = straightKm * detourRatio;
    const durationMin =
      (distanceKm / interpolate(this.xs, this.freeFlow, straightKm)) *
      this.slowdown(straightKm, istHour) *
      60;
    return { distanceKm, durationMin, straightKm, detourRatio };
  }

  /**
   * Travel-time multiplier over free flow for a trip of this straight-line length leaving at an IST hour: the band's
   * arterial share weights the arterial and local hourly factors. Also applied to OSRM's free-flow durations.
   */
  slowdown(straightKm: number, istHour: number): number {
    const share = interpolate(this.xs, this.arterialShare, straightKm);
    const h = ((Math.floor(istHour) % 24) + 24) % 24;
    return (
      share / (this.cal.hourlyFactor.arterial[h] ?? 1) + (1 - share) / (this.cal.hourlyFactor.local[h] ?? 1)
    );
  }

  private zoneCorrection(from: LatLon, to: LatLon): number {
    const size = this.cal.zoneCircuity.zoneDeg;
    const a = zoneKey(Math.floor(from.lat / size), Math.floor(from.lon / size));
    const b = zoneKey(Math.floor(to.lat / size), Math.floor(to.lon / size));
    return this.zonePairs.get(a)?.get(b) ?? 0;
  }

  private setPair(a: number, b: number, value: number): void {
    const row = this.zonePairs.get(a);
    if (row) row.set(b, value);
    else this.zonePairs.set(a, new Map([[b, value]]));
  }
}

/** A zone's row and column in one number: columns of a ~1.5 km grid stay far inside +-500,000 anywhere on Earth. */
function zoneKey(row: number, col: number): number {
  return row * 1_000_003 + col;
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

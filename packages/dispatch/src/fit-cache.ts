import type { DayFitResult } from './day-fit';
import type { DispatchVehicle } from './types';

/**
 * Remembers day fits between rounds. A fit depends on the vehicle's day and position (a new vehicle object when
 * either changes: the cache is keyed by object identity) and, slowly, on the clock (it reads 'now' only when the
 * truck would start from its current position), so a fit younger than `maxAgeMs` is reused. Batch rounds every
 * few seconds then re-estimate only the vehicles whose day changed. Status, position age, documents, payload,
 * size and features are always checked afresh.
 */
export class FitCache {
  private readonly byVehicle = new WeakMap<
    DispatchVehicle,
    Map<string, { atMs: number; radiusKm: number; result: DayFitResult }>
  >();

  constructor(private readonly maxAgeMs = 30_000) {}

  get(vehicle: DispatchVehicle, jobId: string, radiusKm: number, nowMs: number): DayFitResult | undefined {
    const entry = this.byVehicle.get(vehicle)?.get(jobId);
    if (!entry || entry.radiusKm !== radiusKm || nowMs - entry.atMs > this.maxAgeMs || nowMs < entry.atMs)
      return undefined;
    return entry.result;
  }

  set(vehicle: DispatchVehicle, jobId: string, radiusKm: number, nowMs: number, result: DayFitResult): void {
    let jobs = this.byVehicle.get(vehicle);
    if (!jobs) {
      jobs = new Map();
      this.byVehicle.set(vehicle, jobs);
    }
    jobs.set(jobId, { atMs: nowMs, radiusKm, result });
  }
}

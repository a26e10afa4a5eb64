import { DEFAULT_HANDLING, fitInDay, type DayFit, type HandlingTimes } from './day-fit';
import type { FitCache } from './fit-cache';
import { staticMisfit, type IneligibleReason } from './fit';
import { DEFAULT_RANKING, rankingCost, type RankingWeights } from './ranking';
import { roadTravel } from './travel';
import type { DispatchJob, DispatchVehicle, TravelFn } from './types';
import type { VehicleIndex } from './vehicle-index';

export interface CandidateConfig {
  /** Road radii around the pickup, tried in order while nobody suitable is found (default 15, 25, 40 km). */
  radiiKm: readonly number[];
  /** An online vehicle whose last position is older than this is treated as offline (10 minutes). */
  maxPositionAgeMs: number;
  handling: HandlingTimes;
  ranking: RankingWeights;
}

export const DEFAULT_CANDIDATE_CONFIG: CandidateConfig = {
  radiiKm: [15, 25, 40],
  maxPositionAgeMs: 10 * 60_000,
  handling: DEFAULT_HANDLING,
  ranking: DEFAULT_RANKING,
};

export interface Candidate {
  vehicle: DispatchVehicle;
  fit: DayFit;
  /** Ranking cost in equivalent empty km (lower is better, see ranking.ts). */
  cost: number;
  effectiveRating: number;
  effectiveAcceptance: number;
}

export interface CandidateSearch {
  /** The radius the candidates were found within (the largest tried when none were). */
  radiusKm: number;
  /** Index into `radiiKm` of that radius; the waves pass it back to widen from there. */
  radiusStep: number;
  /** Best first; ties broken by vehicle id so the order is stable. */
  candidates: Candidate[];
  /** How many vehicles the grid returned at that radius and why each ineligible one was left out. */
  rejected: Partial<Record<IneligibleReason, number>>;
}

export interface CandidateOptions {
  nowMs: number;
  travel?: TravelFn;
  config?: CandidateConfig;
  /** First radius step to try (the waves' current step); default 0. */
  fromStep?: number;
  /** Vehicles not to return (already offered this job). */
  exclude?: ReadonlySet<string>;
  cache?: FitCache;
}

/** Checks one vehicle against one job at a road radius: eligibility and, when eligible, how it would do it. */
export function evaluateVehicle(
  vehicle: DispatchVehicle,
  job: DispatchJob,
  radiusKm: number,
  options: {
    nowMs: number;
    travel: TravelFn;
    config: CandidateConfig;
    carry?: { km: number; min: number };
    cache?: FitCache;
  },
): { fit: DayFit } | { reason: IneligibleReason } {
  const misfit = staticMisfit(vehicle, job, {
    nowMs: options.nowMs,
    maxPositionAgeMs: options.config.maxPositionAgeMs,
  });
  if (misfit) return { reason: misfit };
  const cached = options.cache?.get(vehicle, job.id, radiusKm, options.nowMs);
  if (cached) return cached;
  const result = fitInDay(vehicle, job, {
    nowMs: options.nowMs,
    travel: options.travel,
    handling: options.config.handling,
    maxDeadheadKm: radiusKm,
    ...(options.carry ? { carry: options.carry } : {}),
  });
  options.cache?.set(vehicle, job.id, radiusKm, options.nowMs, result);
  return result;
}

/**
 * The suitable vehicles for a job, ranked: the grid gives the vehicles within the radius in a straight line, the
 * cheap checks (status, fresh position, documents, payload, size, features) run before any road estimate, then the
 * day fit (free in the slot, deadhead within the road radius). When nobody suitable is found the radius widens
 * step by step.
 */
export function findCandidates(
  job: DispatchJob,
  index: VehicleIndex,
  options: CandidateOptions,
): CandidateSearch {
  const config = options.config ?? DEFAULT_CANDIDATE_CONFIG;
  const travel = options.travel ?? roadTravel;
  const carry = travel(job.pickup, job.drop, job.window.startMs);
  const lastStep = config.radiiKm.length - 1;
  let search: CandidateSearch | null = null;
  // Only 'too-far' can change at a wider radius: a vehicle ruled out for anything else is not looked at again.
  const settled = new Map<DispatchVehicle, IneligibleReason>();
  for (let step = Math.min(options.fromStep ?? 0, lastStep); step <= lastStep; step++) {
    const radiusKm = config.radiiKm[step] as number;
    const candidates: Candidate[] = [];
    const rejected: Partial<Record<IneligibleReason, number>> = {};
    for (const vehicle of index.near(job.pickup, radiusKm)) {
      if (options.exclude?.has(vehicle.id)) continue;
      const known = settled.get(vehicle);
      const result =
        known !== undefined
          ? { reason: known }
          : evaluateVehicle(vehicle, job, radiusKm, {
              nowMs: options.nowMs,
              travel,
              config,
              carry,
              ...(options.cache ? { cache: options.cache } : {}),
            });
      if ('reason' in result) {
        if (result.reason !== 'too-far') settled.set(vehicle, result.reason);
        rejected[result.reason] = (rejected[result.reason] ?? 0) + 1;
        continue;
      }
      const rank = rankingCost(vehicle, result.fit, config.ranking);
      candidates.push({ vehicle, fit: result.fit, ...rank });
    }
    candidates.sort((a, b) => a.cost - b.cost || (a.vehicle.id < b.vehicle.id ? -1 : 1));
    search = { radiusKm, radiusStep: step, candidates, rejected };
    if (candidates.length > 0) break;
  }
  return search ?? { radiusKm: 0, radiusStep: 0, candidates: [], rejected: {} };
}

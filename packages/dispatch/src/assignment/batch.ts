import { DEFAULT_CANDIDATE_CONFIG, evaluateVehicle, type CandidateConfig } from '../candidates';
import type { DayFit } from '../day-fit';
import type { FitCache } from '../fit-cache';
import { roadTravel } from '../travel';
import type { DispatchJob, TravelFn } from '../types';
import type { VehicleIndex } from '../vehicle-index';
import { assignGreedy, solveAssignment, type AssignmentProblem } from './hungarian';

/**
 * Batch assignment round: the pending jobs (in arrival order) and the free vehicles become an assignment problem
 *
 *   pair cost        = empty km the vehicle's day gains + latenessKmPerHour x hours of lateness risk
 *                      (only eligible pairs, within the widest radius); the lateness risk is how far the planned
 *                      unloading ends inside the last `lateMarginMin` of the slot: drive times vary, and a plan
 *                      that finishes just before the slot ends is late whenever the roads are slow
 *   unassigned cost  = unassignedKm, rising linearly to urgentUnassignedKm over the last urgencyHorizonMs before
 *                      the slot starts
 *
 * solved exactly (`solveAssignment`) or, for comparison, greedily in arrival order (`assignGreedy`). A job far from
 * its slot is left for a later round rather than given to a truck far away: a nearer truck may free up; as its slot
 * approaches, leaving it costs more than any eligible truck.
 */
export interface BatchCosts {
  latenessKmPerHour: number;
  lateMarginMin: number;
  unassignedKm: number;
  urgentUnassignedKm: number;
  urgencyHorizonMs: number;
}

export const DEFAULT_BATCH_COSTS: BatchCosts = {
  latenessKmPerHour: 6,
  lateMarginMin: 30,
  unassignedKm: 25,
  urgentUnassignedKm: 100,
  urgencyHorizonMs: 3 * 3_600_000,
};

export type BatchPolicy = 'optimal' | 'greedy';

export interface BatchOptions {
  nowMs: number;
  policy?: BatchPolicy;
  travel?: TravelFn;
  config?: CandidateConfig;
  costs?: BatchCosts;
  /** Vehicles that may not take a new job this round (they hold a live offer). */
  busy?: ReadonlySet<string>;
  /** Per job, vehicles that must not get it (they were offered it already). */
  excluded?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Day fits kept between rounds (see FitCache). */
  cache?: FitCache;
}

export interface BatchPair {
  jobId: string;
  vehicleId: string;
  fit: DayFit;
  cost: number;
}

export interface BatchResult {
  pairs: BatchPair[];
  /** Jobs left for a later round, in arrival order. */
  unassigned: string[];
  /** Objective value: pair costs plus unassigned costs. */
  total: number;
}

export function unassignedCostKm(job: DispatchJob, nowMs: number, costs: BatchCosts): number {
  const lead = job.window.startMs - nowMs;
  const urgency = Math.min(1, Math.max(0, 1 - lead / costs.urgencyHorizonMs));
  return costs.unassignedKm + urgency * (costs.urgentUnassignedKm - costs.unassignedKm);
}

/** Builds the round's cost matrix; exported for benches that want to time or inspect it. */
export function buildBatchProblem(
  jobs: readonly DispatchJob[],
  index: VehicleIndex,
  options: BatchOptions,
): { problem: AssignmentProblem; vehicleIds: string[]; fits: Map<number, DayFit> } {
  const config = options.config ?? DEFAULT_CANDIDATE_CONFIG;
  const travel = options.travel ?? roadTravel;
  const costs = options.costs ?? DEFAULT_BATCH_COSTS;
  const radiusKm = config.radiiKm[config.radiiKm.length - 1] ?? 0;
  const colOf = new Map<string, number>();
  const vehicleIds: string[] = [];
  const entries: Array<{ row: number; col: number; cost: number; fit: DayFit }> = [];
  jobs.forEach((job, row) => {
    const carry = travel(job.pickup, job.drop, job.window.startMs);
    const excluded = options.excluded?.get(job.id);
    for (const vehicle of index.near(job.pickup, radiusKm)) {
      if (options.busy?.has(vehicle.id) || excluded?.has(vehicle.id)) continue;
      const result = evaluateVehicle(vehicle, job, radiusKm, {
        nowMs: options.nowMs,
        travel,
        config,
        carry,
        ...(options.cache ? { cache: options.cache } : {}),
      });
      if ('reason' in result) continue;
      let col = colOf.get(vehicle.id);
      if (col === undefined) {
        col = vehicleIds.length;
        colOf.set(vehicle.id, col);
        vehicleIds.push(vehicle.id);
      }
      const slackMin = (job.window.endMs - result.fit.doneAtMs) / 60_000;
      const riskMin = Math.max(0, costs.lateMarginMin - slackMin);
      const cost = result.fit.addedEmptyKm + (costs.latenessKmPerHour * riskMin) / 60;
      entries.push({ row, col, cost, fit: result.fit });
    }
  });
  const cols = vehicleIds.length;
  const cost = new Float64Array(jobs.length * cols).fill(Number.POSITIVE_INFINITY);
  const fits = new Map<number, DayFit>();
  for (const entry of entries) {
    cost[entry.row * cols + entry.col] = entry.cost;
    fits.set(entry.row * cols + entry.col, entry.fit);
  }
  const unassigned = Float64Array.from(jobs, (job) => unassignedCostKm(job, options.nowMs, costs));
  return { problem: { rows: jobs.length, cols, cost, unassignedCost: unassigned }, vehicleIds, fits };
}

export function matchBatch(
  jobs: readonly DispatchJob[],
  index: VehicleIndex,
  options: BatchOptions,
): BatchResult {
  const { problem, vehicleIds, fits } = buildBatchProblem(jobs, index, options);
  const result = options.policy === 'greedy' ? assignGreedy(problem) : solveAssignment(problem);
  const pairs: BatchPair[] = [];
  const unassigned: string[] = [];
  jobs.forEach((job, row) => {
    const col = result.colOfRow[row] as number;
    if (col < 0) {
      unassigned.push(job.id);
      return;
    }
    const key = row * problem.cols + col;
    pairs.push({
      jobId: job.id,
      vehicleId: vehicleIds[col] as string,
      fit: fits.get(key) as DayFit,
      cost: problem.cost[key] as number,
    });
  });
  return { pairs, unassigned, total: result.total };
}

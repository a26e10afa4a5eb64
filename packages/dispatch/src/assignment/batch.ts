import { haversineKm } from '@logisaathi/geo';
import { DEFAULT_CANDIDATE_CONFIG, evaluateVehicle, type CandidateConfig } from '../candidates';
import { slotFitsJob, type DayFit } from '../day-fit';
import { staticMisfit } from '../fit';
import type { FitCache } from '../fit-cache';
import { roadTravel } from '../travel';
import type { DispatchJob, DispatchVehicle, TravelFn } from '../types';
import type { VehicleIndex } from '../vehicle-index';
import { assignGreedy, solveAssignment, type AssignmentProblem } from './hungarian';
import type { OnwardGrid } from './onward';
import {
  type BatchCosts,
  pairCostKm,
  DEFAULT_BATCH_COSTS,
  urgencyOf,
  farTruckAllowed,
  costsMoreThan,
  unassignedCostKm,
  onwardLeaveKm,
} from './batch-costs';

/** A batch round's matching: the cost model is batch-costs.ts; here the problem, its reach, the match and backups. */

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
  /** Backup offers per matched job (see `pickBackups`); none when absent. */
  backups?: BackupConfig;
  /** How many trucks each job looks at, nearest first (DEFAULT_BATCH_REACH). */
  reach?: BatchReach;
  /** Known pickups' nearness, for `BatchCosts.onwardKmWeight` (see onward.ts); absent: no onward term. */
  onward?: OnwardGrid;
}

/**
 * Backups: a matched job is offered to its matched truck and, at the same time, to a few trucks the round left
 * unmatched whose cost is at most `marginKm` above the matched one (and below leaving the job); first to accept
 * wins, as in the greedy waves. One offer per match loses a round-trip of the offer clock whenever a partner
 * declines or stays silent; a near-equal backup turns most of those into an assignment at a few km more.
 */
export interface BackupConfig {
  /** Backups per matched job at most. */
  count: number;
  /** How many km a backup may cost more than the matched truck. */
  marginKm: number;
  /**
   * A job whose slot is near has no minute to lose: over the urgency horizon (`BatchCosts.urgencyHorizonMs`) the
   * count rises linearly to `urgentCount` and the margin to `urgentMarginKm` (absent: no change).
   */
  urgentCount?: number;
  urgentMarginKm?: number;
}

export const DEFAULT_BACKUPS: BackupConfig = { count: 1, marginKm: 2 };

export interface BatchBackup {
  vehicleId: string;
  fit: DayFit;
  cost: number;
}

export interface BatchPair {
  jobId: string;
  vehicleId: string;
  fit: DayFit;
  cost: number;
  /** Unmatched trucks offered the job at the same time (empty unless `backups` is set). */
  backups: BatchBackup[];
}

export interface BatchResult {
  pairs: BatchPair[];
  /** Jobs left for a later round, in arrival order. */
  unassigned: string[];
  /** Objective value: pair costs plus unassigned costs. */
  total: number;
}

/**
 * How far a job's search in a round goes (see `buildBatchProblem`): trucks are looked at nearest first until
 * `baseTrucks` of them would beat leaving the job, plus `trucksPerRival` for every other job of the round picked
 * up within `rivalKm` (the jobs of one industrial estate share its nearest trucks, so each needs its own few).
 * With 5,000 trucks online a 15 km circle around an estate holds over a thousand; the road estimates of all of
 * them would cost a round of 500 jobs several seconds, and a job goes to one of its nearest few dozen anyway.
 */
export interface BatchReach {
  baseTrucks: number;
  trucksPerRival: number;
  rivalKm: number;
}

export const DEFAULT_BATCH_REACH: BatchReach = { baseTrucks: 24, trucksPerRival: 4, rivalKm: 5 };

/** Per job, how many other jobs of the round are picked up within `km` (straight line). */
function rivalsWithin(jobs: readonly DispatchJob[], km: number): Int32Array {
  const rivals = new Int32Array(jobs.length);
  for (let a = 0; a < jobs.length; a++)
    for (let b = a + 1; b < jobs.length; b++)
      if (haversineKm((jobs[a] as DispatchJob).pickup, (jobs[b] as DispatchJob).pickup) <= km) {
        rivals[a] = (rivals[a] as number) + 1;
        rivals[b] = (rivals[b] as number) + 1;
      }
  return rivals;
}

/**
 * Builds the round's cost matrix; exported for benches that want to time or inspect it.
 *
 * Each job looks at its trucks nearest first in a straight line (to the truck's position or one of its jobs'
 * drops, where its day may bring it) within the widest road radius, as far as its `BatchReach` says. A pair that costs
 * more than leaving its job is left out of the matrix (the assignment never takes it, and it is nobody's backup);
 * so is a truck with no pair left.
 */
export function buildBatchProblem(
  jobs: readonly DispatchJob[],
  index: VehicleIndex,
  options: BatchOptions,
): { problem: AssignmentProblem; vehicleIds: string[]; fits: Map<number, DayFit> } {
  const config = options.config ?? DEFAULT_CANDIDATE_CONFIG;
  const travel = options.travel ?? roadTravel;
  const costs = options.costs ?? DEFAULT_BATCH_COSTS;
  const reach = options.reach ?? DEFAULT_BATCH_REACH;
  const rivals = rivalsWithin(jobs, reach.rivalKm);
  const radiusKm = config.radiiKm[config.radiiKm.length - 1] ?? 0;
  const colOf = new Map<string, number>();
  const vehicleIds: string[] = [];
  const entries: Array<{ row: number; col: number; cost: number; fit: DayFit }> = [];
  const unassigned = Float64Array.from(
    jobs,
    (job) => unassignedCostKm(job, options.nowMs, costs) + onwardLeaveKm(job, costs, options.onward),
  );
  const misfitOptions = { nowMs: options.nowMs, maxPositionAgeMs: config.maxPositionAgeMs };
  jobs.forEach((job, row) => {
    const excluded = options.excluded?.get(job.id);
    const leave = unassigned[row] as number;
    const skip = (vehicle: DispatchVehicle) =>
      options.busy?.has(vehicle.id) === true || excluded?.has(vehicle.id) === true;
    const evaluation = {
      nowMs: options.nowMs,
      travel,
      config,
      carry: travel(job.pickup, job.drop, job.window.startMs),
      ...(options.cache ? { cache: options.cache } : {}),
    };
    // A job that cannot be done within its slot by any truck is not searched for (it stays unassigned).
    if (!slotFitsJob(job, evaluation.carry, config.handling)) return;
    const enough = reach.baseTrucks + reach.trucksPerRival * (rivals[row] as number);
    let useful = 0;
    // Until its final call a job takes no truck farther than farDeadheadKm, and road km are never below the straight
    // line to where the truck starts from (its position or a drop, both filed in the index): the search stops there.
    const visitKm = farTruckAllowed(job, Number.POSITIVE_INFINITY, options.nowMs, costs)
      ? radiusKm
      : Math.min(radiusKm, costs.farDeadheadKm ?? radiusKm);
    // The checks that need no road estimate (busy, offered already, status, documents, payload, size, features)
    // run as the grid is read: a truck failing them is never useful, so the nearest-first order of the rest holds.
    const admit = (vehicle: DispatchVehicle) =>
      !skip(vehicle) && staticMisfit(vehicle, job, misfitOptions) === null;
    index.visitNearest(
      job.pickup,
      visitKm,
      (vehicle) => {
        if (costsMoreThan(vehicle, job, leave, options.nowMs, costs, travel, options.onward)) return true;
        const result = evaluateVehicle(vehicle, job, radiusKm, evaluation);
        if ('reason' in result) return true;
        if (!farTruckAllowed(job, result.fit.deadheadKm, options.nowMs, costs)) return true;
        const cost = pairCostKm(vehicle, job, result.fit, costs, travel, options.onward);
        if (cost > leave) return true;
        let col = colOf.get(vehicle.id);
        if (col === undefined) {
          col = vehicleIds.length;
          colOf.set(vehicle.id, col);
          vehicleIds.push(vehicle.id);
        }
        entries.push({ row, col, cost, fit: result.fit });
        return ++useful < enough;
      },
      admit,
    );
  });
  const cols = vehicleIds.length;
  const cost = new Float64Array(jobs.length * cols).fill(Number.POSITIVE_INFINITY);
  const fits = new Map<number, DayFit>();
  for (const entry of entries) {
    cost[entry.row * cols + entry.col] = entry.cost;
    fits.set(entry.row * cols + entry.col, entry.fit);
  }
  return { problem: { rows: jobs.length, cols, cost, unassignedCost: unassigned }, vehicleIds, fits };
}

export function matchBatch(
  jobs: readonly DispatchJob[],
  index: VehicleIndex,
  options: BatchOptions,
): BatchResult {
  const { problem, vehicleIds, fits } = buildBatchProblem(jobs, index, options);
  const result = options.policy === 'greedy' ? assignGreedy(problem) : solveAssignment(problem);
  const costs = options.costs ?? DEFAULT_BATCH_COSTS;
  const backupCols = options.backups
    ? pickBackups(
        problem,
        result.colOfRow,
        options.backups,
        jobs.map((job) => urgencyOf(job, options.nowMs, costs)),
      )
    : [];
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
      backups: (backupCols[row] ?? []).map((c) => ({
        vehicleId: vehicleIds[c] as string,
        fit: fits.get(row * problem.cols + c) as DayFit,
        cost: problem.cost[row * problem.cols + c] as number,
      })),
    });
  });
  return { pairs, unassigned, total: result.total };
}

/**
 * Backup columns per matched row: columns the matching left free, cost within `marginKm` of the row's matched
 * cost and below its unassigned cost, cheapest first; each column backs at most one row. Rows choose in order of
 * their cheapest candidate backup, so a truck that is a near-equal backup for several jobs goes where it is nearest.
 */
export function pickBackups(
  problem: AssignmentProblem,
  colOfRow: ArrayLike<number>,
  config: BackupConfig,
  /** Per row, 0..1 (see `urgencyOf`); absent: 0. */
  urgency?: ArrayLike<number>,
): number[][] {
  const { rows, cols, cost, unassignedCost } = problem;
  const matched = new Uint8Array(cols);
  for (let row = 0; row < rows; row++)
    if ((colOfRow[row] as number) >= 0) matched[colOfRow[row] as number] = 1;
  const options: Array<{ row: number; col: number; cost: number }> = [];
  const countOf = new Int32Array(rows);
  for (let row = 0; row < rows; row++) {
    const own = colOfRow[row] as number;
    const u = (urgency?.[row] as number | undefined) ?? 0;
    const count = Math.round(config.count + u * ((config.urgentCount ?? config.count) - config.count));
    const margin = config.marginKm + u * ((config.urgentMarginKm ?? config.marginKm) - config.marginKm);
    countOf[row] = count;
    if (own < 0 || count <= 0) continue;
    const limit = Math.min((cost[row * cols + own] as number) + margin, unassignedCost[row] as number);
    for (let col = 0; col < cols; col++) {
      const c = cost[row * cols + col] as number;
      if (!matched[col] && c <= limit) options.push({ row, col, cost: c });
    }
  }
  options.sort((a, b) => a.cost - b.cost || a.row - b.row || a.col - b.col);
  const taken = new Uint8Array(cols);
  const backups: number[][] = Array.from({ length: rows }, () => []);
  for (const option of options) {
    const list = backups[option.row] as number[];
    if (taken[option.col] || list.length >= (countOf[option.row] as number)) continue;
    taken[option.col] = 1;
    list.push(option.col);
  }
  return backups;
}

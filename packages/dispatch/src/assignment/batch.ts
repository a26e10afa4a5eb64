import { haversineKm } from '@logisaathi/geo';
import { DEFAULT_CANDIDATE_CONFIG, evaluateVehicle, type CandidateConfig } from '../candidates';
import { slotFitsJob, type DayFit } from '../day-fit';
import { loadOf, staticMisfit } from '../fit';
import type { FitCache } from '../fit-cache';
import { roadTravel } from '../travel';
import type { DispatchJob, DispatchVehicle, TravelFn } from '../types';
import type { VehicleIndex } from '../vehicle-index';
import { assignGreedy, solveAssignment, type AssignmentProblem } from './hungarian';
import type { OnwardGrid } from './onward';
import { pickBackups, type BackupConfig } from './backups';
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

/**
 * A batch round's matching: the cost model is batch-costs.ts, backups backups.ts; here the problem, its reach and
 * the match (searched whole, or in parts on several threads and assembled into the same matrix).
 */

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
 * The rows of one share of a round (`searchBatchPairs`): those with `row % count === index`. A round searched in
 * parts on several threads solves the same problem as one searched whole.
 */
export interface BatchPart {
  index: number;
  count: number;
}

const WHOLE_ROUND: BatchPart = { index: 0, count: 1 };

/**
 * The pairs a round's search kept, as parallel lists in row order (a row's pairs in the order they were visited):
 * the row, the truck (its id, or on a thread its place in the round's vehicle list) and the cost.
 */
export interface FoundPairs<K> {
  rows: ArrayLike<number>;
  keys: ArrayLike<K>;
  costs: ArrayLike<number>;
}

/** What each job costs to leave this round (`unassignedCostKm`, plus the onward term's share when in the leave). */
function leaveCosts(jobs: readonly DispatchJob[], options: BatchOptions): Float64Array {
  const costs = options.costs ?? DEFAULT_BATCH_COSTS;
  return Float64Array.from(
    jobs,
    (job) => unassignedCostKm(job, options.nowMs, costs) + onwardLeaveKm(job, costs, options.onward),
  );
}

/** The day-fit options of one job in a round (the search and the matched pairs' fits use the same). */
function jobEvaluation(job: DispatchJob, options: BatchOptions) {
  const travel = options.travel ?? roadTravel;
  return {
    nowMs: options.nowMs,
    travel,
    config: options.config ?? DEFAULT_CANDIDATE_CONFIG,
    carry: travel(job.pickup, job.drop, job.window.startMs),
    ...(options.cache ? { cache: options.cache } : {}),
  };
}

/** The widest road radius: the reach of every pair's day fit. */
function widestRadiusKm(options: BatchOptions): number {
  const { radiiKm } = options.config ?? DEFAULT_CANDIDATE_CONFIG;
  return radiiKm[radiiKm.length - 1] ?? 0;
}

/**
 * The search of a round's pairs, for the jobs of `part` (all by default).
 *
 * Each job looks at its trucks nearest first in a straight line (to the truck's position or one of its jobs'
 * drops, where its day may bring it) within the widest road radius, as far as its `BatchReach` says. A pair that
 * costs more than leaving its job is left out (the assignment never takes it, and it is nobody's backup).
 */
export function searchBatchPairs(
  jobs: readonly DispatchJob[],
  index: VehicleIndex,
  options: BatchOptions,
  part: BatchPart = WHOLE_ROUND,
): { rows: number[]; keys: string[]; costs: number[] } {
  const config = options.config ?? DEFAULT_CANDIDATE_CONFIG;
  const travel = options.travel ?? roadTravel;
  const costs = options.costs ?? DEFAULT_BATCH_COSTS;
  const reach = options.reach ?? DEFAULT_BATCH_REACH;
  const rivals = rivalsWithin(jobs, reach.rivalKm);
  const radiusKm = widestRadiusKm(options);
  const found = { rows: [] as number[], keys: [] as string[], costs: [] as number[] };
  const unassigned = leaveCosts(jobs, options);
  const misfitOptions = { nowMs: options.nowMs, maxPositionAgeMs: config.maxPositionAgeMs };
  for (let row = part.index; row < jobs.length; row += part.count) {
    const job = jobs[row] as DispatchJob;
    const excluded = options.excluded?.get(job.id);
    const leave = unassigned[row] as number;
    const evaluation = jobEvaluation(job, options);
    // A job that cannot be done within its slot by any truck is not searched for (it stays unassigned).
    if (!slotFitsJob(job, evaluation.carry, config.handling)) continue;
    const enough = reach.baseTrucks + reach.trucksPerRival * (rivals[row] as number);
    let useful = 0;
    // Until its final call a job takes no truck farther than farDeadheadKm, and road km are never below the straight
    // line to where the truck starts from (its position or a drop, both filed in the index): the search stops there.
    const visitKm = farTruckAllowed(job, Number.POSITIVE_INFINITY, options.nowMs, costs)
      ? radiusKm
      : Math.min(radiusKm, costs.farDeadheadKm ?? radiusKm);
    // The checks that need no road estimate (payload and features first, then busy, offered already, status,
    // documents, size) run as the grid is read: a truck failing them is never useful, so the nearest-first order
    // of the rest holds.
    const admit = (vehicle: DispatchVehicle) =>
      options.busy?.has(vehicle.id) !== true &&
      excluded?.has(vehicle.id) !== true &&
      staticMisfit(vehicle, job, misfitOptions) === null;
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
        found.rows.push(row);
        found.keys.push(vehicle.id);
        found.costs.push(cost);
        return ++useful < enough;
      },
      { admit, load: loadOf(job) },
    );
  }
  return found;
}

/**
 * The round's cost matrix from the pairs its search found, whole or in parts (part i holding the rows of
 * `{ index: i, count: parts.length }`): columns are the trucks with a pair, in the order they first appear row by
 * row, so a round searched in parts gives the very matrix of one searched whole.
 */
export function assembleBatchProblem<K>(
  jobs: readonly DispatchJob[],
  options: BatchOptions,
  parts: ReadonlyArray<FoundPairs<K>>,
): { problem: AssignmentProblem; colKeys: K[] } {
  const colOf = new Map<K, number>();
  const colKeys: K[] = [];
  const entries: Array<{ row: number; col: number; cost: number }> = [];
  const next = new Int32Array(parts.length);
  for (let row = 0; row < jobs.length; row++) {
    const p = row % parts.length;
    const part = parts[p] as FoundPairs<K>;
    let i = next[p] as number;
    for (; i < part.rows.length && part.rows[i] === row; i++) {
      const key = part.keys[i] as K;
      let col = colOf.get(key);
      if (col === undefined) {
        col = colKeys.length;
        colOf.set(key, col);
        colKeys.push(key);
      }
      entries.push({ row, col, cost: part.costs[i] as number });
    }
    next[p] = i;
  }
  const cols = colKeys.length;
  const cost = new Float64Array(jobs.length * cols).fill(Number.POSITIVE_INFINITY);
  for (const entry of entries) cost[entry.row * cols + entry.col] = entry.cost;
  return { problem: { rows: jobs.length, cols, cost, unassignedCost: leaveCosts(jobs, options) }, colKeys };
}

/** Builds the round's cost matrix; exported for benches and tests that want to time or inspect it. */
export function buildBatchProblem(
  jobs: readonly DispatchJob[],
  index: VehicleIndex,
  options: BatchOptions,
): { problem: AssignmentProblem; vehicleIds: string[] } {
  const { problem, colKeys } = assembleBatchProblem(jobs, options, [searchBatchPairs(jobs, index, options)]);
  return { problem, vehicleIds: colKeys };
}

/**
 * A round's solved matrix, in plain data (it crosses threads): per row its column (-1: left) and that pair's cost,
 * per row its backup columns and their costs, and the objective.
 */
export interface BatchSolution {
  colOfRow: Int32Array;
  costOfRow: Float64Array;
  backupCols: number[][];
  backupCosts: number[][];
  total: number;
}

/** Solves the round's matrix by its policy and picks the matched jobs' backups (`pickBackups`). */
export function solveBatchProblem(
  jobs: readonly DispatchJob[],
  options: BatchOptions,
  problem: AssignmentProblem,
): BatchSolution {
  const result = options.policy === 'greedy' ? assignGreedy(problem) : solveAssignment(problem);
  const costs = options.costs ?? DEFAULT_BATCH_COSTS;
  const backupCols = options.backups
    ? pickBackups(
        problem,
        result.colOfRow,
        options.backups,
        jobs.map((job) => urgencyOf(job, options.nowMs, costs)),
      )
    : jobs.map(() => []);
  const costAt = (row: number, col: number) => problem.cost[row * problem.cols + col] as number;
  return {
    colOfRow: result.colOfRow,
    costOfRow: Float64Array.from(result.colOfRow, (col, row) => (col < 0 ? 0 : costAt(row, col))),
    backupCols,
    backupCosts: backupCols.map((cols, row) => cols.map((col) => costAt(row, col))),
    total: result.total,
  };
}

/**
 * The round's result from its solution: `vehicleOfCol` gives each column's truck, whose day fit for its job is
 * worked out again (the same fit the search priced: the same inputs).
 */
export function batchResultOf(
  jobs: readonly DispatchJob[],
  options: BatchOptions,
  solution: BatchSolution,
  vehicleOfCol: (col: number) => DispatchVehicle,
): BatchResult {
  const radiusKm = widestRadiusKm(options);
  const pairs: BatchPair[] = [];
  const unassigned: string[] = [];
  jobs.forEach((job, row) => {
    const col = solution.colOfRow[row] as number;
    if (col < 0) {
      unassigned.push(job.id);
      return;
    }
    const evaluation = jobEvaluation(job, options);
    const fitOf = (c: number) => {
      const result = evaluateVehicle(vehicleOfCol(c), job, radiusKm, evaluation);
      if ('reason' in result) throw new Error(`batch round: a priced pair no longer fits (${result.reason})`);
      return result.fit;
    };
    const backupCosts = solution.backupCosts[row] ?? [];
    pairs.push({
      jobId: job.id,
      vehicleId: vehicleOfCol(col).id,
      fit: fitOf(col),
      cost: solution.costOfRow[row] as number,
      backups: (solution.backupCols[row] ?? []).map((c, i) => ({
        vehicleId: vehicleOfCol(c).id,
        fit: fitOf(c),
        cost: backupCosts[i] as number,
      })),
    });
  });
  return { pairs, unassigned, total: solution.total };
}

export function matchBatch(
  jobs: readonly DispatchJob[],
  index: VehicleIndex,
  options: BatchOptions,
): BatchResult {
  const { problem, vehicleIds } = buildBatchProblem(jobs, index, options);
  return batchResultOf(jobs, options, solveBatchProblem(jobs, options, problem), (col) => {
    return index.get(vehicleIds[col] as string) as DispatchVehicle;
  });
}

import { istMidnightMs, MS_PER_HOUR } from '@logisaathi/domain';
import { haversineKm } from '@logisaathi/geo';
import { DEFAULT_CANDIDATE_CONFIG, evaluateVehicle, type CandidateConfig } from '../candidates';
import type { DayFit } from '../day-fit';
import type { FitCache } from '../fit-cache';
import { roadTravel } from '../travel';
import type { DispatchJob, DispatchVehicle, TravelFn } from '../types';
import type { VehicleIndex } from '../vehicle-index';
import { assignGreedy, solveAssignment, type AssignmentProblem } from './hungarian';

/**
 * Batch assignment round: the pending jobs (in arrival order) and the free vehicles become an assignment problem
 *
 *   pair cost        = empty km the vehicle's day gains + latenessKmPerHour x hours of lateness risk
 *                      + reserve (spare capability) + idleKmPerHour x hours the truck waits before the pickup
 *                      (only eligible pairs, within the widest radius); the lateness risk is how far the planned
 *                      unloading ends inside the last `lateMarginMin` of the slot: drive times vary, and a plan
 *                      that finishes just before the slot ends is late whenever the roads are slow
 *   unassigned cost  = unassignedKm, rising linearly to urgentUnassignedKm over the last urgencyHorizonMs before
 *                      the slot starts (optionally lower while the slot is far: holdUnassignedKm, holdLeadMs)
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
  /** Opportunity cost of a truck's capability the job does not need (see `reserveCostKm`); 0 when absent. */
  reserve?: ReserveCosts;
  /**
   * Rolling horizon: a job whose slot is more than `holdLeadMs` away costs only `holdUnassignedKm` to leave, rising
   * linearly to `unassignedKm` at the urgency horizon. While the slot is far, the day's later bookings and the
   * trucks' growing days often bring a drop near the pickup; a far truck is spent on it only once the slot nears
   * (absent: `unassignedKm` all the way). Off by default: the day bench measured fewer assignments on seed 1 and
   * a p90 time to assignment of about 12 h (package README).
   */
  holdUnassignedKm?: number;
  holdLeadMs?: number;
  /**
   * Idle time the pair leaves in the truck's working day before the pickup, in km per hour (capped at
   * `idleCapH`; the working day starts at `workStartHourIst`): see `idleHours`. Absent: 0.
   */
  idleKmPerHour?: number;
  idleCapH?: number;
  workStartHourIst?: number;
  /**
   * The promise to the shipper (issue 31, `DispatchJob.promise`): a pair whose deadhead is above `farDeadheadKm`
   * is not considered until the last `finalCallMs` of the job's promise, so a far truck is taken only when
   * nothing nearer came up in time. Absent: no such limit.
   */
  farDeadheadKm?: number;
  finalCallMs?: number;
  /**
   * The drive home at the day's end (issue 31), per km: a job that becomes the truck's last of the day changes
   * its drive home from the origin's to the drop's (`homeDriveKm`). Absent or 0, or a truck with no known home:
   * not counted.
   */
  homeKmWeight?: number;
}

/**
 * Empty km the truck's drive home gains when the job becomes its last of the day: from the drop instead of from
 * where it would have driven home otherwise (the fit's origin). 0 when a planned job follows the new one or the
 * truck's home is unknown; negative when the job brings the truck nearer home.
 */
export function homeDriveKm(
  vehicle: DispatchVehicle,
  fit: DayFit,
  job: DispatchJob,
  travel: TravelFn,
): number {
  if (!vehicle.home || fit.beforeJobId !== null) return 0;
  return travel(job.drop, vehicle.home, fit.doneAtMs).km - travel(fit.origin, vehicle.home, fit.readyMs).km;
}

/** When a truck's working day starts unless `BatchCosts.workStartHourIst` says otherwise. */
const DEFAULT_WORK_START_HOUR_IST = 7;

/**
 * Hours the truck waits before this pickup: from when it could be there (free at the origin plus the empty drive,
 * but not before the start of the working day of the pickup) to the pickup. A pair that leaves a truck idle for
 * hours pins its day to a late job chosen for where the truck is now, although earlier jobs will usually be put in
 * front of it and the truck will then come from their drops; a pair with little idle time builds the day forward.
 */
export function idleHours(fit: DayFit, workStartHourIst: number): number {
  const workStart = istMidnightMs(fit.pickupAtMs) + workStartHourIst * MS_PER_HOUR;
  const arrive = Math.max(fit.readyMs, workStart) + fit.deadheadMin * 60_000;
  return Math.max(0, fit.pickupAtMs - arrive) / MS_PER_HOUR;
}

/**
 * What a truck's spare capability is worth, in empty km: a big or refrigerated truck spent on a job a small plain
 * one could carry is missing later for a heavy or chilled load that nobody else can take (those are the deliveries
 * that go unassigned first when the fleet is short), or that load fetches one from far away.
 *
 *   reserve = kmPerPayloadDoubling x log2(payload / max(weight, payloadFloorKg))
 *           + refrigeratedKm (refrigerated body, job does not need one) + coveredKm (covered body, job does not)
 */
export interface ReserveCosts {
  kmPerPayloadDoubling: number;
  /** Payload below which spare capacity is worth nothing: the smallest common truck (a Tata Ace carries 750 kg). */
  payloadFloorKg: number;
  refrigeratedKm: number;
  coveredKm: number;
}

export const DEFAULT_RESERVE_COSTS: ReserveCosts = {
  kmPerPayloadDoubling: 3,
  payloadFloorKg: 750,
  refrigeratedKm: 10,
  coveredKm: 2,
};

export function reserveCostKm(vehicle: DispatchVehicle, job: DispatchJob, reserve: ReserveCosts): number {
  const needed = Math.max(job.weightKg, reserve.payloadFloorKg);
  let km = reserve.kmPerPayloadDoubling * Math.max(0, Math.log2(vehicle.payloadKg / needed));
  const refrigerated = vehicle.features.includes('refrigerated');
  if (refrigerated && !job.requiredFeatures.includes('refrigerated')) km += reserve.refrigeratedKm;
  else if (
    (refrigerated || vehicle.features.includes('covered')) &&
    !job.requiredFeatures.includes('covered') &&
    !job.requiredFeatures.includes('refrigerated')
  )
    km += reserve.coveredKm;
  return km;
}

export const DEFAULT_BATCH_COSTS: BatchCosts = {
  latenessKmPerHour: 6,
  lateMarginMin: 30,
  unassignedKm: 18,
  urgentUnassignedKm: 100,
  urgencyHorizonMs: 3 * 3_600_000,
  reserve: DEFAULT_RESERVE_COSTS,
  idleKmPerHour: 1,
  idleCapH: 4,
  workStartHourIst: DEFAULT_WORK_START_HOUR_IST,
  // Day bench, 300 vehicles, seed 1: 22,036 empty km with the drives home vs 24,472 without the term (nearest
  // truck 24,452), 1,665 assigned before the slot (greedy 1,661).
  homeKmWeight: 1,
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
  /** Backup offers per matched job (see `pickBackups`); none when absent. */
  backups?: BackupConfig;
  /** How many trucks each job looks at, nearest first (DEFAULT_BATCH_REACH). */
  reach?: BatchReach;
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
 * 0 while the slot is more than the urgency horizon away, rising linearly to 1 at the slot's start; with a
 * promise to the shipper, at least the share of the promise already used (1 at its deadline).
 */
export function urgencyOf(job: DispatchJob, nowMs: number, costs: BatchCosts): number {
  const lead = job.window.startMs - nowMs;
  const slot = Math.min(1, Math.max(0, 1 - lead / costs.urgencyHorizonMs));
  return Math.max(slot, promiseUsed(job, nowMs));
}

/** Share of the job's promise used at `nowMs` (0..1); 0 without a promise. */
export function promiseUsed(job: DispatchJob, nowMs: number): number {
  if (!job.promise) return 0;
  const span = Math.max(1, job.promise.endMs - job.promise.startMs);
  return Math.min(1, Math.max(0, (nowMs - job.promise.startMs) / span));
}

/** Whether a truck this far from the pickup may be matched now (see `BatchCosts.farDeadheadKm`). */
export function farTruckAllowed(job: DispatchJob, deadheadKm: number, nowMs: number, costs: BatchCosts) {
  if (costs.farDeadheadKm === undefined || deadheadKm <= costs.farDeadheadKm) return true;
  if (!job.promise) return true;
  return nowMs >= job.promise.endMs - (costs.finalCallMs ?? 0);
}

export function unassignedCostKm(job: DispatchJob, nowMs: number, costs: BatchCosts): number {
  const lead = job.window.startMs - nowMs;
  const { holdUnassignedKm, holdLeadMs } = costs;
  if (job.promise) {
    const urgency = urgencyOf(job, nowMs, costs);
    return costs.unassignedKm + urgency * (costs.urgentUnassignedKm - costs.unassignedKm);
  }
  if (holdUnassignedKm !== undefined && holdLeadMs !== undefined && lead > costs.urgencyHorizonMs) {
    const span = Math.max(1, holdLeadMs - costs.urgencyHorizonMs);
    const far = Math.min(1, (lead - costs.urgencyHorizonMs) / span);
    return costs.unassignedKm + far * (holdUnassignedKm - costs.unassignedKm);
  }
  const urgency = urgencyOf(job, nowMs, costs);
  return costs.unassignedKm + urgency * (costs.urgentUnassignedKm - costs.unassignedKm);
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
  const unassigned = Float64Array.from(jobs, (job) => unassignedCostKm(job, options.nowMs, costs));
  const workStartHourIst = costs.workStartHourIst ?? DEFAULT_WORK_START_HOUR_IST;
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
    const enough = reach.baseTrucks + reach.trucksPerRival * (rivals[row] as number);
    let useful = 0;
    index.visitNearest(job.pickup, radiusKm, (vehicle) => {
      if (skip(vehicle)) return true;
      const result = evaluateVehicle(vehicle, job, radiusKm, evaluation);
      if ('reason' in result) return true;
      if (!farTruckAllowed(job, result.fit.deadheadKm, options.nowMs, costs)) return true;
      const slackMin = (job.window.endMs - result.fit.doneAtMs) / 60_000;
      const riskMin = Math.max(0, costs.lateMarginMin - slackMin);
      const cost =
        result.fit.addedEmptyKm +
        (costs.latenessKmPerHour * riskMin) / 60 +
        (costs.reserve ? reserveCostKm(vehicle, job, costs.reserve) : 0) +
        (costs.idleKmPerHour
          ? costs.idleKmPerHour *
            Math.min(costs.idleCapH ?? Infinity, idleHours(result.fit, workStartHourIst))
          : 0) +
        (costs.homeKmWeight ? costs.homeKmWeight * homeDriveKm(vehicle, result.fit, job, travel) : 0);
      if (cost > leave) return true;
      let col = colOf.get(vehicle.id);
      if (col === undefined) {
        col = vehicleIds.length;
        colOf.set(vehicle.id, col);
        vehicleIds.push(vehicle.id);
      }
      entries.push({ row, col, cost, fit: result.fit });
      return ++useful < enough;
    });
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

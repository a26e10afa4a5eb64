import { istMidnightMs, MS_PER_HOUR } from '@logisaathi/domain';
import { haversineKm } from '@logisaathi/geo';
import type { DayFit } from '../day-fit';
import type { DispatchJob, DispatchVehicle, LatLon, TravelFn } from '../types';
import { onwardKm, type OnwardGrid } from './onward';

/**
 * Batch assignment round: the pending jobs (in arrival order) and the free vehicles become an assignment problem
 *
 *   pair cost        = empty km the vehicle's day gains + latenessKmPerHour x hours of lateness risk
 *                      + reserve (spare capability) + idleKmPerHour x hours the truck waits before the pickup
 *                      (only eligible pairs, within the widest radius); the lateness risk is how far the planned
 *                      unloading ends inside the last `lateMarginMin` of the slot: drive times vary, and a plan
 *                      that finishes just before the slot ends is late whenever the roads are slow; a job that
 *                      becomes the truck's last also pays for its drive home (`homeDriveKm`) and, with the round's
 *                      onward grid, for how far its drop lies from known pickups (`onwardTermKm`)
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
  /**
   * The drive home's weight at the start of the working day (`workStartHourIst`), rising linearly to
   * `homeKmWeight` at its end (`workEndHourIst`), by when the job is unloaded; never below 0 (see `homeWeightAt`).
   * Absent: `homeKmWeight` all day.
   */
  homeKmWeightAtWorkStart?: number;
  /** When a truck's working day ends unless said otherwise: `DEFAULT_WORK_END_HOUR_IST`. */
  workEndHourIst?: number;
  /**
   * Where the drop leaves the truck, per km (issue 31): a job that becomes the truck's last planned one moves the
   * start of its next empty drive from the origin to the drop; with an `OnwardGrid` (the round's input) the pair
   * pays the change of the grid's km to the nearest known pickups, weighed by what the drive home leaves
   * (1 - `homeWeightAt`): see `onwardTermKm`. Absent or 0, or no grid: not counted.
   */
  onwardKmWeight?: number;
  /**
   * Whether the onward term only chooses WHICH truck takes a job, never WHETHER it is taken now: the drop's part
   * of the term is the job's whoever carries it, now or in a later round, so it is also added to the cost of
   * leaving the job (`onwardLeaveKm`) and a pair pays it at the job's weight (`onwardJobWeight`), not the pair's.
   * What is left between a pair and leaving the job is the origin's part: a truck whose day ends far from known
   * pickups is the one to send away. Absent or false: the drop's part is in the pair's cost only, and a job
   * dropping far from every known pickup may cost more than leaving it (package README, 'Where the drop leaves
   * the truck').
   */
  onwardInLeave?: boolean;
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
  return travel(job.drop, vehicle.home, fit.doneAtMs).km - kmHome(vehicle, fit.origin, fit.readyMs, travel);
}

/**
 * The last drive home from a truck's reported position asked of each truck (object), with from where, to where,
 * when and by which estimator: a round asks it of the same truck for each of the hundreds of jobs that look at it.
 */
interface HomeLeg {
  from: LatLon;
  home: LatLon;
  atMs: number;
  travel: TravelFn;
  km: number;
}
const homeFromPosition = new WeakMap<DispatchVehicle, HomeLeg>();

/** Road km from `origin` to the truck's home (which it has) at `atMs`. */
function kmHome(vehicle: DispatchVehicle, origin: LatLon, atMs: number, travel: TravelFn): number {
  const home = vehicle.home as LatLon;
  if (origin !== vehicle.position) return travel(origin, home, atMs).km;
  const kept = homeFromPosition.get(vehicle);
  if (kept && kept.from === origin && kept.home === home && kept.atMs === atMs && kept.travel === travel)
    return kept.km;
  const km = travel(origin, home, atMs).km;
  homeFromPosition.set(vehicle, { from: origin, home, atMs, travel, km });
  return km;
}

/**
 * The drive home's weight for a job unloaded at the fit's `doneAtMs`. A job that ends early in the day is rarely
 * the truck's last for long: the day's later bookings put jobs after it, and the truck then drives on from its drop
 * to their pickups, not home. Charging such a job the whole change of the drive home makes a truck turn down early
 * jobs that drop away from home, although that drop is often an estate where its next pickup will be. So the weight
 * rises over the working day, from `homeKmWeightAtWorkStart` (clamped at 0 while negative, i.e. no weight until
 * later in the day) to `homeKmWeight` at its end, when the drop is almost surely where the truck turns home.
 */
export function homeWeightAt(fit: Pick<DayFit, 'doneAtMs'>, costs: BatchCosts): number {
  const atEnd = costs.homeKmWeight ?? 0;
  const atStart = costs.homeKmWeightAtWorkStart;
  if (atStart === undefined) return atEnd;
  const midnight = istMidnightMs(fit.doneAtMs);
  const start = midnight + (costs.workStartHourIst ?? DEFAULT_WORK_START_HOUR_IST) * MS_PER_HOUR;
  const end = midnight + (costs.workEndHourIst ?? DEFAULT_WORK_END_HOUR_IST) * MS_PER_HOUR;
  const t = Math.min(1, Math.max(0, (fit.doneAtMs - start) / Math.max(1, end - start)));
  return Math.max(0, atStart + t * (atEnd - atStart));
}

/**
 * What the drop's place is worth for the truck's next job, in km: when the job becomes the truck's last planned
 * one, its next empty drive will start from the drop instead of the origin, and the grid says how far known
 * pickups are from each. Weighed by `onwardKmWeight` and by the share of the day still ahead (1 minus the drive
 * home's weight at the unloading): in the morning almost every truck gets further jobs, by the evening it turns
 * home. Negative when the drop is nearer pickups than the origin. 0 when a planned job follows the new one (its
 * pickup is then counted in the added empty km) or without a grid.
 */
export function onwardTermKm(
  job: DispatchJob,
  fit: Pick<DayFit, 'origin' | 'doneAtMs' | 'beforeJobId'>,
  costs: BatchCosts,
  onward: OnwardGrid | undefined,
): number {
  if (!onward || !costs.onwardKmWeight || fit.beforeJobId !== null) return 0;
  // With `onwardInLeave` the drop's part is the job's, the same as in the cost of leaving it.
  if (costs.onwardInLeave)
    return onwardLeaveKm(job, costs, onward) - onwardWeightAt(fit, costs) * onwardKm(onward, fit.origin);
  return onwardWeightAt(fit, costs) * onwardGainKm(onward, job.drop, fit.origin);
}

/**
 * The onward term's share in the cost of leaving a job (`BatchCosts.onwardInLeave`): the drop's figure at the
 * job's weight. 0 unless that form is on with a weight and a grid.
 */
export function onwardLeaveKm(job: DispatchJob, costs: BatchCosts, onward: OnwardGrid | undefined): number {
  if (!onward || !costs.onwardKmWeight || !costs.onwardInLeave) return 0;
  return onwardJobWeight(job, costs) * onwardKm(onward, job.drop);
}

/**
 * One weight per job for the drop's part, the same in every pair and in leaving the job so that it cancels: the
 * pair's weight for a job unloaded at the middle of its slot.
 */
function onwardJobWeight(job: DispatchJob, costs: BatchCosts): number {
  return onwardWeightAt({ doneAtMs: (job.window.startMs + job.window.endMs) / 2 }, costs);
}

/** The onward term's weight for a job unloaded at `doneAtMs`: `onwardKmWeight` x (1 - the drive home's weight). */
function onwardWeightAt(fit: Pick<DayFit, 'doneAtMs'>, costs: BatchCosts): number {
  return (costs.onwardKmWeight ?? 0) * Math.max(0, 1 - homeWeightAt(fit, costs));
}

function onwardGainKm(onward: OnwardGrid, drop: LatLon, origin: LatLon): number {
  return onwardKm(onward, drop) - onwardKm(onward, origin);
}

/** A pair's cost in km (the model above), given the truck's day fit for the job. */
export function pairCostKm(
  vehicle: DispatchVehicle,
  job: DispatchJob,
  fit: DayFit,
  costs: BatchCosts,
  travel: TravelFn,
  onward?: OnwardGrid,
): number {
  const slackMin = (job.window.endMs - fit.doneAtMs) / 60_000;
  const riskMin = Math.max(0, costs.lateMarginMin - slackMin);
  const workStartHourIst = costs.workStartHourIst ?? DEFAULT_WORK_START_HOUR_IST;
  return (
    fit.addedEmptyKm +
    (costs.latenessKmPerHour * riskMin) / 60 +
    (costs.reserve ? reserveCostKm(vehicle, job, costs.reserve) : 0) +
    (costs.idleKmPerHour
      ? costs.idleKmPerHour * Math.min(costs.idleCapH ?? Infinity, idleHours(fit, workStartHourIst))
      : 0) +
    (costs.homeKmWeight ? homeWeightAt(fit, costs) * homeDriveKm(vehicle, fit, job, travel) : 0) +
    onwardTermKm(job, fit, costs, onward)
  );
}

/**
 * Whether a truck with an empty day is sure to cost more than `limitKm` for this job, found without its day fit:
 * such a truck drives from its position, so its added empty km are at least the straight line to the pickup (road
 * km never are below it), lateness and idle add nothing negative, the reserve is exact, and its drive home gains at
 * least the straight line from the drop minus the road km from its position. A batch round skips the day fits and
 * road estimates of those pairs, most of the pairs it looks at: it would drop them for costing more than leaving
 * the job anyway. False whenever that cannot be told so cheaply (a truck with jobs, a negative weight).
 */
export function costsMoreThan(
  vehicle: DispatchVehicle,
  job: DispatchJob,
  limitKm: number,
  nowMs: number,
  costs: BatchCosts,
  travel: TravelFn,
  onward?: OnwardGrid,
): boolean {
  if (vehicle.jobs.length > 0 || (costs.idleKmPerHour ?? 0) < 0 || costs.latenessKmPerHour < 0) return false;
  const homeWeight = costs.homeKmWeight ?? 0;
  if (homeWeight < 0 || (costs.onwardKmWeight ?? 0) < 0) return false;
  let floorKm = haversineKm(vehicle.position, job.pickup);
  if (costs.reserve) floorKm += reserveCostKm(vehicle, job, costs.reserve);
  if (homeWeight > 0 && vehicle.home) {
    const gainFloorKm =
      haversineKm(job.drop, vehicle.home) - kmHome(vehicle, vehicle.position, nowMs, travel);
    // The job is unloaded inside its slot, and the weight moves one way over the day (homeWeightAt): it lies
    // between its values at the slot's start and end, and the floor takes the one that makes the term smallest.
    const a = homeWeightAt({ doneAtMs: job.window.startMs }, costs);
    const b = homeWeightAt({ doneAtMs: job.window.endMs }, costs);
    floorKm += (gainFloorKm >= 0 ? Math.min(a, b) : Math.max(a, b)) * gainFloorKm;
  }
  if (onward && costs.onwardKmWeight && costs.onwardInLeave) {
    // The drop's part is exact (the job's weight); the origin's part is never positive, and its weight lies
    // between its values at the slot's start and end.
    const a = onwardWeightAt({ doneAtMs: job.window.startMs }, costs);
    const b = onwardWeightAt({ doneAtMs: job.window.endMs }, costs);
    floorKm += onwardLeaveKm(job, costs, onward) - Math.max(a, b) * onwardKm(onward, vehicle.position);
  } else if (onward && costs.onwardKmWeight) {
    // An empty day's only gap starts at the truck's position and has no job after it: the term is exact up to its
    // weight, which lies between its values at the slot's start and end.
    const gainKm = onwardGainKm(onward, job.drop, vehicle.position);
    const a = onwardWeightAt({ doneAtMs: job.window.startMs }, costs);
    const b = onwardWeightAt({ doneAtMs: job.window.endMs }, costs);
    floorKm += (gainKm >= 0 ? Math.min(a, b) : Math.max(a, b)) * gainKm;
  }
  // A hair of margin: the floor's sum is rounded in another order than the pair cost's.
  return floorKm > limitKm + 1e-9;
}

/** When a truck's working day starts unless `BatchCosts.workStartHourIst` says otherwise. */
export const DEFAULT_WORK_START_HOUR_IST = 7;
/** When a truck's working day ends unless `BatchCosts.workEndHourIst` says otherwise. */
export const DEFAULT_WORK_END_HOUR_IST = 21;

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
  idleKmPerHour: 3,
  idleCapH: 4,
  workStartHourIst: DEFAULT_WORK_START_HOUR_IST,
  workEndHourIst: DEFAULT_WORK_END_HOUR_IST,
  // The drive home, weighed from 0 at the day's start to 1 at its end (package README, 'The drive home').
  homeKmWeight: 1,
  homeKmWeightAtWorkStart: 0,
  // Where the drop leaves the truck: off (package README, 'Where the drop leaves the truck'). At 0.5 it was better on
  // ten of the day bench's twelve figures, but on a quiet platform (few bookings, a thin grid) a job dropping far
  // from every known pickup then costs more than leaving it, and waits out its promise.
  onwardKmWeight: 0,
};

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

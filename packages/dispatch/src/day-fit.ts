import { haversineKm } from '@logisaathi/geo';
import type { DispatchJob, DispatchVehicle, LatLon, Leg, TravelFn, VehicleJob } from './types';

/**
 * 'Free in the slot', made exact with the vehicle's other jobs of the day: the new job must slot into a gap of
 * its timeline. For the gap after job `prev` (or after now, when the vehicle has nothing running) the truck drives
 * empty from prev's drop (or its reported position) to the pickup, starts loading no earlier than the slot start,
 * carries the goods, and must
 *   1. have unloaded at the drop by the slot's end, and
 *   2. still reach the next job's pickup by the time that job is planned there (other jobs never move).
 * Of the feasible gaps the one adding the fewest empty kilometres wins. Handling times are part of the rule
 * because a Tata 407 is not loaded in a minute.
 */
export interface HandlingTimes {
  /** Minutes to load at the pickup. */
  loadMin: number;
  /** Minutes to unload at the drop. */
  unloadMin: number;
}

export const DEFAULT_HANDLING: HandlingTimes = { loadMin: 15, unloadMin: 15 };

export interface DayFit {
  /** Where the truck drives to the pickup from, and the job that leaves it there (null: its reported position). */
  origin: LatLon;
  afterJobId: string | null;
  /** Empty road km and minutes from the origin to the pickup. */
  deadheadKm: number;
  deadheadMin: number;
  /** When the truck is free at the origin: now, or the end of the job before the gap. */
  readyMs: number;
  /**
   * Empty km the whole day gains: the deadhead, plus drop -> next job's pickup, minus the leg origin -> next
   * pickup the truck would have driven anyway.
   */
  addedEmptyKm: number;
  pickupAtMs: number;
  doneAtMs: number;
  /** Minutes the pickup starts after the slot opens (0 when the truck is there at the start). */
  latenessMin: number;
  beforeJobId: string | null;
}

export type DayFitResult = { fit: DayFit } | { reason: 'too-far' | 'busy' };

export interface DayFitOptions {
  nowMs: number;
  travel: TravelFn;
  handling: HandlingTimes;
  /** Deadhead road km above which a gap does not count (the offer radius). */
  maxDeadheadKm: number;
  /** The pickup -> drop leg, when the caller has already estimated it for this job. */
  carry?: Leg;
}

const MIN = 60_000;

export function fitInDay(
  vehicle: Pick<DispatchVehicle, 'position' | 'jobs'>,
  job: DispatchJob,
  options: DayFitOptions,
): DayFitResult {
  const { nowMs, travel, handling } = options;
  const jobs = isSorted(vehicle.jobs) ? vehicle.jobs : [...vehicle.jobs].sort(byPickup);
  const { startMs, endMs } = job.window;
  let best: DayFit | null = null;
  let tooFar = false;
  for (let gap = 0; gap <= jobs.length; gap++) {
    const prev: VehicleJob | undefined = jobs[gap - 1];
    const next: VehicleJob | undefined = jobs[gap];
    // The new pickup is at or after the slot start, so it cannot come before a job picked up earlier.
    if (next && next.pickupAtMs < startMs) continue;
    if (prev && prev.doneAtMs >= endMs) break;
    const fromPosition = !prev || prev.doneAtMs <= nowMs;
    const origin = fromPosition ? vehicle.position : prev.drop;
    const readyMs = fromPosition ? nowMs : prev.doneAtMs;
    // Road km are never below the straight line: skip the road estimate of a gap that is too far anyway.
    if (haversineKm(origin, job.pickup) > options.maxDeadheadKm) {
      tooFar = true;
      continue;
    }
    const empty = travel(origin, job.pickup, readyMs);
    if (empty.km > options.maxDeadheadKm) {
      tooFar = true;
      continue;
    }
    const pickupAtMs = Math.max(startMs, readyMs + empty.min * MIN);
    const carry = options.carry ?? travel(job.pickup, job.drop, pickupAtMs);
    const doneAtMs = pickupAtMs + (handling.loadMin + carry.min + handling.unloadMin) * MIN;
    if (doneAtMs > endMs) continue;
    let addedEmptyKm = empty.km;
    if (next) {
      const onward = travel(job.drop, next.pickup, doneAtMs);
      if (doneAtMs + onward.min * MIN > next.pickupAtMs) continue;
      addedEmptyKm += onward.km - travel(origin, next.pickup, readyMs).km;
    }
    if (best && best.addedEmptyKm <= addedEmptyKm) continue;
    best = {
      origin,
      afterJobId: fromPosition ? null : prev.id,
      deadheadKm: empty.km,
      deadheadMin: empty.min,
      readyMs,
      addedEmptyKm,
      pickupAtMs,
      doneAtMs,
      latenessMin: (pickupAtMs - startMs) / MIN,
      beforeJobId: next?.id ?? null,
    };
  }
  if (best) return { fit: best };
  return { reason: tooFar ? 'too-far' : 'busy' };
}

/**
 * Whether the slot is long enough for the job at all: loaded from the slot's start, carried and unloaded by its
 * end. When it is not, `fitInDay` finds no gap in any truck's day (no pickup comes before the slot start).
 */
export function slotFitsJob(job: DispatchJob, carry: Leg, handling: HandlingTimes): boolean {
  return job.window.startMs + (handling.loadMin + carry.min + handling.unloadMin) * MIN <= job.window.endMs;
}

function isSorted(jobs: readonly VehicleJob[]): boolean {
  for (let i = 1; i < jobs.length; i++)
    if ((jobs[i] as VehicleJob).pickupAtMs < (jobs[i - 1] as VehicleJob).pickupAtMs) return false;
  return true;
}

function byPickup(a: VehicleJob, b: VehicleJob): number {
  return a.pickupAtMs - b.pickupAtMs;
}

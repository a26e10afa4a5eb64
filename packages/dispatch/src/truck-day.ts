import { DEFAULT_HANDLING, fitInDay, type DayFit, type HandlingTimes } from './day-fit';
import { roadTravel } from './travel';
import type { DispatchJob, LatLon, TravelFn, VehicleJob } from './types';

/**
 * A truck's day is one truth (issue 31): the jobs a truck holds, each with the times it was planned at when it
 * was accepted (at the pickup, unloaded at the drop). Accepting a job (an offer, a batch match, a manual
 * assignment) asks `acceptIntoDay`, inside the accepting transaction with the vehicle row locked, whether the
 * new job fits a gap of that day WITHOUT moving any planned job; the answer's times become the new job's plan.
 *
 * The model is time-based, not whole-slot blocking: a job blocks its truck from its planned pickup to its planned
 * unloading, and a second job of the same slot is taken only when the truck can drive there, load, carry and
 * unload inside that slot and still reach its next job's pickup on time (`fitInDay`, the same check the offer
 * filter and the batch round use). Whole-slot blocking would leave a truck idle for most of a three-hour slot
 * after a 40-minute job; the day bench measured fewer deliveries assigned that way (issue 31). Planned jobs never
 * move, so the pickup ETA a shipper was shown stands.
 *
 * The bench (`bench/dispatch`) imports this same function for its acceptances.
 */
export interface TruckDay {
  /** Where the truck is now (its last reported position). */
  position: LatLon;
  jobs: readonly VehicleJob[];
}

export type TruckDayAnswer = { fit: DayFit } | { reason: 'busy' };

export function acceptIntoDay(
  day: TruckDay,
  job: DispatchJob,
  options: { nowMs: number; travel?: TravelFn; handling?: HandlingTimes },
): TruckDayAnswer {
  const result = fitInDay(day, job, {
    nowMs: options.nowMs,
    travel: options.travel ?? roadTravel,
    handling: options.handling ?? DEFAULT_HANDLING,
    // Any distance: the radius decided who was offered the job; the day decides whether it can be done.
    maxDeadheadKm: Number.POSITIVE_INFINITY,
  });
  return 'fit' in result ? result : { reason: 'busy' };
}

/** The accepted job as it now stands in the truck's day. */
export function plannedJob(id: string, job: DispatchJob, fit: DayFit): VehicleJob {
  return { id, pickup: job.pickup, drop: job.drop, pickupAtMs: fit.pickupAtMs, doneAtMs: fit.doneAtMs };
}

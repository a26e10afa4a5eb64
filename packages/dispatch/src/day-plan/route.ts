import type { HandlingTimes } from '../day-fit';
import type { LatLon, Leg, TravelFn } from '../types';
import type { FleetVehicle, PlanJob, PlannedStop } from './types';

/** One stop of a vehicle's route; a job already on board has only its drop in the route. */
export interface RouteStop {
  job: PlanJob;
  kind: 'pickup' | 'drop';
}

const MIN = 60_000;

/**
 * Travel between the plan's points, each leg estimated once for the departure time of the point it leaves (the
 * slot start of a job's stops, the availability of a vehicle's start), so the insertion search, the solver's
 * matrices and the final timetable all see the same numbers.
 */
export class PlanTravel {
  private readonly departOf = new Map<LatLon, number>();
  private readonly legs = new Map<LatLon, Map<LatLon, Leg>>();

  constructor(private readonly travel: TravelFn) {}

  departAt(point: LatLon, ms: number): void {
    this.departOf.set(point, ms);
  }

  leg(from: LatLon, to: LatLon): Leg {
    let row = this.legs.get(from);
    if (!row) {
      row = new Map();
      this.legs.set(from, row);
    }
    let leg = row.get(to);
    if (!leg) {
      leg = from === to ? { km: 0, min: 0 } : this.travel(from, to, this.departOf.get(from) ?? 0);
      row.set(to, leg);
    }
    return leg;
  }
}

/** Latest minute (epoch ms) loading may start so the job is unloaded by its slot's end. */
export function latestPickupStartMs(job: PlanJob, handling: HandlingTimes, carry: Leg): number {
  return job.window.endMs - (handling.loadMin + carry.min + handling.unloadMin) * MIN;
}

export interface RouteCheck {
  feasible: boolean;
  km: number;
  stops: PlannedStop[];
}

/**
 * Drives a route from the vehicle's start: waits for each slot to open, loads and unloads, and checks every rule a
 * plan must keep (each drop unloaded by its slot's end, payload never exceeded, a pickup before its drop).
 */
export function checkRoute(
  vehicle: FleetVehicle,
  onBoard: readonly PlanJob[],
  route: readonly RouteStop[],
  travel: PlanTravel,
  handling: HandlingTimes,
): RouteCheck {
  let at = vehicle.start;
  let t = vehicle.availableFromMs;
  let load = onBoard.reduce((sum, job) => sum + job.weightKg, 0);
  let km = 0;
  let feasible = load <= vehicle.payloadKg;
  const open = new Set(onBoard.map((job) => job.id));
  const stops: PlannedStop[] = [];
  for (const stop of route) {
    const location = stop.kind === 'pickup' ? stop.job.pickup : stop.job.drop;
    const leg = travel.leg(at, location);
    km += leg.km;
    const arriveAtMs = t + leg.min * MIN;
    const startAtMs = Math.max(arriveAtMs, stop.job.window.startMs);
    const serviceMin = stop.kind === 'pickup' ? handling.loadMin : handling.unloadMin;
    const leaveAtMs = startAtMs + serviceMin * MIN;
    if (stop.kind === 'pickup') {
      load += stop.job.weightKg;
      if (open.has(stop.job.id)) feasible = false;
      open.add(stop.job.id);
    } else {
      if (!open.delete(stop.job.id)) feasible = false;
      load -= stop.job.weightKg;
      if (leaveAtMs > stop.job.window.endMs) feasible = false;
    }
    if (load > vehicle.payloadKg + 1e-9) feasible = false;
    stops.push({
      jobId: stop.job.id,
      kind: stop.kind,
      location,
      arriveAtMs,
      startAtMs,
      leaveAtMs,
      loadKgAfter: load,
    });
    at = location;
    t = leaveAtMs;
  }
  if (open.size > 0) feasible = false;
  return { feasible, km, stops };
}

import { matchShipmentToTruck, type TruckPlan, type TruckStop } from '@logisaathi/pooling';
import { DEFAULT_HANDLING, type HandlingTimes } from '../day-fit';
import { hasFeature } from '../fit';
import { roadTravel } from '../travel';
import { checkRoute, latestPickupStartMs, PlanTravel, type RouteStop } from './route';
import { sequenceWithSolver } from './sequence';
import type {
  FleetDayInput,
  FleetDayPlan,
  FleetVehicle,
  PlanJob,
  UnplannedReason,
  VehiclePlan,
} from './types';

/**
 * A fleet's day: its accepted jobs sequenced into one multi-stop route per vehicle.
 *
 * 1. Fixed jobs first: a job already picked up stays on its vehicle (only its drop is planned), a job moved by hand
 *    goes into its vehicle's route by cheapest feasible insertion (or is reported when it cannot fit there).
 * 2. The other jobs by regret insertion (Ropke & Pisinger 2006): each step inserts the job whose best vehicle
 *    beats its second best by the most, so jobs with one sensible vehicle are not crowded out. The insertion test
 *    is packages/pooling's `matchShipmentToTruck` (cheapest feasible pickup-and-drop insertion with time windows
 *    and capacity).
 * 3. Relocation: a movable job goes to another vehicle when that saves road km.
 * 4. Each vehicle's stops are re-ordered by the PDPTW solver of packages/pooling (`sequenceWithSolver`); its order
 *    is kept when it is feasible and no longer than the insertion order.
 */
const MIN = 60_000;

interface VehicleState {
  vehicle: FleetVehicle;
  onBoard: PlanJob[];
  route: RouteStop[];
  fixed: Set<string>;
}

export function planFleetDay(input: FleetDayInput): FleetDayPlan {
  const handling = input.handling ?? DEFAULT_HANDLING;
  const travel = new PlanTravel(input.travel ?? roadTravel);
  const epochMs = Math.min(
    ...input.vehicles.map((v) => v.availableFromMs),
    ...input.jobs.map((j) => j.window.startMs),
  );
  const states = new Map<string, VehicleState>();
  for (const vehicle of input.vehicles) {
    travel.departAt(vehicle.start, vehicle.availableFromMs);
    states.set(vehicle.id, { vehicle, onBoard: [], route: [], fixed: new Set() });
  }
  for (const job of input.jobs) {
    travel.departAt(job.pickup, job.window.startMs);
    travel.departAt(job.drop, job.window.startMs);
  }
  const unplanned: FleetDayPlan['unplanned'] = [];
  const reject = (jobId: string, reason: UnplannedReason) => unplanned.push({ jobId, reason });

  const ctx = { travel, handling, epochMs };
  const free: PlanJob[] = [];
  for (const job of input.jobs) {
    const ownerId = job.pickedUpBy ?? job.pinnedTo;
    if (ownerId === undefined) {
      free.push(job);
      continue;
    }
    const state = states.get(ownerId);
    if (!state) {
      reject(job.id, 'unknown-vehicle');
      continue;
    }
    state.fixed.add(job.id);
    if (job.pickedUpBy !== undefined) {
      state.onBoard.push(job);
      const insert = bestInsertion(state, job, ctx, true);
      // A load already on the truck is delivered even when its slot can no longer be kept.
      state.route = insert?.route ?? [...state.route, { job, kind: 'drop' }];
    }
  }
  for (const job of input.jobs) {
    if (job.pickedUpBy !== undefined || job.pinnedTo === undefined) continue;
    const state = states.get(job.pinnedTo);
    if (!state) continue;
    const insert = canCarry(state.vehicle, job) ? bestInsertion(state, job, ctx, false) : null;
    if (insert) state.route = insert.route;
    else reject(job.id, 'pinned-vehicle-cannot');
  }

  // Regret insertion of the free jobs.
  const pending = new Set(free);
  while (pending.size > 0) {
    let chosen: { job: PlanJob; state: VehicleState; route: RouteStop[] } | null = null;
    let chosenRegret = Number.NEGATIVE_INFINITY;
    for (const job of pending) {
      let best: { state: VehicleState; route: RouteStop[]; addedKm: number } | null = null;
      let second = Number.POSITIVE_INFINITY;
      for (const state of states.values()) {
        if (!canCarry(state.vehicle, job)) continue;
        const insert = bestInsertion(state, job, ctx, false);
        if (!insert) continue;
        if (!best || insert.addedKm < best.addedKm) {
          if (best) second = best.addedKm;
          best = { state, route: insert.route, addedKm: insert.addedKm };
        } else if (insert.addedKm < second) second = insert.addedKm;
      }
      if (!best) {
        pending.delete(job);
        reject(job.id, 'no-vehicle-fits');
        continue;
      }
      // A job with a single possible vehicle goes first; ties favour the earlier slot.
      const regret = (Number.isFinite(second) ? second - best.addedKm : 1e6) - job.window.startMs / 1e12;
      if (regret > chosenRegret) {
        chosenRegret = regret;
        chosen = { job, state: best.state, route: best.route };
      }
    }
    if (!chosen) break;
    chosen.state.route = chosen.route;
    pending.delete(chosen.job);
  }

  relocate([...states.values()], ctx);

  const routes: VehiclePlan[] = [];
  let totalKm = 0;
  let seed = input.seed ?? 1;
  for (const state of states.values()) {
    const jobs = state.route.filter((stop) => stop.kind === 'pickup').map((stop) => stop.job);
    let route = state.route;
    let check = checkRoute(state.vehicle, state.onBoard, route, travel, handling);
    if (jobs.length + state.onBoard.length > 1) {
      const solved = sequenceWithSolver(state.vehicle, state.onBoard, jobs, travel, handling, {
        iterations: input.solverIterations ?? 300,
        seed: seed++,
      });
      if (solved) {
        const solvedCheck = checkRoute(state.vehicle, state.onBoard, solved, travel, handling);
        if (solvedCheck.feasible && (!check.feasible || solvedCheck.km <= check.km + 1e-9)) {
          route = solved;
          check = solvedCheck;
        }
      }
    }
    state.route = route;
    routes.push({ vehicleId: state.vehicle.id, stops: check.stops, km: check.km });
    totalKm += check.km;
  }
  return { routes, unplanned, totalKm };
}

function canCarry(vehicle: FleetVehicle, job: PlanJob): boolean {
  return job.weightKg <= vehicle.payloadKg && job.requiredFeatures.every((f) => hasFeature(vehicle, f));
}

interface PlanContext {
  travel: PlanTravel;
  handling: HandlingTimes;
  epochMs: number;
}

/**
 * Cheapest feasible insertion of a job into a vehicle's route (pooling's insertion test), confirmed by driving the
 * new route. `dropOnly` places just the drop of a job already on board.
 */
function bestInsertion(
  state: VehicleState,
  job: PlanJob,
  ctx: PlanContext,
  dropOnly: boolean,
): { route: RouteStop[]; addedKm: number } | null {
  const { travel, handling, epochMs } = ctx;
  const minute = (ms: number) => (ms - epochMs) / MIN;
  const before = checkRoute(state.vehicle, state.onBoard, state.route, travel, handling);
  if (dropOnly) {
    let best: { route: RouteStop[]; addedKm: number } | null = null;
    for (let at = 0; at <= state.route.length; at++) {
      const route = [...state.route.slice(0, at), { job, kind: 'drop' as const }, ...state.route.slice(at)];
      const check = checkRoute(state.vehicle, state.onBoard, route, travel, handling);
      if (check.feasible && (!best || check.km - before.km < best.addedKm))
        best = { route, addedKm: check.km - before.km };
    }
    return best;
  }
  const onBoardKg = state.onBoard.reduce((sum, j) => sum + j.weightKg, 0);
  const stops: TruckStop[] = [
    { location: state.vehicle.start, earliestMin: minute(state.vehicle.availableFromMs), serviceMin: 0 },
  ];
  for (const stop of state.route) {
    const carry = travel.leg(stop.job.pickup, stop.job.drop);
    const pickup = stop.kind === 'pickup';
    stops.push({
      location: pickup ? stop.job.pickup : stop.job.drop,
      earliestMin: minute(stop.job.window.startMs),
      latestMin: pickup
        ? minute(latestPickupStartMs(stop.job, handling, carry))
        : minute(stop.job.window.endMs) - handling.unloadMin,
      serviceMin: pickup ? handling.loadMin : handling.unloadMin,
      loadChangeKg: pickup ? stop.job.weightKg : -stop.job.weightKg,
    });
  }
  const truck: TruckPlan = {
    id: state.vehicle.id,
    stops,
    departureMin: minute(state.vehicle.availableFromMs),
    capacityKg: state.vehicle.payloadKg,
    capacityM3: Number.POSITIVE_INFINITY,
    currentLoadKg: onBoardKg,
    currentLoadM3: 0,
    capabilities: [],
    maxDetourKm: Number.POSITIVE_INFINITY,
  };
  const carry = travel.leg(job.pickup, job.drop);
  const match = matchShipmentToTruck(
    truck,
    {
      id: job.id,
      pickup: job.pickup,
      drop: job.drop,
      weightKg: job.weightKg,
      dimensionsCm: { lengthCm: 0, widthCm: 0, heightCm: 0 },
      pickupWindow: {
        earliestMin: minute(job.window.startMs),
        latestMin: minute(latestPickupStartMs(job, handling, carry)),
      },
      dropWindow: {
        earliestMin: minute(job.window.startMs),
        latestMin: minute(job.window.endMs) - handling.unloadMin,
      },
      requirements: [],
      pickupServiceMin: handling.loadMin,
      dropServiceMin: handling.unloadMin,
    },
    (from, to) => {
      const leg = travel.leg(from, to);
      return { distanceKm: leg.km, durationMin: leg.min };
    },
  );
  if (!match.compatible) return null;
  const i = match.pickupAfter;
  const j = match.dropAfter;
  const route: RouteStop[] = [
    ...state.route.slice(0, i),
    { job, kind: 'pickup' },
    ...state.route.slice(i, j),
    { job, kind: 'drop' },
    ...state.route.slice(j),
  ];
  const check = checkRoute(state.vehicle, state.onBoard, route, travel, handling);
  if (!check.feasible) return null;
  return { route, addedKm: check.km - before.km };
}

/** Moves single jobs between vehicles while that saves km; fixed jobs never move. Bounded passes. */
function relocate(states: VehicleState[], ctx: PlanContext): void {
  for (let pass = 0; pass < 3; pass++) {
    let moved = false;
    for (const from of states) {
      for (const stop of [...from.route]) {
        if (stop.kind !== 'pickup' || from.fixed.has(stop.job.id)) continue;
        const job = stop.job;
        const without = from.route.filter((s) => s.job !== job);
        const withoutCheck = checkRoute(from.vehicle, from.onBoard, without, ctx.travel, ctx.handling);
        if (!withoutCheck.feasible) continue;
        const saving =
          checkRoute(from.vehicle, from.onBoard, from.route, ctx.travel, ctx.handling).km - withoutCheck.km;
        let best: { state: VehicleState; route: RouteStop[]; addedKm: number } | null = null;
        for (const to of states) {
          if (to === from || !canCarry(to.vehicle, job)) continue;
          const insert = bestInsertion(to, job, ctx, false);
          if (insert && insert.addedKm < saving - 1e-6 && (!best || insert.addedKm < best.addedKm))
            best = { state: to, ...insert };
        }
        if (!best) continue;
        from.route = without;
        best.state.route = best.route;
        moved = true;
      }
    }
    if (!moved) break;
  }
}

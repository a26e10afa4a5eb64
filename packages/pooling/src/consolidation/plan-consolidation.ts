/*
 * Consolidation planner: which waiting pooled shipments ride on which pool truck, and in what order the truck
 * visits its stops. Pure (no I/O) so it can be tested and benchmarked on its own.
 *
 * Method, in three steps:
 * 1. Firm riders first: each truck's pending and accepted slot requests are placed by cheapest insertion (they
 *    hold capacity already, so they are never dropped).
 * 2. Assignment: waiting pooled deliveries, earliest window first, go to the truck where the matching engine's
 *    matchShipmentToTruck finds the cheapest feasible insertion (time windows, kg and m3 along the ride, body
 *    requirements, the truck's detour limit), and only where the fair split's admission rule holds (joining does
 *    not raise anyone's share: canJoinWithoutRaisingShares). Demo trucks carry nobody.
 * 3. Sequencing: every truck with riders is re-sequenced with the PDPTW solver (solvePdptw, one vehicle, an open
 *    route: legs back to the depot are priced as legs to the truck's destination, so the route ends there). The
 *    solver's order is kept when it is feasible and shorter than the insertion order.
 * Times are minutes since the Unix epoch; distances are the pool estimator's road km.
 */
import { canJoinWithoutRaisingShares } from '../cost-split';
import { matchShipmentToTruck } from '../matching/truck-matching';
import type { LatLon, TravelEstimator } from '../matching/types';
import { buildPdptwProblem } from '../pdptw-problem';
import { solvePdptw } from '../solver/solve-pdptw';
import { describePlan, insertAt, sequenceKm, toShipment, toTruckPlan, type SeqStop } from './plan-builders';
import { SOLVER_SEED, SOLVER_TIME_LIMIT_MS, STOP_SERVICE_MIN } from './rules';
import type { PlannerRider, PlannerTruck, PlanResult, TruckPlanJson } from './types';

interface WorkingTruck {
  truck: PlannerTruck;
  seq: SeqStop[];
  riders: PlannerRider[];
}

/** Cheapest insertion by distance only, before the destination: for firm riders that must ride regardless. */
function forceInsert(
  truck: PlannerTruck,
  seq: readonly SeqStop[],
  rider: PlannerRider,
  travel: TravelEstimator,
): SeqStop[] {
  let best: SeqStop[] = [...seq, { kind: 'pickup', rider }, { kind: 'drop', rider }];
  let bestKm = sequenceKm(truck, best, travel);
  for (let i = 0; i <= seq.length; i++) {
    for (let j = i; j <= seq.length; j++) {
      const candidate = insertAt(seq, rider, i, j);
      const km = sequenceKm(truck, candidate, travel);
      if (km < bestKm - 1e-9) {
        bestKm = km;
        best = candidate;
      }
    }
  }
  return best;
}

function routeCostInr(truck: PlannerTruck, km: number): number {
  return Math.round(truck.costPerKmInr * km);
}

interface SolverLocation extends LatLon {
  isDepot: boolean;
}

/** Re-sequences one truck's riders with the PDPTW solver; null when the solver finds nothing better. */
function solveSequence(work: WorkingTruck, travel: TravelEstimator, timeLimitMs: number): SeqStop[] | null {
  const { truck, riders } = work;
  if (riders.length < 2) return null;
  const depot: SolverLocation = { lat: truck.origin.lat, lon: truck.origin.lon, isDepot: true };
  const at = (p: LatLon): SolverLocation => ({ lat: p.lat, lon: p.lon, isDepot: false });
  const base = truck.departureMin;
  const problem = buildPdptwProblem<SolverLocation>({
    depot: { location: depot, earliest: 0, latest: truck.finishByMin - base },
    capacity: truck.capacityKg,
    maxVehicles: 1,
    requests: riders.map((rider) => ({
      demand: rider.weightKg,
      pickup: {
        location: at(rider.pickup),
        earliest: Math.max(0, rider.pickupWindow.earliestMin - base),
        latest: rider.pickupWindow.latestMin - base,
        serviceTime: STOP_SERVICE_MIN,
      },
      delivery: {
        location: at(rider.drop),
        earliest: Math.max(0, rider.dropWindow.earliestMin - base),
        latest: rider.dropWindow.latestMin - base,
        serviceTime: STOP_SERVICE_MIN,
      },
    })),
    travel: (from, to) => {
      // Open route: the leg "back to the depot" is the leg to the truck's destination.
      const leg = travel(from, to.isDepot ? truck.destination : to);
      return { distance: leg.distanceKm, time: leg.durationMin };
    },
  });
  const solution = solvePdptw(problem, { timeLimitMs, seed: SOLVER_SEED, maxIterations: 1500 });
  if (solution.unassignedRequests.length > 0 || solution.routes.length !== 1) return null;
  const route = solution.routes[0] ?? [];
  const seq: SeqStop[] = route.map((node) => {
    const rider = riders[Math.floor((node - 1) / 2)] as PlannerRider;
    return { kind: node % 2 === 1 ? 'pickup' : 'drop', rider };
  });
  return sequenceKm(truck, seq, travel) < sequenceKm(truck, work.seq, travel) - 1e-6 ? seq : null;
}

export function planConsolidation(input: {
  trucks: readonly PlannerTruck[];
  /** Firm riders per truck id (pending and accepted slot requests). */
  firmRiders: ReadonlyMap<string, readonly PlannerRider[]>;
  pooled: readonly PlannerRider[];
  travel: TravelEstimator;
  now: Date;
  timeLimitMs?: number;
}): PlanResult {
  const started = performance.now();
  const { travel, now } = input;
  const work = new Map<string, WorkingTruck>();
  for (const truck of input.trucks) {
    let seq: SeqStop[] = [];
    const riders = [...(input.firmRiders.get(truck.id) ?? [])];
    for (const rider of riders) seq = forceInsert(truck, seq, rider, travel);
    work.set(truck.id, { truck, seq, riders });
  }

  const assigned = new Map<string, string>();
  const candidates = [...input.pooled].sort(
    (a, b) => a.pickupWindow.earliestMin - b.pickupWindow.earliestMin,
  );
  const carriers = [...work.values()].filter((w) => !w.truck.isDemo);
  for (const rider of candidates) {
    const shipment = toShipment(rider);
    let best: { w: WorkingTruck; i: number; j: number; detourKm: number } | null = null;
    for (const w of carriers) {
      const plan = toTruckPlan(w.truck, w.seq);
      const match = matchShipmentToTruck(plan, shipment, travel);
      // Never after the destination stop: the truck's own trip ends there.
      if (!match.compatible || match.pickupAfter >= plan.stops.length - 1) continue;
      if (match.dropAfter >= plan.stops.length - 1) continue;
      const km = sequenceKm(w.truck, w.seq, travel);
      const standaloneSum = w.riders.reduce((sum, r) => sum + r.standaloneInr, 0);
      const admitted =
        w.riders.length === 0 ||
        canJoinWithoutRaisingShares(
          { routeCostInr: routeCostInr(w.truck, km), standaloneSumInr: standaloneSum },
          routeCostInr(w.truck, km + match.detourKm),
          rider.standaloneInr,
        );
      if (!admitted) continue;
      if (!best || match.detourKm < best.detourKm)
        best = { w, i: match.pickupAfter, j: match.dropAfter, detourKm: match.detourKm };
    }
    if (!best) continue;
    best.w.seq = insertAt(best.w.seq, rider, best.i, best.j);
    best.w.riders.push(rider);
    assigned.set(rider.key, best.w.truck.id);
  }

  const loaded = [...work.values()].filter((w) => w.riders.length >= 2);
  const budgetEach = loaded.length
    ? Math.max(10, Math.min(200, Math.floor((input.timeLimitMs ?? SOLVER_TIME_LIMIT_MS) / loaded.length)))
    : 0;
  const plans = new Map<string, TruckPlanJson>();
  for (const w of work.values()) {
    let sequencedBy: TruckPlanJson['sequencedBy'] = w.riders.length === 0 ? 'none' : 'insertion';
    if (
      w.riders.length >= 2 &&
      performance.now() - started < (input.timeLimitMs ?? SOLVER_TIME_LIMIT_MS) * 2
    ) {
      const solved = solveSequence(w, travel, budgetEach);
      if (solved) {
        w.seq = solved;
        sequencedBy = 'solver';
      }
    }
    plans.set(w.truck.id, describePlan(w.truck, w.seq, w.riders, travel, now, sequencedBy));
  }
  return { plans, assigned, elapsedMs: performance.now() - started };
}

import type { PdptwProblem } from '../pdptw-problem';
import { createRandom } from '../prng';
import { AlnsEngine, type SearchBudget } from './alns';
import { prepareProblem } from './prepared-problem';
import { RouteSet } from './route-set';

export interface SolvePdptwOptions {
  /** Wall-clock budget; the clock is read only every few iterations. */
  timeLimitMs: number;
  /** Optional iteration cap: with a generous time limit the result depends only on seed and cap. */
  maxIterations?: number;
  seed?: number;
  /** Share of the budget spent removing vehicles before polishing distance (0..1). */
  vehiclePhaseShare?: number;
  /** Clock in ms; injectable for tests. */
  now?: () => number;
}

export interface PdptwSolution {
  /** Node sequences per used vehicle, depot omitted at both ends. */
  routes: number[][];
  vehicles: number;
  distance: number;
  /** Requests (indices into problem.requests) no vehicle could serve. */
  unassignedRequests: number[];
  iterations: number;
  elapsedMs: number;
}

/**
 * Consolidation solver: minimises vehicles, then total distance (lexicographic), Li & Lim style.
 * 1. Construction by regret-3 insertion, opening a route only when nothing else fits.
 * 2. Vehicle reduction: empty the smallest route into the request bank and search with ALNS where banked
 *    requests carry a penalty, with one route fewer allowed; each success lowers the fleet by one
 *    (the route-elimination scheme of Ropke & Pisinger 2006, section 6).
 * 3. Distance: ALNS with the fleet fixed at the best count found; after DISTANCE_RESTART iterations without a
 *    new best it restarts from the best with a kick (whole routes rebuilt by noisy regret insertion), so a
 *    cooled search does not sit in one local optimum for the rest of the budget.
 */
/** A vehicle-reduction attempt that serves no extra request for this many iterations restarts on another route. */
const VEHICLE_ATTEMPT_STALL = 1000;
/**
 * Banked-request penalty in the distance phase, in units of the longest arc: small enough that the search
 * may pass through solutions missing a request (the best is still ranked lexicographically), which lets
 * long type-2 routes reorganise.
 */
const DISTANCE_PHASE_BANK_PENALTY = 3;
/** Distance phase: restart from the best with a kick after this many iterations without progress. */
const DISTANCE_RESTART = 500;

export function solvePdptw(problem: PdptwProblem, options: SolvePdptwOptions): PdptwSolution {
  const now = options.now ?? (() => performance.now());
  const startMs = now();
  const pp = prepareProblem(problem);
  const random = createRandom(options.seed ?? 1);
  const budget: SearchBudget = {
    now,
    deadlineMs: startMs + options.timeLimitMs,
    maxIterations: options.maxIterations ?? Number.POSITIVE_INFINITY,
    iterations: 0,
    exhausted: false,
  };
  const requestCount = pp.requestCount;
  const fleet = Number.isFinite(problem.maxVehicles) ? problem.maxVehicles : requestCount;
  const slots = Math.max(1, Math.min(requestCount, fleet));
  // Weights make the objective lexicographic: one unserved request > one vehicle > any distance change.
  const routeWeight = Math.max(1, pp.maxDist) * (pp.n + 2) * 4;

  const engine = new AlnsEngine(pp, slots, random, budget);
  const best = new RouteSet(pp, slots);
  engine.construct(best, routeWeight, slots);

  const share = options.vehiclePhaseShare ?? 0.2;
  const phaseEndIteration = Number.isFinite(budget.maxIterations)
    ? Math.floor(budget.maxIterations * share)
    : Number.POSITIVE_INFINITY;
  const phaseEndTime = startMs + options.timeLimitMs * share;
  const trial = new RouteSet(pp, slots);
  const trialBest = new RouteSet(pp, slots);
  let attempt = 0;
  while (best.unassignedCount === 0 && !budget.exhausted && best.usedRoutes() > 1) {
    if (budget.iterations >= phaseEndIteration || now() >= phaseEndTime) break;
    const routes = best.usedRoutes();
    trial.copyFrom(best);
    // First attempt empties the smallest route; retries after a stall pick smaller routes more often.
    const used: number[] = [];
    for (let r = 0; r < slots; r++) if ((trial.len[r] as number) > 2) used.push(r);
    used.sort((a, b) => (trial.len[a] as number) - (trial.len[b] as number));
    const victim = used[attempt === 0 ? 0 : Math.floor(Math.pow(random.next(), 2) * used.length)] as number;
    attempt++;
    for (let req = 0; req < requestCount; req++)
      if (trial.routeOfRequest[req] === victim) trial.removeLazy(req);
    trial.recompute(victim);
    engine.construct(trial, 0, routes - 1);
    engine.run(trial, trialBest, {
      maxRoutes: routes - 1,
      unassignedPenalty: pp.maxDist,
      routeWeight: 0,
      stopWhenComplete: true,
      stallLimit: VEHICLE_ATTEMPT_STALL,
      endIteration: phaseEndIteration,
      endTimeMs: phaseEndTime,
      startWorse: 0.05,
      restartAfter: Number.POSITIVE_INFINITY,
    });
    if (trialBest.unassignedCount > 0) continue;
    attempt = 0;
    best.copyFrom(trialBest);
  }

  if (!budget.exhausted) {
    engine.run(best, trialBest, {
      maxRoutes: best.unassignedCount > 0 ? slots : best.usedRoutes(),
      unassignedPenalty: pp.maxDist * DISTANCE_PHASE_BANK_PENALTY,
      routeWeight,
      stopWhenComplete: false,
      stallLimit: Number.POSITIVE_INFINITY,
      endIteration: Number.POSITIVE_INFINITY,
      endTimeMs: budget.deadlineMs,
      startWorse: 0.05,
      restartAfter: DISTANCE_RESTART,
    });
    if (isBetter(trialBest, best)) best.copyFrom(trialBest);
  }

  const unassignedRequests: number[] = [];
  for (let req = 0; req < requestCount; req++)
    if ((best.routeOfRequest[req] as number) < 0) unassignedRequests.push(req);
  return {
    routes: best.toRoutes(),
    vehicles: best.usedRoutes(),
    distance: best.totalDistance(),
    unassignedRequests,
    iterations: budget.iterations,
    elapsedMs: now() - startMs,
  };
}

function isBetter(a: RouteSet, b: RouteSet): boolean {
  if (a.unassignedCount !== b.unassignedCount) return a.unassignedCount < b.unassignedCount;
  const routesA = a.usedRoutes();
  const routesB = b.usedRoutes();
  if (routesA !== routesB) return routesA < routesB;
  return a.totalDistance() < b.totalDistance() - 1e-9;
}

import type { PdptwProblem } from '../pdptw-problem';
import { createRandom } from '../prng';
import { AlnsEngine, type SearchBudget } from './alns';
import { prepareProblem } from './prepared-problem';
import { relocateDescent } from './relocate-descent';
import { RouteEliminator } from './route-elimination';
import { RouteSet } from './route-set';

export interface SolvePdptwOptions {
  /** Wall-clock budget; the clock is read only every few iterations. */
  timeLimitMs: number;
  /** Optional iteration cap: with a generous time limit the result depends only on seed and cap. */
  maxIterations?: number;
  seed?: number;
  /** Most of the budget spent removing vehicles before polishing distance (0..1); the phase often ends earlier. */
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
  /** Ms from the start until a solution serving every request first existed; null when none did. */
  firstCompleteMs: number | null;
}

/**
 * Consolidation solver: minimises vehicles, then total distance (lexicographic), Li & Lim style.
 * 1. Construction by regret-3 insertion, opening a route only when nothing else fits.
 * 2. Vehicle reduction: route elimination with an ejection pool and ejection chains (RouteEliminator, after
 *    Nagata & Bräysy 2009 and Nagata & Kobayashi 2010): each success lowers the fleet by one; the phase ends after
 *    two abandoned attempts in a row or at its share of the budget; a relocation descent then removes the detours
 *    its perturbation left.
 * 3. Distance: ALNS with the fleet fixed at the best count found; on short routes, after DISTANCE_RESTART
 *    iterations without a new best it restarts from the best with a kick (whole routes rebuilt by noisy regret
 *    insertion), so a cooled search does not sit in one local optimum for the rest of the budget; long routes
 *    search without restarts (see LONG_ROUTE_STOPS). A walk that keeps requests banked for BANKED_WALK_LIMIT
 *    iterations goes back to the best plan.
 */
/** A route-elimination attempt without progress for this share of the budget is abandoned. */
const ELIMINATION_STALL_SHARE = 0.1;
/** Abandoned elimination attempts in a row that end the vehicle phase early, leaving the time to distance. */
const ELIMINATION_MAX_FAILURES = 2;
/**
 * Banked-request penalty in the distance phase, in units of the longest arc: small enough that the search
 * may pass through solutions missing a request (the best is still ranked lexicographically), which lets
 * long type-2 routes reorganise.
 */
const DISTANCE_PHASE_BANK_PENALTY = 3;
/**
 * Distance phase start temperature: a plan this share longer than the start is accepted with probability 1/2
 * (Ropke & Pisinger's 0.05). A cooler 0.01 looked better on two type-2 instances under load but not over the whole
 * dev set in a side-by-side run (33/48 and 7.0 % against 34/48 and 5.4 %, load average about 30), so it stays.
 */
const DISTANCE_START_WORSE = 0.05;
/**
 * Distance phase: restart from the best with a kick after this many iterations without progress, when the routes
 * average fewer than LONG_ROUTE_STOPS stops. With tight windows (type 1) a search that banked requests rarely
 * finds room for them again, and the restart brings it back. Long routes (type 2: wide windows, a few vehicles)
 * reorganise only through long walks that bank and reinsert requests, which restarts cut short. Side by side on
 * half the budget in CPU time (bench/pooling/cpu-ab.ts, packages/pooling/README.md): lr2_4_2 +4.1 to +7.9 % without
 * restarts against +8.9 to +14.4 % with them; lrc2_2_2 and lrc2_2_3 better on average only (+4.0 % against +6.3 %
 * over six runs each); lr2_2_4, lrc2_4_1 and lc2_4_2 the same. Without restarts on short routes, lr1_2_3 went to +19 %.
 */
const DISTANCE_RESTART = 500;
const LONG_ROUTE_STOPS = 50;
/**
 * Distance phase: iterations in a row with requests banked after which the walk goes back to the best plan. The bank
 * penalty is a fixed multiple of the longest arc while the temperature scales with the plan's length, so on large
 * instances with few tight routes the walk could accept a banked request early, never find room for it again, and
 * spend the rest of the budget on plans that serve fewer requests: on lrc2_4_2 one candidate in 20 000 served every
 * request and the best never improved after the vehicle phase (+44 %); on lrc2_2_4, 9 in 11 000. Short excursions
 * are how long routes reorganise, though: going back after 100 iterations took lr2_4_2 from +10 % to +36 %. After
 * 1000 (one run each, half the budget in CPU time): lrc2_4_2 +15 %, lr2_4_2 +12 %, lrc2_2_4 +6 %.
 */
const BANKED_WALK_LIMIT = 1000;

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
  let firstCompleteMs = best.unassignedCount === 0 ? now() - startMs : null;

  const share = options.vehiclePhaseShare ?? 0.6;
  const phaseEndIteration = Number.isFinite(budget.maxIterations)
    ? Math.floor(budget.maxIterations * share)
    : Number.POSITIVE_INFINITY;
  const phaseEndTime = startMs + options.timeLimitMs * share;
  const trialBest = new RouteSet(pp, slots);
  if (best.unassignedCount === 0 && best.usedRoutes() > 1) {
    new RouteEliminator(pp, slots, random, budget).run(best, {
      endIteration: phaseEndIteration,
      endTimeMs: phaseEndTime,
      stallMs: options.timeLimitMs * ELIMINATION_STALL_SHARE,
      maxFailures: ELIMINATION_MAX_FAILURES,
    });
    relocateDescent(best, 50, () => budget.now() >= budget.deadlineMs);
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
      startWorse: DISTANCE_START_WORSE,
      restartAfter:
        (2 * requestCount) / Math.max(1, best.usedRoutes()) >= LONG_ROUTE_STOPS ? Infinity : DISTANCE_RESTART,
      returnAfterBanked: BANKED_WALK_LIMIT,
    });
    if (isBetter(trialBest, best)) best.copyFrom(trialBest);
  }

  // Only the distance phase can complete a construction that missed requests; its end bounds when it did.
  const elapsedMs = now() - startMs;
  if (firstCompleteMs === null && best.unassignedCount === 0) firstCompleteMs = elapsedMs;
  const unassignedRequests: number[] = [];
  for (let req = 0; req < requestCount; req++)
    if ((best.routeOfRequest[req] as number) < 0) unassignedRequests.push(req);
  return {
    routes: best.toRoutes(),
    vehicles: best.usedRoutes(),
    distance: best.totalDistance(),
    unassignedRequests,
    iterations: budget.iterations,
    elapsedMs,
    firstCompleteMs,
  };
}

function isBetter(a: RouteSet, b: RouteSet): boolean {
  if (a.unassignedCount !== b.unassignedCount) return a.unassignedCount < b.unassignedCount;
  const routesA = a.usedRoutes();
  const routesB = b.usedRoutes();
  if (routesA !== routesB) return routesA < routesB;
  return a.totalDistance() < b.totalDistance() - 1e-9;
}

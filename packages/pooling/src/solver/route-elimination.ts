import type { Random } from '../prng';
import type { SearchBudget } from './alns';
import {
  bestInsertionInRoute,
  bestInsertionInUsedRoutes,
  canInsertInRoute,
  newInsertionResult,
  newRouteInsertion,
} from './insertion';
import type { PreparedProblem } from './prepared-problem';
import { RouteSet } from './route-set';

/**
 * Route elimination with a request bank and ejection chains, after Nagata & Bräysy (2009), "A powerful route
 * minimization heuristic for the vehicle routing problem with time windows", Operations Research Letters 37(5),
 * and its pickup-and-delivery form in Nagata & Kobayashi (2010), "Guided ejection search for the pickup and
 * delivery problem with time windows", EvoCOP, LNCS 6022.
 *
 * One attempt removes a route and puts its requests into the ejection pool (EP, a stack). Until the pool is
 * empty: pop a request h; insert it at its cheapest feasible position if it has one; otherwise raise h's
 * penalty p[h] and insert it anyway, ejecting from the receiving route the set of at most two requests with the
 * smallest sum of penalties that makes the insertion feasible (ties broken at random), push the ejected requests,
 * and perturb the solution with random feasible relocate and swap moves so the next pops see new routes. The
 * penalties steer ejections away from requests that were hard to place before. An attempt that makes no progress
 * for a while is abandoned and the last complete solution restored. Every check uses the route caches' O(1)
 * forward start times and backward latest starts (RouteSet), so no move ever leaves a route infeasible.
 */
export interface EliminationLimits {
  /** Phase ends at this clock reading or iteration count (budget.iterations), whichever comes first. */
  endTimeMs: number;
  endIteration: number;
  /** An attempt is abandoned after this long without a new smallest pool. */
  stallMs: number;
  /** The phase ends after this many abandoned attempts in a row (the fleet is likely at its minimum). */
  maxFailures: number;
}

/** An attempt is abandoned after this many pops without a new smallest pool. */
const ATTEMPT_STALL = 20000;
/** Perturbation moves tried after each ejection (Nagata & Bräysy's I_rand is 1000 for VRPTW; PDPTW moves cost more). */
const PERTURB_MOVES = 100;
/** Ejection sets tested per pop at most; beyond it h goes to the bottom of the pool. */
const MAX_EJECTION_TESTS = 4000;
const CLOCK_EVERY = 8;

export class RouteEliminator {
  private readonly pp: PreparedProblem;
  private readonly random: Random;
  private readonly budget: SearchBudget;
  private readonly scratch: RouteSet;
  private readonly out = newInsertionResult();
  private readonly cheapest = newRouteInsertion();
  private readonly penalty: Float64Array;
  private readonly work: RouteSet;
  private readonly members: number[] = [];
  private readonly routeOrder: number[] = [];

  constructor(pp: PreparedProblem, slots: number, random: Random, budget: SearchBudget) {
    this.pp = pp;
    this.random = random;
    this.budget = budget;
    this.scratch = new RouteSet(pp, 1);
    this.penalty = new Float64Array(pp.requestCount);
    this.work = new RouteSet(pp, slots);
  }

  /** Removes routes from `best` (a complete solution) one at a time until the limits; `best` stays complete. */
  run(best: RouteSet, limits: EliminationLimits): void {
    const { random } = this;
    let failures = 0;
    while (
      !this.budget.exhausted &&
      best.usedRoutes() > 1 &&
      failures < limits.maxFailures &&
      !this.over(limits)
    ) {
      const used: number[] = [];
      for (let r = 0; r < best.slots; r++) if ((best.len[r] as number) > 2) used.push(r);
      used.sort((a, b) => (best.len[a] as number) - (best.len[b] as number));
      // First try the shortest route; after failures any route, shorter ones more likely.
      const victim = used[
        failures === 0 ? 0 : Math.floor(Math.pow(random.next(), 2) * used.length)
      ] as number;
      if (this.attempt(best, victim, limits)) {
        best.copyFrom(this.work);
        failures = 0;
      } else failures++;
    }
  }

  private over(limits: EliminationLimits): boolean {
    return this.budget.iterations >= limits.endIteration || this.budget.now() >= limits.endTimeMs;
  }

  private attempt(best: RouteSet, victim: number, limits: EliminationLimits): boolean {
    const { pp, budget, work } = this;
    work.copyFrom(best);
    this.penalty.fill(1);
    const pool: number[] = [];
    for (let req = 0; req < pp.requestCount; req++)
      if (work.routeOfRequest[req] === victim) {
        work.removeLazy(req);
        pool.push(req);
      }
    work.recompute(victim);
    let smallest = pool.length;
    let sinceProgress = 0;
    let progressAt = budget.now();
    let pops = 0;
    while (pool.length > 0) {
      if (budget.iterations >= budget.maxIterations) {
        budget.exhausted = true;
        return false;
      }
      if (budget.iterations >= limits.endIteration) return false;
      if (pops++ % CLOCK_EVERY === 0) {
        const now = budget.now();
        if (now >= budget.deadlineMs) {
          budget.exhausted = true;
          return false;
        }
        if (now >= limits.endTimeMs || now - progressAt > limits.stallMs) return false;
      }
      budget.iterations++;
      if (++sinceProgress > ATTEMPT_STALL) return false;
      const h = pool.pop() as number;
      if (this.insertCheapest(work, h)) {
        if (pool.length < smallest) {
          smallest = pool.length;
          sinceProgress = 0;
          progressAt = budget.now();
        }
        continue;
      }
      this.penalty[h] = (this.penalty[h] as number) + 1;
      if (!this.insertWithEjection(work, h, pool)) pool.unshift(h);
      this.perturb(work);
    }
    return true;
  }

  /** Cheapest feasible insertion of h into a used route; false when none exists. */
  private insertCheapest(rs: RouteSet, h: number): boolean {
    const best = this.cheapest;
    bestInsertionInUsedRoutes(rs, h, this.out, best);
    if (best.route < 0) return false;
    rs.insert(h, best.route, best.i, best.j);
    return true;
  }

  /**
   * Inserts h into some used route after ejecting one or two of its requests, choosing the ejection set with the
   * least penalty sum; pushes the ejected requests onto the pool. False when no set of at most two works.
   */
  private insertWithEjection(rs: RouteSet, h: number, pool: number[]): boolean {
    const { pp, random, penalty, members } = this;
    // Routes in random order and strict improvement only: ties go to whichever comes first, at random.
    const order = this.routeOrder;
    order.length = 0;
    for (let r = 0; r < rs.slots; r++) if ((rs.len[r] as number) > 2) order.push(r);
    for (let k = order.length - 1; k > 0; k--) {
      const pick = random.int(k + 1);
      const tmp = order[k] as number;
      order[k] = order[pick] as number;
      order[pick] = tmp;
    }
    let bestSum = Infinity;
    let bestR = -1;
    let bestA = -1;
    let bestB = -1;
    let tests = 0;
    for (const r of order) {
      // Every penalty is at least 1: one request of penalty 1 is the least any ejection can cost.
      if (bestSum <= 1) break;
      const length = rs.len[r] as number;
      members.length = 0;
      const nodes = rs.nodes[r] as Int32Array;
      for (let k = 1; k < length - 1; k++) {
        const v = nodes[k] as number;
        const req = pp.requestOfNode[v] as number;
        if ((pp.pickupOf[req] as number) === v) members.push(req);
      }
      // Least penalty first (stable, so equal penalties keep route order): both loops can stop at the first
      // set whose penalty sum reaches the best found.
      members.sort((x, y) => (penalty[x] as number) - (penalty[y] as number));
      for (let x = 0; x < members.length; x++) {
        const a = members[x] as number;
        const pa = penalty[a] as number;
        if (pa >= bestSum) break;
        if (tests++ > MAX_EJECTION_TESTS) break;
        if (this.fitsWithout(rs, h, r, a, -1)) {
          bestSum = pa;
          bestR = r;
          bestA = a;
          bestB = -1;
          continue;
        }
        for (let y = x + 1; y < members.length; y++) {
          const b = members[y] as number;
          if (pa + (penalty[b] as number) >= bestSum) break;
          if (tests++ > MAX_EJECTION_TESTS) break;
          if (this.fitsWithout(rs, h, r, a, b)) {
            bestSum = pa + (penalty[b] as number);
            bestR = r;
            bestA = a;
            bestB = b;
          }
        }
      }
    }
    if (bestR < 0) return false;
    rs.removeLazy(bestA);
    if (bestB >= 0) rs.removeLazy(bestB);
    rs.recompute(bestR);
    bestInsertionInRoute(rs, h, bestR, this.out);
    rs.insert(h, bestR, this.out.i, this.out.j);
    pool.push(bestA);
    if (bestB >= 0) pool.push(bestB);
    return true;
  }

  /** Whether h has a feasible position in route r once requests a and b (b may be -1) are taken out. */
  private fitsWithout(rs: RouteSet, h: number, r: number, a: number, b: number): boolean {
    const { pp, scratch } = this;
    const source = rs.nodes[r] as Int32Array;
    const length = rs.len[r] as number;
    const target = scratch.nodes[0] as Int32Array;
    const pa = pp.pickupOf[a] as number;
    const da = pp.deliveryOf[a] as number;
    const pb = b >= 0 ? (pp.pickupOf[b] as number) : -1;
    const db = b >= 0 ? (pp.deliveryOf[b] as number) : -1;
    let write = 0;
    for (let k = 0; k < length; k++) {
      const v = source[k] as number;
      if (v !== pa && v !== da && v !== pb && v !== db) target[write++] = v;
    }
    scratch.len[0] = write;
    scratch.recompute(0);
    return canInsertInRoute(scratch, h, 0);
  }

  /** Random feasible relocate and swap moves between used routes, whatever they do to the distance. */
  private perturb(rs: RouteSet): void {
    const { pp, random } = this;
    const used: number[] = [];
    for (let r = 0; r < rs.slots; r++) if ((rs.len[r] as number) > 2) used.push(r);
    if (used.length < 2) return;
    for (let move = 0; move < PERTURB_MOVES; move++) {
      const a = random.int(pp.requestCount);
      const r1 = rs.routeOfRequest[a] as number;
      if (r1 < 0) continue;
      const r2 = used[random.int(used.length)] as number;
      if (r2 === r1 || (rs.len[r2] as number) <= 2) continue;
      if (random.next() < 0.5) {
        // Relocate a into r2.
        bestInsertionInRoute(rs, a, r2, this.out);
        if (this.out.i < 0) continue;
        const i = this.out.i;
        const j = this.out.j;
        rs.remove(a);
        rs.insert(a, r2, i, j);
        continue;
      }
      // Swap a with a random request b of r2, checked on scratch copies before anything moves.
      const nodes2 = rs.nodes[r2] as Int32Array;
      const v = nodes2[1 + random.int((rs.len[r2] as number) - 2)] as number;
      const b = pp.requestOfNode[v] as number;
      if (!this.fitsWithout(rs, a, r2, b, -1) || !this.fitsWithout(rs, b, r1, a, -1)) continue;
      rs.remove(a);
      rs.remove(b);
      bestInsertionInRoute(rs, a, r2, this.out);
      rs.insert(a, r2, this.out.i, this.out.j);
      bestInsertionInRoute(rs, b, r1, this.out);
      rs.insert(b, r1, this.out.i, this.out.j);
    }
  }
}

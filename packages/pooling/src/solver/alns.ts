import type { Random } from '../prng';
import { RepairWorkspace } from './insertion';
import type { PreparedProblem } from './prepared-problem';
import {
  makeShawRemoval,
  makeStringRemoval,
  buildNodeNeighbours,
  buildRelatedness,
  randomRemoval,
  routeRemoval,
  worstRemoval,
  type RemovalOperator,
} from './removal';
import { RouteSet } from './route-set';

/**
 * Adaptive large neighbourhood search for the PDPTW after Ropke & Pisinger (2006), "An adaptive large
 * neighborhood search heuristic for the pickup and delivery problem with time windows", Transportation
 * Science 40(4). Each iteration removes q requests with a destroy operator, reinserts them (and any banked
 * requests) with greedy or regret-k insertion, optionally with noise, and accepts the result by simulated
 * annealing. Operator weights adapt every segment from how well each operator did.
 */
export interface SearchBudget {
  readonly now: () => number;
  readonly deadlineMs: number;
  readonly maxIterations: number;
  iterations: number;
  /** Set once the deadline or iteration cap is reached; every phase stops then. */
  exhausted: boolean;
}

export interface PhaseConfig {
  /** Most routes the repair may use. */
  maxRoutes: number;
  /** Acceptance-objective weight per banked (unserved) request; moderate so the search may pass through partial solutions. */
  unassignedPenalty: number;
  /** Objective weight per used route. */
  routeWeight: number;
  /** Stop as soon as every request is served (vehicle-reduction attempts). */
  stopWhenComplete: boolean;
  /** Phase ends at this iteration count or clock reading, whichever comes first. */
  endIteration: number;
  endTimeMs: number;
  /** Give up after this many iterations without a new best (Infinity: never). */
  stallLimit: number;
  /** Start temperature as the fraction of the current distance accepted with probability 1/2. */
  startWorse: number;
  /**
   * Restart from the best solution with a kick (whole routes rebuilt with noise) after this many
   * iterations without a new best or restart (Infinity: never). Lets a cooled search leave a local optimum.
   */
  restartAfter: number;
  /**
   * Go back to the best plan, when it serves every request, after the current plan has kept requests banked for
   * this many iterations in a row (Infinity: never). See BANKED_WALK_LIMIT in solve-pdptw.ts.
   */
  returnAfterBanked: number;
}

/** Requests removed per iteration: uniform in [4, 0.4 x requests] as in Ropke & Pisinger. */
const MIN_REMOVE = 4;
const MAX_REMOVE_SHARE = 0.4;
/**
 * And at most this many: on 200- and 400-task instances with long routes a repair costs about q^2 route scans, so a
 * smaller cap buys more iterations in the same time (measured on lrc2_2_2 and lr2_2_4; it was 60).
 */
const MAX_REMOVE = 30;
const SEGMENT = 100;
const REACTION = 0.1;
const SCORE_BEST = 33;
const SCORE_BETTER = 9;
const SCORE_ACCEPTED = 13;
/** End temperature relative to the start (R&P: 0.99975^25000 is about 0.002). */
const END_TEMPERATURE_RATIO = 0.002;
/** Clock reads are rare: once per this many iterations. */
const CLOCK_EVERY = 16;

interface Repairer {
  regretK: number;
}

export class AlnsEngine {
  private readonly pp: PreparedProblem;
  private readonly random: Random;
  private readonly budget: SearchBudget;
  private readonly workspace: RepairWorkspace;
  private readonly destroyOps: RemovalOperator[];
  private readonly repairOps: Repairer[] = [{ regretK: 1 }, { regretK: 2 }, { regretK: 3 }, { regretK: 4 }];
  private readonly destroyWeight: Float64Array;
  private readonly repairWeight: Float64Array;
  private readonly noiseWeight = new Float64Array([1, 1]);
  private readonly current: RouteSet;
  private readonly candidate: RouteSet;
  private readonly pending: number[] = [];
  private readonly removed: number[] = [];
  readonly slots: number;

  constructor(pp: PreparedProblem, slots: number, random: Random, budget: SearchBudget) {
    this.pp = pp;
    this.slots = slots;
    this.random = random;
    this.budget = budget;
    this.workspace = new RepairWorkspace(pp.requestCount, slots);
    this.destroyOps = [
      randomRemoval,
      worstRemoval,
      makeShawRemoval(buildRelatedness(pp)),
      routeRemoval,
      makeStringRemoval(buildNodeNeighbours(pp)),
    ];
    this.destroyWeight = new Float64Array(this.destroyOps.length).fill(1);
    this.repairWeight = new Float64Array(this.repairOps.length).fill(1);
    this.current = new RouteSet(pp, slots);
    this.candidate = new RouteSet(pp, slots);
  }

  /** Inserts every banked request it can, regret-3 without noise; used for construction. */
  construct(rs: RouteSet, openRouteCost: number, maxRoutes: number): void {
    this.pending.length = 0;
    for (let req = 0; req < this.pp.requestCount; req++)
      if ((rs.routeOfRequest[req] as number) < 0) this.pending.push(req);
    this.workspace.repair(rs, this.pending, {
      regretK: 3,
      noise: 0,
      openRouteCost,
      maxRoutes,
      random: this.random,
    });
  }

  objective(rs: RouteSet, config: PhaseConfig): number {
    return (
      rs.totalDistance() +
      config.routeWeight * rs.usedRoutes() +
      config.unassignedPenalty * rs.unassignedCount
    );
  }

  /** Perturbation for restarts: whole routes emptied (smaller ones more likely), rebuilt by noisy regret insertion. */
  private kick(rs: RouteSet, count: number, config: PhaseConfig): void {
    const { random } = this;
    this.removed.length = 0;
    // Whole routes until `count` requests are out: on small fleets this rebuilds most of the plan.
    let guard = rs.slots;
    while (this.removed.length < count && rs.unassignedCount < this.pp.requestCount && guard-- > 0) {
      (this.destroyOps[3] as RemovalOperator)(rs, 0, random, this.removed);
    }
    this.pending.length = 0;
    for (let req = 0; req < this.pp.requestCount; req++)
      if ((rs.routeOfRequest[req] as number) < 0) this.pending.push(req);
    this.workspace.repair(rs, this.pending, {
      regretK: 2 + random.int(2),
      noise: 0.025 * this.pp.maxDist,
      openRouteCost: config.routeWeight,
      maxRoutes: config.maxRoutes,
      random,
    });
  }

  /** Runs one search phase from `start`; writes the best solution found into `best` (which may equal start). */
  run(start: RouteSet, best: RouteSet, config: PhaseConfig): void {
    const { pp, random, budget, current, candidate } = this;
    current.copyFrom(start);
    best.copyFrom(start);
    let currentValue = this.objective(current, config);
    // The best is ranked lexicographically (unserved, routes, distance) whatever the acceptance weights are.
    let bestRank = rank(best);
    const startIteration = budget.iterations;
    const startTime = budget.now();
    const iterationSpan = Math.max(1, Math.min(config.endIteration, budget.maxIterations) - startIteration);
    const timeSpan = Math.max(1, config.endTimeMs - startTime);
    const useIterations = Number.isFinite(budget.maxIterations);
    const t0 = (config.startWorse * Math.max(current.totalDistance(), 1)) / Math.LN2;
    let temperature = t0;
    const requestCount = pp.requestCount;
    const minRemove = Math.min(MIN_REMOVE, requestCount);
    const maxRemove = Math.max(minRemove, Math.min(MAX_REMOVE, Math.floor(MAX_REMOVE_SHARE * requestCount)));
    const destroyScore = new Float64Array(this.destroyOps.length);
    const destroyUses = new Float64Array(this.destroyOps.length);
    const repairScore = new Float64Array(this.repairOps.length);
    const repairUses = new Float64Array(this.repairOps.length);
    const noiseScore = new Float64Array(2);
    const noiseUses = new Float64Array(2);
    let sinceSegment = 0;
    const noiseLevel = 0.025 * pp.maxDist;

    let sinceBest = 0;
    let sinceRestart = 0;
    let bankedRun = 0;
    while (!budget.exhausted) {
      if (config.stopWhenComplete && best.unassignedCount === 0) return;
      if (sinceBest >= config.stallLimit) return;
      const iteration = budget.iterations;
      if (iteration >= budget.maxIterations) {
        budget.exhausted = true;
        break;
      }
      if (iteration >= config.endIteration) break;
      if ((iteration - startIteration) % CLOCK_EVERY === 0) {
        const now = budget.now();
        if (now >= budget.deadlineMs) {
          budget.exhausted = true;
          break;
        }
        if (now >= config.endTimeMs) break;
        if (!useIterations) {
          temperature = t0 * Math.pow(END_TEMPERATURE_RATIO, Math.min(1, (now - startTime) / timeSpan));
        }
      }
      if (useIterations) {
        temperature = t0 * Math.pow(END_TEMPERATURE_RATIO, (iteration - startIteration) / iterationSpan);
      }
      budget.iterations++;

      if (++sinceRestart > config.restartAfter) {
        sinceRestart = 0;
        current.copyFrom(best);
        this.kick(current, maxRemove, config);
        currentValue = this.objective(current, config);
        continue;
      }
      bankedRun = current.unassignedCount > 0 ? bankedRun + 1 : 0;
      if (bankedRun > config.returnAfterBanked && best.unassignedCount === 0) {
        bankedRun = 0;
        current.copyFrom(best);
        currentValue = this.objective(current, config);
      }
      candidate.copyFrom(current);
      const destroy = pickWeighted(this.destroyWeight, random);
      const repair = pickWeighted(this.repairWeight, random);
      const noisy = pickWeighted(this.noiseWeight, random);
      const count = minRemove + random.int(maxRemove - minRemove + 1);
      this.removed.length = 0;
      (this.destroyOps[destroy] as RemovalOperator)(candidate, count, random, this.removed);
      this.pending.length = 0;
      for (let req = 0; req < requestCount; req++)
        if ((candidate.routeOfRequest[req] as number) < 0) this.pending.push(req);
      this.workspace.repair(candidate, this.pending, {
        regretK: (this.repairOps[repair] as Repairer).regretK,
        noise: noisy === 1 ? noiseLevel : 0,
        openRouteCost: config.routeWeight,
        maxRoutes: config.maxRoutes,
        random,
      });
      const value = this.objective(candidate, config);
      let score = 0;
      const candidateRank = rank(candidate);
      sinceBest++;
      if (isRankBetter(candidateRank, bestRank)) {
        // Vehicle-reduction attempts count progress only in served requests.
        if (!config.stopWhenComplete || candidateRank.unassigned < bestRank.unassigned) sinceBest = 0;
        best.copyFrom(candidate);
        bestRank = candidateRank;
        sinceRestart = 0;
        score = SCORE_BEST;
      }
      if (value < currentValue - 1e-9) {
        if (score === 0) score = SCORE_BETTER;
        current.copyFrom(candidate);
        currentValue = value;
      } else if (
        value > currentValue + 1e-9 &&
        random.next() < Math.exp((currentValue - value) / temperature)
      ) {
        score = SCORE_ACCEPTED;
        current.copyFrom(candidate);
        currentValue = value;
      }
      destroyScore[destroy] = (destroyScore[destroy] as number) + score;
      destroyUses[destroy] = (destroyUses[destroy] as number) + 1;
      repairScore[repair] = (repairScore[repair] as number) + score;
      repairUses[repair] = (repairUses[repair] as number) + 1;
      noiseScore[noisy] = (noiseScore[noisy] as number) + score;
      noiseUses[noisy] = (noiseUses[noisy] as number) + 1;
      if (++sinceSegment === SEGMENT) {
        sinceSegment = 0;
        adapt(this.destroyWeight, destroyScore, destroyUses);
        adapt(this.repairWeight, repairScore, repairUses);
        adapt(this.noiseWeight, noiseScore, noiseUses);
      }
    }
  }
}

interface Rank {
  unassigned: number;
  routes: number;
  distance: number;
}

function rank(rs: RouteSet): Rank {
  return { unassigned: rs.unassignedCount, routes: rs.usedRoutes(), distance: rs.totalDistance() };
}

export function isRankBetter(a: Rank, b: Rank): boolean {
  if (a.unassigned !== b.unassigned) return a.unassigned < b.unassigned;
  if (a.routes !== b.routes) return a.routes < b.routes;
  return a.distance < b.distance - 1e-9;
}

function pickWeighted(weights: Float64Array, random: Random): number {
  let total = 0;
  for (let k = 0; k < weights.length; k++) total += weights[k] as number;
  let target = random.next() * total;
  for (let k = 0; k < weights.length; k++) {
    target -= weights[k] as number;
    if (target < 0) return k;
  }
  return weights.length - 1;
}

/** Weight update w = (1 - r) w + r * score / uses, floored so no operator dies out completely. */
function adapt(weights: Float64Array, scores: Float64Array, uses: Float64Array): void {
  for (let k = 0; k < weights.length; k++) {
    const used = uses[k] as number;
    if (used > 0)
      weights[k] = Math.max(
        0.05,
        (1 - REACTION) * (weights[k] as number) + (REACTION * (scores[k] as number)) / used,
      );
    scores[k] = 0;
    uses[k] = 0;
  }
}

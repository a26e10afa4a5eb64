import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildPdptwProblem,
  checkPdptwSolution,
  liLimToProblem,
  parseLiLimInstance,
  solvePdptw,
} from '../src';

function load(name: string) {
  const text = readFileSync(new URL(`./fixtures/${name}.txt`, import.meta.url), 'utf8');
  return liLimToProblem(parseLiLimInstance(text, name));
}

describe('solvePdptw on Li & Lim instances', () => {
  // Short limits: the assertions are feasibility and coverage, not quality (the bench measures quality).
  it.each(['lc101', 'lr105', 'lc202'])('%s: a feasible plan that serves every request', (name) => {
    const problem = load(name);
    const solution = solvePdptw(problem, { timeLimitMs: 1500, seed: 7 });
    const report = checkPdptwSolution(problem, solution.routes);
    expect(report.violations).toEqual([]);
    expect(solution.unassignedRequests).toEqual([]);
    expect(solution.vehicles).toBe(report.vehicles);
    expect(solution.distance).toBeCloseTo(report.distance, 6);
    expect(solution.vehicles).toBeLessThanOrEqual(problem.maxVehicles);
  });

  it('is deterministic for a seed and an iteration cap', () => {
    // lr105, not lr101: on lr101 construction already has the best fleet and 400 iterations find no shorter plan,
    // so every seed ends on the same routes.
    const problem = load('lr105');
    const run = (seed: number) => solvePdptw(problem, { timeLimitMs: 600_000, maxIterations: 400, seed });
    const first = run(3);
    const second = run(3);
    expect(first.iterations).toBe(400);
    expect(second.routes).toEqual(first.routes);
    expect(second.distance).toBe(first.distance);
    expect(run(4).routes).not.toEqual(first.routes);
  });
});

describe('solvePdptw on a generic problem', () => {
  const travel = (a: [number, number], b: [number, number]) => {
    const km = Math.hypot(a[0] - b[0], a[1] - b[1]);
    return { distance: km, time: km * 2 };
  };
  const stop = (x: number, y: number, earliest = 0, latest = 600) => ({
    location: [x, y] as [number, number],
    earliest,
    latest,
    serviceTime: 5,
  });

  it('pools compatible requests onto one truck and leaves impossible ones unassigned', () => {
    const problem = buildPdptwProblem({
      depot: { location: [0, 0], earliest: 0, latest: 600 },
      requests: [
        { pickup: stop(1, 0), delivery: stop(10, 0), demand: 400 },
        { pickup: stop(2, 0), delivery: stop(9, 0), demand: 300 },
        // Window closes before any truck can get there (travel takes 2 min per km).
        { pickup: stop(50, 0, 0, 10), delivery: stop(51, 0), demand: 100 },
      ],
      capacity: 1000,
      travel,
    });
    const solution = solvePdptw(problem, { timeLimitMs: 2000, maxIterations: 200, seed: 1 });
    expect(solution.unassignedRequests).toEqual([2]);
    expect(solution.vehicles).toBe(1);
    expect(solution.routes[0]).toHaveLength(4);
    expect(checkPdptwSolution(problem, solution.routes).violations.map((v) => v.kind)).toEqual([
      'missing-request',
    ]);
  });

  it('splits requests over trucks when capacity demands it', () => {
    const problem = buildPdptwProblem({
      depot: { location: [0, 0], earliest: 0, latest: 600 },
      requests: [
        // Deliveries by minute 50 leave no time to carry the two loads one after the other.
        { pickup: stop(1, 0), delivery: stop(10, 0, 0, 50), demand: 700 },
        { pickup: stop(2, 0), delivery: stop(9, 0, 0, 50), demand: 700 },
      ],
      capacity: 1000,
      travel,
    });
    const solution = solvePdptw(problem, { timeLimitMs: 2000, maxIterations: 200, seed: 1 });
    expect(solution.vehicles).toBe(2);
    expect(checkPdptwSolution(problem, solution.routes).feasible).toBe(true);
  });
});

/**
 * One ALNS distance run on a fixture from its constructed plan, on an iteration cap (no clock): the phase settings
 * the solver uses for distance, with `config` on top. Returns the start and the best plan.
 */
async function runAlns(
  name: string,
  seed: number,
  maxIterations: number,
  config: { unassignedPenalty?: number; restartAfter: number; returnAfterBanked: number },
) {
  const { AlnsEngine } = await import('../src/solver/alns');
  const { prepareProblem } = await import('../src/solver/prepared-problem');
  const { RouteSet } = await import('../src/solver/route-set');
  const { createRandom } = await import('../src');
  const problem = load(name);
  const pp = prepareProblem(problem);
  const budget = { now: () => 0, deadlineMs: Infinity, maxIterations, iterations: 0, exhausted: false };
  const engine = new AlnsEngine(pp, problem.maxVehicles, createRandom(seed), budget);
  const start = new RouteSet(pp, problem.maxVehicles);
  engine.construct(start, 1e6, problem.maxVehicles);
  const best = new RouteSet(pp, problem.maxVehicles);
  engine.run(start, best, {
    maxRoutes: start.usedRoutes(),
    unassignedPenalty: pp.maxDist * 3,
    routeWeight: 1e6,
    stopWhenComplete: false,
    endIteration: Infinity,
    endTimeMs: Infinity,
    stallLimit: Infinity,
    startWorse: 0.05,
    ...config,
  });
  return { problem, start, best };
}

describe('ALNS restarts', () => {
  it('restarts from the best with a kick without ever losing the best, deterministically', async () => {
    // Restart every 40 stalled iterations so the 600 iterations contain many kicks.
    const solve = () => runAlns('lc101', 5, 600, { restartAfter: 40, returnAfterBanked: Infinity });
    const { problem, start, best } = await solve();
    expect(best.unassignedCount).toBe(0);
    expect(best.usedRoutes()).toBeLessThanOrEqual(start.usedRoutes());
    expect(best.totalDistance()).toBeLessThanOrEqual(start.totalDistance() + 1e-9);
    expect(checkPdptwSolution(problem, best.toRoutes()).violations).toEqual([]);
    expect((await solve()).best.toRoutes()).toEqual(best.toRoutes());
  });
});

describe('ALNS walks with banked requests', () => {
  // A negative bank penalty makes the walk prefer plans that drop requests: once one is accepted, no plan serving every
  // request is accepted again, and without a way back the walk stays among partial plans.
  it('goes back to the best complete plan, so a walk that banks requests still shortens it', async () => {
    // lr101 (tight windows): with this seed the walk banks a request it never finds room for again.
    const solve = (returnAfterBanked: number) =>
      runAlns('lr101', 3, 100, { unassignedPenalty: -1e5, restartAfter: Infinity, returnAfterBanked });
    const stuck = await solve(Infinity);
    expect(stuck.best.totalDistance()).toBeCloseTo(stuck.start.totalDistance(), 6);
    const { problem, start, best } = await solve(5);
    expect(best.unassignedCount).toBe(0);
    expect(best.totalDistance()).toBeLessThan(start.totalDistance() - 1);
    expect(best.usedRoutes()).toBeLessThanOrEqual(start.usedRoutes());
    expect(checkPdptwSolution(problem, best.toRoutes()).violations).toEqual([]);
  });
});

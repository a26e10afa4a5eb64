import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPdptwSolution, createRandom, liLimToProblem, parseLiLimInstance } from '../src';
import { AlnsEngine } from '../src/solver/alns';
import { RepairWorkspace } from '../src/solver/insertion';
import { prepareProblem } from '../src/solver/prepared-problem';
import { buildNodeNeighbours, makeStringRemoval } from '../src/solver/removal';
import { RouteSet } from '../src/solver/route-set';

function load(name: string) {
  const text = readFileSync(new URL(`./fixtures/${name}.txt`, import.meta.url), 'utf8');
  return liLimToProblem(parseLiLimInstance(text, name));
}

const budget = () => ({
  now: () => 0,
  deadlineMs: Infinity,
  maxIterations: Infinity,
  iterations: 0,
  exhausted: false,
});

/** A complete feasible start: regret-3 construction, as the solver's first phase builds it. */
function constructed(name: string) {
  const problem = load(name);
  const pp = prepareProblem(problem);
  const slots = pp.requestCount;
  const rs = new RouteSet(pp, slots);
  new AlnsEngine(pp, slots, createRandom(1), budget()).construct(rs, 1e6, slots);
  return { problem, pp, rs, slots };
}

describe('adjacent string removal (SISR, pickup-and-delivery form)', () => {
  it('lists every task node by distance from each node, without the depot or the node itself', () => {
    const { pp } = constructed('lc101');
    const near = buildNodeNeighbours(pp);
    const row = near[5] as Int32Array;
    expect(row).toHaveLength(pp.n - 2);
    expect(Array.from(row)).not.toContain(0);
    expect(Array.from(row)).not.toContain(5);
    for (let k = 1; k < row.length; k++)
      expect(pp.dist[5 * pp.n + (row[k] as number)]).toBeGreaterThanOrEqual(
        pp.dist[5 * pp.n + (row[k - 1] as number)] as number,
      );
  });

  // Property test over seeds and removal sizes: whatever strings are cut, the removed requests leave whole (both
  // stops), the routes left behind stay feasible, and a regret repair serves every request again.
  it.each(['lc101', 'lr105', 'lc202'])(
    '%s: removes whole requests and keeps every route feasible',
    (name) => {
      const { problem, pp, rs, slots } = constructed(name);
      const remove = makeStringRemoval(buildNodeNeighbours(pp));
      const workspace = new RepairWorkspace(pp.requestCount, slots);
      const trial = new RouteSet(pp, slots);
      for (let seed = 1; seed <= 30; seed++) {
        const random = createRandom(seed);
        const count = 1 + random.int(20);
        trial.copyFrom(rs);
        const removed: number[] = [];
        remove(trial, count, random, removed);
        expect(removed.length).toBeGreaterThan(0);
        expect(new Set(removed).size).toBe(removed.length);
        expect(trial.unassignedCount).toBe(removed.length);
        for (const req of removed) expect(trial.routeOfRequest[req]).toBe(-1);
        const left = checkPdptwSolution(problem, trial.toRoutes());
        // Only the removed requests are missing: no half request, no broken window or load.
        expect(left.violations.map((v) => v.kind).filter((kind) => kind !== 'missing-request')).toEqual([]);
        expect(left.violations).toHaveLength(removed.length);
        expect(trial.totalDistance()).toBeCloseTo(left.distance, 6);
        workspace.repair(trial, [...removed], {
          regretK: 2,
          noise: 0,
          openRouteCost: 1e6,
          maxRoutes: slots,
          random,
        });
        expect(checkPdptwSolution(problem, trial.toRoutes()).violations).toEqual([]);
      }
    },
  );

  it('takes consecutive stops: a string of one route near the seed goes first', () => {
    const { pp, rs } = constructed('lr105');
    const remove = makeStringRemoval(buildNodeNeighbours(pp));
    const trial = new RouteSet(pp, rs.slots);
    trial.copyFrom(rs);
    const removed: number[] = [];
    // count 1: only the seed's route is cut, once.
    remove(trial, 1, createRandom(11), removed);
    const routes = new Set(removed.map((req) => rs.routeOfRequest[req]));
    expect(routes.size).toBe(1);
  });
});

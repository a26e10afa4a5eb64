import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPdptwSolution, createRandom, liLimToProblem, parseLiLimInstance } from '../src';
import { prepareProblem } from '../src/solver/prepared-problem';
import { bestInsertionInRoute, canInsertInRoute, newInsertionResult } from '../src/solver/insertion';
import { relocateDescent } from '../src/solver/relocate-descent';
import { RouteEliminator } from '../src/solver/route-elimination';
import { RouteSet } from '../src/solver/route-set';

function load(name: string) {
  const text = readFileSync(new URL(`./fixtures/${name}.txt`, import.meta.url), 'utf8');
  return liLimToProblem(parseLiLimInstance(text, name));
}

/** A deliberately wasteful start: every request alone on its own vehicle (always feasible on Li & Lim sets). */
function onePerRoute(name: string) {
  const problem = load(name);
  const pp = prepareProblem(problem);
  const rs = new RouteSet(pp, pp.requestCount);
  for (let req = 0; req < pp.requestCount; req++) rs.insert(req, req, 0, 0);
  return { problem, pp, rs };
}

const budget = (maxIterations: number) => ({
  now: () => 0,
  deadlineMs: Infinity,
  maxIterations,
  iterations: 0,
  exhausted: false,
});
const limits = { endTimeMs: Infinity, endIteration: Infinity, stallMs: Infinity, maxFailures: 2 };

describe('route elimination with an ejection pool', () => {
  it.each(['lc101', 'lr105'])(
    '%s: removes routes and keeps every request served, as the checker confirms',
    (name) => {
      const { problem, pp, rs } = onePerRoute(name);
      const before = rs.usedRoutes();
      new RouteEliminator(pp, pp.requestCount, createRandom(3), budget(3000)).run(rs, limits);
      const routes = rs.toRoutes();
      const report = checkPdptwSolution(problem, routes);
      expect(report.violations).toEqual([]);
      expect(rs.unassignedCount).toBe(0);
      // Half the vehicles at least: one request per vehicle is far from what the trucks can carry.
      expect(report.vehicles).toBeLessThanOrEqual(before / 2);
    },
  );

  it('is deterministic for a seed and an iteration cap', () => {
    const run = () => {
      const { pp, rs } = onePerRoute('lr105');
      new RouteEliminator(pp, pp.requestCount, createRandom(9), budget(1500)).run(rs, limits);
      return rs.toRoutes();
    };
    expect(run()).toEqual(run());
  });

  it('the ejection tests feasibility scan agrees with the cheapest-insertion scan on every request and route', () => {
    for (const name of ['lc101', 'lr105']) {
      const { pp, rs } = onePerRoute(name);
      new RouteEliminator(pp, rs.slots, createRandom(5), budget(800)).run(rs, limits);
      const out = newInsertionResult();
      let feasible = 0;
      let infeasible = 0;
      for (let req = 0; req < pp.requestCount; req++) {
        for (let r = 0; r < rs.slots; r++) {
          if ((rs.len[r] as number) <= 2 || rs.routeOfRequest[req] === r) continue;
          bestInsertionInRoute(rs, req, r, out);
          expect(canInsertInRoute(rs, req, r)).toBe(out.i >= 0);
          if (out.i >= 0) feasible++;
          else infeasible++;
        }
      }
      // Both answers occur, so the comparison means something.
      expect(feasible).toBeGreaterThan(0);
      expect(infeasible).toBeGreaterThan(0);
    }
  });

  it('relocation descent never lengthens the plan and keeps it feasible', () => {
    const { problem, rs } = onePerRoute('lc101');
    // Pack a few requests per route first so moves between and within routes exist.
    new RouteEliminator(rs.pp, rs.slots, createRandom(1), budget(500)).run(rs, limits);
    const before = rs.totalDistance();
    relocateDescent(rs, 20, () => false);
    const report = checkPdptwSolution(problem, rs.toRoutes());
    expect(report.violations).toEqual([]);
    expect(report.distance).toBeLessThanOrEqual(before + 1e-9);
    expect(report.distance).toBeCloseTo(rs.totalDistance(), 6);
  });
});

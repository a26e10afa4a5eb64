import { describe, expect, it } from 'vitest';
import { buildPdptwProblem, checkPdptwSolution } from '../src';
import { prepareProblem } from '../src/solver/prepared-problem';
import { relocateDescent } from '../src/solver/relocate-descent';
import { RouteSet } from '../src/solver/route-set';

const travel = (a: [number, number], b: [number, number]) => {
  const km = Math.hypot(a[0] - b[0], a[1] - b[1]);
  return { distance: km, time: km };
};
const stop = (x: number, earliest = 0, latest = 1000) => ({
  location: [x, 0] as [number, number],
  earliest,
  latest,
  serviceTime: 1,
});

describe('pair relocation descent', () => {
  it('moves a pickup and its delivery together to a shorter place in their route', () => {
    // Two requests along a line from the depot, served in one route in the order B then A: a detour back.
    const problem = buildPdptwProblem({
      depot: { location: [0, 0], earliest: 0, latest: 1000 },
      requests: [
        { pickup: stop(1), delivery: stop(2), demand: 10 },
        { pickup: stop(3), delivery: stop(4), demand: 10 },
      ],
      capacity: 100,
      travel,
    });
    const rs = new RouteSet(prepareProblem(problem), 2);
    rs.insert(1, 0, 0, 0);
    rs.insert(0, 0, 2, 2);
    expect(rs.toRoutes()).toEqual([[3, 4, 1, 2]]);
    expect(rs.totalDistance()).toBeCloseTo(10, 9);
    relocateDescent(rs, 5, () => false);
    // Out and back along the line, A's stops on the way out: 8 km whichever way its delivery is ordered.
    expect((rs.toRoutes()[0] as number[])[0]).toBe(1);
    expect(rs.totalDistance()).toBeCloseTo(8, 9);
    const report = checkPdptwSolution(problem, rs.toRoutes());
    expect(report.violations).toEqual([]);
    expect(report.distance).toBeCloseTo(8, 9);
  });

  it('leaves the detour when the shorter order would break a time window', () => {
    // B's delivery (4 km out, 1 km a minute, a minute per stop) closes at minute 5: only a truck that drives
    // straight to B's pickup gets there in time, so A's stops must come after B's.
    const problem = buildPdptwProblem({
      depot: { location: [0, 0], earliest: 0, latest: 1000 },
      requests: [
        { pickup: stop(1), delivery: stop(2), demand: 10 },
        { pickup: stop(3), delivery: stop(4, 0, 5), demand: 10 },
      ],
      capacity: 100,
      travel,
    });
    const rs = new RouteSet(prepareProblem(problem), 2);
    rs.insert(1, 0, 0, 0);
    rs.insert(0, 0, 2, 2);
    relocateDescent(rs, 5, () => false);
    expect(rs.toRoutes()).toEqual([[3, 4, 1, 2]]);
    expect(rs.totalDistance()).toBeCloseTo(10, 9);
    expect(checkPdptwSolution(problem, rs.toRoutes()).violations).toEqual([]);
  });
});

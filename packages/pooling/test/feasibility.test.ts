import { describe, expect, it } from 'vitest';
import { buildPdptwProblem, checkPdptwSolution, type PdptwProblem } from '../src';

// Points on a line: travel distance = time = |a - b|.
function lineProblem(
  options: {
    capacity?: number;
    maxVehicles?: number;
    depotLatest?: number;
    windows?: [number, number][];
  } = {},
): PdptwProblem {
  const windows = options.windows ?? [];
  const stop = (x: number, index: number) => ({
    location: x,
    earliest: windows[index]?.[0] ?? 0,
    latest: windows[index]?.[1] ?? 1000,
    serviceTime: 1,
  });
  return buildPdptwProblem<number>({
    depot: { location: 0, earliest: 0, latest: options.depotLatest ?? 1000 },
    requests: [
      { pickup: stop(1, 0), delivery: stop(2, 1), demand: 5 },
      { pickup: stop(3, 2), delivery: stop(4, 3), demand: 5 },
    ],
    capacity: options.capacity ?? 10,
    maxVehicles: options.maxVehicles ?? 2,
    travel: (a, b) => ({ distance: Math.abs(a - b), time: Math.abs(a - b) }),
  });
}

const kinds = (problem: PdptwProblem, routes: number[][]) =>
  checkPdptwSolution(problem, routes).violations.map((v) => v.kind);

describe('checkPdptwSolution', () => {
  it('accepts a valid plan and reports vehicles and distance', () => {
    const report = checkPdptwSolution(lineProblem(), [[1, 2, 3, 4]]);
    expect(report).toMatchObject({ feasible: true, vehicles: 1, distance: 8, violations: [] });
  });

  it('catches capacity overload', () => {
    expect(kinds(lineProblem({ capacity: 9 }), [[1, 3, 2, 4]])).toEqual(['capacity']);
  });

  it('catches a missed time window, counting waiting and service', () => {
    // Node 2 opens at 10: service 10..11, then 1 unit to node 3 whose window closes at 11.
    expect(
      kinds(
        lineProblem({
          windows: [
            [0, 1000],
            [10, 1000],
            [0, 11],
          ],
        }),
        [[1, 2, 3, 4]],
      ),
    ).toEqual(['time-window']);
    expect(
      kinds(
        lineProblem({
          windows: [
            [0, 1000],
            [10, 1000],
            [0, 12],
          ],
        }),
        [[1, 2, 3, 4]],
      ),
    ).toEqual([]);
  });

  it('catches a late return to the depot', () => {
    expect(kinds(lineProblem({ depotLatest: 10 }), [[1, 2, 3, 4]])).toEqual(['depot-window']);
  });

  it('catches delivery before pickup', () => {
    expect(
      kinds(lineProblem(), [
        [2, 1],
        [3, 4],
      ]),
    ).toContain('precedence');
  });

  it('catches a request split across vehicles', () => {
    expect(kinds(lineProblem(), [[1], [2, 3, 4]])).toEqual(['split-request']);
  });

  it('catches unserved and twice-served requests and unknown nodes', () => {
    expect(kinds(lineProblem(), [[1, 2]])).toEqual(['missing-request']);
    expect(
      kinds(lineProblem(), [
        [1, 2, 3, 4],
        [1, 2],
      ]),
    ).toContain('duplicate-visit');
    expect(kinds(lineProblem(), [[1, 2, 3, 4, 9]])).toEqual(['unknown-node']);
    expect(kinds(lineProblem(), [[0, 1, 2, 3, 4]])).toEqual(['unknown-node']);
  });

  it('catches using more vehicles than the fleet', () => {
    expect(
      kinds(lineProblem({ maxVehicles: 1 }), [
        [1, 2],
        [3, 4],
      ]),
    ).toEqual(['vehicle-count']);
  });
});

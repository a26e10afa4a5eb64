import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { liLimToProblem, parseLiLimInstance } from '../src';

const TINY = `2\t50\t1
0\t0\t0\t0\t0\t100\t0\t0\t0
1\t3\t4\t10\t0\t50\t5\t0\t2
2\t6\t8\t-10\t0\t80\t5\t1\t0
`;

describe('parseLiLimInstance', () => {
  it('reads the header and every task', () => {
    const instance = parseLiLimInstance(TINY, 'tiny');
    expect(instance).toMatchObject({ name: 'tiny', vehicles: 2, capacity: 50, speed: 1 });
    expect(instance.tasks[1]).toEqual({
      id: 1,
      x: 3,
      y: 4,
      demand: 10,
      earliest: 0,
      latest: 50,
      serviceTime: 5,
      pickupIndex: 0,
      deliveryIndex: 2,
    });
  });

  it('builds requests and exact Euclidean distances with time equal to distance', () => {
    const problem = liLimToProblem(parseLiLimInstance(TINY));
    expect(problem.requests).toEqual([{ pickup: 1, delivery: 2 }]);
    expect(problem.distance[0 * 3 + 1]).toBe(5);
    expect(problem.distance[1 * 3 + 2]).toBe(5);
    expect(problem.distance[0 * 3 + 2]).toBe(10);
    expect(Array.from(problem.travelTime)).toEqual(Array.from(problem.distance));
    expect(problem.maxVehicles).toBe(2);
  });

  it('accepts the end-of-file marker "-1" some 200-task files end with', () => {
    const instance = parseLiLimInstance(`${TINY}-1\r\n`, 'tiny');
    expect(instance.tasks).toHaveLength(3);
  });

  it('rejects broken files', () => {
    expect(() => parseLiLimInstance('')).toThrow(/first line/);
    expect(() => parseLiLimInstance('1 10 1\n0 0 0 0 0 10 0 0 0\n1 1 1 5 0 10 0 0 7\n')).toThrow(/partner/);
    expect(() => parseLiLimInstance('1 10 1\n0 0 0 0 0 10 0 0\n')).toThrow(/9 numeric/);
  });

  it('parses a real benchmark file', () => {
    const text = readFileSync(new URL('./fixtures/lc101.txt', import.meta.url), 'utf8');
    const problem = liLimToProblem(parseLiLimInstance(text, 'lc101'));
    expect(problem.nodeCount).toBe(107);
    expect(problem.requests).toHaveLength(53);
    expect(problem.capacity).toBe(200);
  });
});

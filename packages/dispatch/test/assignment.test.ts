import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '@logisaathi/pooling';
import {
  assignGreedy,
  assignmentCost,
  DEFAULT_BATCH_COSTS,
  matchBatch,
  pickBackups,
  homeWeightAt,
  idleHours,
  reserveCostKm,
  solveAssignment,
  unassignedCostKm,
  VehicleIndex,
  type AssignmentProblem,
  type BatchCosts,
  type DayFit,
  type DispatchJob,
} from '../src/index';
import { HOUR, job, near, NINE_AM, NOW, simpleTravel, vehicle } from './helpers';

/** Every way of giving each row a distinct column or none: the true optimum of a small problem. */
function bruteForce(problem: AssignmentProblem): number {
  const used = new Uint8Array(problem.cols);
  const walk = (row: number): number => {
    if (row === problem.rows) return 0;
    let best = (problem.unassignedCost[row] as number) + walk(row + 1);
    for (let col = 0; col < problem.cols; col++) {
      const c = problem.cost[row * problem.cols + col] as number;
      if (used[col] || !(c < Infinity)) continue;
      used[col] = 1;
      best = Math.min(best, c + walk(row + 1));
      used[col] = 0;
    }
    return best;
  };
  return walk(0);
}

function randomProblem(random: Random): AssignmentProblem {
  const rows = random.int(7);
  const cols = random.int(7);
  const integer = random.next() < 0.3; // integer costs produce many ties
  const cost = Float64Array.from({ length: rows * cols }, () => {
    if (random.next() < 0.25) return Infinity;
    return integer ? random.int(10) : random.next() * 50 - 5;
  });
  const unassignedCost = Array.from({ length: rows }, () => (integer ? random.int(12) : random.next() * 60));
  return { rows, cols, cost, unassignedCost };
}

describe('exact assignment', () => {
  it('finds the brute-force optimum on 3,000 seeded random cases, square and rectangular', () => {
    const random = createRandom(2026);
    for (let n = 0; n < 3000; n++) {
      const problem = randomProblem(random);
      const result = solveAssignment(problem);
      const optimum = bruteForce(problem);
      expect(result.total).toBeCloseTo(optimum, 6);
      // The reported total is the cost of the reported assignment, and it is a valid one.
      expect(assignmentCost(problem, result.colOfRow)).toBeCloseTo(result.total, 6);
      const cols = [...result.colOfRow].filter((c) => c >= 0);
      expect(new Set(cols).size).toBe(cols.length);
      result.colOfRow.forEach((col, row) => {
        if (col >= 0) expect(problem.cost[row * problem.cols + col]).toBeLessThan(Infinity);
      });
      // Greedy is never better than the optimum.
      expect(assignGreedy(problem).total).toBeGreaterThanOrEqual(optimum - 1e-9);
    }
  });

  it('beats arrival-order greedy where greedy takes the truck a later job needed', () => {
    // Job 0 is near both trucks; job 1 can only use truck A.
    const problem: AssignmentProblem = {
      rows: 2,
      cols: 2,
      cost: Float64Array.from([2, 3, 4, Infinity]),
      unassignedCost: [100, 100],
    };
    expect(assignGreedy(problem)).toMatchObject({ total: 102 });
    expect([...solveAssignment(problem).colOfRow]).toEqual([1, 0]);
    expect(solveAssignment(problem).total).toBe(7);
  });

  it('handles a few hundred rows and columns', () => {
    const random = createRandom(5);
    const rows = 400;
    const cols = 150;
    const cost = Float64Array.from({ length: rows * cols }, () =>
      random.next() < 0.7 ? Infinity : random.next() * 40,
    );
    const problem = { rows, cols, cost, unassignedCost: new Array(rows).fill(50) };
    const result = solveAssignment(problem);
    expect(result.total).toBeLessThanOrEqual(assignGreedy(problem).total);
    expect([...result.colOfRow].filter((c) => c >= 0)).toHaveLength(cols);
  });
});

describe('batch round', () => {
  const index = new VehicleIndex();
  index.upsert(vehicle('A', { position: near(1) }));
  index.upsert(vehicle('B', { position: near(6) }));
  index.upsert(vehicle('held', { position: near(0) }));
  const jobs = [
    job('first', { pickup: near(3), window: { startMs: NOW + HOUR, endMs: NOW + 4 * HOUR } }),
    job('second', {
      pickup: near(0),
      drop: near(-8),
      window: { startMs: NOW + HOUR, endMs: NOW + 4 * HOUR },
    }),
  ];
  const busy = new Set(['held']);

  it('matches jobs and free vehicles for the least empty km, where greedy would not', () => {
    const optimal = matchBatch(jobs, index, { nowMs: NOW, travel: simpleTravel, busy });
    expect(optimal.pairs.map((p) => [p.jobId, p.vehicleId])).toEqual([
      ['first', 'B'],
      ['second', 'A'],
    ]);
    const greedy = matchBatch(jobs, index, { nowMs: NOW, travel: simpleTravel, busy, policy: 'greedy' });
    expect(greedy.pairs.map((p) => [p.jobId, p.vehicleId])).toEqual([
      ['first', 'A'],
      ['second', 'B'],
    ]);
    expect(optimal.total).toBeLessThan(greedy.total);
  });

  it('gives each of many jobs at one estate its own near truck, looking at the nearest trucks only', () => {
    // 400 trucks in a line north of the estate, one every 50 m; 20 jobs at the estate.
    const crowd = new VehicleIndex();
    for (let i = 0; i < 400; i++) crowd.upsert(vehicle(`t${i}`, { position: near(0.05 * (i + 1)) }));
    const estate = Array.from({ length: 20 }, (_, i) =>
      job(`e${i}`, { window: { startMs: NOW + HOUR, endMs: NOW + 4 * HOUR } }),
    );
    const options = { nowMs: NOW, travel: simpleTravel };
    const reached = matchBatch(estate, crowd, {
      ...options,
      reach: { baseTrucks: 2, trucksPerRival: 1, rivalKm: 1 },
    });
    const everyone = matchBatch(estate, crowd, {
      ...options,
      reach: { baseTrucks: 1000, trucksPerRival: 0, rivalKm: 1 },
    });
    expect(reached.pairs).toHaveLength(20);
    expect(new Set(reached.pairs.map((p) => p.vehicleId)).size).toBe(20);
    expect(reached.total).toBeCloseTo(everyone.total, 6);
  });

  it('leaves a job with only a distant truck for a later round while its slot is far off', () => {
    const far = new VehicleIndex();
    far.upsert(vehicle('far', { position: near(30 / 1.3) }));
    const later = job('later', { window: { startMs: NINE_AM + 8 * HOUR, endMs: NINE_AM + 11 * HOUR } });
    expect(matchBatch([later], far, { nowMs: NOW, travel: simpleTravel }).unassigned).toEqual(['later']);
    const soon = job('soon', { window: { startMs: NOW + HOUR, endMs: NOW + 4 * HOUR } });
    expect(matchBatch([soon], far, { nowMs: NOW, travel: simpleTravel }).pairs).toHaveLength(1);
  });

  it('holds out for a nearer truck while the slot is far, less and less as the slot nears', () => {
    const fleet = new VehicleIndex();
    fleet.upsert(vehicle('20 km', { position: near(20 / 1.3) }));
    const at = (leadH: number) =>
      job(`lead ${leadH} h`, { window: { startMs: NOW + leadH * HOUR, endMs: NOW + (leadH + 3) * HOUR } });
    // Plain km (no reserve): the open truck costs its 20 km of deadhead.
    const costs: BatchCosts = {
      latenessKmPerHour: 0,
      lateMarginMin: 0,
      unassignedKm: 25,
      urgentUnassignedKm: 100,
      urgencyHorizonMs: 3 * HOUR,
      holdUnassignedKm: 15,
      holdLeadMs: 8 * HOUR,
    };
    const matched = (leadH: number, c = costs) =>
      matchBatch([at(leadH)], fleet, { nowMs: NOW, travel: simpleTravel, costs: c }).pairs.length;
    // Leaving the job costs 15 km at 8 h and beyond, 20 km at 5.5 h, 25 km from 3 h:
    // the 20 km truck gets it once the slot is under 5.5 h away.
    expect(unassignedCostKm(at(12), NOW, costs)).toBe(15);
    expect(unassignedCostKm(at(5.5), NOW, costs)).toBeCloseTo(20, 9);
    expect(unassignedCostKm(at(3), NOW, costs)).toBe(25);
    expect([12, 8, 6, 5, 3].map((h) => matched(h))).toEqual([0, 0, 0, 1, 1]);
    const { holdUnassignedKm: _km, holdLeadMs: _lead, ...noHold } = costs;
    expect(matched(12, noHold)).toBe(1);
  });

  it('gives an afternoon job to the truck whose morning ends near it rather than pin an idle truck nearer by', () => {
    const fleet = new VehicleIndex();
    fleet.upsert(vehicle('idle', { position: near(0) }));
    // Its 12:00 job leaves it at near(3) at 14:30: 2.6 km and half an hour from the 15:00 pickup.
    const morning = {
      id: 'm',
      pickup: near(20),
      drop: near(3),
      pickupAtMs: NINE_AM + 3 * HOUR,
      doneAtMs: NINE_AM + 5.5 * HOUR,
    };
    fleet.upsert(vehicle('after lunch', { position: near(20), jobs: [morning] }));
    const late = job('late', {
      pickup: near(1),
      window: { startMs: NINE_AM + 6 * HOUR, endMs: NINE_AM + 9 * HOUR },
    });
    const round = matchBatch([late], fleet, { nowMs: NOW, travel: simpleTravel });
    expect(round.pairs.map((p) => p.vehicleId)).toEqual(['after lunch']);
    // It waits from 14:35 (2.6 km at 30 km/h after 14:30) to 15:00; the idle truck would wait from 07:00.
    const waitH = (30 - 2.6 * 2) / 60;
    expect(idleHours(round.pairs[0]?.fit as DayFit, 7)).toBeCloseTo(waitH, 3);
    // Plus the reserve of a covered 1.5 t truck on a 200 kg open load: 3 km for one doubling, 2 km for the cover.
    const idleKm = (DEFAULT_BATCH_COSTS.idleKmPerHour as number) * waitH;
    expect(round.pairs[0]?.cost).toBeCloseTo(2.6 + idleKm + 5, 3);
    const { idleKmPerHour: _idle, ...kmOnly } = DEFAULT_BATCH_COSTS;
    const nearest = matchBatch([late], fleet, { nowMs: NOW, travel: simpleTravel, costs: kmOnly });
    expect(nearest.pairs.map((p) => p.vehicleId)).toEqual(['idle']);
  });

  it('prefers a truck that leaves slack before the slot ends over a slightly nearer one that finishes just in time', () => {
    const fleet = new VehicleIndex();
    // 'tight' ends its 10:30-11:00 job right at the pickup, so it would unload this one at 11:56 for a 12:00 end.
    fleet.upsert(
      vehicle('tight', {
        jobs: [
          {
            id: 'p',
            pickup: near(5),
            drop: near(0),
            pickupAtMs: NINE_AM + 1.5 * HOUR,
            doneAtMs: NINE_AM + 2 * HOUR,
          },
        ],
      }),
    );
    fleet.upsert(vehicle('relaxed', { position: near(1) }));
    const j = job('j');
    // Without the idle term, which on its own would prefer 'tight' (busy until the pickup, not waiting 2 h).
    const { idleKmPerHour: _idle, ...noIdle } = DEFAULT_BATCH_COSTS;
    const withRisk = matchBatch([j], fleet, { nowMs: NOW, travel: simpleTravel, costs: noIdle });
    expect(withRisk.pairs.map((p) => p.vehicleId)).toEqual(['relaxed']);
    const kmOnly = matchBatch([j], fleet, {
      nowMs: NOW,
      travel: simpleTravel,
      costs: { ...noIdle, latenessKmPerHour: 0 },
    });
    expect(kmOnly.pairs.map((p) => p.vehicleId)).toEqual(['tight']);
  });
});

describe('the drive home', () => {
  const costs: BatchCosts = { ...DEFAULT_BATCH_COSTS, homeKmWeight: 1, homeKmWeightAtWorkStart: 0 };
  const doneAt = (hourIst: number) => ({ doneAtMs: NINE_AM + (hourIst - 9) * HOUR }) as DayFit;

  it.each([
    [6, 0, 0],
    [7, 0, 0],
    [14, 0, 0.5],
    [21, 0, 1],
    [22, 0, 1],
    [7, -0.5, 0],
    [10.5, -0.5, 0],
    [14, -0.5, 0.25],
  ])(
    'weighs it by when the job is unloaded: %s:00 IST, %s at the day start -> %s',
    (hour, atStart, weight) => {
      expect(homeWeightAt(doneAt(hour), { ...costs, homeKmWeightAtWorkStart: atStart })).toBeCloseTo(
        weight,
        9,
      );
    },
  );

  it('weighs it the same all day without a weight at the day start', () => {
    const { homeKmWeightAtWorkStart: _start, ...flat } = costs;
    expect(homeWeightAt(doneAt(8), flat)).toBe(1);
    expect(homeWeightAt(doneAt(20), flat)).toBe(1);
  });

  it('gives an early job to the nearest truck, and a late one to the truck whose home is near its drop', () => {
    const fleet = new VehicleIndex();
    // 'near' is 3 km nearer the pickup, but its home lies beyond the pickup, away from the drop; 'homeward' lives at
    // the drop.
    fleet.upsert(vehicle('near', { position: near(-1), home: near(-3) }));
    fleet.upsert(vehicle('homeward', { position: near(-4), home: near(10) }));
    const early = job('early', { window: { startMs: NOW, endMs: NOW + 3 * HOUR } });
    const late = job('late', { window: { startMs: NINE_AM + 9 * HOUR, endMs: NINE_AM + 12 * HOUR } });
    const match = (j: DispatchJob, c: BatchCosts) =>
      matchBatch([j], fleet, { nowMs: NOW, travel: simpleTravel, costs: c }).pairs.map((p) => p.vehicleId);
    expect(match(early, costs)).toEqual(['near']);
    expect(match(late, costs)).toEqual(['homeward']);
    // Weighed fully all day, the drive home sends the far truck to the early job too.
    const { homeKmWeightAtWorkStart: _start, ...flat } = costs;
    expect(match(early, flat)).toEqual(['homeward']);
  });
});

describe('backup offers', () => {
  // Columns 0 and 1 are matched; 2, 3 and 4 are free.
  const problem: AssignmentProblem = {
    rows: 3,
    cols: 5,
    cost: Float64Array.from([
      // row 0 matched to col 0 at 2: col 2 (4) and col 3 (4.5) are within 3 km, col 4 (9) is not
      2,
      Infinity,
      4,
      4.5,
      9,
      // row 1 matched to col 1 at 5: col 2 (6) is within 3 km but row 0 wants it more (4 < 6); col 3 at 7
      Infinity,
      5,
      6,
      7,
      8.5,
      // row 2 has no truck
      Infinity,
      Infinity,
      Infinity,
      Infinity,
      Infinity,
    ]),
    unassignedCost: [25, 7.5, 25],
  };

  it('offers near-equal free trucks alongside the match, each truck backing one job, never above leaving the job', () => {
    const { colOfRow } = solveAssignment(problem);
    expect([...colOfRow]).toEqual([0, 1, -1]);
    const backups = pickBackups(problem, colOfRow, { count: 2, marginKm: 3 });
    // Row 1 may not take col 4 (8.5 > its unassigned cost 7.5) and col 2 went to row 0, which is nearer to it.
    expect(backups).toEqual([[2, 3], [], []]);
    expect(pickBackups(problem, colOfRow, { count: 1, marginKm: 3 })).toEqual([[2], [3], []]);
    expect(pickBackups(problem, colOfRow, { count: 2, marginKm: 0 })).toEqual([[], [], []]);
  });

  it("offers more and costlier backups as a job's slot nears, in proportion to its urgency", () => {
    const { colOfRow } = solveAssignment(problem);
    const config = { count: 0, marginKm: 0, urgentCount: 2, urgentMarginKm: 3 };
    // Far from their slots (urgency 0): no backups; at the slot (1): up to two within 3 km, as above.
    expect(pickBackups(problem, colOfRow, config, [0, 0, 0])).toEqual([[], [], []]);
    expect(pickBackups(problem, colOfRow, config, [1, 1, 1])).toEqual([[2, 3], [], []]);
    // Only row 1 urgent: it gets both free trucks in its range, col 2 included, which row 0 took above.
    expect(pickBackups(problem, colOfRow, config, [0, 1, 0])).toEqual([[], [2, 3], []]);
    // Half-way (0.5): one backup within 1.5 km: none for row 0 (col 2 costs 4 > 3.5), col 2 for row 1 (6 <= 6.5).
    expect(pickBackups(problem, colOfRow, config, [0.5, 0.5, 0.5])).toEqual([[], [2], []]);
  });

  it('are listed with each batch pair only when asked for', () => {
    const fleet = new VehicleIndex();
    fleet.upsert(vehicle('near', { position: near(1) }));
    fleet.upsert(vehicle('also-near', { position: near(2) }));
    fleet.upsert(vehicle('far', { position: near(15) }));
    const j = job('j');
    const plain = matchBatch([j], fleet, { nowMs: NOW, travel: simpleTravel });
    expect(plain.pairs.map((p) => [p.vehicleId, p.backups])).toEqual([['near', []]]);
    const withBackups = matchBatch([j], fleet, {
      nowMs: NOW,
      travel: simpleTravel,
      backups: { count: 2, marginKm: 3 },
    });
    expect(withBackups.pairs[0]?.vehicleId).toBe('near');
    expect(withBackups.pairs[0]?.backups.map((b) => b.vehicleId)).toEqual(['also-near']);
  });
});

describe('reserve cost of spare capability', () => {
  const small = vehicle('small', { position: near(2.5), payloadKg: 750, features: [] });
  const big = vehicle('big', { position: near(1), payloadKg: 6000, features: ['covered'] });
  const chilled = vehicle('chilled', { payloadKg: 1500, features: ['refrigerated'] });

  it('prices a truck by what it can carry beyond the job', () => {
    const weights = { kmPerPayloadDoubling: 2, payloadFloorKg: 750, refrigeratedKm: 6, coveredKm: 1 };
    const light = job('light', { weightKg: 200 });
    expect(reserveCostKm(small, light, weights)).toBe(0);
    // 6,000 kg is three doublings above the 750 kg floor, and the cover is not needed.
    expect(reserveCostKm(big, light, weights)).toBeCloseTo(3 * 2 + 1, 9);
    expect(reserveCostKm(big, job('heavy', { weightKg: 6000, requiredFeatures: ['covered'] }), weights)).toBe(
      0,
    );
    expect(reserveCostKm(chilled, light, weights)).toBeCloseTo(2 + 6, 9);
    expect(reserveCostKm(chilled, job('cold', { requiredFeatures: ['refrigerated'] }), weights)).toBeCloseTo(
      2,
      9,
    );
  });

  it('gives a light job to a small truck a little farther away and keeps the big one for heavy loads', () => {
    const fleet = new VehicleIndex();
    fleet.upsert(small);
    fleet.upsert(big);
    const light = job('light', { weightKg: 200, window: { startMs: NOW + HOUR, endMs: NOW + 4 * HOUR } });
    const reserved = matchBatch([light], fleet, { nowMs: NOW, travel: simpleTravel });
    expect(reserved.pairs.map((p) => p.vehicleId)).toEqual(['small']);
    const { reserve: _reserve, ...kmOnly } = DEFAULT_BATCH_COSTS;
    const nearest = matchBatch([light], fleet, { nowMs: NOW, travel: simpleTravel, costs: kmOnly });
    expect(nearest.pairs.map((p) => p.vehicleId)).toEqual(['big']);
  });
});

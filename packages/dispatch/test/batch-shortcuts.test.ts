import { describe, expect, it } from 'vitest';
import { haversineKm } from '@logisaathi/geo';
import { createRandom, type Random } from '@logisaathi/pooling';
import {
  assembleBatchProblem,
  batchResultOf,
  buildBatchProblem,
  buildOnwardGrid,
  costsMoreThan,
  DEFAULT_BATCH_COSTS,
  DEFAULT_BATCH_REACH,
  DEFAULT_CANDIDATE_CONFIG,
  evaluateVehicle,
  farTruckAllowed,
  homeDriveKm,
  matchBatch,
  pairCostKm,
  roadTravel,
  searchBatchPairs,
  solveBatchProblem,
  unassignedCostKm,
  onwardLeaveKm,
  VehicleIndex,
  type BatchCosts,
  type DispatchJob,
  type DispatchVehicle,
  type OnwardGrid,
  type TravelFn,
  type VehicleFeature,
} from '../src/index';
import { HOUR, job, near, NINE_AM, NOW, simpleTravel, vehicle } from './helpers';

/**
 * A batch round skips work it can tell is useless (trucks failing the cheap checks, trucks beyond the far-truck
 * limit, empty-day trucks whose cost floor is above leaving the job, jobs no slot can hold). These tests hold it
 * to the round it replaces: every truck within the radius looked at nearest first, day fit and pair cost for each.
 */

const FEATURES: VehicleFeature[][] = [[], ['covered'], ['refrigerated'], ['covered', 'tail_lift']];

function randomFleet(random: Random, count: number): DispatchVehicle[] {
  return Array.from({ length: count }, (_, i) => {
    const position = near(random.next() * 60 - 30, random.next() * 60 - 30);
    const jobs =
      random.next() < 0.35
        ? Array.from({ length: 1 + random.int(3) }, (_, k) => {
            const pickupAtMs = NOW + (k * 3 + random.next() * 2) * HOUR;
            return {
              id: `v${i}j${k}`,
              pickup: near(random.next() * 60 - 30, random.next() * 60 - 30),
              drop: near(random.next() * 60 - 30, random.next() * 60 - 30),
              pickupAtMs,
              doneAtMs: pickupAtMs + (0.5 + random.next() * 2) * HOUR,
            };
          })
        : [];
    return vehicle(`v${i}`, {
      position,
      payloadKg: [750, 1500, 3000, 7500][random.int(4)] as number,
      features: FEATURES[random.int(FEATURES.length)] as VehicleFeature[],
      documentsValid: random.next() < 0.95,
      jobs,
      ...(random.next() < 0.8 ? { home: near(random.next() * 60 - 30, random.next() * 60 - 30) } : {}),
    });
  });
}

function randomJobs(random: Random, count: number): DispatchJob[] {
  return Array.from({ length: count }, (_, i) => {
    // A few estates, so jobs share their nearest trucks and the reach grows with rivals.
    const estate = near(random.int(3) * 12 - 12, random.int(3) * 12 - 12);
    const pickup = {
      lat: estate.lat + (random.next() - 0.5) * 0.02,
      lon: estate.lon + (random.next() - 0.5) * 0.02,
    };
    // Now and then a drop too far to reach within the slot: no truck can take that job.
    const dropKm = random.next() < 0.1 ? 150 : random.next() * 40;
    const startMs = NINE_AM + random.int(3) * 3 * HOUR;
    const promiseEnd = NOW + (random.next() < 0.3 ? 30_000 : 20 * 60_000);
    return job(`j${i}`, {
      pickup,
      drop: near(dropKm, random.next() * 10),
      weightKg: 100 + random.int(5000),
      requiredFeatures: random.next() < 0.2 ? ['covered'] : random.next() < 0.1 ? ['refrigerated'] : [],
      window: { startMs, endMs: startMs + 3 * HOUR },
      promise: { startMs: NOW - 10 * 60_000, endMs: promiseEnd },
    });
  });
}

/** The round without shortcuts: its matrix entries as 'row:vehicle' -> cost. */
function plainRound(
  jobs: readonly DispatchJob[],
  fleet: readonly DispatchVehicle[],
  costs: BatchCosts,
  travel: TravelFn,
  busy: ReadonlySet<string>,
  onward?: OnwardGrid,
): Map<string, number> {
  const config = DEFAULT_CANDIDATE_CONFIG;
  const radiusKm = config.radiiKm[config.radiiKm.length - 1] as number;
  const reach = DEFAULT_BATCH_REACH;
  const entries = new Map<string, number>();
  jobs.forEach((j, row) => {
    const rivals = jobs.filter(
      (other) => other !== j && haversineKm(j.pickup, other.pickup) <= reach.rivalKm,
    );
    const enough = reach.baseTrucks + reach.trucksPerRival * rivals.length;
    const leave = unassignedCostKm(j, NOW, costs) + onwardLeaveKm(j, costs, onward);
    const carry = travel(j.pickup, j.drop, j.window.startMs);
    const nearestKm = (v: DispatchVehicle) =>
      Math.min(
        ...[v.position, ...v.jobs.filter((h) => h.doneAtMs > NOW).map((h) => h.drop)].map((p) =>
          haversineKm(j.pickup, p),
        ),
      );
    const order = fleet
      .map((v) => ({ v, km: nearestKm(v) }))
      .filter((x) => x.km <= radiusKm)
      .sort((a, b) => a.km - b.km);
    let useful = 0;
    for (const { v } of order) {
      if (busy.has(v.id)) continue;
      const result = evaluateVehicle(v, j, radiusKm, { nowMs: NOW, travel, config, carry });
      if ('reason' in result) continue;
      if (!farTruckAllowed(j, result.fit.deadheadKm, NOW, costs)) continue;
      const cost = pairCostKm(v, j, result.fit, costs, travel, onward);
      if (cost > leave) continue;
      entries.set(`${row}:${v.id}`, cost);
      if (++useful >= enough) break;
    }
  });
  return entries;
}

describe('batch round shortcuts', () => {
  const plainCosts: BatchCosts = { ...DEFAULT_BATCH_COSTS, farDeadheadKm: 12, finalCallMs: 70_000 };

  // The onward term (onward.ts) on a grid of other random jobs' pickups.
  const onwardCosts: BatchCosts = { ...plainCosts, onwardKmWeight: 1.5 };
  // Its form that also charges leaving the job with the drop's figure.
  const inLeaveCosts: BatchCosts = { ...onwardCosts, onwardInLeave: true };
  const gridOf = (random: Random) =>
    buildOnwardGrid(randomJobs(random, 60).map((j) => j.pickup)) as OnwardGrid;

  it('give the same cost matrix as looking at every truck within the radius, nearest first', () => {
    const random = createRandom(31);
    for (const travel of [simpleTravel, roadTravel]) {
      for (let round = 0; round < 6; round++) {
        const fleet = randomFleet(random, 400);
        const jobs = randomJobs(random, 40);
        const busy = new Set(fleet.filter(() => random.next() < 0.1).map((v) => v.id));
        const index = new VehicleIndex();
        for (const v of fleet) index.upsert(v, NOW);
        // Every other round with the onward term.
        const onward = round % 2 === 1 ? gridOf(random) : undefined;
        const costs = onward ? (round === 5 ? inLeaveCosts : onwardCosts) : plainCosts;
        const { problem, vehicleIds } = buildBatchProblem(jobs, index, {
          nowMs: NOW,
          travel,
          costs,
          busy,
          ...(onward ? { onward } : {}),
        });
        const built = new Map<string, number>();
        for (let row = 0; row < problem.rows; row++)
          for (let col = 0; col < problem.cols; col++) {
            const cost = problem.cost[row * problem.cols + col] as number;
            if (cost < Infinity) built.set(`${row}:${vehicleIds[col]}`, cost);
          }
        const plain = plainRound(jobs, fleet, costs, travel, busy, onward);
        expect(plain.size).toBeGreaterThan(100);
        expect(built).toEqual(plain);
      }
    }
  });

  it('skip only empty-day trucks whose pair costs more than the limit', () => {
    const random = createRandom(7);
    let kept = 0;
    let skippedBelowCost = 0;
    for (const [travel, onward] of [
      [simpleTravel, undefined],
      [roadTravel, undefined],
      [simpleTravel, gridOf(random)],
      [roadTravel, gridOf(random)],
    ] as const) {
      const costs = onward ? (travel === roadTravel ? inLeaveCosts : onwardCosts) : plainCosts;
      const fleet = randomFleet(random, 300);
      for (const j of randomJobs(random, 30)) {
        const carry = travel(j.pickup, j.drop, j.window.startMs);
        for (const v of fleet) {
          const result = evaluateVehicle(v, j, 1000, {
            nowMs: NOW,
            travel,
            config: DEFAULT_CANDIDATE_CONFIG,
            carry,
          });
          if ('reason' in result) continue;
          const cost = pairCostKm(v, j, result.fit, costs, travel, onward);
          // At a limit of the pair's own cost the pair must be looked at; well below it, it may be skipped.
          expect(costsMoreThan(v, j, cost, NOW, costs, travel, onward)).toBe(false);
          kept++;
          if (costsMoreThan(v, j, cost - 8, NOW, costs, travel, onward)) {
            expect(v.jobs).toEqual([]);
            skippedBelowCost++;
          }
        }
      }
    }
    expect(kept).toBeGreaterThan(1000);
    // Fewer than with the drive home weighed fully all day: early in the day it weighs little (homeWeightAt), and
    // so does its share of the floor. Fewer again with the idle term at 3 km per hour (43 here, over 50 at 2): the
    // floor leaves the idle term out, so the pair's cost lies further above it.
    expect(skippedBelowCost).toBeGreaterThan(40);
  });
});

describe("a truck's drive home, worked out once per round", () => {
  it('is worked out again for another estimator, another time or a truck that moved', () => {
    const truck = vehicle('v', { position: near(0), home: near(12, 5) });
    const j = job('j', { pickup: near(2), drop: near(20, -4) });
    const fitOf = (v: DispatchVehicle, nowMs: number) => {
      const result = evaluateVehicle(v, j, 40, {
        nowMs,
        travel: simpleTravel,
        config: DEFAULT_CANDIDATE_CONFIG,
      });
      if (!('fit' in result)) throw new Error(result.reason);
      return result.fit;
    };
    const fit = fitOf(truck, NOW);
    const straight: TravelFn = (a, b) => ({ km: haversineKm(a, b), min: haversineKm(a, b) * 2 });
    // The drop's drive home less the position's, each by the estimator asked.
    const by = (travel: TravelFn, v: DispatchVehicle, f = fit) =>
      travel(j.drop, v.home as NonNullable<DispatchVehicle['home']>, f.doneAtMs).km -
      travel(v.position, v.home as NonNullable<DispatchVehicle['home']>, f.readyMs).km;
    expect(homeDriveKm(truck, fit, j, simpleTravel)).toBeCloseTo(by(simpleTravel, truck), 9);
    expect(homeDriveKm(truck, fit, j, straight)).toBeCloseTo(by(straight, truck), 9);
    const later = fitOf(truck, NOW + 5 * 60_000);
    const slowerLater: TravelFn = (a, b, t) => ({
      ...simpleTravel(a, b, t),
      km: simpleTravel(a, b, t).km * (t > NOW ? 2 : 1),
    });
    expect(homeDriveKm(truck, fit, j, slowerLater)).toBeCloseTo(by(slowerLater, truck), 9);
    expect(homeDriveKm(truck, later, j, slowerLater)).toBeCloseTo(by(slowerLater, truck, later), 9);
    // The same truck object, moved (its position replaced) since its drive home was last asked: its new position's.
    expect(homeDriveKm(truck, fit, j, simpleTravel)).toBeCloseTo(by(simpleTravel, truck), 9);
    truck.position = near(-6, 3);
    const moved = fitOf(truck, NOW);
    expect(homeDriveKm(truck, moved, j, simpleTravel)).toBeCloseTo(by(simpleTravel, truck, moved), 9);
  });
});

describe('a batch round searched in parts', () => {
  it('assembles the matrix and the match of the round searched whole', () => {
    const random = createRandom(53);
    const costs: BatchCosts = { ...DEFAULT_BATCH_COSTS, farDeadheadKm: 12, finalCallMs: 70_000 };
    for (const count of [2, 3]) {
      const fleet = randomFleet(random, 300);
      const jobs = randomJobs(random, 30);
      const index = new VehicleIndex();
      for (const v of fleet) index.upsert(v, NOW);
      const options = {
        nowMs: NOW,
        costs,
        busy: new Set(fleet.filter(() => random.next() < 0.1).map((v) => v.id)),
        backups: { count: 2, marginKm: 4 },
      };
      const parts = Array.from({ length: count }, (_, i) =>
        searchBatchPairs(jobs, index, options, { index: i, count }),
      );
      // Each part holds only its own rows.
      parts.forEach((part, i) => expect(part.rows.every((row) => row % count === i)).toBe(true));
      const whole = buildBatchProblem(jobs, index, options);
      const assembled = assembleBatchProblem(jobs, options, parts);
      expect(assembled.colKeys).toEqual(whole.vehicleIds);
      expect(assembled.problem).toEqual(whole.problem);

      const inParts = batchResultOf(
        jobs,
        options,
        solveBatchProblem(jobs, options, assembled.problem),
        (col) => index.get(assembled.colKeys[col] as string) as DispatchVehicle,
      );
      const match = matchBatch(jobs, index, options);
      expect(inParts).toEqual(match);
      expect(match.pairs.length).toBeGreaterThan(10);
      expect(match.pairs.some((pair) => pair.backups.length > 0)).toBe(true);
    }
  });
});

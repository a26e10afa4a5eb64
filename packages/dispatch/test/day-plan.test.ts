import { describe, expect, it } from 'vitest';
import { createRandom } from '@logisaathi/pooling';
import { planFleetDay, type FleetDayPlan, type FleetVehicle, type PlanJob } from '../src/index';
import { HOUR, near, NINE_AM, simpleTravel } from './helpers';

const MIN = 60_000;
const handling = { loadMin: 15, unloadMin: 15 };

const truck = (id: string, start = near(0), overrides: Partial<FleetVehicle> = {}): FleetVehicle => ({
  id,
  start,
  availableFromMs: NINE_AM - HOUR,
  payloadKg: 1000,
  features: ['covered'],
  ...overrides,
});

const slot = (startHour: number) => ({
  startMs: NINE_AM + startHour * HOUR,
  endMs: NINE_AM + (startHour + 3) * HOUR,
});

const task = (id: string, pickupKm: number, dropKm: number, overrides: Partial<PlanJob> = {}): PlanJob => ({
  id,
  pickup: near(pickupKm, 1),
  drop: near(dropKm, -1),
  weightKg: 300,
  requiredFeatures: [],
  window: slot(0),
  ...overrides,
});

/**
 * Re-drives every route from scratch with the test's own travel and checks the rules a plan must keep: every
 * job planned exactly once (or reported), pickup before drop, payload never exceeded, each drop unloaded by its
 * slot's end, never loading before the slot opens.
 */
function expectFeasible(plan: FleetDayPlan, vehicles: FleetVehicle[], jobs: PlanJob[]): void {
  const seen = new Map<string, string>();
  for (const route of plan.routes) {
    const vehicle = vehicles.find((v) => v.id === route.vehicleId) as FleetVehicle;
    const onBoard = jobs.filter((j) => j.pickedUpBy === vehicle.id);
    let load = onBoard.reduce((sum, j) => sum + j.weightKg, 0);
    const open = new Set(onBoard.map((j) => j.id));
    let at = vehicle.start;
    let t = vehicle.availableFromMs;
    for (const stop of route.stops) {
      const j = jobs.find((x) => x.id === stop.jobId) as PlanJob;
      const where = stop.kind === 'pickup' ? j.pickup : j.drop;
      t = Math.max(t + simpleTravel(at, where, t).min * MIN, j.window.startMs);
      expect(stop.startAtMs).toBeCloseTo(t, -2);
      t += (stop.kind === 'pickup' ? handling.loadMin : handling.unloadMin) * MIN;
      at = where;
      if (stop.kind === 'pickup') {
        expect(open.has(j.id)).toBe(false);
        open.add(j.id);
        load += j.weightKg;
      } else {
        expect(open.delete(j.id)).toBe(true);
        load -= j.weightKg;
        expect(t).toBeLessThanOrEqual(j.window.endMs + 1);
      }
      expect(load).toBeLessThanOrEqual(vehicle.payloadKg);
      seen.set(j.id, vehicle.id);
    }
    expect(open.size).toBe(0);
  }
  const reported = new Set(plan.unplanned.map((u) => u.jobId));
  for (const j of jobs) expect(seen.has(j.id) !== reported.has(j.id)).toBe(true);
}

describe('fleet day plans', () => {
  it('sequences a day of jobs into feasible multi-stop routes on random cases', () => {
    const random = createRandom(11);
    for (let round = 0; round < 6; round++) {
      const vehicles = [truck('A', near(-5)), truck('B', near(5)), truck('C', near(15), { payloadKg: 600 })];
      const jobs = Array.from({ length: 12 }, (_, i) =>
        task(`j${i}`, random.next() * 30 - 10, random.next() * 30 - 10, {
          weightKg: 100 + random.int(500),
          window: slot([0, 3, 6, 9][random.int(4)] as number),
        }),
      );
      const plan = planFleetDay({ vehicles, jobs, travel: simpleTravel, handling, seed: round });
      expectFeasible(plan, vehicles, jobs);
      expect(plan.unplanned).toEqual([]);
      expect(plan.routes.filter((r) => r.stops.length > 0).length).toBeGreaterThan(1);
    }
  });

  it('never carries more than the payload: two 600 kg jobs on a 1000 kg truck go one after the other', () => {
    const vehicles = [truck('A')];
    const jobs = [task('x', 1, 8, { weightKg: 600 }), task('y', 2, 9, { weightKg: 600 })];
    const plan = planFleetDay({ vehicles, jobs, travel: simpleTravel, handling });
    expectFeasible(plan, vehicles, jobs);
    expect(plan.routes[0]?.stops.map((s) => s.kind)).toEqual(['pickup', 'drop', 'pickup', 'drop']);
  });

  it('keeps a job moved by hand on its vehicle although another is nearer', () => {
    const vehicles = [truck('near', near(0)), truck('far', near(12))];
    const jobs = [task('moved', 0, 3, { pinnedTo: 'far' }), task('free', -1, -4)];
    const plan = planFleetDay({ vehicles, jobs, travel: simpleTravel, handling });
    expectFeasible(plan, vehicles, jobs);
    const owner = (id: string) => plan.routes.find((r) => r.stops.some((s) => s.jobId === id))?.vehicleId;
    expect(owner('moved')).toBe('far');
    expect(owner('free')).toBe('near');
  });

  it('reports a job moved by hand to a vehicle that cannot carry it', () => {
    const vehicles = [truck('small', near(0), { payloadKg: 200 }), truck('big')];
    const jobs = [task('heavy', 0, 3, { weightKg: 500, pinnedTo: 'small' })];
    const plan = planFleetDay({ vehicles, jobs, travel: simpleTravel, handling });
    expect(plan.unplanned).toEqual([{ jobId: 'heavy', reason: 'pinned-vehicle-cannot' }]);
  });

  it('re-plans with a picked-up job still on its truck, only its drop left, its weight counted', () => {
    const now = NINE_AM + HOUR;
    const vehicles = [
      truck('loaded', near(2), { availableFromMs: now, payloadKg: 800 }),
      truck('empty', near(40), { availableFromMs: now }),
    ];
    const jobs = [
      task('aboard', 0, 6, { weightKg: 500, pickedUpBy: 'loaded' }),
      task('next', 3, 7, { weightKg: 400 }),
    ];
    const plan = planFleetDay({ vehicles, jobs, travel: simpleTravel, handling });
    expectFeasible(plan, vehicles, jobs);
    const loaded = plan.routes.find((r) => r.vehicleId === 'loaded');
    expect(loaded?.stops.filter((s) => s.jobId === 'aboard').map((s) => s.kind)).toEqual(['drop']);
    // 500 + 400 > 800: the new job is picked up only after the load on board is dropped.
    expect(loaded?.stops.map((s) => `${s.kind}:${s.jobId}`)).toEqual([
      'drop:aboard',
      'pickup:next',
      'drop:next',
    ]);
  });

  it('gives a refrigerated job to the refrigerated truck and reports what nobody can carry', () => {
    const vehicles = [truck('plain', near(0)), truck('reefer', near(10), { features: ['refrigerated'] })];
    const jobs = [
      task('cold', 0, 4, { requiredFeatures: ['refrigerated'] }),
      task('huge', 0, 4, { weightKg: 5000 }),
      task('tooLate', 0, 200, {}),
    ];
    const plan = planFleetDay({ vehicles, jobs, travel: simpleTravel, handling });
    expectFeasible(plan, vehicles, jobs);
    expect(plan.routes.find((r) => r.vehicleId === 'reefer')?.stops.map((s) => s.jobId)).toEqual([
      'cold',
      'cold',
    ]);
    expect(plan.unplanned).toEqual([
      { jobId: 'huge', reason: 'no-vehicle-fits' },
      { jobId: 'tooLate', reason: 'no-vehicle-fits' },
    ]);
  });

  it('gives the same plan for the same input and seed', () => {
    const vehicles = [truck('A', near(-3)), truck('B', near(6))];
    const jobs = Array.from({ length: 8 }, (_, i) =>
      task(`j${i}`, i - 3, 10 - i, { window: slot(i % 2 ? 0 : 3) }),
    );
    const once = planFleetDay({ vehicles, jobs, travel: simpleTravel, handling, seed: 3 });
    const twice = planFleetDay({ vehicles, jobs, travel: simpleTravel, handling, seed: 3 });
    expect(twice).toEqual(once);
  });
});

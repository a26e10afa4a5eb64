import { describe, expect, it } from 'vitest';
import {
  buildOnwardGrid,
  DEFAULT_BATCH_COSTS,
  matchBatch,
  onwardGridOf,
  onwardKm,
  onwardLeaveKm,
  onwardTermKm,
  VehicleIndex,
  type BatchCosts,
  type DayFit,
  type OnwardGrid,
} from '../src/index';
import { HOUR, job, near, NINE_AM, NOW, simpleTravel, vehicle } from './helpers';

/** An estate 5 km south of the test origin: 40 known pickups within about 300 m. */
const estatePickups = Array.from({ length: 40 }, (_, i) =>
  near(-5 + 0.3 * Math.sin(i), 0.3 * Math.cos(i * 1.7)),
);
const grid = buildOnwardGrid(estatePickups) as OnwardGrid;

describe('the onward grid', () => {
  it('reads few km inside the estate and more the farther a point lies from it', () => {
    expect(onwardKm(grid, near(-5))).toBeLessThan(1);
    expect(onwardKm(grid, near(0))).toBeGreaterThan(4);
    expect(onwardKm(grid, near(10))).toBeGreaterThan(onwardKm(grid, near(0)) + 9);
    // Off the grid: its edge.
    expect(onwardKm(grid, near(500))).toBe(onwardKm(grid, near(100)));
  });

  it('is built from the known pickups whose slot has not ended', () => {
    const over = estatePickups.map((pickup) => ({ pickup, slotEndMs: NOW - HOUR }));
    const ahead = [{ pickup: near(10), slotEndMs: NOW + HOUR }];
    expect(onwardGridOf(over, NOW)).toBeNull();
    const known = onwardGridOf([...over, ...ahead], NOW) as OnwardGrid;
    // Only the pickup still ahead counts: the estate's finished pickups are far from it.
    expect(onwardKm(known, near(10))).toBeLessThan(1);
    expect(onwardKm(known, near(-5))).toBeGreaterThan(14);
  });

  it('is null without pickups', () => {
    expect(buildOnwardGrid([])).toBeNull();
  });
});

describe('the onward term', () => {
  const costs: BatchCosts = { ...DEFAULT_BATCH_COSTS, onwardKmWeight: 1 };
  const fitAt = (hourIst: number, beforeJobId: string | null = null) =>
    ({ origin: near(-5), doneAtMs: NINE_AM + (hourIst - 9) * HOUR, beforeJobId }) as DayFit;
  const away = job('away', { drop: near(10) });

  it('charges a drop far from known pickups by the share of the day still ahead, and nothing at its end', () => {
    const gain = onwardKm(grid, near(10)) - onwardKm(grid, near(-5));
    // The drive home's weight rises from 0 at 07:00 to 1 at 21:00 (DEFAULT_BATCH_COSTS).
    expect(onwardTermKm(away, fitAt(7), costs, grid)).toBeCloseTo(gain, 9);
    expect(onwardTermKm(away, fitAt(14), costs, grid)).toBeCloseTo(gain / 2, 9);
    expect(onwardTermKm(away, fitAt(21), costs, grid)).toBe(0);
  });

  it('is 0 when a planned job follows the new one, without a grid, or without a weight', () => {
    expect(onwardTermKm(away, fitAt(10, 'next'), costs, grid)).toBe(0);
    expect(onwardTermKm(away, fitAt(10), costs, undefined)).toBe(0);
    expect(onwardTermKm(away, fitAt(10), { ...DEFAULT_BATCH_COSTS, onwardKmWeight: 0 }, grid)).toBe(0);
  });

  it('gives a morning job to the truck in the empty corner rather than the slightly nearer one in the estate', () => {
    const fleet = new VehicleIndex();
    fleet.upsert(vehicle('estate', { position: near(-4) }));
    fleet.upsert(vehicle('corner', { position: near(4.5) }));
    const morning = job('morning', { drop: near(10), window: { startMs: NOW, endMs: NOW + 3 * HOUR } });
    const match = (onward?: OnwardGrid) =>
      matchBatch([morning], fleet, {
        nowMs: NOW,
        travel: simpleTravel,
        costs,
        ...(onward ? { onward } : {}),
      }).pairs.map((p) => p.vehicleId);
    expect(match()).toEqual(['estate']);
    expect(match(grid)).toEqual(['corner']);
    // The same at half a km per km (the weight the day bench measured); off by default, so the grid alone changes
    // nothing.
    const atHalf = matchBatch([morning], fleet, {
      nowMs: NOW,
      travel: simpleTravel,
      costs: { ...DEFAULT_BATCH_COSTS, onwardKmWeight: 0.5 },
      onward: grid,
    });
    expect(atHalf.pairs.map((p) => p.vehicleId)).toEqual(['corner']);
    const atDefault = matchBatch([morning], fleet, {
      nowMs: NOW,
      travel: simpleTravel,
      costs: DEFAULT_BATCH_COSTS,
      onward: grid,
    });
    expect(atDefault.pairs.map((p) => p.vehicleId)).toEqual(['estate']);
  });
});

describe('the onward term in the cost of leaving a job (onwardInLeave)', () => {
  const pairOnly: BatchCosts = { ...DEFAULT_BATCH_COSTS, onwardKmWeight: 0.5 };
  const inLeave: BatchCosts = { ...pairOnly, onwardInLeave: true };
  // A lone booking for 12:00-15:00 dropping 30 km from every known pickup, as an Okhla -> Bawana one on a quiet
  // platform, matched at 09:00, three hours ahead: a truck 3 km from the pickup.
  const lone = job('lone', {
    pickup: near(-5),
    drop: near(25),
    window: { startMs: NINE_AM + 3 * HOUR, endMs: NINE_AM + 6 * HOUR },
  });
  const fleet = () => {
    const index = new VehicleIndex();
    index.upsert(vehicle('near', { position: near(-2), positionAtMs: NINE_AM }));
    return index;
  };
  const round = (costs: BatchCosts, onward?: OnwardGrid) =>
    matchBatch([lone], fleet(), {
      nowMs: NINE_AM,
      travel: simpleTravel,
      costs,
      ...(onward ? { onward } : {}),
    });

  it('takes the job now when its drop lies far from every known pickup, as without the term', () => {
    expect(round(DEFAULT_BATCH_COSTS).pairs.map((p) => p.vehicleId)).toEqual(['near']);
    // The drop's part alone makes the pair cost more than leaving the job: it waits.
    expect(round(pairOnly, grid).pairs).toEqual([]);
    expect(round(inLeave, grid).pairs.map((p) => p.vehicleId)).toEqual(['near']);
  });

  it("adds the drop's figure to leaving the job, the same as every pair pays, and nothing without a grid", () => {
    expect(onwardLeaveKm(lone, inLeave, grid)).toBeGreaterThan(5);
    expect(onwardLeaveKm(lone, pairOnly, grid)).toBe(0);
    expect(onwardLeaveKm(lone, inLeave, undefined)).toBe(0);
    const fit = { origin: near(-2), doneAtMs: NINE_AM + 4.5 * HOUR, beforeJobId: null } as DayFit;
    // At the middle of the slot the pair's drop part is the leave's; what remains is the origin's part.
    expect(onwardTermKm(lone, fit, inLeave, grid)).toBeCloseTo(
      onwardLeaveKm(lone, inLeave, grid) - 0.5 * (1 - 6.5 / 14) * onwardKm(grid, near(-2)),
      6,
    );
  });

  it('still gives a morning job to the truck in the empty corner rather than the one in the estate', () => {
    const index = new VehicleIndex();
    index.upsert(vehicle('estate', { position: near(-4) }));
    index.upsert(vehicle('corner', { position: near(4.5) }));
    const morning = job('morning', { drop: near(10), window: { startMs: NOW, endMs: NOW + 3 * HOUR } });
    const match = matchBatch([morning], index, {
      nowMs: NOW,
      travel: simpleTravel,
      costs: inLeave,
      onward: grid,
    });
    expect(match.pairs.map((p) => p.vehicleId)).toEqual(['corner']);
  });
});

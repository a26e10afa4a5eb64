import { describe, expect, it } from 'vitest';
import { exchangeTruckOf, tradeOptions, type DispatchVehicle, type VehicleJob } from '../src/index';
import { HOUR, job, near, NINE_AM, NOW, simpleTravel, vehicle } from './helpers';

const MIN = 60_000;
const held = (id: string, pickupAtMs: number, at = near(0)): VehicleJob => ({
  id,
  pickup: at,
  drop: near(1),
  pickupAtMs,
  doneAtMs: pickupAtMs + HOUR,
});

describe('which jobs a trade may move', () => {
  it('keeps the jobs up to the last one picked up within the lead or kept by the caller, and leaves out other days', () => {
    const truck = {
      id: 'v',
      position: near(5),
      jobs: [
        held('tomorrow', NINE_AM + 24 * HOUR),
        held('later', NINE_AM + 6 * HOUR),
        held('soon', NOW + 20 * MIN),
        held('afternoon', NINE_AM + 3 * HOUR),
      ],
    };
    const untilMs = NINE_AM + 15 * HOUR;
    const t = exchangeTruckOf(truck, NOW, { leadMs: 30 * MIN }, { untilMs });
    // Sorted by pickup; 'soon' is within the lead and stays; the next day's job is not part of the trade.
    expect(t.movable.map((j) => j.id)).toEqual(['afternoon', 'later']);
    expect(t.origin).toEqual(near(1));
    expect(t.readyMs).toBe(NOW + 80 * MIN);
    expect(t.atHome).toBe(false);
    // No home on file: the day ends where the truck is.
    expect(t.home).toEqual(near(5));

    // A started or pinned job stays on its truck, and so does every job before it.
    const kept = exchangeTruckOf(truck, NOW, { leadMs: 0 }, { untilMs, keeps: (j) => j.id === 'afternoon' });
    expect(kept.movable.map((j) => j.id)).toEqual(['later']);

    const idle = exchangeTruckOf({ ...truck, jobs: [], home: near(-3) }, NOW, { leadMs: 30 * MIN });
    expect(idle).toMatchObject({ origin: near(5), home: near(-3), readyMs: NOW, atHome: true, movable: [] });
  });
});

describe('who may take a traded job, and what a move costs', () => {
  const fleet = new Map<string, DispatchVehicle>([
    ['good', vehicle('good', { ratingAvg: 5, ratingCount: 40 })],
    ['poor', vehicle('poor', { ratingAvg: 2, ratingCount: 40 })],
    ['small', vehicle('small', { payloadKg: 100 })],
    ['expired', vehicle('expired', { documentsValid: false })],
    ['plain', vehicle('plain', { features: [], payloadKg: 750 })],
    ['chilled', vehicle('chilled', { features: ['refrigerated'], payloadKg: 750 })],
  ]);
  const loads = new Map([
    ['light', job('light', { weightKg: 50 })],
    ['heavy', job('heavy', { weightKg: 500 })],
  ]);
  const options = (priceRating: boolean, priceReserve = true) =>
    tradeOptions(
      fleet,
      (id) => loads.get(id),
      NOW,
      { minGainKm: 1, priceRating, priceReserve },
      simpleTravel,
    );
  const truck = (id: string) => exchangeTruckOf({ id, position: near(0), jobs: [] }, NOW, { leadMs: 0 });

  it('lets a truck take only what it could be offered: payload, documents, a known load', () => {
    const { carries } = options(true);
    expect(carries(held('light', NINE_AM), truck('small'))).toBe(true);
    expect(carries(held('heavy', NINE_AM), truck('small'))).toBe(false);
    expect(carries(held('light', NINE_AM), truck('expired'))).toBe(false);
    expect(carries(held('unknown', NINE_AM), truck('good'))).toBe(false);
  });

  it('prices a move to a lower-rated truck at the ranking’s rating term, and nothing the other way', () => {
    const { moveCostKm } = options(true);
    expect(moveCostKm!(truck('good'), truck('poor'))).toBeGreaterThan(4);
    expect(moveCostKm!(truck('poor'), truck('good'))).toBe(0);
    expect(options(false).moveCostKm).toBeUndefined();
  });

  it('prices a move that spends a truck’s spare capability as the batch round does, and nothing for one that frees it', () => {
    const { jobMoveKm } = options(false);
    // A light plain load onto a refrigerated truck: the batch's refrigerated reserve (10 km).
    expect(jobMoveKm!(held('light', NINE_AM), truck('plain'), truck('chilled'))).toBeCloseTo(10, 6);
    expect(jobMoveKm!(held('light', NINE_AM), truck('chilled'), truck('plain'))).toBe(0);
    expect(options(false, false).jobMoveKm).toBeUndefined();
  });
});

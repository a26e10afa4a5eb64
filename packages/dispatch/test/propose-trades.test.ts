import { createRandom } from '@logisaathi/pooling';
import { describe, expect, it } from 'vitest';
import {
  findTailTrades,
  pairKey,
  proposeTrades,
  tradePairs,
  type DispatchJob,
  type ExchangeTruck,
  type TradeRoundInput,
  type VehicleJob,
} from '../src/index';
import { HOUR, job, near, NINE_AM, NOW, simpleTravel, vehicle } from './helpers';

const MIN = 60_000;
const settings = { everyMs: 5 * MIN, leadMs: 30 * MIN, minGainKm: 1, priceRating: true };

function held(id: string, pickup: number, drop: number, pickupAtMs: number): VehicleJob {
  return { id, pickup: near(pickup), drop: near(drop), pickupAtMs, doneAtMs: pickupAtMs + HOUR };
}

/** North lives 20 km north, South 20 km south, each holding a job at the other's end of the city. */
function crossed(over: Partial<TradeRoundInput> = {}): TradeRoundInput {
  const jobs = [held('n-job', -18, -15, NINE_AM), held('s-job', 18, 15, NINE_AM)];
  const loads: Record<string, DispatchJob> = {};
  for (const j of jobs) loads[j.id] = job(j.id, { pickup: j.pickup, drop: j.drop });
  return {
    vehicles: [
      vehicle('north', { position: near(20), home: near(20), jobs: [jobs[0]!] }),
      vehicle('south', { position: near(-20), home: near(-20), jobs: [jobs[1]!] }),
    ],
    loads,
    kept: [],
    nowMs: NOW,
    settings,
    ...over,
  };
}

describe('a trade round’s proposals', () => {
  it('swaps two crossed days, each truck giving the job at the other’s end, priced per truck', () => {
    const [trade] = proposeTrades(crossed(), simpleTravel);
    expect(trade).toMatchObject({ a: 'north', b: 'south', jobsA: ['n-job'], jobsB: ['s-job'] });
    expect(trade!.price.a.afterKm).toBeLessThan(trade!.price.a.beforeKm - 30);
    expect(trade!.price.b.afterKm).toBeLessThan(trade!.price.b.beforeKm - 30);
  });

  it('proposes nothing between two trucks of one partner, a refused pair, or jobs that stay', () => {
    expect(proposeTrades(crossed({ partnerOf: { north: 'p1', south: 'p1' } }), simpleTravel)).toEqual([]);
    expect(proposeTrades(crossed({ partnerOf: { north: 'p1', south: 'p2' } }), simpleTravel)).toHaveLength(1);
    expect(proposeTrades(crossed({ refusedPairs: [pairKey('south', 'north')] }), simpleTravel)).toEqual([]);
    expect(proposeTrades(crossed({ kept: ['n-job', 's-job'] }), simpleTravel)).toEqual([]);
    // Within the lead the jobs stay too.
    expect(proposeTrades(crossed({ nowMs: NINE_AM - 10 * MIN }), simpleTravel)).toEqual([]);
  });

  it('trades one day at a time: a later day’s trucks start from home, other days’ jobs stay out', () => {
    const later = { fromMs: NINE_AM - 9 * HOUR, untilMs: NINE_AM + 15 * HOUR, later: true };
    // Tonight each truck stands at the other's end of town, by the job it holds: from there the swap would not pay,
    // but tomorrow each starts from home, and it does.
    const tonight = crossed();
    tonight.vehicles[0]!.position = near(-20);
    tonight.vehicles[1]!.position = near(20);
    expect(proposeTrades({ ...tonight, day: { ...later, later: false } }, simpleTravel)).toEqual([]);
    expect(proposeTrades({ ...tonight, day: later }, simpleTravel)).toHaveLength(1);
    // The day after: no job of that day, nothing to trade.
    const dayAfter = { fromMs: later.untilMs, untilMs: later.untilMs + 24 * HOUR, later: true };
    expect(proposeTrades({ ...tonight, day: dayAfter }, simpleTravel)).toEqual([]);
  });
});

describe('which pairs a large round prices', () => {
  const randomFleet = (seed: number, n: number): ExchangeTruck[] => {
    const random = createRandom(seed);
    const spot = () => near(random.next() * 40 - 20, random.next() * 40 - 20);
    return Array.from({ length: n }, (_, t) => {
      const home = spot();
      const movable: VehicleJob[] = [];
      let ready = NINE_AM;
      for (let k = 0; k < 1 + random.int(3); k++) {
        const pickup = spot();
        const drop = spot();
        movable.push({
          id: `t${t}j${k}`,
          pickup,
          drop,
          pickupAtMs: ready + HOUR,
          doneAtMs: ready + 2 * HOUR,
        });
        ready += 3 * HOUR;
      }
      return { id: `t${t}`, home, origin: home, readyMs: NOW, atHome: true, movable };
    });
  };

  it('prices every pair of a small fleet, and on a large one each pair once, those whose days meet', () => {
    const small = randomFleet(1, 30);
    expect(tradePairs(small)).toHaveLength((30 * 29) / 2);
    const pairs = tradePairs(small, { allPairsMax: 0, nearest: 5 });
    const keys = pairs.map(([a, b]) => `${a}|${b}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [a, b] of pairs) expect(a).toBeLessThan(b);
    expect(pairs.length).toBeLessThan((30 * 29) / 2);
    expect(pairs.length).toBeGreaterThan(30 * 2);
  });

  it('keeps most of what every pair would save, and the crossed days on a large fleet', () => {
    const fleet = randomFleet(7, 120);
    const options = { travel: simpleTravel, carries: () => true, minGainKm: 1 };
    const total = (pairs?: { allPairsMax: number; nearest: number }) =>
      findTailTrades(fleet, { ...options, ...(pairs ? { pairs } : {}) }).reduce((km, t) => km + t.gainKm, 0);
    const all = total();
    const pruned = total({ allPairsMax: 0, nearest: 24 });
    expect(all).toBeGreaterThan(100);
    expect(pruned).toBeGreaterThan(0.8 * all);

    const north: ExchangeTruck = {
      id: 'north',
      home: near(25),
      origin: near(25),
      readyMs: NOW,
      atHome: true,
      movable: [held('n-job', -23, -22, NINE_AM)],
    };
    const south: ExchangeTruck = {
      ...north,
      id: 'south',
      home: near(-25),
      origin: near(-25),
      movable: [held('s-job', 23, 22, NINE_AM)],
    };
    const big = [...fleet, north, south];
    const found = findTailTrades(big, { ...options, pairs: { allPairsMax: 0, nearest: 24 } });
    expect(found.some((t) => big[t.a]!.id === 'north' && big[t.b]!.id === 'south')).toBe(true);
  });
});

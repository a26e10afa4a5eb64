import { createRandom } from '@logisaathi/pooling';
import { describe, expect, it } from 'vitest';
import {
  applyTrade,
  findTailTrades,
  priceTrade,
  type ExchangeTruck,
  type LatLon,
  type VehicleJob,
} from '../src/index';
import { HOUR, near, NINE_AM, NOW, simpleTravel } from './helpers';

const MIN = 60_000;
const carriesAll = () => true;

function planned(id: string, pickup: LatLon, drop: LatLon, pickupAtMs: number): VehicleJob {
  const carry = simpleTravel(pickup, drop, pickupAtMs);
  return { id, pickup, drop, pickupAtMs, doneAtMs: pickupAtMs + (30 + carry.min) * MIN };
}

function truck(id: string, home: LatLon, movable: VehicleJob[]): ExchangeTruck {
  return { id, home, origin: home, readyMs: NOW, atHome: true, movable };
}

/** A day's empty km as the day bench drives it: origin -> pickups -> home. */
function dayKm(t: ExchangeTruck): number {
  if (t.movable.length === 0) return t.atHome ? 0 : simpleTravel(t.origin, t.home, 0).km;
  let at = t.origin;
  let km = 0;
  for (const job of t.movable) {
    km += simpleTravel(at, job.pickup, 0).km;
    at = job.drop;
  }
  return km + simpleTravel(at, t.home, 0).km;
}

/** Every pickup reached by its planned time, in the truck's order. */
function inTime(t: ExchangeTruck): boolean {
  let at = t.origin;
  let ready = t.readyMs;
  for (const job of t.movable) {
    if (ready + simpleTravel(at, job.pickup, ready).min * MIN > job.pickupAtMs + 1) return false;
    at = job.drop;
    ready = job.doneAtMs;
  }
  return true;
}

describe('trading the rest of two trucks’ days, every planned time kept', () => {
  it('gives each truck the afternoon that ends near its home', () => {
    // North lives 20 km north, South 20 km south; each holds a morning job near home and an afternoon job that
    // ends near the other's home.
    const north = truck('north', near(20), [
      planned('n1', near(18), near(10), NINE_AM),
      planned('n2', near(8), near(-19), NINE_AM + 3 * HOUR),
    ]);
    const south = truck('south', near(-20), [
      planned('s1', near(-18), near(-10), NINE_AM),
      planned('s2', near(-8), near(19), NINE_AM + 3 * HOUR),
    ]);
    const before = dayKm(north) + dayKm(south);
    const trades = findTailTrades([north, south], { travel: simpleTravel, carries: carriesAll });
    expect(trades).toHaveLength(1);
    const days = [
      { ...north, movable: [...north.movable] },
      { ...south, movable: [...south.movable] },
    ];
    applyTrade(days, trades[0]!);
    expect(days[0]!.movable.map((j) => j.id)).toEqual(['n1', 's2']);
    expect(days[1]!.movable.map((j) => j.id)).toEqual(['s1', 'n2']);
    // The saving is what the two days drive less; no job's time moved.
    expect(trades[0]!.gainKm).toBeCloseTo(before - dayKm(days[0]!) - dayKm(days[1]!), 6);
    expect(trades[0]!.gainKm).toBeGreaterThan(40);
    expect(days.flatMap((d) => d.movable).find((j) => j.id === 's2')?.pickupAtMs).toBe(NINE_AM + 3 * HOUR);
  });

  it('proposes nothing a truck cannot reach in time, cannot carry or may not take', () => {
    // North's morning job ends at 10:00-ish 30 km away from South's afternoon pickup planned at 10:05.
    const tight = () => [
      truck('north', near(20), [planned('n1', near(18), near(40), NINE_AM)]),
      truck('south', near(-20), [
        planned('s1', near(-18), near(-10), NINE_AM),
        planned('s2', near(38), near(19), NINE_AM + 65 * MIN),
      ]),
    ];
    const [north, south] = tight();
    // Alone, North would gladly take s2 (it starts near n1's drop)... but not at 10:05 after unloading at 40 km.
    expect(north!.movable[0]!.doneAtMs + simpleTravel(near(40), near(38), 0).min * MIN).toBeGreaterThan(
      south!.movable[1]!.pickupAtMs,
    );
    expect(findTailTrades(tight(), { travel: simpleTravel, carries: carriesAll })).toEqual([]);
    const [late, early] = tight();
    expect(priceTrade(late!, early!, 1, 1, { travel: simpleTravel, carries: carriesAll })).toBeNull();

    const swap = () => [
      truck('north', near(20), [planned('n2', near(8), near(-19), NINE_AM + 3 * HOUR)]),
      truck('south', near(-20), [planned('s2', near(-8), near(19), NINE_AM + 3 * HOUR)]),
    ];
    expect(findTailTrades(swap(), { travel: simpleTravel, carries: carriesAll })).toHaveLength(1);
    expect(
      findTailTrades(swap(), {
        travel: simpleTravel,
        carries: (job, to) => !(job.id === 'n2' && to.id === 'south'),
      }),
    ).toEqual([]);
    const [n, s] = swap();
    expect(
      priceTrade(n!, s!, 0, 0, {
        travel: simpleTravel,
        carries: (job, to) => !(job.id === 'n2' && to.id === 'south'),
      }),
    ).toBeNull();
    expect(
      findTailTrades(swap(), {
        travel: simpleTravel,
        carries: carriesAll,
        mayMove: (_, from) => from.id !== 'north',
      }),
    ).toEqual([]);
    expect(findTailTrades(swap(), { travel: simpleTravel, carries: carriesAll, minGainKm: 1_000 })).toEqual(
      [],
    );
    // Moves priced (a lower-rated truck): the trade must save more than its two moves cost.
    const saving = findTailTrades(swap(), { travel: simpleTravel, carries: carriesAll })[0]!.gainKm;
    const priced = (perMove: number) =>
      findTailTrades(swap(), { travel: simpleTravel, carries: carriesAll, moveCostKm: () => perMove });
    expect(priced(saving / 2 - 1)[0]!.gainKm).toBeCloseTo(2, 6);
    expect(priced(saving / 2 + 1)).toEqual([]);
    // Moves priced job by job: each moved job's own price counts.
    const perJob = (price: number) =>
      findTailTrades(swap(), { travel: simpleTravel, carries: carriesAll, jobMoveKm: () => price });
    expect(perJob(saving / 2 - 1)[0]!.gainKm).toBeCloseTo(2, 6);
    expect(perJob(saving / 2 + 1)).toEqual([]);
    const [n2, s2] = swap();
    expect(
      priceTrade(n2!, s2!, 0, 0, {
        travel: simpleTravel,
        carries: carriesAll,
        jobMoveKm: () => saving / 2 - 1,
      })?.gainKm,
    ).toBeCloseTo(2, 6);
  });

  it('leaves a gap past the horizon for the bookings still to come', () => {
    // The first test's crossed days: the jobs handed over are the afternoon ones, picked up at 12:00.
    const crossed = () => [
      truck('north', near(20), [
        planned('n1', near(18), near(10), NINE_AM),
        planned('n2', near(8), near(-19), NINE_AM + 3 * HOUR),
      ]),
      truck('south', near(-20), [
        planned('s1', near(-18), near(-10), NINE_AM),
        planned('s2', near(-8), near(19), NINE_AM + 3 * HOUR),
      ]),
    ];
    const within = (cutBeforeMs: number) =>
      findTailTrades(crossed(), { travel: simpleTravel, carries: carriesAll, cutBeforeMs });
    const cuts = (trades: ReturnType<typeof within>) => trades.map((t) => [t.cutA, t.cutB]);
    // With no horizon, the afternoons are traded.
    expect(cuts(within(Number.POSITIVE_INFINITY))).toEqual([[1, 1]]);
    // 12:00 is past the horizon: that trade would close the two midday gaps, which later bookings could fill. Only
    // the whole days may still be swapped (the 09:00 jobs are inside it), for less.
    const whole = within(NINE_AM + 3 * HOUR);
    expect(cuts(whole)).toEqual([[0, 0]]);
    expect(whole[0]!.gainKm).toBeLessThan(within(Number.POSITIVE_INFINITY)[0]!.gainKm);
    expect(within(NINE_AM)).toEqual([]);
  });

  it('on random fleets: each truck in one trade at most, every trade saving what it says, all on time', () => {
    let found = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const random = createRandom(seed);
      const spot = () => near(random.next() * 40 - 20, random.next() * 40 - 20);
      const trucks = Array.from({ length: 8 }, (_, t) => {
        const jobs: VehicleJob[] = [];
        let ready = NINE_AM - HOUR;
        let at = spot();
        const home = at;
        for (let k = 0; k < 1 + random.int(4); k++) {
          const pickup = spot();
          const pickupAtMs = Math.max(
            NINE_AM + 3 * HOUR * random.int(3),
            ready + simpleTravel(at, pickup, 0).min * MIN,
          );
          const job = planned(`t${t}j${k}`, pickup, spot(), pickupAtMs);
          jobs.push(job);
          ready = job.doneAtMs;
          at = job.drop;
        }
        return truck(`t${t}`, home, jobs);
      });
      const heavy = new Set(
        trucks
          .flatMap((t) => t.movable)
          .filter(() => random.next() < 0.2)
          .map((j) => j.id),
      );
      const carries = (job: VehicleJob, to: ExchangeTruck) => !heavy.has(job.id) || to.id < 't4';
      const owner = new Map(trucks.flatMap((t) => t.movable.map((j) => [j.id, t.id] as const)));
      const trades = findTailTrades(trucks, { travel: simpleTravel, carries, minGainKm: 0.5 });
      found += trades.length;
      const seen = new Set<number>();
      for (const trade of trades) {
        expect(seen.has(trade.a) || seen.has(trade.b)).toBe(false);
        seen.add(trade.a).add(trade.b);
        const days = [trade.a, trade.b].map((t) => ({ ...trucks[t]!, movable: [...trucks[t]!.movable] }));
        const before = dayKm(days[0]!) + dayKm(days[1]!);
        // The re-check prices the same trade alike, each truck's day before and after as driven.
        const price = priceTrade(days[0]!, days[1]!, trade.cutA, trade.cutB, {
          travel: simpleTravel,
          carries,
        });
        expect(price?.gainKm).toBeCloseTo(trade.gainKm, 6);
        expect(price?.a.beforeKm).toBeCloseTo(dayKm(days[0]!), 6);
        applyTrade(days, { ...trade, a: 0, b: 1 });
        expect(price?.a.afterKm).toBeCloseTo(dayKm(days[0]!), 6);
        expect(price?.b.afterKm).toBeCloseTo(dayKm(days[1]!), 6);
        expect(trade.gainKm).toBeGreaterThanOrEqual(0.5);
        expect(before - dayKm(days[0]!) - dayKm(days[1]!)).toBeCloseTo(trade.gainKm, 6);
        for (const day of days) {
          expect(inTime(day)).toBe(true);
          for (const job of day.movable)
            if (owner.get(job.id) !== day.id) expect(carries(job, day)).toBe(true);
        }
      }
    }
    expect(found).toBeGreaterThan(30);
  });
});

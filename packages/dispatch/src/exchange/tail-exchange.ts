import type { LatLon, TravelFn, VehicleJob } from '../types';
import { tradePairs } from './trade-pairs';

/**
 * Trading the rest of two trucks' days (issue 31: 'batch may improve a match after that only by a swap the shipper
 * does not see as a downgrade'). Every accepted job keeps its planned pickup and unloading times; only the truck
 * changes. Truck A keeps its jobs up to a cut and takes B's jobs from a cut on; B keeps its own up to its cut and
 * takes A's rest (the 2-opt* move of vehicle routing, Potvin & Rousseau 1995, on fixed times). A trade is feasible
 * when each truck can still drive from where its kept part ends to the first pickup it takes by that pickup's planned
 * time, and carries every job it takes (payload, body, features: the caller's `carries`). It pays when the two days'
 * empty km, the drives home included, fall. Because no time moves, the shipper's ETA stands; the caller decides what
 * else counts as a downgrade (`mayMove`, e.g. a lower-rated truck).
 */
export interface ExchangeTruck {
  id: string;
  /** Where the truck's day ends. */
  home: LatLon;
  /** Where the truck starts its movable jobs from, and from when: its position now, or its last fixed job's drop. */
  origin: LatLon;
  readyMs: number;
  /**
   * Whether the truck is at its origin at the start of the day (at home, nothing done yet). A truck with nothing to
   * do then drives nothing; otherwise it still drives home from its origin.
   */
  atHome: boolean;
  /** The jobs that may still change truck, in planned order (picked up far enough ahead, not started). */
  movable: readonly VehicleJob[];
}

export interface ExchangeOptions {
  travel: TravelFn;
  /** Whether truck `to` can carry the job (payload, body, features, documents). */
  carries(job: VehicleJob, to: ExchangeTruck): boolean;
  /** Whether moving the job from one truck to the other is no downgrade for its shipper. */
  mayMove?(job: VehicleJob, from: ExchangeTruck, to: ExchangeTruck): boolean;
  /**
   * What each job moved from one truck to the other costs, in empty km, besides the km (e.g. the ranking's rating
   * term for a lower-rated truck); the trade must save more than its moves cost.
   */
  moveCostKm?(from: ExchangeTruck, to: ExchangeTruck): number;
  /** What moving this one job costs besides `moveCostKm` (e.g. a truck's spare capability it would take up). */
  jobMoveKm?(job: VehicleJob, from: ExchangeTruck, to: ExchangeTruck): number;
  /** The least saving, in empty km, worth asking two partners to trade (default 2). */
  minGainKm?: number;
  /**
   * A truck hands over jobs only from one picked up before this instant (none: any), so the junction a trade changes
   * falls before it: a later gap is left for the bookings still to come.
   */
  cutBeforeMs?: number;
  /** Which pairs are priced on a large fleet (trade-pairs.ts; default: all up to 1,000 trucks). */
  pairs?: { allPairsMax?: number; nearest?: number };
}

export interface TailTrade {
  a: number;
  b: number;
  /** A keeps movable[0..cutA) and takes B's movable[cutB..]; B keeps movable[0..cutB) and takes A's rest. */
  cutA: number;
  cutB: number;
  /** Empty km the two days save, less what the moves cost (`moveCostKm`). */
  gainKm: number;
}

const MIN = 60_000;

/**
 * The prices of trades among `trucks`: each truck's current empty km (`current`), and its empty km after keeping
 * `keep` of its movable jobs and taking another truck's from `cut` on (`newDayKm`, Infinity when the junction is
 * late); `takesFrom` is the deepest cut a truck may take another's jobs from.
 */
function tradePricer(trucks: readonly ExchangeTruck[], options: ExchangeOptions) {
  const { travel } = options;
  const km = (from: LatLon, to: LatLon) => travel(from, to, 0).km;
  // Per truck, prefix[k]: the empty km of its first k movable jobs (origin -> first pickup, then each drop -> the next
  // pickup, up to the k-th job's pickup).
  const prefixOf = (truck: ExchangeTruck) => {
    const prefix = [0];
    let at = truck.origin;
    for (const job of truck.movable) {
      prefix.push((prefix[prefix.length - 1] as number) + km(at, job.pickup));
      at = job.drop;
    }
    return prefix;
  };
  const prefixes = trucks.map(prefixOf);
  const endOf = (truck: ExchangeTruck, cut: number) =>
    cut === 0 ? truck.origin : (truck.movable[cut - 1] as VehicleJob).drop;
  const readyOf = (truck: ExchangeTruck, cut: number) =>
    cut === 0 ? truck.readyMs : (truck.movable[cut - 1] as VehicleJob).doneAtMs;
  const homeKm = (truck: ExchangeTruck, from: LatLon, empty: boolean) =>
    empty && truck.atHome ? 0 : km(from, truck.home);
  const dayKm = (t: number) => {
    const truck = trucks[t] as ExchangeTruck;
    const prefix = prefixes[t] as number[];
    const n = truck.movable.length;
    return (prefix[n] as number) + homeKm(truck, endOf(truck, n), n === 0);
  };
  const current = trucks.map((_, t) => dayKm(t));
  // km of truck `from`'s movable jobs from `cut` on, between its own jobs (without the leg into the first).
  const tailKm = (t: number, cut: number) => {
    const prefix = prefixes[t] as number[];
    const n = (trucks[t] as ExchangeTruck).movable.length;
    return cut >= n ? 0 : (prefix[n] as number) - (prefix[cut + 1] as number);
  };
  // The leg from where `to` stands after its kept part into `from`'s tail, when it is in time; else Infinity.
  const junctionKm = (to: number, keep: number, from: number, cut: number) => {
    const taker = trucks[to] as ExchangeTruck;
    const first = (trucks[from] as ExchangeTruck).movable[cut];
    if (!first) return 0;
    const at = endOf(taker, keep);
    const leg = travel(at, first.pickup, readyOf(taker, keep));
    return readyOf(taker, keep) + leg.min * MIN <= first.pickupAtMs ? leg.km : Number.POSITIVE_INFINITY;
  };
  // Whether `to` may take all of `from`'s jobs from `cut` on (the deepest cut it can take from: every job after it).
  const takesFrom = (from: number, to: number) => {
    const giver = trucks[from] as ExchangeTruck;
    const taker = trucks[to] as ExchangeTruck;
    let cut = giver.movable.length;
    while (cut > 0) {
      const job = giver.movable[cut - 1] as VehicleJob;
      if (!options.carries(job, taker) || (options.mayMove && !options.mayMove(job, giver, taker))) break;
      cut--;
    }
    return cut;
  };
  const newDayKm = (to: number, keep: number, from: number, cut: number) => {
    const taker = trucks[to] as ExchangeTruck;
    const giver = trucks[from] as ExchangeTruck;
    const junction = junctionKm(to, keep, from, cut);
    if (!Number.isFinite(junction)) return junction;
    const takes = cut < giver.movable.length;
    const last = takes ? (giver.movable[giver.movable.length - 1] as VehicleJob).drop : endOf(taker, keep);
    return (
      ((prefixes[to] as number[])[keep] as number) +
      junction +
      tailKm(from, cut) +
      homeKm(taker, last, keep === 0 && !takes)
    );
  };

  return { current, newDayKm, takesFrom };
}

/**
 * The trades worth proposing now: each pair of trucks priced at every pair of cuts. No truck is in two trades, so
 * each can be carried out alone (`applyTrade`) once both partners agree; `trucks` is not changed. Called again
 * later, it finds the trades the changed trucks make possible.
 */
export function findTailTrades(trucks: readonly ExchangeTruck[], options: ExchangeOptions): TailTrade[] {
  const minGain = options.minGainKm ?? 2;
  const moveCost = options.moveCostKm;
  const { current, newDayKm, takesFrom } = tradePricer(trucks, options);

  // Every pair's best trade, then the best trades that share no truck (a greedy matching): each truck is in at most
  // one trade, so any subset of them can be carried out (a partner may say no) and the rest still hold.
  const candidates: TailTrade[] = [];
  // Every pair up to ALL_PAIRS_MAX_TRUCKS; past it, the pairs whose days meet (trade-pairs.ts).
  for (const [a, b] of tradePairs(trucks, options.pairs)) {
    const A = trucks[a] as ExchangeTruck;
    const B = trucks[b] as ExchangeTruck;
    if (A.movable.length === 0 && B.movable.length === 0) continue;
    const fromB = takesFrom(b, a);
    const fromA = takesFrom(a, b);
    // What each job moved between these two trucks costs: the same for every cut.
    const toA = moveCost?.(B, A) ?? 0;
    const toB = moveCost?.(A, B) ?? 0;
    const tailAB = tailMoveKm(A, B, options);
    const tailBA = tailMoveKm(B, A, options);
    let best: TailTrade | null = null;
    for (let cutA = fromA; cutA <= A.movable.length; cutA++) {
      if (!cutInHorizon(A, cutA, options.cutBeforeMs)) continue;
      for (let cutB = fromB; cutB <= B.movable.length; cutB++) {
        if (cutA === A.movable.length && cutB === B.movable.length) continue;
        if (!cutInHorizon(B, cutB, options.cutBeforeMs)) continue;
        const newA = newDayKm(a, cutA, b, cutB);
        if (!Number.isFinite(newA)) continue;
        const newB = newDayKm(b, cutB, a, cutA);
        if (!Number.isFinite(newB)) continue;
        const moves =
          (B.movable.length - cutB) * toA +
          (A.movable.length - cutA) * toB +
          (tailBA[cutB] as number) +
          (tailAB[cutA] as number);
        const gainKm = (current[a] as number) + (current[b] as number) - newA - newB - moves;
        if (gainKm >= minGain && (!best || gainKm > best.gainKm)) best = { a, b, cutA, cutB, gainKm };
      }
    }
    if (best) candidates.push(best);
  }
  candidates.sort((x, y) => y.gainKm - x.gainKm || x.a - y.a || x.b - y.b);
  const used = new Uint8Array(trucks.length);
  const trades: TailTrade[] = [];
  for (const trade of candidates) {
    if (used[trade.a] || used[trade.b]) continue;
    used[trade.a] = 1;
    used[trade.b] = 1;
    trades.push(trade);
  }
  return trades;
}

/** Whether the truck may hand over its movable jobs from `cut` on: none, or the first picked up before `beforeMs`. */
function cutInHorizon(truck: ExchangeTruck, cut: number, beforeMs: number | undefined): boolean {
  const first = truck.movable[cut];
  return beforeMs === undefined || !first || first.pickupAtMs < beforeMs;
}

/** tail[k]: what moving `from`'s movable jobs from the k-th on to `to` costs by `jobMoveKm` (0 without it). */
function tailMoveKm(from: ExchangeTruck, to: ExchangeTruck, options: ExchangeOptions): number[] {
  const n = from.movable.length;
  const tail = new Array<number>(n + 1).fill(0);
  if (!options.jobMoveKm) return tail;
  for (let k = n - 1; k >= 0; k--)
    tail[k] = (tail[k + 1] as number) + options.jobMoveKm(from.movable[k] as VehicleJob, from, to);
  return tail;
}

/** One trade's price: each truck's empty km for the rest of its day without and with it, and the gain after the moves. */
export interface TradePrice {
  gainKm: number;
  a: { beforeKm: number; afterKm: number };
  b: { beforeKm: number; afterKm: number };
}

/**
 * Prices one given trade of two trucks (A keeps movable[0..cutA) and takes B's from cutB; B the reverse), with the
 * rules `findTailTrades` proposes by: null when a truck cannot reach the first pickup it takes in time, or may not
 * carry a job it takes (`carries`, `mayMove`). The API re-checks a proposed trade by it, on the two days as they are
 * when both partners have accepted.
 */
export function priceTrade(
  A: ExchangeTruck,
  B: ExchangeTruck,
  cutA: number,
  cutB: number,
  options: ExchangeOptions,
): TradePrice | null {
  if (cutA > A.movable.length || cutB > B.movable.length || cutA < 0 || cutB < 0) return null;
  const { current, newDayKm, takesFrom } = tradePricer([A, B], options);
  if (takesFrom(1, 0) > cutB || takesFrom(0, 1) > cutA) return null;
  const newA = newDayKm(0, cutA, 1, cutB);
  const newB = newDayKm(1, cutB, 0, cutA);
  if (!Number.isFinite(newA) || !Number.isFinite(newB)) return null;
  const moves =
    (B.movable.length - cutB) * (options.moveCostKm?.(B, A) ?? 0) +
    (A.movable.length - cutA) * (options.moveCostKm?.(A, B) ?? 0) +
    (tailMoveKm(B, A, options)[cutB] as number) +
    (tailMoveKm(A, B, options)[cutA] as number);
  const beforeA = current[0] as number;
  const beforeB = current[1] as number;
  return {
    gainKm: beforeA + beforeB - newA - newB - moves,
    a: { beforeKm: beforeA, afterKm: newA },
    b: { beforeKm: beforeB, afterKm: newB },
  };
}

/** Carries a trade out on the trucks' movable jobs (in place). */
export function applyTrade(trucks: Array<{ movable: readonly VehicleJob[] }>, trade: TailTrade): void {
  const A = trucks[trade.a] as { movable: readonly VehicleJob[] };
  const B = trucks[trade.b] as { movable: readonly VehicleJob[] };
  const newA = [...A.movable.slice(0, trade.cutA), ...B.movable.slice(trade.cutB)];
  const newB = [...B.movable.slice(0, trade.cutB), ...A.movable.slice(trade.cutA)];
  A.movable = newA;
  B.movable = newB;
}

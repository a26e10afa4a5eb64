import { roadTravel } from '../travel';
import type { DispatchJob, DispatchVehicle, TravelFn } from '../types';
import {
  findTailTrades,
  priceTrade,
  type ExchangeOptions,
  type ExchangeTruck,
  type TradePrice,
} from './tail-exchange';
import { exchangeTruckOf, tradeOptions, type TradeSettings } from './trade-rules';

/**
 * One trade round's inputs as plain data (they cross to a planning worker thread by structured clone): the trucks
 * that may trade with their jobs, each held job's load, and what the caller knows besides.
 */
export interface TradeRoundInput {
  vehicles: DispatchVehicle[];
  /** Each held job's load by job id; a job without one stays on its truck. */
  loads: Record<string, DispatchJob>;
  /** Jobs that stay on their truck whatever their time (on board already, pinned by the fleet's owner). */
  kept: string[];
  nowMs: number;
  settings: TradeSettings;
  /**
   * The day traded: its jobs only (`fromMs` to `untilMs`); a later day's trucks start from home. Absent: every job
   * held, from where the trucks are.
   */
  day?: { fromMs: number; untilMs: number; later: boolean };
  /** Each vehicle's partner: two trucks of one partner do not trade (its own day plan moves its jobs). */
  partnerOf?: Record<string, string>;
  /** Pairs (`pairKey`) not to ask again. */
  refusedPairs?: string[];
}

export interface ProposedTrade {
  a: string;
  b: string;
  /** The jobs truck `a` hands to `b` (the tail of its day), and those `b` hands to `a`, in planned order. */
  jobsA: string[];
  jobsB: string[];
  price: TradePrice;
}

/** One key for a pair of trucks, whichever comes first. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The round's trucks as the engine sees them, and its options: shared by the proposal and the re-check. */
export function tradeTrucksOf(
  input: TradeRoundInput,
  travel: TravelFn = roadTravel,
): { trucks: ExchangeTruck[]; options: ExchangeOptions } {
  const { day, nowMs, settings } = input;
  const kept = new Set(input.kept);
  const vehicles = input.vehicles.map((v) =>
    day
      ? {
          ...v,
          jobs: v.jobs.filter((j) => j.pickupAtMs >= day.fromMs),
          position: day.later ? (v.home ?? v.position) : v.position,
        }
      : v,
  );
  const trucks = vehicles.map((v) =>
    exchangeTruckOf(v, nowMs, settings, {
      ...(day ? { untilMs: day.untilMs } : {}),
      keeps: (job) => kept.has(job.id),
    }),
  );
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  const rules = tradeOptions(byId, (id) => input.loads[id], nowMs, settings, travel);
  const refused = new Set(input.refusedPairs ?? []);
  const partnerOf = input.partnerOf;
  const options: ExchangeOptions =
    partnerOf || refused.size > 0
      ? {
          ...rules,
          mayMove: (_job, from, to) =>
            !refused.has(pairKey(from.id, to.id)) && (!partnerOf || partnerOf[from.id] !== partnerOf[to.id]),
        }
      : rules;
  return { trucks, options };
}

/**
 * The trades to propose in one round (packages/dispatch's rule for the API's trade round and the day bench): the
 * engine's best trades that share no truck, each with its jobs and its price.
 */
export function proposeTrades(input: TradeRoundInput, travel: TravelFn = roadTravel): ProposedTrade[] {
  const { trucks, options } = tradeTrucksOf(input, travel);
  return findTailTrades(trucks, options).flatMap((trade) => {
    const A = trucks[trade.a] as ExchangeTruck;
    const B = trucks[trade.b] as ExchangeTruck;
    const price = priceTrade(A, B, trade.cutA, trade.cutB, options);
    if (!price) return [];
    return [
      {
        a: A.id,
        b: B.id,
        jobsA: A.movable.slice(trade.cutA).map((j) => j.id),
        jobsB: B.movable.slice(trade.cutB).map((j) => j.id),
        price,
      },
    ];
  });
}

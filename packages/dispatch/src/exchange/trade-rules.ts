import { staticMisfit } from '../fit';
import { DEFAULT_RESERVE_COSTS, reserveCostKm } from '../assignment/batch-costs';
import { DEFAULT_RANKING, rankingCost } from '../ranking';
import type { DispatchJob, DispatchVehicle, TravelFn, VehicleJob } from '../types';
import type { ExchangeOptions, ExchangeTruck } from './tail-exchange';

/**
 * Which jobs may change truck and what a move costs: one home for the rules the API's trade round and the day bench
 * both trade by (issue 31).
 */
export interface TradeSettings {
  /** How often trades are looked for. */
  everyMs: number;
  /** Only jobs picked up at least this far ahead change truck. */
  leadMs: number;
  /** The least saving (after the moves' price) worth asking two partners. */
  minGainKm: number;
  /** Each job moved to a lower-rated truck costs the ranking's rating term for the drop (RankingWeights.ratingKm). */
  priceRating: boolean;
  /**
   * A job moved to a truck whose spare capability (payload, a covered or refrigerated body) it does not need costs
   * what the batch round charges for that (`reserveCostKm`, DEFAULT_RESERVE_COSTS), beyond what its truck already
   * wasted: trades do not spend the trucks that later heavy, covered or chilled loads need. Off by default: the day
   * bench measured it no better (packages/dispatch README, 'Trading the rest of two trucks' days').
   */
  priceReserve?: boolean;
  /**
   * Only a trade whose moved jobs start with one picked up within this long of now (none: any): the gap a trade
   * closes is one the day's later bookings could no longer fill.
   */
  horizonMs?: number;
}

/** The settings the day bench measured (bench/dispatch/README.md, 'Trading the rest of two trucks' days'). */
export const DEFAULT_TRADE_SETTINGS: TradeSettings = {
  everyMs: 5 * 60_000,
  leadMs: 30 * 60_000,
  minGainKm: 1,
  priceRating: true,
  priceReserve: false,
  horizonMs: 8 * 3_600_000,
};

/**
 * A truck's day as a trade sees it at `nowMs`: its jobs up to the last one it must keep (picked up within `leadMs`, or
 * one the caller keeps: started, pinned) stay; the jobs after it may change truck. Jobs picked up from `untilMs` on
 * (another day) are left out of the trade altogether. A truck with no home on file ends its day where it is.
 */
export function exchangeTruckOf(
  vehicle: Pick<DispatchVehicle, 'id' | 'position' | 'home' | 'jobs'>,
  nowMs: number,
  settings: Pick<TradeSettings, 'leadMs'>,
  {
    untilMs = Number.POSITIVE_INFINITY,
    keeps,
  }: { untilMs?: number; keeps?: (job: VehicleJob) => boolean } = {},
): ExchangeTruck {
  const jobs = vehicle.jobs.filter((j) => j.pickupAtMs < untilMs).sort((x, y) => x.pickupAtMs - y.pickupAtMs);
  let fixed = 0;
  jobs.forEach((job, i) => {
    if (job.pickupAtMs < nowMs + settings.leadMs || keeps?.(job)) fixed = i + 1;
  });
  const last = jobs[fixed - 1];
  return {
    id: vehicle.id,
    home: vehicle.home ?? vehicle.position,
    origin: last ? last.drop : vehicle.position,
    readyMs: last ? Math.max(last.doneAtMs, nowMs) : nowMs,
    atHome: fixed === 0,
    movable: jobs.slice(fixed),
  };
}

/**
 * The engine's options for trading among `vehicles`: a truck takes a job only when it could be offered it (payload,
 * body, features, valid documents: `staticMisfit`, with the position's age not counted), and, with `priceRating`, each
 * job moved to a lower-rated truck costs the ranking's rating term for the drop, so trades do not drift jobs to worse
 * partners. `jobOf` gives a held job's load (undefined: it does not move).
 */
export function tradeOptions(
  vehicles: ReadonlyMap<string, DispatchVehicle>,
  jobOf: (jobId: string) => DispatchJob | undefined,
  nowMs: number,
  settings: Pick<TradeSettings, 'minGainKm' | 'priceRating' | 'priceReserve' | 'horizonMs'>,
  travel: TravelFn,
): ExchangeOptions {
  const rating = new Map<string, number>();
  const ratingOf = (id: string) => {
    let r = rating.get(id);
    if (r === undefined) {
      const vehicle = vehicles.get(id);
      r = vehicle ? rankingCost(vehicle, { addedEmptyKm: 0 }).effectiveRating : 0;
      rating.set(id, r);
    }
    return r;
  };
  return {
    travel,
    minGainKm: settings.minGainKm,
    ...(settings.horizonMs !== undefined ? { cutBeforeMs: nowMs + settings.horizonMs } : {}),
    carries: (job, to) => {
      const vehicle = vehicles.get(to.id);
      const load = jobOf(job.id);
      if (!vehicle || !load) return false;
      const fit = { nowMs, maxPositionAgeMs: Number.POSITIVE_INFINITY };
      return staticMisfit({ ...vehicle, online: true, positionAtMs: nowMs }, load, fit) === null;
    },
    ...(settings.priceReserve
      ? {
          jobMoveKm: (job, from, to) => {
            const load = jobOf(job.id);
            const giver = vehicles.get(from.id);
            const taker = vehicles.get(to.id);
            if (!load || !giver || !taker) return 0;
            return Math.max(
              0,
              reserveCostKm(taker, load, DEFAULT_RESERVE_COSTS) -
                reserveCostKm(giver, load, DEFAULT_RESERVE_COSTS),
            );
          },
        }
      : {}),
    ...(settings.priceRating
      ? {
          moveCostKm: (from, to) =>
            Math.max(0, (DEFAULT_RANKING.ratingKm * (ratingOf(from.id) - ratingOf(to.id))) / 4),
        }
      : {}),
  };
}

// The day bench's trades of the rest of two trucks' days (packages/dispatch exchange/): which trucks may trade, the
// engine's proposals, both partners' answers, and the accepted trades carried out on the simulated fleet.
import {
  applyTrade,
  exchangeTruckOf,
  findTailTrades,
  rankingCost,
  roadTravel,
  tradeOptions,
  type DispatchVehicle,
  type ExchangeTruck,
  type TradeSettings,
  type VehicleIndex,
} from '@logisaathi/dispatch';
import type { HeldJob } from './drive-day';
import type { SimVehicle } from './fixtures';
import type { DeliveryState } from './offer-policies';
import { partnerAnswer } from './partner-answers';
import type { SimDelivery } from './simulate';

/** The product's trade settings (packages/dispatch trade-rules.ts), and a bench-only guard to measure. */
export interface ExchangeConfig extends TradeSettings {
  /** Most a job's truck may lose in (Bayesian) rating when it moves, in stars (none: any). */
  maxRatingDrop?: number;
}

/** The simulated day's state the trades read and change (in place). */
export interface TradeContext {
  fleet: SimVehicle[];
  held: HeldJob[][];
  deliveries: readonly SimDelivery[];
  states: readonly DeliveryState[];
  index: VehicleIndex;
  seed: number;
  hasLiveOffer(vehicle: number): boolean;
}

/**
 * One pass of trades at `now`: each truck without a live offer offers the jobs it picks up at least `leadMs` ahead;
 * the engine's best trades sharing no truck are asked of both partners, and those both accept are carried out (a
 * moved job's acceptance time becomes now). Returns how many were.
 */
export function tradeDays(ctx: TradeContext, exchange: ExchangeConfig, now: number): number {
  const { fleet, held, deliveries, states, index, seed } = ctx;
  let trades = 0;
  const deliveryOfJob = new Map(deliveries.map((d, i) => [d.job.id, i]));
  // The ranking's rating of a truck (the Bayesian average of its trips' ratings).
  const bayes = (v: number) =>
    rankingCost((fleet[v] as SimVehicle).state, { addedEmptyKm: 0 }).effectiveRating;
  // A truck with a live offer keeps its day as the offer priced it.
  const vehicleOf = fleet.map((_, v) => v).filter((v) => !ctx.hasLiveOffer(v));
  // The API's rules (packages/dispatch trade-rules.ts): which jobs may move, who can carry them, what a move costs.
  const trucks: ExchangeTruck[] = vehicleOf.map((v) =>
    exchangeTruckOf(
      {
        id: String(v),
        position: (fleet[v] as SimVehicle).state.position,
        home: (fleet[v] as SimVehicle).home,
        jobs: held[v] as HeldJob[],
      },
      now,
      exchange,
    ),
  );
  const vehicles = new Map<string, DispatchVehicle>(
    vehicleOf.map((v) => [String(v), (fleet[v] as SimVehicle).state]),
  );
  const options = tradeOptions(
    vehicles,
    (jobId) => {
      const d = deliveryOfJob.get(jobId);
      return d === undefined ? undefined : (deliveries[d] as SimDelivery).job;
    },
    now,
    exchange,
    roadTravel,
  );
  const found = findTailTrades(trucks, {
    ...options,
    ...(exchange.maxRatingDrop === undefined
      ? {}
      : {
          mayMove: (_job, from, to) =>
            bayes(Number(to.id)) >= bayes(Number(from.id)) - (exchange.maxRatingDrop as number),
        }),
  });
  for (const trade of found) {
    const A = trucks[trade.a] as ExchangeTruck;
    const B = trucks[trade.b] as ExchangeTruck;
    // Both partners must agree to the trade (the first job each one receives, or gives away).
    const agrees = (v: number, gets: readonly HeldJob[], gives: readonly HeldJob[]) => {
      const first = (gets[0] ?? gives[0]) as HeldJob;
      return partnerAnswer(seed, first.delivery + 100_000, v, (fleet[v] as SimVehicle).eagerness, 0).accepts;
    };
    const getsA = B.movable.slice(trade.cutB) as HeldJob[];
    const getsB = A.movable.slice(trade.cutA) as HeldJob[];
    const va = vehicleOf[trade.a] as number;
    const vb = vehicleOf[trade.b] as number;
    if (!agrees(va, getsA, getsB) || !agrees(vb, getsB, getsA)) continue;
    const pair = [A, B];
    const movable = [A.movable, B.movable];
    applyTrade(pair, { ...trade, a: 0, b: 1 });
    for (const [k, v] of [va, vb].entries()) {
      const truck = pair[k] as ExchangeTruck;
      const kept = (held[v] as HeldJob[]).filter((j) => !(movable[k] as readonly HeldJob[]).includes(j));
      const moved = (truck.movable as HeldJob[]).map((j) =>
        (held[v] as HeldJob[]).includes(j) ? j : { ...j, acceptedAtMs: now },
      );
      held[v] = [...kept, ...moved];
      for (const j of moved) (states[j.delivery] as DeliveryState).assignedTo = v;
      const sim = fleet[v] as SimVehicle;
      sim.state = { ...sim.state, jobs: [...(held[v] as HeldJob[])] };
      index.upsert(sim.state, now);
    }
    trades++;
  }
  return trades;
}

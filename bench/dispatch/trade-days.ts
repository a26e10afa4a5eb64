// The day bench's trades of the rest of two trucks' days (packages/dispatch exchange/): which trucks may trade, the
// engine's proposals, both partners' answers, and the accepted trades carried out on the simulated fleet.
import {
  pairKey,
  proposeTrades,
  type DispatchJob,
  type TradeSettings,
  type VehicleIndex,
} from '@logisaathi/dispatch';
import { istMidnightMs } from '@logisaathi/domain';
import type { HeldJob } from './drive-day';
import type { SimVehicle } from './fixtures';
import type { DeliveryState } from './offer-policies';
import { partnerAnswer } from './partner-answers';
import type { SimDelivery } from './simulate';

/** The product's trade settings (packages/dispatch trade-rules.ts). */
export type ExchangeConfig = TradeSettings;

/** The simulated day's state the trades read and change (in place). */
export interface TradeContext {
  fleet: SimVehicle[];
  held: HeldJob[][];
  deliveries: readonly SimDelivery[];
  states: readonly DeliveryState[];
  index: VehicleIndex;
  seed: number;
  hasLiveOffer(vehicle: number): boolean;
  /**
   * The pairs (`pairKey` of vehicle numbers) whose trade was refused, by the IST day it was: as the API, a pair that
   * said no is not asked again that day.
   */
  refused: Map<number, Set<string>>;
}

/**
 * One pass of trades at `now`, proposed by the API's own rule (packages/dispatch `proposeTrades`: each truck
 * without a live offer offers the jobs it picks up at least `leadMs` ahead; the engine's best trades sharing no
 * truck, leaving out the pairs that refused one today); both partners are asked, and those both accept are carried
 * out (a moved job's acceptance time becomes now). Returns how many were.
 */
export function tradeDays(ctx: TradeContext, exchange: ExchangeConfig, now: number): number {
  const { fleet, held, deliveries, states, index, seed } = ctx;
  // A truck with a live offer keeps its day as the offer priced it.
  const free = fleet.map((_, v) => v).filter((v) => !ctx.hasLiveOffer(v));
  const today = istMidnightMs(now);
  const refused = ctx.refused.get(today) ?? new Set<string>();
  ctx.refused.set(today, refused);
  const loads: Record<string, DispatchJob> = {};
  for (const d of deliveries) loads[d.job.id] = d.job;
  const proposed = proposeTrades({
    vehicles: free.map((v) => {
      const sim = fleet[v] as SimVehicle;
      return { ...sim.state, id: String(v), home: sim.home, jobs: held[v] as HeldJob[] };
    }),
    loads,
    kept: [],
    nowMs: now,
    settings: exchange,
    refusedPairs: [...refused],
  });
  const jobOf = new Map(held.flat().map((j) => [j.id, j]));
  let trades = 0;
  for (const trade of proposed) {
    const va = Number(trade.a);
    const vb = Number(trade.b);
    const givesA = trade.jobsA.map((id) => jobOf.get(id) as HeldJob);
    const givesB = trade.jobsB.map((id) => jobOf.get(id) as HeldJob);
    // Both partners must agree to the trade (the first job each one receives, or gives away).
    const agrees = (v: number, gets: readonly HeldJob[], gives: readonly HeldJob[]) => {
      const first = (gets[0] ?? gives[0]) as HeldJob;
      return partnerAnswer(seed, first.delivery + 100_000, v, (fleet[v] as SimVehicle).eagerness, 0).accepts;
    };
    if (!agrees(va, givesB, givesA) || !agrees(vb, givesA, givesB)) {
      refused.add(pairKey(trade.a, trade.b));
      continue;
    }
    for (const [v, gives, gets] of [
      [va, givesA, givesB],
      [vb, givesB, givesA],
    ] as const) {
      const moved = gets.map((j) => ({ ...j, acceptedAtMs: now }));
      held[v] = [...(held[v] as HeldJob[]).filter((j) => !gives.includes(j)), ...moved].sort(
        (x, y) => x.pickupAtMs - y.pickupAtMs,
      );
      for (const j of moved) (states[j.delivery] as DeliveryState).assignedTo = v;
      const sim = fleet[v] as SimVehicle;
      sim.state = { ...sim.state, jobs: [...(held[v] as HeldJob[])] };
      index.upsert(sim.state, now);
    }
    trades++;
  }
  return trades;
}

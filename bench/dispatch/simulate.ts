// One simulated working day of dispatch under one policy. Offers, partners' answers and the day's driving are
// simulated; every decision is the engine's (packages/dispatch), as the API will call it.

import {
  DEFAULT_BATCH_COSTS,
  DEFAULT_CANDIDATE_CONFIG,
  DEFAULT_RANKING,
  DEFAULT_WAVES,
  FitCache,
  acceptIntoDay,
  roadTravel,
  VehicleIndex,
  type BackupConfig,
  type BatchCosts,
  type DispatchJob,
  type OnwardGrid,
  type SentOffer,
} from '@logisaathi/dispatch';
import type { LatLon } from '@logisaathi/geo';
import { driveDay, startOfWork, type HeldJob } from './drive-day';
import type { SimVehicle } from './fixtures';
import { offerBatch, offerGreedy, type DeliveryState, type OfferContext } from './offer-policies';
import { partnerAnswer } from './partner-answers';
import { tradeDays, type ExchangeConfig } from './trade-days';

export type { ExchangeConfig } from './trade-days';

/**
 * greedy: the API's greedy waves (ranked with the rating and acceptance terms, three trucks per wave);
 * nearest: the plain baseline, the nearest suitable truck (fewest empty km added to its day, no rating or
 * acceptance term), one truck at a time; batch: the API's batch rounds.
 */
export type Policy = 'greedy' | 'nearest' | 'batch';

/** The nearest-truck baseline's candidate ranking and waves: the API's, with the bonuses off and one truck. */
const NEAREST_CONFIG = {
  ...DEFAULT_CANDIDATE_CONFIG,
  ranking: { ...DEFAULT_RANKING, ratingKm: 0, acceptanceKm: 0 },
};
const NEAREST_WAVES = { ...DEFAULT_WAVES, waveSize: 1 };

export interface SimDelivery {
  job: DispatchJob;
  bookedAtMs: number;
  dispatchableAtMs: number;
}

export interface DayClock {
  /** Simulation start and end. */
  fromMs: number;
  toMs: number;
  /** Partners' working hours in IST (online for offers, driving). */
  workStartHour: number;
  workEndHour: number;
}

export interface PolicyResult {
  policy: Policy;
  deliveries: number;
  assigned: number;
  assignedBeforeSlot: number;
  timedOut: number;
  minutesToAssign: number[];
  /** Empty km, the drives home included. */
  deadheadKm: number;
  homeKm: number;
  loadedKm: number;
  deliveredInSlot: number;
  offersSent: number;
  /** Empty km charged to each delivery (NaN: not carried; see driveDay). */
  emptyKmOf: Float64Array;
  cpuMs: number;
  /** When each delivery was assigned (NaN: never), for diagnostics. */
  assignedAtMs: number[];
  /** Each vehicle's accepted jobs, for diagnostics. */
  held: HeldJob[][];
  /** Trades of the rest of two trucks' days carried out (batch with exchange). */
  trades: number;
}

const TICK_MS = 5_000;
const MIN = 60_000;

interface Offer {
  delivery: number;
  vehicle: number;
  sent: SentOffer;
  answerAtMs: number;
  accepts: boolean;
}

export function simulateDay(
  policy: Policy,
  fleetIn: readonly SimVehicle[],
  deliveries: readonly SimDelivery[],
  clock: DayClock,
  seed: number,
  costs: BatchCosts = DEFAULT_BATCH_COSTS,
  /** How often the batch policy runs a round (the API's configurable interval). */
  roundMs = TICK_MS,
  /** Backup offers per matched job in the batch policy (none: one offer per match). */
  backups?: BackupConfig,
  /** The batch round's onward grid at an instant, as the API would build it (none: no onward term). */
  onwardAt?: (nowMs: number) => OnwardGrid | undefined,
  /** Batch only: trading the rest of two trucks' days every `everyMs`, jobs at least `leadMs` ahead (none: off). */
  exchange?: ExchangeConfig,
): PolicyResult {
  const cpuStart = process.cpuUsage();
  const waves = policy === 'nearest' ? NEAREST_WAVES : DEFAULT_WAVES;
  const fleet = fleetIn.map((v) => ({ ...v, state: { ...v.state, jobs: [] as HeldJob[] } }));
  const vehicleNo = new Map(fleet.map((v, i) => [v.state.id, i]));
  const held: HeldJob[][] = fleet.map(() => []);
  const liveOfferOf: Array<Offer | null> = fleet.map(() => null);
  const index = new VehicleIndex();
  const states: DeliveryState[] = deliveries.map(() => ({
    offers: [],
    offered: new Set(),
    live: 0,
    radiusStep: 0,
    retryAtMs: 0,
    assignedTo: -1,
    assignedAtMs: Number.NaN,
  }));
  const order = deliveries
    .map((d, i) => i)
    .sort(
      (a, b) =>
        (deliveries[a] as SimDelivery).dispatchableAtMs - (deliveries[b] as SimDelivery).dispatchableAtMs ||
        (deliveries[a] as SimDelivery).bookedAtMs - (deliveries[b] as SimDelivery).bookedAtMs,
    );
  let live: Offer[] = [];
  let offersSent = 0;

  const istHourOf = (ms: number) => ((((ms + 330 * MIN) / 3_600_000) % 24) + 24) % 24;
  const isWorking = (ms: number) => {
    const h = istHourOf(ms);
    return h >= clock.workStartHour && h < clock.workEndHour;
  };
  const plannedPosition = (v: number, ms: number, home: LatLon): LatLon => {
    let at = home;
    let last = -Infinity;
    for (const job of held[v] as HeldJob[])
      if (job.doneAtMs <= ms && job.doneAtMs > last) {
        at = job.drop;
        last = job.doneAtMs;
      }
    return at;
  };
  const refresh = (v: number, ms: number) => {
    const sim = fleet[v] as SimVehicle;
    const position = plannedPosition(v, ms, sim.home);
    const online = isWorking(ms);
    const moved = position !== sim.state.position;
    sim.state.online = online;
    sim.state.positionAtMs = ms;
    if (moved) {
      sim.state = { ...sim.state, position };
      index.upsert(sim.state, ms);
    }
  };
  fleet.forEach((sim, v) => {
    sim.state.online = isWorking(clock.fromMs);
    sim.state.positionAtMs = clock.fromMs;
    index.upsert(sim.state);
    refresh(v, clock.fromMs);
  });

  const send = (d: number, v: number, deadheadKm: number, now: number) => {
    const sim = fleet[v] as SimVehicle;
    const sent: SentOffer = { vehicleId: sim.state.id, sentAtMs: now, outcome: 'pending' };
    const reply = partnerAnswer(seed, d, v, sim.eagerness, deadheadKm);
    const offer: Offer = {
      delivery: d,
      vehicle: v,
      sent,
      answerAtMs: now + reply.delayMs,
      accepts: reply.accepts,
    };
    const state = states[d] as DeliveryState;
    state.offers.push(sent);
    state.offered.add(sim.state.id);
    state.live++;
    liveOfferOf[v] = offer;
    live.push(offer);
    offersSent++;
  };
  // A batch round with the same jobs and free vehicles as the last one decides the same: skip it, but re-decide
  // every minute as the clock moves the slots closer.
  let changed = true;
  let lastRoundMs = -Infinity;
  const lastRoundJobs = new Set<number>();
  const close = (offer: Offer, outcome: SentOffer['outcome']) => {
    changed = true;
    offer.sent.outcome = outcome;
    (states[offer.delivery] as DeliveryState).live--;
    liveOfferOf[offer.vehicle] = null;
  };
  const tryAssign = (offer: Offer, now: number): boolean => {
    const state = states[offer.delivery] as DeliveryState;
    if (state.assignedTo >= 0) return false;
    const sim = fleet[offer.vehicle] as SimVehicle;
    const delivery = deliveries[offer.delivery] as SimDelivery;
    // The API's own acceptance rule (packages/dispatch truck-day.ts, as accept-offer.ts calls it): the truck must
    // still fit the job into its planned day without moving a planned job.
    const result = acceptIntoDay(sim.state, delivery.job, { nowMs: now, travel: roadTravel });
    if (!('fit' in result)) return false;
    const job: HeldJob = {
      id: delivery.job.id,
      pickup: delivery.job.pickup,
      drop: delivery.job.drop,
      pickupAtMs: result.fit.pickupAtMs,
      doneAtMs: result.fit.doneAtMs,
      delivery: offer.delivery,
      acceptedAtMs: now,
    };
    (held[offer.vehicle] as HeldJob[]).push(job);
    (held[offer.vehicle] as HeldJob[]).sort((a, b) => a.pickupAtMs - b.pickupAtMs);
    sim.state = { ...sim.state, jobs: [...(held[offer.vehicle] as HeldJob[])] };
    index.upsert(sim.state, now);
    state.assignedTo = offer.vehicle;
    state.assignedAtMs = now;
    return true;
  };

  let nextExchangeMs = clock.fromMs;
  let trades = 0;
  const refused = new Map<number, Set<string>>();
  let nextRefresh = clock.fromMs;
  // Fits are reused for up to two minutes; the acceptance re-check uses the exact clock.
  const cache = new FitCache(120_000);
  const ctx: OfferContext = { deliveries, states, index, cache, vehicleNo, send };
  for (let now = clock.fromMs; now < clock.toMs; now += TICK_MS) {
    // Nobody works at night: jump to the next morning once the evening's offers are answered.
    if (!isWorking(now) && live.length === 0) {
      const next = startOfWork(now, clock.workStartHour);
      now = next > now ? next : startOfWork(now + 24 * 3_600_000, clock.workStartHour);
      nextRefresh = now;
    }
    if (now >= nextRefresh) {
      for (let v = 0; v < fleet.length; v++) refresh(v, now);
      nextRefresh = now + MIN;
    }
    // Answers and expiries.
    const still: Offer[] = [];
    for (const offer of live) {
      if (offer.sent.outcome !== 'pending') continue;
      if (offer.answerAtMs <= now && offer.answerAtMs < offer.sent.sentAtMs + waves.offerTtlMs) {
        if (offer.accepts && tryAssign(offer, now)) {
          close(offer, 'accepted');
          for (const other of live)
            if (other !== offer && other.delivery === offer.delivery && other.sent.outcome === 'pending')
              close(other, 'withdrawn');
        } else close(offer, 'declined');
      } else if (now >= offer.sent.sentAtMs + waves.offerTtlMs) close(offer, 'expired');
      else still.push(offer);
    }
    live = still.filter((offer) => offer.sent.outcome === 'pending');

    if (exchange && policy === 'batch' && now >= nextExchangeMs && isWorking(now)) {
      nextExchangeMs = now + exchange.everyMs;
      const done = tradeDays(
        {
          fleet,
          held,
          deliveries,
          states,
          index,
          seed,
          hasLiveOffer: (v) => liveOfferOf[v] !== null,
          refused,
        },
        exchange,
        now,
      );
      trades += done;
      if (done > 0) changed = true;
    }

    const pending: number[] = [];
    for (const d of order) {
      const delivery = deliveries[d] as SimDelivery;
      if (delivery.dispatchableAtMs > now) break;
      const state = states[d] as DeliveryState;
      if (state.assignedTo >= 0 || state.live > 0 || state.retryAtMs > now) continue;
      if (now >= delivery.job.window.endMs) continue;
      pending.push(d);
    }
    if (pending.length === 0) continue;
    const busy = new Set<string>();
    fleet.forEach((sim, v) => {
      if (liveOfferOf[v]) busy.add(sim.state.id);
    });
    if (busy.size === fleet.length) continue;

    if (policy === 'greedy') offerGreedy(ctx, pending, busy, now);
    else if (policy === 'nearest') offerGreedy(ctx, pending, busy, now, NEAREST_CONFIG, NEAREST_WAVES);
    else {
      if (now - lastRoundMs < roundMs) continue;
      if (!changed && now - lastRoundMs < MIN && pending.every((d) => lastRoundJobs.has(d))) continue;
      changed = false;
      lastRoundMs = now;
      lastRoundJobs.clear();
      for (const d of pending) lastRoundJobs.add(d);
      offerBatch(ctx, pending, busy, now, costs, backups, onwardAt?.(now));
    }
  }

  const { deadheadKm, homeKm, loadedKm, deliveredInSlot, emptyKmOf } = driveDay(
    fleet,
    held,
    deliveries,
    clock.workStartHour,
    seed,
  );
  const minutesToAssign: number[] = [];
  let assigned = 0;
  let assignedBeforeSlot = 0;
  let timedOut = 0;
  states.forEach((state, d) => {
    const delivery = deliveries[d] as SimDelivery;
    if (!(state.assignedAtMs < delivery.job.window.startMs - waves.timeoutBeforeSlotMs)) timedOut++;
    if (state.assignedTo < 0) return;
    assigned++;
    if (state.assignedAtMs < delivery.job.window.startMs) assignedBeforeSlot++;
    minutesToAssign.push((state.assignedAtMs - delivery.dispatchableAtMs) / MIN);
  });
  const cpu = process.cpuUsage(cpuStart);
  return {
    policy,
    deliveries: deliveries.length,
    assigned,
    assignedBeforeSlot,
    timedOut,
    minutesToAssign,
    deadheadKm,
    homeKm,
    loadedKm,
    deliveredInSlot,
    offersSent,
    emptyKmOf,
    cpuMs: (cpu.user + cpu.system) / 1000,
    assignedAtMs: states.map((state) => state.assignedAtMs),
    held,
    trades,
  };
}

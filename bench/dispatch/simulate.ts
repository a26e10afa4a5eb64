// One simulated working day of dispatch under one policy. Offers, partners' answers and the day's driving are
// simulated; every decision is the engine's (packages/dispatch), as the API will call it.

import {
  DEFAULT_BATCH_COSTS,
  DEFAULT_CANDIDATE_CONFIG,
  DEFAULT_HANDLING,
  DEFAULT_WAVES,
  FitCache,
  findCandidates,
  fitInDay,
  matchBatch,
  nextWaveStep,
  roadTravel,
  VehicleIndex,
  type BackupConfig,
  type BatchCosts,
  type DispatchJob,
  type SentOffer,
  type VehicleJob,
} from '@logisaathi/dispatch';
import { createRandom } from '@logisaathi/pooling';
import type { LatLon } from '@logisaathi/geo';
import type { SimVehicle } from './fixtures';

export type Policy = 'greedy' | 'batch';

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
  deadheadKm: number;
  loadedKm: number;
  deliveredInSlot: number;
  offersSent: number;
  cpuMs: number;
  /** When each delivery was assigned (NaN: never), for diagnostics. */
  assignedAtMs: number[];
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

interface DeliveryState {
  offers: SentOffer[];
  offered: Set<string>;
  live: number;
  radiusStep: number;
  retryAtMs: number;
  assignedTo: number;
  assignedAtMs: number;
}

interface HeldJob extends VehicleJob {
  delivery: number;
  acceptedAtMs: number;
}

/**
 * Partner behaviour: a partner accepts with probability eagerness x max(0.4, 1 - deadhead km / 50) (long empty
 * drives are declined more), answers after a log-normal delay (median 20 s to accept, 12 s to decline), and 40 % of
 * the refusals are silence until the offer expires. The draw depends only on (seed, delivery, vehicle), so both
 * policies meet the same partner moods for the same offer.
 */
function answer(seed: number, delivery: number, vehicle: number, eagerness: number, deadheadKm: number) {
  const random = createRandom((seed * 1_000_003 + delivery * 7_919 + vehicle * 104_729) | 0);
  const accepts = random.next() < eagerness * Math.max(0.4, 1 - deadheadKm / 50);
  const gaussian = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const delayS = Math.exp(Math.log(accepts ? 20 : 12) + 0.6 * gaussian);
  if (accepts) return { accepts: delayS < 58, delayMs: delayS * 1000 };
  return { accepts: false, delayMs: random.next() < 0.4 ? Number.POSITIVE_INFINITY : delayS * 1000 };
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
): PolicyResult {
  const cpuStart = process.cpuUsage();
  const waves = DEFAULT_WAVES;
  const maxStep = DEFAULT_CANDIDATE_CONFIG.radiiKm.length - 1;
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
    const reply = answer(seed, d, v, sim.eagerness, deadheadKm);
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
    // The API re-checks at acceptance: the truck must still fit the job into its day.
    const result = fitInDay(sim.state, delivery.job, {
      nowMs: now,
      travel: roadTravel,
      handling: DEFAULT_HANDLING,
      maxDeadheadKm: Number.POSITIVE_INFINITY,
    });
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

  let nextRefresh = clock.fromMs;
  // Fits are reused for up to two minutes; the acceptance re-check uses the exact clock.
  const cache = new FitCache(120_000);
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

    if (policy === 'greedy') {
      for (const d of pending) {
        const delivery = deliveries[d] as SimDelivery;
        const state = states[d] as DeliveryState;
        for (let attempt = 0; attempt <= maxStep + 1; attempt++) {
          const exclude = new Set([...state.offered, ...busy]);
          const search = findCandidates(delivery.job, index, {
            nowMs: now,
            travel: roadTravel,
            fromStep: state.radiusStep,
            exclude,
            cache,
          });
          const step = nextWaveStep(
            {
              nowMs: now,
              slotStartMs: delivery.job.window.startMs,
              candidates: search.candidates.map((c) => c.vehicle.id),
              radiusStep: search.radiusStep,
              maxRadiusStep: maxStep,
              offers: state.offers,
              // The shipper keeps searching after the time-out alert; the bench counts the time-outs.
              keepSearching: true,
            },
            waves,
          );
          const decision = step.decision;
          if (decision.action === 'offer') {
            state.radiusStep = search.radiusStep;
            for (const id of decision.vehicleIds) {
              const v = vehicleNo.get(id) as number;
              const candidate = search.candidates.find((c) => c.vehicle.id === id);
              send(d, v, candidate?.fit.deadheadKm ?? 0, now);
              busy.add(id);
            }
            break;
          }
          if (decision.action === 'widen') {
            state.radiusStep = decision.radiusStep;
            continue;
          }
          if (decision.action === 'exhausted') {
            state.retryAtMs = decision.retryAtMs;
            state.radiusStep = 0;
          }
          break;
        }
      }
    } else {
      if (now - lastRoundMs < roundMs) continue;
      if (!changed && now - lastRoundMs < MIN && pending.every((d) => lastRoundJobs.has(d))) continue;
      changed = false;
      lastRoundMs = now;
      lastRoundJobs.clear();
      for (const d of pending) lastRoundJobs.add(d);
      const excluded = new Map(
        pending.map((d) => [(deliveries[d] as SimDelivery).job.id, states[d]!.offered]),
      );
      const round = matchBatch(
        pending.map((d) => (deliveries[d] as SimDelivery).job),
        index,
        { nowMs: now, travel: roadTravel, busy, excluded, costs, cache, ...(backups ? { backups } : {}) },
      );
      const byJob = new Map(pending.map((d) => [(deliveries[d] as SimDelivery).job.id, d]));
      for (const pair of round.pairs)
        for (const offer of [pair, ...pair.backups])
          send(
            byJob.get(pair.jobId) as number,
            vehicleNo.get(offer.vehicleId) as number,
            offer.fit.deadheadKm,
            now,
          );
    }
  }

  // Drive the day: each truck's jobs in planned order, legs slower or faster than estimated (seeded noise).
  const noise = createRandom(seed ^ 0x5eed);
  const factor = () =>
    Math.exp(0.25 * Math.sqrt(-2 * Math.log(1 - noise.next())) * Math.cos(2 * Math.PI * noise.next()));
  let deadheadKm = 0;
  let loadedKm = 0;
  let deliveredInSlot = 0;
  const handling = DEFAULT_HANDLING;
  fleet.forEach((sim, v) => {
    const jobs = [...(held[v] as HeldJob[])].sort((a, b) => a.pickupAtMs - b.pickupAtMs);
    let at = sim.home;
    let free = -Infinity;
    for (const job of jobs) {
      const delivery = deliveries[job.delivery] as SimDelivery;
      const { startMs, endMs } = delivery.job.window;
      const workStart = startOfWork(startMs, clock.workStartHour);
      const empty = roadTravel(at, job.pickup, Math.max(free, workStart));
      const depart = Math.max(free, job.acceptedAtMs, workStart, startMs - empty.min * MIN);
      const arrive = depart + empty.min * factor() * MIN;
      const loadAt = Math.max(arrive, startMs);
      const carry = roadTravel(job.pickup, job.drop, loadAt);
      const done = loadAt + (handling.loadMin + carry.min * factor() + handling.unloadMin) * MIN;
      deadheadKm += empty.km;
      loadedKm += carry.km;
      if (done <= endMs) deliveredInSlot++;
      at = job.drop;
      free = done;
    }
  });

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
    loadedKm,
    deliveredInSlot,
    offersSent,
    cpuMs: (cpu.user + cpu.system) / 1000,
    assignedAtMs: states.map((state) => state.assignedAtMs),
  };
}

/** The start of working hours (IST) on the day of an instant. */
function startOfWork(ms: number, hour: number): number {
  const istMs = ms + 330 * MIN;
  const dayStart = istMs - (((istMs % 86_400_000) + 86_400_000) % 86_400_000);
  return dayStart - 330 * MIN + hour * 3_600_000;
}

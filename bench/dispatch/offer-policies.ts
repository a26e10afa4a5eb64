// Who gets offered what on one tick of the simulated day: the greedy waves and the batch round. Every decision is
// the engine's (packages/dispatch), as the API calls it (find-offer-candidates.ts, batch-round.ts).
import {
  DEFAULT_CANDIDATE_CONFIG,
  DEFAULT_WAVES,
  type CandidateConfig,
  type WaveConfig,
  findCandidates,
  matchBatch,
  nextWaveStep,
  roadTravel,
  type BackupConfig,
  type BatchCosts,
  type FitCache,
  type OnwardGrid,
  type SentOffer,
  type VehicleIndex,
} from '@logisaathi/dispatch';
import type { SimDelivery } from './simulate';

export interface DeliveryState {
  offers: SentOffer[];
  offered: Set<string>;
  live: number;
  radiusStep: number;
  retryAtMs: number;
  assignedTo: number;
  assignedAtMs: number;
}

/** What both policies read and how they send an offer. */
export interface OfferContext {
  deliveries: readonly SimDelivery[];
  states: readonly DeliveryState[];
  index: VehicleIndex;
  cache: FitCache;
  vehicleNo: ReadonlyMap<string, number>;
  send(delivery: number, vehicle: number, deadheadKm: number, nowMs: number): void;
}

/**
 * Greedy: each pending delivery in arrival order gets its next wave (the best-ranked suitable trucks without a
 * live offer, widening the radius while nobody is left), as the API's greedy policy does; with another ranking
 * and wave size, the nearest-truck baseline.
 */
export function offerGreedy(
  ctx: OfferContext,
  pending: readonly number[],
  busy: Set<string>,
  now: number,
  config: CandidateConfig = DEFAULT_CANDIDATE_CONFIG,
  waves: WaveConfig = DEFAULT_WAVES,
): void {
  const maxStep = config.radiiKm.length - 1;
  for (const d of pending) {
    const delivery = ctx.deliveries[d] as SimDelivery;
    const state = ctx.states[d] as DeliveryState;
    for (let attempt = 0; attempt <= maxStep + 1; attempt++) {
      const exclude = new Set([...state.offered, ...busy]);
      const search = findCandidates(delivery.job, ctx.index, {
        nowMs: now,
        travel: roadTravel,
        fromStep: state.radiusStep,
        exclude,
        cache: ctx.cache,
        config,
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
          const candidate = search.candidates.find((c) => c.vehicle.id === id);
          ctx.send(d, ctx.vehicleNo.get(id) as number, candidate?.fit.deadheadKm ?? 0, now);
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
}

/**
 * Batch: one round of `matchBatch` over the pending deliveries and the trucks without a live offer; each match is
 * offered to its truck (and its backups, when configured). A truck is never matched again to a delivery it was
 * offered.
 */
export function offerBatch(
  ctx: OfferContext,
  pending: readonly number[],
  busy: ReadonlySet<string>,
  now: number,
  costs: BatchCosts,
  backups: BackupConfig | undefined,
  onward?: OnwardGrid,
): void {
  const jobOf = (d: number) => (ctx.deliveries[d] as SimDelivery).job;
  const excluded = new Map(pending.map((d) => [jobOf(d).id, (ctx.states[d] as DeliveryState).offered]));
  const round = matchBatch(pending.map(jobOf), ctx.index, {
    nowMs: now,
    travel: roadTravel,
    busy,
    excluded,
    costs,
    cache: ctx.cache,
    ...(backups ? { backups } : {}),
    ...(onward ? { onward } : {}),
  });
  const byJob = new Map(pending.map((d) => [jobOf(d).id, d]));
  for (const pair of round.pairs)
    for (const offer of [pair, ...pair.backups])
      ctx.send(
        byJob.get(pair.jobId) as number,
        ctx.vehicleNo.get(offer.vehicleId) as number,
        offer.fit.deadheadKm,
        now,
      );
}

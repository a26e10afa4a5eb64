/*
 * Which vehicles a delivery is offered to next under the greedy policy: packages/dispatch ranks the suitable
 * vehicles (findCandidates: eligibility, free in the slot, ranking cost, radius widening) and nextWaveStep says
 * whether a new wave goes out now. Stateless: the offers already stored are the wave history, so any process
 * may take the next step.
 */
import {
  DEFAULT_CANDIDATE_CONFIG,
  findCandidates,
  nextWaveStep,
  type CandidateConfig,
  type DispatchJob,
  type OfferOutcome,
  type SentOffer,
  type WaveConfig,
} from '@logisaathi/dispatch';
import type { Config } from '../../config';
import type { DispatchFleet } from './dispatch-fleet';
import type { OfferRow } from '../partners/offers-repository';

export interface OfferPick {
  vehicleId: string;
  /** Empty road km to the pickup (one decimal), shown on the partner's offer card. */
  toPickupKm: number;
}

export type WavePlan = { action: 'offer'; picks: OfferPick[] } | { action: 'timed-out' } | { action: 'none' };

export function candidateConfig(config: Config): CandidateConfig {
  return { ...DEFAULT_CANDIDATE_CONFIG, radiiKm: config.dispatch.radiiKm };
}

export function waveConfig(config: Config): WaveConfig {
  return {
    waveSize: config.dispatch.waveSize,
    offerTtlMs: config.partners.offerTtlMs,
    timeoutBeforeSlotMs: config.dispatch.timeoutBeforeSlotMs,
    retryMs: config.partners.offerTtlMs,
  };
}

const OUTCOME: Record<string, OfferOutcome> = {
  open: 'pending',
  accepted: 'accepted',
  declined: 'declined',
  expired: 'expired',
  withdrawn: 'withdrawn',
  taken: 'withdrawn',
};

export function toSentOffers(offers: readonly OfferRow[], now: Date): SentOffer[] {
  return offers.map((o) => ({
    vehicleId: o.vehicleId,
    sentAtMs: o.createdAt.getTime(),
    // An open offer past its time counts as lapsed even before the sweep marks it.
    outcome: o.status === 'open' && o.expiresAt <= now ? 'expired' : (OUTCOME[o.status] ?? 'withdrawn'),
  }));
}

/**
 * The next wave of a delivery: top `waveSize` not yet offered at the narrowest radius that still has some,
 * widening 15 -> 25 -> 40 km as each runs out. When everyone at the widest radius has been offered, the vehicles
 * that let their offer lapse (not those that declined) are offered it again: a new round.
 */
export function planNextWave(
  job: DispatchJob,
  fleet: DispatchFleet,
  offers: readonly OfferRow[],
  options: { now: Date; config: Config; keepSearching: boolean },
): WavePlan {
  const nowMs = options.now.getTime();
  const candidates = candidateConfig(options.config);
  const waves = waveConfig(options.config);
  const maxRadiusStep = candidates.radiiKm.length - 1;
  let sent = toSentOffers(offers, options.now);
  let step = 0;
  let newRound = false;
  for (;;) {
    const search = findCandidates(job, fleet.index, { nowMs, config: candidates, fromStep: step });
    const { decision } = nextWaveStep(
      {
        nowMs,
        slotStartMs: job.window.startMs,
        candidates: search.candidates.map((c) => c.vehicle.id),
        radiusStep: search.radiusStep,
        maxRadiusStep,
        offers: sent,
        keepSearching: options.keepSearching,
      },
      waves,
    );
    switch (decision.action) {
      case 'offer': {
        const chosen = new Set(decision.vehicleIds);
        const picks = search.candidates
          .filter((c) => chosen.has(c.vehicle.id))
          .map((c) => ({ vehicleId: c.vehicle.id, toPickupKm: Math.round(c.fit.deadheadKm * 10) / 10 }));
        return { action: 'offer', picks };
      }
      case 'widen':
        step = decision.radiusStep;
        continue;
      case 'exhausted':
        if (newRound || !sent.some((o) => o.outcome === 'expired')) return { action: 'none' };
        newRound = true;
        sent = sent.filter((o) => o.outcome !== 'expired');
        step = 0;
        continue;
      case 'timed-out':
        return { action: 'timed-out' };
      default:
        return { action: 'none' };
    }
  }
}

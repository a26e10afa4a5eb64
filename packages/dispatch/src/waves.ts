/**
 * Offer waves as a pure state machine. The caller keeps the offers it sent and their outcomes, asks which step
 * comes next, does it, and asks again when something changes (an answer, an offer's expiry, the retry time):
 *
 *   accepted offer                      -> 'assigned' (first to accept wins; storage keeps it to one)
 *   past (slot start - timeout) and the shipper has not asked to keep searching -> 'timed-out'
 *   an offer still live                 -> 'wait' until the first live offer expires
 *   ranked candidates not yet offered   -> 'offer' to the next `waveSize` of them
 *   nobody left at this radius          -> 'widen' to the next radius step (the caller searches again)
 *   nobody left at the widest radius    -> 'exhausted': search again at `retryAtMs` (trucks come online, move)
 *
 * An offer lives `offerTtlMs`; a wave moves on early when all its offers are declined. A vehicle is offered a job at
 * most once.
 */
export interface WaveConfig {
  waveSize: number;
  offerTtlMs: number;
  /** The delivery times out this long before its slot starts when nobody has accepted. */
  timeoutBeforeSlotMs: number;
  /** After 'exhausted', search again this much later. */
  retryMs: number;
}

export const DEFAULT_WAVES: WaveConfig = {
  waveSize: 3,
  offerTtlMs: 60_000,
  timeoutBeforeSlotMs: 30 * 60_000,
  retryMs: 60_000,
};

export type OfferOutcome = 'pending' | 'accepted' | 'declined' | 'expired' | 'withdrawn';

export interface SentOffer {
  vehicleId: string;
  sentAtMs: number;
  outcome: OfferOutcome;
}

export interface WaveInput {
  nowMs: number;
  slotStartMs: number;
  /** Ranked candidate vehicle ids at `radiusStep`, best first (may include vehicles already offered). */
  candidates: readonly string[];
  radiusStep: number;
  /** Index of the widest radius step. */
  maxRadiusStep: number;
  offers: readonly SentOffer[];
  /** The shipper chose to keep searching after the timeout alert. */
  keepSearching?: boolean;
}

export type WaveDecision =
  | { action: 'assigned'; vehicleId: string }
  | { action: 'timed-out' }
  | { action: 'wait'; untilMs: number }
  | { action: 'offer'; vehicleIds: string[]; expiresAtMs: number }
  | { action: 'widen'; radiusStep: number }
  | { action: 'exhausted'; retryAtMs: number };

export interface WaveStep {
  decision: WaveDecision;
  /** Pending offers whose time is up: the caller marks them expired and withdraws them from the partner app. */
  expire: string[];
}

export function nextWaveStep(input: WaveInput, config: WaveConfig = DEFAULT_WAVES): WaveStep {
  const { nowMs } = input;
  const expire: string[] = [];
  let firstExpiry = Number.POSITIVE_INFINITY;
  let accepted: SentOffer | null = null;
  for (const offer of input.offers) {
    if (offer.outcome === 'accepted' && (!accepted || offer.sentAtMs < accepted.sentAtMs)) accepted = offer;
    if (offer.outcome !== 'pending') continue;
    const expiresAt = offer.sentAtMs + config.offerTtlMs;
    if (expiresAt <= nowMs) expire.push(offer.vehicleId);
    else firstExpiry = Math.min(firstExpiry, expiresAt);
  }
  if (accepted) return { decision: { action: 'assigned', vehicleId: accepted.vehicleId }, expire };
  if (!input.keepSearching && nowMs >= input.slotStartMs - config.timeoutBeforeSlotMs)
    return { decision: { action: 'timed-out' }, expire };
  if (Number.isFinite(firstExpiry)) return { decision: { action: 'wait', untilMs: firstExpiry }, expire };

  const offered = new Set(input.offers.map((offer) => offer.vehicleId));
  const next: string[] = [];
  for (const id of input.candidates) {
    if (next.length >= config.waveSize) break;
    if (!offered.has(id) && !next.includes(id)) next.push(id);
  }
  if (next.length > 0)
    return {
      decision: { action: 'offer', vehicleIds: next, expiresAtMs: nowMs + config.offerTtlMs },
      expire,
    };
  if (input.radiusStep < input.maxRadiusStep)
    return { decision: { action: 'widen', radiusStep: input.radiusStep + 1 }, expire };
  return { decision: { action: 'exhausted', retryAtMs: nowMs + config.retryMs }, expire };
}

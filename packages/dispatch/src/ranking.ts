import type { DayFit } from './day-fit';
import type { DispatchVehicle } from './types';

/**
 * Ranking cost of a candidate, in equivalent empty kilometres (lower ranks higher); the reasoning is in the
 * package README.
 *
 *   cost = addedEmptyKm + ratingKm x (5 - r) / 4 + acceptanceKm x (1 - a)
 *
 * addedEmptyKm already carries the partner's other jobs of the day: a truck whose previous job ends near the pickup
 * drives from there, and the leg to its next job is counted. r is the average rating pulled towards a prior
 * (a Bayesian average, so one 5-star trip does not beat fifty 4.8 ones); a is the acceptance rate, the prior when
 * the vehicle has had no offers.
 */
export interface RankingWeights {
  /** Km a 1-star truck must be closer than a 5-star truck to rank equal. */
  ratingKm: number;
  /** Km a truck that never accepts must be closer than one that always does. */
  acceptanceKm: number;
  priorRating: number;
  /** How many ratings the prior is worth. */
  priorRatingCount: number;
  priorAcceptance: number;
}

export const DEFAULT_RANKING: RankingWeights = {
  ratingKm: 8,
  acceptanceKm: 6,
  priorRating: 4,
  priorRatingCount: 5,
  priorAcceptance: 0.8,
};

export interface RankingCost {
  cost: number;
  /** The rating after the prior (1..5). */
  effectiveRating: number;
  effectiveAcceptance: number;
}

export function rankingCost(
  vehicle: Pick<DispatchVehicle, 'ratingAvg' | 'ratingCount' | 'acceptanceRate'>,
  fit: Pick<DayFit, 'addedEmptyKm'>,
  weights: RankingWeights = DEFAULT_RANKING,
): RankingCost {
  const count = vehicle.ratingAvg === null ? 0 : Math.max(0, vehicle.ratingCount);
  const effectiveRating =
    (weights.priorRating * weights.priorRatingCount + (vehicle.ratingAvg ?? 0) * count) /
    (weights.priorRatingCount + count);
  const effectiveAcceptance = clamp01(vehicle.acceptanceRate ?? weights.priorAcceptance);
  const cost =
    fit.addedEmptyKm +
    (weights.ratingKm * (5 - effectiveRating)) / 4 +
    weights.acceptanceKm * (1 - effectiveAcceptance);
  return { cost, effectiveRating, effectiveAcceptance };
}

function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

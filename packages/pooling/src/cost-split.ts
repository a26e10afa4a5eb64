/**
 * Fair split of a shared truck's route cost between its shippers.
 *
 * Rule: proportional to standalone price. With route cost C and standalone prices s_i (what each shipper
 * would pay alone), shipper i pays C * s_i / sum(s) whenever C <= sum(s); otherwise pooling saves nothing
 * and everyone pays their standalone price. Why this rule: it is budget balanced (shares sum to C), never
 * charges anyone more than going alone (C / sum(s) <= 1), is explainable on a receipt ("everyone saves the
 * same percentage") and needs only the final route cost, not the cost of every sub-coalition that a
 * Shapley split would need (2^n route solves).
 *
 * Population monotonicity: every share is s_i times the pool's cost ratio rho = C / sum(s), so adding
 * shipment k lowers or keeps every existing share exactly when rho does not rise, i.e. when k's marginal
 * route cost C(S+k) - C(S) <= rho(S) * s_k. For general route costs (even subadditive ones) no budget-balanced
 * rule can promise more, so the marketplace admits a shipment to a shared truck only under that condition
 * (`canJoinWithoutRaisingShares`); on admitted shipments the property holds by construction.
 *
 * Shares are whole rupees: floors of the exact shares, with the leftover rupees going to the largest
 * fractional parts (Hamilton's method; ties to the earlier shipper; the one implementation is the domain's
 * `apportionLargestRemainder`). Each integer share is the floor or the
 * ceiling of its exact share, so it never exceeds an integer standalone price and sums exactly to C.
 */
import { apportionLargestRemainder } from '@logisaathi/domain';

export interface CostSplitEntry {
  id: string;
  standaloneInr: number;
}

export interface CostShare {
  id: string;
  standaloneInr: number;
  /** Exact proportional share before rounding. */
  exactShareInr: number;
  shareInr: number;
  savingsInr: number;
}

export interface CostSplit {
  shares: CostShare[];
  /** Route cost split between the shippers (equals routeCostInr when pooling saves money). */
  chargedInr: number;
  /** False when the route costs more than everyone going alone: each then pays the standalone price. */
  poolingSaves: boolean;
}

export function splitRouteCost(routeCostInr: number, entries: readonly CostSplitEntry[]): CostSplit {
  const total = Math.round(routeCostInr);
  const standaloneSum = entries.reduce((sum, entry) => sum + entry.standaloneInr, 0);
  if (entries.length === 0) return { shares: [], chargedInr: 0, poolingSaves: total <= 0 };
  if (total > standaloneSum || standaloneSum <= 0) {
    return {
      shares: entries.map((entry) => ({
        id: entry.id,
        standaloneInr: entry.standaloneInr,
        exactShareInr: entry.standaloneInr,
        shareInr: entry.standaloneInr,
        savingsInr: 0,
      })),
      chargedInr: standaloneSum,
      poolingSaves: false,
    };
  }
  const exact = entries.map((entry) => (total * entry.standaloneInr) / standaloneSum);
  const floors = apportionLargestRemainder(exact, total);
  return {
    shares: entries.map((entry, index) => ({
      id: entry.id,
      standaloneInr: entry.standaloneInr,
      exactShareInr: exact[index] as number,
      shareInr: floors[index] as number,
      savingsInr: entry.standaloneInr - (floors[index] as number),
    })),
    chargedInr: total,
    poolingSaves: true,
  };
}

/**
 * Admission rule that makes the split population monotonic: shipment k may join pool S (route cost C(S),
 * standalone sum sum(s)) only if the pool's cost ratio does not rise, C(S+k) / (sum(s) + s_k) <= C(S) / sum(s).
 * Compared by cross-multiplication so integer rupees decide exactly.
 */
export function canJoinWithoutRaisingShares(
  pool: { routeCostInr: number; standaloneSumInr: number },
  routeCostWithNewcomerInr: number,
  newcomerStandaloneInr: number,
): boolean {
  if (pool.standaloneSumInr <= 0) return routeCostWithNewcomerInr <= newcomerStandaloneInr;
  const currentRatioNumerator = Math.min(pool.routeCostInr, pool.standaloneSumInr);
  return (
    routeCostWithNewcomerInr * pool.standaloneSumInr <=
    currentRatioNumerator * (pool.standaloneSumInr + newcomerStandaloneInr)
  );
}

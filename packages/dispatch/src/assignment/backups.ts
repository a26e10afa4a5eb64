import type { AssignmentProblem } from './hungarian';

/**
 * Backups: a matched job is offered to its matched truck and, at the same time, to a few trucks the round left
 * unmatched whose cost is at most `marginKm` above the matched one (and below leaving the job); first to accept
 * wins, as in the greedy waves. One offer per match loses a round-trip of the offer clock whenever a partner
 * declines or stays silent; a near-equal backup turns most of those into an assignment at a few km more.
 */
export interface BackupConfig {
  /** Backups per matched job at most. */
  count: number;
  /** How many km a backup may cost more than the matched truck. */
  marginKm: number;
  /**
   * A job whose slot is near has no minute to lose: over the urgency horizon (`BatchCosts.urgencyHorizonMs`) the
   * count rises linearly to `urgentCount` and the margin to `urgentMarginKm` (absent: no change).
   */
  urgentCount?: number;
  urgentMarginKm?: number;
}

export const DEFAULT_BACKUPS: BackupConfig = { count: 1, marginKm: 2 };

/**
 * Backup columns per matched row: columns the matching left free, cost within `marginKm` of the row's matched
 * cost and below its unassigned cost, cheapest first; each column backs at most one row. Rows choose in order of
 * their cheapest candidate backup, so a truck that is a near-equal backup for several jobs goes where it is nearest.
 */
export function pickBackups(
  problem: AssignmentProblem,
  colOfRow: ArrayLike<number>,
  config: BackupConfig,
  /** Per row, 0..1 (see `urgencyOf`); absent: 0. */
  urgency?: ArrayLike<number>,
): number[][] {
  const { rows, cols, cost, unassignedCost } = problem;
  const matched = new Uint8Array(cols);
  for (let row = 0; row < rows; row++)
    if ((colOfRow[row] as number) >= 0) matched[colOfRow[row] as number] = 1;
  const options: Array<{ row: number; col: number; cost: number }> = [];
  const countOf = new Int32Array(rows);
  for (let row = 0; row < rows; row++) {
    const own = colOfRow[row] as number;
    const u = (urgency?.[row] as number | undefined) ?? 0;
    const count = Math.round(config.count + u * ((config.urgentCount ?? config.count) - config.count));
    const margin = config.marginKm + u * ((config.urgentMarginKm ?? config.marginKm) - config.marginKm);
    countOf[row] = count;
    if (own < 0 || count <= 0) continue;
    const limit = Math.min((cost[row * cols + own] as number) + margin, unassignedCost[row] as number);
    for (let col = 0; col < cols; col++) {
      const c = cost[row * cols + col] as number;
      if (!matched[col] && c <= limit) options.push({ row, col, cost: c });
    }
  }
  options.sort((a, b) => a.cost - b.cost || a.row - b.row || a.col - b.col);
  const taken = new Uint8Array(cols);
  const backups: number[][] = Array.from({ length: rows }, () => []);
  for (const option of options) {
    const list = backups[option.row] as number[];
    if (taken[option.col] || list.length >= (countOf[option.row] as number)) continue;
    taken[option.col] = 1;
    list.push(option.col);
  }
  return backups;
}

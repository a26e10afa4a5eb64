import {
  matchBatch,
  proposeTrades,
  type ProposedTrade,
  type TradeRoundInput,
  type BatchOptions,
  type BatchResult,
  type DispatchJob,
  type VehicleIndex,
} from '@logisaathi/dispatch';
import { runPlanning } from '../../lib/planning-workers/pool';

/**
 * Pairs (waiting deliveries x free vehicles) from which a batch round's match runs on a planning worker thread
 * (the piscina pool the fleet day plans and pool consolidation use) rather than on the event loop. A round of
 * 500 deliveries against 5,000 vehicles takes a large part of a second of CPU (bench/dispatch/speed.ts): on the
 * event loop every request would wait for it. A small round is faster in place than its copy to a thread.
 */
export const BATCH_WORKER_MIN_PAIRS = 50_000;
/** A match never takes this long; a worker still busy after it is stopped and the round fails (next beat). */
const BATCH_DEADLINE_MS = 30_000;

export async function matchBatchOffThread(
  jobs: readonly DispatchJob[],
  index: VehicleIndex,
  options: Omit<BatchOptions, 'travel' | 'cache'>,
  minPairs = BATCH_WORKER_MIN_PAIRS,
): Promise<BatchResult> {
  if (jobs.length * index.size < minPairs) return matchBatch(jobs, index, options);
  return runPlanning(
    { kind: 'batch-match', jobs: [...jobs], vehicles: [...index.all()], options },
    BATCH_DEADLINE_MS,
  );
}

/**
 * Trucks from which a trade round's pricing (trade-round.ts) runs on a planning worker thread: 300 trucks price some
 * 45,000 pairs, about half a second of CPU (bench/dispatch/speed.ts prints a round at 5,000).
 */
export const TRADES_WORKER_MIN_TRUCKS = 100;

export async function proposeTradesOffThread(
  input: TradeRoundInput,
  minTrucks = TRADES_WORKER_MIN_TRUCKS,
): Promise<ProposedTrade[]> {
  if (input.vehicles.length < minTrucks) return proposeTrades(input);
  return runPlanning({ kind: 'trades', input }, BATCH_DEADLINE_MS);
}

import {
  batchResultOf,
  matchBatch,
  proposeTrades,
  type ProposedTrade,
  type TradeRoundInput,
  type BatchOptions,
  type BatchResult,
  type DispatchJob,
  type DispatchVehicle,
  type VehicleIndex,
} from '@logisaathi/dispatch';
import { PLANNING_THREADS, runPlanning } from '../../lib/planning-workers/pool';
import { shareVehicles } from '../../lib/planning-workers/tasks';

/**
 * Pairs (waiting deliveries x free vehicles) from which a batch round's match runs on the planning worker threads
 * (the piscina pool the fleet day plans and pool consolidation use) rather than on the event loop. A round of
 * 500 deliveries against 5,000 vehicles takes about a second of CPU (bench/dispatch/speed.ts): on the event loop
 * every request would wait for it. A small round is faster in place than its copy to a thread.
 */
export const BATCH_WORKER_MIN_PAIRS = 50_000;
/** A match never takes this long; a worker still busy after it is stopped and the round fails (next beat). */
const BATCH_DEADLINE_MS = 30_000;
/** Shares of a round's search at most: each files its own copy of the fleet on its thread. */
const BATCH_SEARCH_PARTS_MAX = 4;

/**
 * A round's match off the event loop. Its search, most of its time, is split by jobs into one share per planning
 * thread (at most BATCH_SEARCH_PARTS_MAX), run side by side; one thread then assembles and solves the matrix from
 * the shares' pairs, the very matrix of a search made whole (packages/dispatch `assembleBatchProblem`), and the
 * matched pairs' day fits are worked out again here.
 */
export async function matchBatchOffThread(
  jobs: readonly DispatchJob[],
  index: VehicleIndex,
  options: Omit<BatchOptions, 'travel' | 'cache'>,
  minPairs = BATCH_WORKER_MIN_PAIRS,
): Promise<BatchResult> {
  if (jobs.length * index.size < minPairs) return matchBatch(jobs, index, options);
  const vehicles: DispatchVehicle[] = [...index.all()];
  const shared = shareVehicles(vehicles);
  const jobList = [...jobs];
  const count = Math.min(PLANNING_THREADS, BATCH_SEARCH_PARTS_MAX);
  const parts = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      runPlanning(
        { kind: 'batch-search', jobs: jobList, vehicles: shared, options, part: { index: i, count } },
        BATCH_DEADLINE_MS,
      ),
    ),
  );
  const { solution, colKeys } = await runPlanning(
    { kind: 'batch-solve', jobs: jobList, options, parts },
    BATCH_DEADLINE_MS,
  );
  return batchResultOf(jobs, options, solution, (col) => vehicles[colKeys[col] as number] as DispatchVehicle);
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

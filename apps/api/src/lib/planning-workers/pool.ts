/*
 * Heavy planning off the event loop: pool consolidation (shared-trucks) and fleet day plans (day-plans) run in a
 * piscina pool of worker threads, so a long solve never delays another request (bench/pooling/health-under-solve.ts
 * measures /api/health while a 400-task solve runs here). One pool per process, started on first use; its threads
 * exit after a minute idle. Every task has a deadline: a worker still busy after it is terminated and the caller
 * gets an error (the planner's own budgets are far below it, so this only catches a runaway solve).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { entryFile } from '../../entry-files';
import type { PlanningResult, PlanningTask } from './tasks';

/**
 * One thread per core. The threads run at nice 10 (thread-priority.ts), so the event loop's thread goes first
 * whenever the cores are busy; a batch round's search is split across them (batch-worker.ts).
 */
export const PLANNING_THREADS = Math.max(1, availableParallelism());
/** A thread idle this long exits; the next task starts one again (about a second under tsx). */
const IDLE_TIMEOUT_MS = 60_000;
/** Hard deadline of one task, queueing included. */
export const PLANNING_TASK_DEADLINE_MS = 120_000;

let pool: Piscina | null = null;

function planningPool(): Piscina {
  pool ??= new Piscina({
    filename: entryFile('planning-worker').href,
    minThreads: 0,
    maxThreads: PLANNING_THREADS,
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  return pool;
}

/** Runs one planning task on a worker thread; rejects when the task fails or outlives its deadline. */
export async function runPlanning<T extends PlanningTask>(
  task: T,
  deadlineMs = PLANNING_TASK_DEADLINE_MS,
): Promise<PlanningResult<T>> {
  return (await planningPool().run(task, { signal: AbortSignal.timeout(deadlineMs) })) as PlanningResult<T>;
}

/** Stops the threads (the process's last app closing, or a script ending); the next task starts a new pool. */
export async function closePlanningWorkers(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}

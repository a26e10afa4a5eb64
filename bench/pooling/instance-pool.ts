/**
 * Solves Li & Lim files on worker threads, one instance per thread at a time (one thread per core by default),
 * for run.ts and scaling.ts. Each result comes back verified by the independent checker (solve-instance.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { InstanceResult } from './solve-instance';

export interface SolveJob {
  file: string;
  timeLimitMs: number;
  seed: number;
  vehiclePhaseShare?: number;
}

// Worker threads do not inherit tsx's loader, so each one registers it before importing the TypeScript worker.
const workerBootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
  new URL('./solve-worker.ts', import.meta.url).href,
)}); });`;

/** Runs the jobs on `workerCount` threads; `onResult` sees each result as it arrives (job index, result). */
export function solveJobs(
  jobs: readonly SolveJob[],
  workerCount: number,
  onResult: (index: number, result: InstanceResult) => void,
): Promise<InstanceResult[]> {
  const results: InstanceResult[] = new Array<InstanceResult>(jobs.length);
  return new Promise((resolve, reject) => {
    if (jobs.length === 0) {
      resolve(results);
      return;
    }
    let next = 0;
    let done = 0;
    const feed = (worker: Worker) => {
      if (next >= jobs.length) {
        void worker.terminate();
        return;
      }
      const index = next++;
      worker.once('message', (result: InstanceResult) => {
        results[index] = result;
        onResult(index, result);
        if (++done === jobs.length) resolve(results);
        feed(worker);
      });
      worker.postMessage(jobs[index]);
    };
    for (let k = 0; k < Math.min(Math.max(1, workerCount), jobs.length); k++) {
      const worker = new Worker(workerBootstrap, { eval: true });
      worker.on('error', reject);
      feed(worker);
    }
  });
}

/**
 * A path in the shared data folder: ../shared/data beside the repository, or SHARED_DATA_DIR when set (a git
 * worktree elsewhere has no ../shared of its own).
 */
export function sharedData(...parts: string[]): string {
  const beside = fileURLToPath(new URL('../../../shared/data', import.meta.url));
  return join(process.env.SHARED_DATA_DIR ?? beside, ...parts);
}

/** best-known.csv columns: instance,vehicles,distance,source. Keys are lower-case instance names. */
export function readBestKnown(file: string): Map<string, { vehicles: number; distance: number }> {
  const bestKnown = new Map<string, { vehicles: number; distance: number }>();
  for (const line of readFileSync(file, 'utf8').trim().split(/\r?\n/).slice(1)) {
    const [name, vehicles, distance] = line.split(',');
    if (name)
      bestKnown.set(name.trim().toLowerCase(), { vehicles: Number(vehicles), distance: Number(distance) });
  }
  return bestKnown;
}

/** Size class of a Li & Lim file: its task count (customer nodes) rounded to the hundred: 100, 200, 400... */
export function taskClass(file: string): number {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => /^\s*\d/.test(line) && line.trim().split(/\s+/).length >= 9);
  return Math.max(100, Math.round((lines.length - 1) / 100) * 100);
}

/** The budgets: 10 s per 100-task instance, 30 s per 200-task, 60 s per 400-task. */
export function defaultTimeLimitSeconds(tasks: number): number {
  return tasks <= 100 ? 10 : tasks <= 200 ? 30 : 60;
}

import { parentPort } from 'node:worker_threads';
import type { SolveJob } from './instance-pool';
import { solveInstanceFile } from './solve-instance';

// Started by instance-pool.ts (after registering tsx). One instance per message; the main thread keeps each worker
// busy with one job at a time.
parentPort?.on('message', (job: SolveJob) => {
  parentPort?.postMessage(solveInstanceFile(job.file, job.timeLimitMs, job.seed, job.vehiclePhaseShare));
});

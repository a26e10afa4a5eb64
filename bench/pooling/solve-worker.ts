import { parentPort } from 'node:worker_threads';
import { solveInstanceFile } from './solve-instance';

// Started by run.ts (after registering tsx). One instance per message; the main thread keeps each worker busy with one job at a time.
parentPort?.on('message', (job: { file: string; timeLimitMs: number; seed: number }) => {
  parentPort?.postMessage(solveInstanceFile(job.file, job.timeLimitMs, job.seed));
});

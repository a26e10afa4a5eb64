/**
 * /api/health latency while a 400-stop fleet day is planned (npm run bench:planning-health -- [flags]).
 *   --jobs 200 (200 jobs = 400 stops)   --vehicles 40   --seed 7
 * Builds the real app (embedded PGlite in memory), listens on a loopback port and asks GET /api/health over HTTP
 * one request after another, in three phases of equal length:
 *   1. idle: nothing else runs;
 *   2. worker: the day is planned through the product's path, runPlanning (apps/api/src/lib/planning-workers), a
 *      piscina worker thread, which the day-plan and pool refreshes use;
 *   3. main thread: the same plan computed on the event loop (how the API planned before), for contrast.
 * The client runs on its own thread, so phase 3 shows the answers that wait behind the plan.
 * Prints p50/p99/max per phase; the goal is p99 under 50 ms in phase 2.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { planFleetDay, type FleetVehicle, type PlanJob } from '@logisaathi/dispatch';
import { createRandom } from '@logisaathi/pooling';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { closePlanningWorkers, runPlanning } from '../../apps/api/src/lib/planning-workers/pool';
import { freePort } from '../support/scratch';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const JOBS = Number(argument('jobs') ?? '200');
const VEHICLES = Number(argument('vehicles') ?? '40');
const random = createRandom(Number(argument('seed') ?? '7'));

// A working day in Delhi NCR: pickups and drops scattered over the city, three-hour slots from 09:00 IST.
const HOUR = 3_600_000;
const dayStart = Date.UTC(2026, 0, 5, 3, 30);
const spot = () => ({ lat: 28.45 + random.next() * 0.35, lon: 77.0 + random.next() * 0.4 });
const jobs: PlanJob[] = Array.from({ length: JOBS }, (_, i) => {
  const slot = random.int(3);
  return {
    id: `job-${i}`,
    pickup: spot(),
    drop: spot(),
    weightKg: 50 + random.int(400),
    requiredFeatures: [],
    window: { startMs: dayStart + slot * 3 * HOUR, endMs: dayStart + (slot + 1) * 3 * HOUR },
  };
});
const vehicles: FleetVehicle[] = Array.from({ length: VEHICLES }, (_, i) => ({
  id: `vehicle-${i}`,
  start: spot(),
  availableFromMs: dayStart,
  payloadKg: 1500,
  features: [],
}));
const input = { vehicles, jobs, seed: 1 };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
});
config.database = { kind: 'pglite', dir: null };
const database = await openDatabase(config.database);
const app = await buildApp(config, { database });
const port = await freePort();
await app.listen({ port, host: '127.0.0.1' });
const url = `http://127.0.0.1:${port}/api/health`;

/**
 * Asks /api/health back to back (5 ms apart) from a separate thread, so that a blocked event loop shows as slow
 * answers rather than as requests never sent, until `done` resolves (or for `ms` when none); returns the latencies.
 */
async function probe(done: Promise<unknown> | null, ms: number): Promise<number[]> {
  const client = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let stop = false;
    const latencies = [];
    parentPort.on('message', () => (stop = true));
    (async () => {
      while (!stop) {
        const started = performance.now();
        const response = await fetch(workerData);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: url },
  );
  const result = new Promise<number[]>((resolve) => client.once('message', resolve));
  await (done ?? new Promise((resolve) => setTimeout(resolve, ms)));
  client.postMessage('stop');
  const latencies = await result;
  await client.terminate();
  return latencies;
}

function line(label: string, latencies: number[], solveMs?: number): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  console.log(
    `${label.padEnd(34)} ${String(sorted.length).padStart(5)} requests  p50 ${at(0.5).toFixed(1)} ms  ` +
      `p99 ${at(0.99).toFixed(1)} ms  max ${(sorted[sorted.length - 1] ?? Number.NaN).toFixed(1)} ms` +
      (solveMs === undefined ? '' : `  (solve ${(solveMs / 1000).toFixed(1)} s)`),
  );
}

await probe(null, 1000); // warm up the route
const workerStart = performance.now();
const viaWorker = runPlanning({ kind: 'fleet-day', input });
const workerLatencies = await probe(viaWorker, 0);
const workerPlan = await viaWorker;
const workerMs = performance.now() - workerStart;
const idle = await probe(null, Math.min(workerMs, 20_000));

// The same plan on the event loop: health requests wait behind it.
const mainStart = performance.now();
const onMain = new Promise<void>((resolve) =>
  setTimeout(() => {
    planFleetDay(input);
    resolve();
  }, 20),
);
const mainLatencies = await probe(onMain, 0);
const mainMs = performance.now() - mainStart;

const stops = workerPlan.routes.reduce((sum, route) => sum + route.stops.length, 0);
console.log(
  `fleet day: ${JOBS} jobs (${2 * JOBS} stops), ${VEHICLES} vehicles; planned ${stops} stops, ` +
    `${workerPlan.unplanned.length} jobs unplanned, ${workerPlan.totalKm.toFixed(0)} km`,
);
line('idle', idle);
line('solve on a planning worker thread', workerLatencies, workerMs);
line('same solve on the main thread', mainLatencies, mainMs);
const sorted = [...workerLatencies].sort((a, b) => a - b);
const p99 = sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? Infinity;
console.log(
  `goal /api/health p99 < 50 ms while the solve runs: ${p99.toFixed(1)} ms ${p99 < 50 ? 'MET' : 'NOT MET'}`,
);
console.log(`cores: ${os.availableParallelism()}, load average ${os.loadavg()[0]?.toFixed(2)}`);

await app.close();
await closePlanningWorkers();
await database.close?.();
fs.rmSync(dataDir, { recursive: true, force: true });

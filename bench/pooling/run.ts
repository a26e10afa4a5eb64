import { fileURLToPath } from 'node:url';
/**
 * Li & Lim PDPTW bench for the consolidation solver.
 *   npx tsx bench/pooling/run.ts --instances DIR --best-known FILE --time-limit SECONDS [--seed N]
 *     [--only lc101,lr201] [--workers 2]
 * Prints one CSV row per instance (instance order) and a summary line last. Two worker threads solve two
 * instances at a time, one per core.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { InstanceResult } from './solve-instance';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const instancesDir =
  argument('instances') ?? fileURLToPath(new URL('../../../shared/data/lilim/instances', import.meta.url));
const bestKnownFile =
  argument('best-known') ??
  fileURLToPath(new URL('../../../shared/data/lilim/best-known.csv', import.meta.url));
const timeLimitSeconds = Number(argument('time-limit') ?? '10');
const seed = Number(argument('seed') ?? '1');
const workerCount = Math.max(1, Number(argument('workers') ?? '2'));
const only = argument('only')
  ?.split(',')
  .map((name) => name.trim().toLowerCase());

// best-known.csv columns: instance,vehicles,distance,source
const bestKnown = new Map<string, { vehicles: number; distance: number }>();
for (const line of readFileSync(bestKnownFile, 'utf8').trim().split(/\r?\n/).slice(1)) {
  const [name, vehicles, distance] = line.split(',');
  if (name)
    bestKnown.set(name.trim().toLowerCase(), { vehicles: Number(vehicles), distance: Number(distance) });
}

const files = readdirSync(instancesDir)
  .filter((file) => file.toLowerCase().endsWith('.txt'))
  .filter((file) => !only || only.includes(file.replace(/\.txt$/i, '').toLowerCase()))
  .sort();

const results: (InstanceResult | undefined)[] = new Array<InstanceResult | undefined>(files.length);
let printed = 0;
console.log('instance,vehicles,distance,bk_vehicles,bk_distance,gap_pct,seconds,feasible');

function row(result: InstanceResult): string {
  const known = bestKnown.get(result.instance.toLowerCase());
  const gap = known ? ((result.distance - known.distance) / known.distance) * 100 : Number.NaN;
  return [
    result.instance,
    result.vehicles,
    result.distance.toFixed(4),
    known?.vehicles ?? '',
    known?.distance.toFixed(4) ?? '',
    Number.isNaN(gap) ? '' : gap.toFixed(3),
    result.seconds.toFixed(2),
    result.feasible,
  ].join(',');
}

function flush(): void {
  while (printed < files.length && results[printed]) {
    const result = results[printed] as InstanceResult;
    console.log(row(result));
    for (const message of result.violations.slice(0, 5)) console.error(`  ${result.instance}: ${message}`);
    printed++;
  }
}

function summary(): void {
  const all = results.filter((result): result is InstanceResult => result !== undefined);
  const matched = all.filter((result) => {
    const known = bestKnown.get(result.instance.toLowerCase());
    return result.feasible && known !== undefined && result.vehicles <= known.vehicles;
  });
  const gaps = matched.map((result) => {
    const known = bestKnown.get(result.instance.toLowerCase()) as { distance: number };
    return ((result.distance - known.distance) / known.distance) * 100;
  });
  const meanGap = gaps.length ? gaps.reduce((a, b) => a + b, 0) / gaps.length : Number.NaN;
  const meanSeconds = all.reduce((a, result) => a + result.seconds, 0) / Math.max(1, all.length);
  const feasible = all.filter((result) => result.feasible).length;
  console.log(
    `summary: ${matched.length}/${all.length} match best-known vehicles (${((100 * matched.length) / Math.max(1, all.length)).toFixed(1)}%), ` +
      `mean distance gap on those ${meanGap.toFixed(3)}%, mean ${meanSeconds.toFixed(2)} s per instance, ` +
      `${feasible}/${all.length} feasible, time limit ${timeLimitSeconds} s, seed ${seed}`,
  );
}

// Worker threads do not inherit tsx's loader, so each one registers it before importing the TypeScript worker.
const workerBootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
  new URL('./solve-worker.ts', import.meta.url).href,
)}); });`;

let next = 0;
let running = 0;
const workers: Worker[] = [];
function dispatch(worker: Worker): void {
  if (next >= files.length) {
    void worker.terminate();
    return;
  }
  const index = next++;
  running++;
  worker.once('message', (result: InstanceResult) => {
    results[index] = result;
    running--;
    flush();
    dispatch(worker);
    if (running === 0 && next >= files.length) summary();
  });
  worker.postMessage({
    file: join(instancesDir, files[index] as string),
    timeLimitMs: timeLimitSeconds * 1000,
    seed,
  });
}

if (files.length === 0) {
  console.error(`no .txt instances in ${instancesDir}`);
  process.exitCode = 1;
} else {
  for (let k = 0; k < Math.min(workerCount, files.length); k++) {
    const worker = new Worker(workerBootstrap, { eval: true });
    worker.on('error', (error) => {
      console.error(error);
      process.exitCode = 1;
    });
    workers.push(worker);
    dispatch(worker);
  }
}

/**
 * Scaling table of the consolidation solver (npm run bench:pooling-scaling -- [flags]): for a sample of Li & Lim
 * instances of 100, 200 and 400 tasks, the time to a first feasible solution (every request served, confirmed by
 * the independent checker at the end of the run), and the quality of a 10 s solve and of a 60 s solve (vehicles
 * against best-known, distance gap). Each (instance, limit) pair is its own solve with the same seed.
 *   --sample lr104,lc205,lr1_2_3,lrc2_2_2,lr1_4_2,lrc2_4_1 (default)   --limits 10,60   --seed 1   --workers 2
 * Names with _2_ or _4_ are read from ../shared/data/lilim-large, the others from ../shared/data/lilim.
 */
import { existsSync } from 'node:fs';
import { readBestKnown, sharedData, solveJobs, taskClass, type SolveJob } from './instance-pool';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const DEFAULT_SAMPLE = 'lr104,lc205,lr1_2_3,lrc2_2_2,lr1_4_2,lrc2_4_1';
const sample = (argument('sample') ?? DEFAULT_SAMPLE).split(',').map((name) => name.trim().toLowerCase());
const limits = (argument('limits') ?? '10,60').split(',').map(Number);
const seed = Number(argument('seed') ?? '1');
const workerCount = Math.max(1, Number(argument('workers') ?? '2'));

const data = (set: string, file: string) => sharedData(set, file);
const bestKnown = new Map([
  ...readBestKnown(data('lilim', 'best-known.csv')),
  ...readBestKnown(data('lilim-large', 'best-known.csv')),
]);
const fileOf = (name: string) => data(/_\d+_/.test(name) ? 'lilim-large' : 'lilim', `instances/${name}.txt`);
for (const name of sample) if (!existsSync(fileOf(name))) throw new Error(`no instance ${name}`);

const jobs: SolveJob[] = sample.flatMap((name) =>
  limits.map((seconds) => ({ file: fileOf(name), timeLimitMs: seconds * 1000, seed })),
);
console.log(`solving ${jobs.length} runs (${sample.length} instances x ${limits.join(', ')} s)...`);
const results = await solveJobs(jobs, workerCount, (index, result) =>
  console.error(`  ${result.instance} @ ${limits[index % limits.length]} s done`),
);

const cell = (name: string, index: number) => {
  const result = results[index];
  const known = bestKnown.get(name);
  if (!result || !known) return 'n/a';
  if (!result.feasible) return 'infeasible';
  const gap = ((result.distance - known.distance) / known.distance) * 100;
  return `${result.vehicles}/${known.vehicles} veh, ${gap >= 0 ? '+' : ''}${gap.toFixed(2)}%`;
};
const header = ['tasks', 'instance', 'first feasible (s)', ...limits.map((s) => `at ${s} s (veh/bk, gap)`)];
const rows = sample.map((name, k) => {
  const first = results[k * limits.length]?.firstFeasibleSeconds;
  return [
    String(taskClass(fileOf(name))),
    name,
    first === null || first === undefined ? 'never' : first.toFixed(2),
    ...limits.map((_, l) => cell(name, k * limits.length + l)),
  ];
});
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => (row[c] as string).length)));
const line = (cells: string[]) =>
  `| ${cells.map((text, c) => text.padEnd(widths[c] as number)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
console.log(`seed ${seed}, ${workerCount} worker thread(s), one instance per thread at a time`);

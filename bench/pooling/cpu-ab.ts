/**
 * Side-by-side comparison of two solver versions on a loaded machine (npx tsx bench/pooling/cpu-ab.ts -- [flags]).
 * Each instance is solved on this one thread with a budget of CPU time (process.cpuUsage, the clock the solver is
 * given), not wall time, so two of these processes started together get the same computation whatever else runs.
 *   --solver DIR     a copy of packages/pooling/src to load solvePdptw from (default: this checkout's), e.g. the
 *                    code of an older commit: git archive <commit> packages/pooling/src | tar -x -C /tmp/base
 *   --only a,b,c     instance names (default: one per class and both sizes, the A/B subset below)
 *   --scale F        CPU seconds = F x the budget (10/30/60 s per 100/200/400 tasks); default 0.5
 *   --seed N (1)
 * Prints one CSV row per instance (checked by this checkout's independent checker) and the mean gap over the
 * instances where the best-known vehicle count is matched.
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkPdptwSolution, liLimToProblem, parseLiLimInstance, type solvePdptw } from '@logisaathi/pooling';
import { defaultTimeLimitSeconds, readBestKnown, sharedData, taskClass } from './instance-pool';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** One instance of each class (lc1, lc2, lr1, lr2, lrc1, lrc2), three at 200 tasks and three at 400. */
const DEFAULT_SUBSET = 'lc1_4_2,lc2_2_3,lr1_2_3,lr2_4_2,lrc1_4_1,lrc2_2_3';
const solverDir = argument('solver');
const only = (argument('only') ?? DEFAULT_SUBSET).split(',').map((name) => name.trim().toLowerCase());
const scale = Number(argument('scale') ?? '0.5');
const seed = Number(argument('seed') ?? '1');

const data = (set: string, file: string) => sharedData(set, file);
const bestKnown = new Map([
  ...readBestKnown(data('lilim', 'best-known.csv')),
  ...readBestKnown(data('lilim-large', 'best-known.csv')),
]);
const fileOf = (name: string) => data(/_\d+_/.test(name) ? 'lilim-large' : 'lilim', `instances/${name}.txt`);

const solve: typeof solvePdptw = solverDir
  ? (
      (await import(pathToFileURL(resolve(solverDir, 'solver/solve-pdptw.ts')).href)) as {
        solvePdptw: typeof solvePdptw;
      }
    ).solvePdptw
  : (await import('@logisaathi/pooling')).solvePdptw;

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

console.log(
  'instance,tasks,vehicles,bk_vehicles,distance,gap_pct,cpu_s,iterations,first_complete_s,feasible',
);
const gaps: number[] = [];
let matched = 0;
for (const name of only) {
  const file = fileOf(name);
  const tasks = taskClass(file);
  const problem = liLimToProblem(parseLiLimInstance(readFileSync(file, 'utf8'), basename(file, '.txt')));
  const before = cpuMs();
  const solution = solve(problem, {
    timeLimitMs: scale * defaultTimeLimitSeconds(tasks) * 1000,
    seed,
    now: cpuMs,
  });
  const used = (cpuMs() - before) / 1000;
  const report = checkPdptwSolution(problem, solution.routes);
  const known = bestKnown.get(name);
  const gap = known ? ((report.distance - known.distance) / known.distance) * 100 : Number.NaN;
  if (known && report.feasible && report.vehicles <= known.vehicles) {
    matched++;
    gaps.push(gap);
  }
  console.log(
    [
      name,
      tasks,
      report.vehicles,
      known?.vehicles ?? '',
      report.distance.toFixed(2),
      gap.toFixed(2),
      used.toFixed(1),
      solution.iterations,
      solution.firstCompleteMs === null ? '' : (solution.firstCompleteMs / 1000).toFixed(2),
      report.feasible,
    ].join(','),
  );
}
const meanGap = gaps.length ? gaps.reduce((a, b) => a + b, 0) / gaps.length : Number.NaN;
console.log(
  `${solverDir ?? 'this checkout'}: ${matched}/${only.length} match best-known vehicles, mean gap on those ` +
    `${meanGap.toFixed(2)}%, CPU budget ${scale} x 10/30/60 s, seed ${seed}`,
);

/**
 * Li & Lim PDPTW bench for the consolidation solver (npm run bench:pooling -- [flags]).
 *   --set small|large   small: the 100-task set in ../shared/data/lilim (default); large: the 200- and 400-task
 *                       development set in ../shared/data/lilim-large
 *   --instances DIR --best-known FILE   any other folder and best-known table
 *   --time-limit S      seconds per instance for every size; by default 10 s per 100-task instance, 30 s per
 *                       200-task and 60 s per 400-task (the issue's budgets)
 *   --only lc1_2_1,lr2_4_3   exact instance names;  --filter REGEX   instance names matching it (e.g. '_2_|lrc')
 *   --seed N (1)   --workers N (2: one instance per core)   --vehicle-share F (solver default)
 * Prints one CSV row per instance (instance order; each solution re-checked by the independent checker), a summary
 * per task count, and the issue's three goal lines for the whole run.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  defaultTimeLimitSeconds,
  readBestKnown,
  sharedData,
  solveJobs,
  taskClass,
  type SolveJob,
} from './instance-pool';
import type { InstanceResult } from './solve-instance';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const set = argument('set') === 'large' ? 'lilim-large' : 'lilim';
const dataDir = sharedData(set);
const instancesDir = argument('instances') ?? join(dataDir, 'instances');
const bestKnownFile = argument('best-known') ?? join(dataDir, 'best-known.csv');
const fixedSeconds = argument('time-limit');
const seed = Number(argument('seed') ?? '1');
const workerCount = Math.max(1, Number(argument('workers') ?? '2'));
const shareArgument = argument('vehicle-share');
const vehiclePhaseShare = shareArgument === undefined ? undefined : Number(shareArgument);
const only = argument('only')
  ?.split(',')
  .map((name) => name.trim().toLowerCase());
const filterArgument = argument('filter');
const filter = filterArgument ? new RegExp(filterArgument, 'i') : null;

const bestKnown = readBestKnown(bestKnownFile);
const names = readdirSync(instancesDir)
  .filter((file) => file.toLowerCase().endsWith('.txt'))
  .map((file) => file.replace(/\.txt$/i, ''))
  .filter((name) => !only || only.includes(name.toLowerCase()))
  .filter((name) => !filter || filter.test(name))
  .sort();
const sizes = names.map((name) => taskClass(join(instancesDir, `${name}.txt`)));
const jobs: SolveJob[] = names.map((name, index) => ({
  file: join(instancesDir, `${name}.txt`),
  timeLimitMs: 1000 * (fixedSeconds ? Number(fixedSeconds) : defaultTimeLimitSeconds(sizes[index] as number)),
  seed,
  ...(vehiclePhaseShare !== undefined ? { vehiclePhaseShare } : {}),
}));

interface Scored {
  result: InstanceResult;
  tasks: number;
  matched: boolean;
  gap: number;
}

function score(result: InstanceResult, tasks: number): Scored {
  const known = bestKnown.get(result.instance.toLowerCase());
  const gap = known ? ((result.distance - known.distance) / known.distance) * 100 : Number.NaN;
  const matched = result.feasible && known !== undefined && result.vehicles <= known.vehicles;
  return { result, tasks, matched, gap };
}

const scored: (Scored | undefined)[] = new Array<Scored | undefined>(names.length);
let printed = 0;
console.log('instance,tasks,vehicles,distance,bk_vehicles,bk_distance,gap_pct,seconds,feasible');

function flush(): void {
  while (printed < names.length && scored[printed]) {
    const { result, tasks, gap } = scored[printed] as Scored;
    const known = bestKnown.get(result.instance.toLowerCase());
    console.log(
      [
        result.instance,
        tasks,
        result.vehicles,
        result.distance.toFixed(4),
        known?.vehicles ?? '',
        known?.distance.toFixed(4) ?? '',
        Number.isNaN(gap) ? '' : gap.toFixed(3),
        result.seconds.toFixed(2),
        result.feasible,
      ].join(','),
    );
    for (const message of result.violations.slice(0, 5)) console.error(`  ${result.instance}: ${message}`);
    printed++;
  }
}

const mean = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN;

function summarise(label: string, rows: Scored[]): { matched: number; meanGap: number; feasible: number } {
  const matched = rows.filter((row) => row.matched);
  const meanGap = mean(matched.map((row) => row.gap));
  const feasible = rows.filter((row) => row.result.feasible).length;
  console.log(
    `summary ${label}: ${matched.length}/${rows.length} match best-known vehicles ` +
      `(${((100 * matched.length) / Math.max(1, rows.length)).toFixed(1)}%), mean distance gap on those ` +
      `${meanGap.toFixed(3)}%, mean ${mean(rows.map((row) => row.result.seconds)).toFixed(2)} s per instance, ` +
      `${feasible}/${rows.length} feasible`,
  );
  return { matched: matched.length, meanGap, feasible };
}

if (names.length === 0) {
  console.error(`no .txt instances in ${instancesDir}`);
  process.exitCode = 1;
} else {
  const all = await solveJobs(jobs, workerCount, (index, result) => {
    scored[index] = score(result, sizes[index] as number);
    flush();
  }).then((results) => results.map((result, index) => score(result, sizes[index] as number)));
  for (const size of [...new Set(sizes)].sort((a, b) => a - b))
    summarise(
      `${size} tasks`,
      all.filter((row) => row.tasks === size),
    );
  const total = summarise('all', all);
  const share = total.matched / all.length;
  const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
  console.log(
    `goal best-known vehicle count on >= 75% of instances: ${total.matched}/${all.length} ` +
      `(${(100 * share).toFixed(1)}%) ${verdict(share >= 0.75)}`,
  );
  console.log(
    `goal mean distance gap < 2% where matched: ${total.meanGap.toFixed(3)}% ${verdict(total.meanGap < 2)}`,
  );
  console.log(
    `goal every solution feasible (independent checker): ${total.feasible}/${all.length} ` +
      verdict(total.feasible === all.length),
  );
  console.log(
    `time limit ${fixedSeconds ? `${fixedSeconds} s` : '10/30/60 s per 100/200/400 tasks'}, seed ${seed}, ` +
      `${workerCount} worker thread(s)`,
  );
}

/**
 * Dispatch day bench: a working day in Delhi NCR under three policies, for 300 and 400 partner vehicles and three
 * seeds: the API's greedy offer waves, a plain nearest-truck baseline (one truck at a time, no rating or
 * acceptance term) and the API's batch rounds. Every acceptance goes through the API's own truck-day rule
 * (`acceptIntoDay`), every offer decision is the engine's (packages/dispatch), and each day is also solved in
 * hindsight (hindsight.ts) for a lower bound no policy can beat.
 *   npm run bench:dispatch [-- --vehicles 300,400 --seeds 1,2,3 --deliveries 2000 --only batch,nearest --no-bound]
 * Tuning the batch policy: `--backups N --backup-margin-km X --urgent-backups N --urgent-backup-margin-km X`,
 * `--reserve-km-per-doubling`, `--reserve-refrigerated-km`, `--reserve-covered-km`, `--unassigned-km`, `--urgent-km`,
 * `--horizon-h`, `--hold-km` (-1: no hold), `--hold-lead-h`, `--far-km`, `--idle-km-per-h`, `--home-km-weight`, `--home-km-weight-at-start`,
 * `--onward-km-weight`, `--onward-in-leave 1|0`, `--round-s` override the engine's defaults; `--exchange-every-min N`
 * (`--exchange-lead-min`, `--exchange-min-km`, `--exchange-price-rating 1|0`, `--exchange-horizon-h`: 0 none) trades the rest of two trucks' days every N
 * minutes (trade-days.ts `ExchangeConfig`; by default every 5 minutes as the API trades, 0 turns it off); `--onward-from booked|none|history` says where the onward
 * term's grid comes from (onward-input.ts; none: no onward term; history: an earlier day's pickups).
 *
 * Partners accept with a probability that falls with the empty km to the pickup, after a realistic delay
 * (partner-answers.ts). Road km and minutes are packages/geo's calibrated estimates; actual drive times vary +-25 %.
 * Empty km count each truck's drive home after its last drop; a delivery no truck carried is costed at a
 * dedicated trip's empty km (hindsight.ts). Goals (issue 31), printed for every day: batch assigns at least as
 * many deliveries before their slot as greedy; batch drives at least 15 % fewer empty km than nearest-truck, on the
 * deliveries both carry and over all deliveries; batch's p90 time to a truck is at most 10 min for same-day
 * bookings and 30 min for next-day ones.
 */
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  DEFAULT_BACKUPS,
  DEFAULT_BATCH_COSTS,
  DEFAULT_RESERVE_COSTS,
  DEFAULT_TRADE_SETTINGS,
  DEFAULT_WAVES,
} from '@logisaathi/dispatch';
import { DAY, HOUR, makeDay } from './day-inputs';
import { figuresOf, goalsOf, printDay, type DayFigures, type Goal } from './day-report';
import { loadPlaces } from './fixtures';
import { hindsightBoundKm, unservedCostsKm } from './hindsight';
import { onwardInput, type OnwardSource } from './onward-input';
import { simulateDay, type ExchangeConfig, type Policy } from './simulate';

const run = promisify(execFile);

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}
function list(name: string, fallback: string): string[] {
  const index = process.argv.indexOf(`--${name}`);
  return (index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback).split(',');
}

const deliveryCount = argument('deliveries', 2000);
const fleetSizes = list('vehicles', '300,400').map(Number);
// `--seed N` (one seed) is kept from the earlier bench.
const seeds = list('seeds', process.argv.includes('--seed') ? String(argument('seed', 1)) : '1,2,3').map(
  Number,
);
const policies = list('only', 'greedy,nearest,batch') as Policy[];
const withBound = !process.argv.includes('--no-bound');

const costs = {
  ...DEFAULT_BATCH_COSTS,
  unassignedKm: argument('unassigned-km', DEFAULT_BATCH_COSTS.unassignedKm),
  urgentUnassignedKm: argument('urgent-km', DEFAULT_BATCH_COSTS.urgentUnassignedKm),
  urgencyHorizonMs: argument('horizon-h', DEFAULT_BATCH_COSTS.urgencyHorizonMs / HOUR) * HOUR,
  latenessKmPerHour: argument('lateness-km-per-hour', DEFAULT_BATCH_COSTS.latenessKmPerHour),
  lateMarginMin: argument('late-margin-min', DEFAULT_BATCH_COSTS.lateMarginMin),
  idleKmPerHour: argument('idle-km-per-h', DEFAULT_BATCH_COSTS.idleKmPerHour ?? 0),
  idleCapH: argument('idle-cap-h', DEFAULT_BATCH_COSTS.idleCapH ?? 24),
  // `--hold-km -1` turns the rolling-horizon hold off.
  holdUnassignedKm: ((km) => (km < 0 ? undefined : km))(
    argument('hold-km', DEFAULT_BATCH_COSTS.holdUnassignedKm ?? -1),
  ),
  holdLeadMs: argument('hold-lead-h', (DEFAULT_BATCH_COSTS.holdLeadMs ?? 8 * HOUR) / HOUR) * HOUR,
  // As the API's batch round (batch-round.ts): a truck over DISPATCH_FAR_DEADHEAD_KM only in the promise's last
  // rounds (an offer's life plus two rounds).
  farDeadheadKm: argument('far-km', 25),
  homeKmWeight: argument('home-km-weight', DEFAULT_BATCH_COSTS.homeKmWeight ?? 0),
  ...((atStart) => (atStart === undefined ? {} : { homeKmWeightAtWorkStart: atStart }))(
    process.argv.includes('--home-km-weight-at-start')
      ? argument('home-km-weight-at-start', 0)
      : DEFAULT_BATCH_COSTS.homeKmWeightAtWorkStart,
  ),
  finalCallMs: DEFAULT_WAVES.offerTtlMs + 2 * 5_000,
  onwardKmWeight: argument('onward-km-weight', DEFAULT_BATCH_COSTS.onwardKmWeight ?? 0),
  // `--onward-in-leave 1|0`: the drop's part of the onward term also in the cost of leaving a job.
  onwardInLeave: argument('onward-in-leave', DEFAULT_BATCH_COSTS.onwardInLeave ? 1 : 0) > 0,
  reserve: {
    ...DEFAULT_RESERVE_COSTS,
    kmPerPayloadDoubling: argument('reserve-km-per-doubling', DEFAULT_RESERVE_COSTS.kmPerPayloadDoubling),
    refrigeratedKm: argument('reserve-refrigerated-km', DEFAULT_RESERVE_COSTS.refrigeratedKm),
    coveredKm: argument('reserve-covered-km', DEFAULT_RESERVE_COSTS.coveredKm),
  },
};
const backupCount = argument('backups', DEFAULT_BACKUPS.count);
const backups =
  backupCount > 0
    ? {
        count: backupCount,
        marginKm: argument('backup-margin-km', DEFAULT_BACKUPS.marginKm),
        urgentCount: argument('urgent-backups', DEFAULT_BACKUPS.urgentCount ?? backupCount),
        urgentMarginKm: argument(
          'urgent-backup-margin-km',
          DEFAULT_BACKUPS.urgentMarginKm ?? DEFAULT_BACKUPS.marginKm,
        ),
      }
    : undefined;

// Trading the rest of two trucks' days (packages/dispatch exchange/), by default as the API trades
// (DEFAULT_TRADE_SETTINGS, DISPATCH_TRADE_*): `--exchange-every-min 0` turns it off.
const exchangeEveryMin = argument('exchange-every-min', DEFAULT_TRADE_SETTINGS.everyMs / 60_000);
// `--exchange-horizon-h 0`: no horizon.
const exchangeHorizonH = argument('exchange-horizon-h', (DEFAULT_TRADE_SETTINGS.horizonMs ?? 0) / 3_600_000);
const exchange: ExchangeConfig | undefined =
  exchangeEveryMin > 0
    ? {
        everyMs: exchangeEveryMin * 60_000,
        leadMs: argument('exchange-lead-min', DEFAULT_TRADE_SETTINGS.leadMs / 60_000) * 60_000,
        minGainKm: argument('exchange-min-km', DEFAULT_TRADE_SETTINGS.minGainKm),
        priceRating: argument('exchange-price-rating', DEFAULT_TRADE_SETTINGS.priceRating ? 1 : 0) > 0,
        ...(exchangeHorizonH > 0 ? { horizonMs: exchangeHorizonH * 3_600_000 } : {}),
      }
    : undefined;

// Where the onward term's grid comes from (onward-input.ts): the API's own bookings so far, or none.
const onwardSource = list('onward-from', 'booked')[0] as OnwardSource;

const started = Date.now();
const days = fleetSizes.flatMap((vehicles) => seeds.map((seed) => ({ vehicles, seed })));
const GOALS_LINE = 'day-goals ';

/** One day: its figures printed, its goals returned (and printed as a JSON line for the parent process). */
function runDay(vehicles: number, seed: number): Goal[] {
  const places = loadPlaces();
  const { fleet, deliveries, clock } = makeDay(places, deliveryCount, vehicles, seed);
  console.log(
    `\ndispatch day: ${deliveries.length} deliveries from ${places.estates.length} industrial estates, ${fleet.length} partner vehicles, seed ${seed}`,
  );
  const unservedKm = unservedCostsKm(
    deliveries.map((d) => d.job),
    fleet,
  );
  const figures: DayFigures[] = policies.map((policy) =>
    figuresOf(
      simulateDay(
        policy,
        fleet,
        deliveries,
        clock,
        seed,
        costs,
        argument('round-s', 5) * 1000,
        backups,
        onwardInput(onwardSource, costs.onwardKmWeight, deliveries, () =>
          makeDay(places, deliveryCount, vehicles, seed + 1000).deliveries.map((d) => d.job.pickup),
        ),
        exchange,
      ),
      deliveries,
      unservedKm,
      DAY,
    ),
  );
  const bound = withBound
    ? hindsightBoundKm(
        deliveries.map((d) => d.job),
        fleet,
        unservedKm,
      )
    : null;
  printDay(figures, deliveries.length, bound);
  const goals = goalsOf(figures);
  for (const goal of goals)
    console.log(`goal ${goal.met ? 'met   ' : 'MISSED'}  ${goal.name}: ${goal.detail}`);
  return goals;
}

/**
 * The days are independent: with several, each runs in a child process of its own (as many at once as the machine
 * has cores), and their reports are printed in order.
 */
async function runDays(): Promise<Array<{ vehicles: number; seed: number; goals: Goal[] }>> {
  if (days.length === 1 || process.argv.includes('--serial'))
    return days.map(({ vehicles, seed }) => ({ vehicles, seed, goals: runDay(vehicles, seed) }));
  const script = fileURLToPath(import.meta.url);
  const rest = process.argv.slice(2).filter((_, i, all) => {
    const flag = (x: string | undefined) => x === '--vehicles' || x === '--seeds' || x === '--seed';
    return !flag(all[i]) && !flag(all[i - 1]);
  });
  const outputs: Array<Promise<string>> = [];
  let running = 0;
  const waiting: Array<() => void> = [];
  for (const { vehicles, seed } of days)
    outputs.push(
      (async () => {
        if (running >= availableParallelism()) await new Promise<void>((go) => waiting.push(go));
        running++;
        try {
          const { stdout } = await run(
            process.execPath,
            [...process.execArgv, script, ...rest, '--vehicles', String(vehicles), '--seeds', String(seed)],
            { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, DISPATCH_BENCH_CHILD: '1' } },
          );
          return stdout;
        } finally {
          running--;
          waiting.shift()?.();
        }
      })(),
    );
  const results: Array<{ vehicles: number; seed: number; goals: Goal[] }> = [];
  for (const [i, output] of outputs.entries()) {
    const text = await output;
    const lines = text.split('\n');
    console.log(lines.filter((line) => !line.startsWith(GOALS_LINE) && line !== '').join('\n'));
    const json = lines.find((line) => line.startsWith(GOALS_LINE));
    results.push({
      ...(days[i] as { vehicles: number; seed: number }),
      goals: json ? (JSON.parse(json.slice(GOALS_LINE.length)) as Goal[]) : [],
    });
  }
  return results;
}

const summary = await runDays();
if (process.env.DISPATCH_BENCH_CHILD) console.log(`${GOALS_LINE}${JSON.stringify(summary[0]?.goals ?? [])}`);
else if (summary.some((s) => s.goals.length > 0)) {
  console.log('\ngoals per fleet size and seed');
  for (const { vehicles, seed, goals } of summary)
    console.log(
      `  ${vehicles} vehicles, seed ${seed}: ${goals.filter((g) => g.met).length}/${goals.length} met${goals
        .filter((g) => !g.met)
        .map((g) => `; missed: ${g.name}`)
        .join('')}`,
    );
  const all = summary.every((s) => s.goals.every((g) => g.met));
  console.log(`all goals ${all ? 'met' : 'NOT met'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

/**
 * Dispatch speed with the database load included (issue 31, part 6). A real database (in-memory PGlite, or a
 * scratch PostgreSQL database with --postgres) is filled with `--vehicles` online trucks (partner, driver, four
 * approved documents each, a third holding one to three jobs of the day) and `--deliveries` waiting bookings,
 * then the API's own code is timed:
 *   - one batch round's read and match (`matchWaiting` of batch-round.ts: the fleet's queries, the waiting
 *     deliveries, the offers, the exact match), in place on the event loop and on the planning worker thread;
 *   - choosing one delivery's candidates as the greedy sweep does: the fleet query once per sweep, then
 *     `findCandidates` per delivery; each search is charged its share of the sweep's load;
 *   - one trade round's read and pricing (`findTrades` of trade-round.ts, on the worker thread as in the API); no
 *     goal is set for it (it runs every DISPATCH_TRADE_INTERVAL_MS, 5 minutes by default).
 * Goals: a batch round under 1 s at p99; one delivery's candidates under 20 ms at p99. Prints figures, asserts
 * nothing. A round's CPU time in this process is printed too: on a shared machine it moves less than the wall time
 * (with --postgres the server's own work is not in it).
 *   npm run bench:dispatch-speed [-- --vehicles 5000 --deliveries 500 --rounds 5 --seed 1 --postgres]
 * --postgres uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) to create and drop a
 * scratch database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { addDaysToIsoDate, istToday, slotWindow } from '@logisaathi/domain';
import { ALL_PAIRS_MAX_TRUCKS, findCandidates, NEAREST_TAILS } from '@logisaathi/dispatch';
import { createRandom } from '@logisaathi/pooling';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { closePlanningWorkers } from '../../apps/api/src/lib/planning-workers/pool';
import { matchWaiting } from '../../apps/api/src/modules/dispatch/batch-round';
import { loadDispatchFleet, toDispatchJob } from '../../apps/api/src/modules/dispatch/dispatch-fleet';
import { listWaitingDeliveries } from '../../apps/api/src/modules/dispatch/dispatch-sweep';
import { findTrades } from '../../apps/api/src/modules/dispatch/trade-round';
import { documentFactsCacheOf } from '../../apps/api/src/modules/dispatch/document-facts';
import { candidateConfig } from '../../apps/api/src/modules/dispatch/find-offer-candidates';
import { createScratchDatabase, DEFAULT_ADMIN_URL } from '../support/scratch';
import { seedDispatchLoad } from './speed-seed';

const { values: args } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '5000' },
    deliveries: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1' },
    postgres: { type: 'boolean', default: false },
  },
});
const VEHICLES = Number(args.vehicles);
const DELIVERIES = Number(args.deliveries);
const ROUNDS = Number(args.rounds);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-speed-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
});
const scratch = args.postgres
  ? await createScratchDatabase(process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL, 'ls_speed')
  : null;
config.database = scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dir: null };
const database = await openDatabase(config.database);
const { db } = database;

// Tomorrow 08:30 IST, the bench's clock: every booking is for that day.
const day = addDaysToIsoDate(istToday(new Date()), 1);
const now = new Date(slotWindow(day, '9-12').start.getTime() - 30 * 60_000);
const seedStart = performance.now();
await seedDispatchLoad(db, {
  vehicles: VEHICLES,
  deliveries: DELIVERIES,
  day,
  now,
  random: createRandom(Number(args.seed)),
});
// A live database knows its tables' sizes (autovacuum's ANALYZE): the planner then picks the plans it would in
// production, PostgreSQL's JIT compiling included, not those of an empty table.
await db.execute(sql`analyze`);
console.log(
  `dispatch speed on ${database.kind}: ${VEHICLES} online vehicles, ${DELIVERIES} waiting deliveries ` +
    `(seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s), ${os.availableParallelism()} cores, ` +
    `load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
);

const quantile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
const describe = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(0)} ms  p99 ${quantile(sorted, 0.99).toFixed(0)} ms  max ${(sorted.at(-1) as number).toFixed(0)} ms`;
};

/** One round, timed, with the longest event-loop stall while it ran. */
async function round(workerMinPairs: number) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  // A worker past its deadline (batch-worker.ts) fails the round, as in the API: counted as a failed round.
  const matched = await db
    .transaction((tx) => matchWaiting({ config, db }, tx, now, workerMinPairs))
    .catch((error: unknown) => {
      console.log(`  round failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
  const ms = matched === undefined ? Number.POSITIVE_INFINITY : performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  await new Promise((resolve) => setTimeout(resolve, 20)); // lets the stall's late tick be recorded
  delay.disable();
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    stallMs: delay.max / 1e6,
    pairs: matched?.result.pairs.length ?? 0,
  };
}

const results: Record<string, { times: number[]; cpu: number[]; stall: number; pairs: number }> = {};
for (const [label, minPairs] of [
  ['in place', Number.POSITIVE_INFINITY],
  ['on the worker thread', 0],
] as const) {
  await round(minPairs); // warm-up (and the worker thread's start)
  const times: number[] = [];
  const cpu: number[] = [];
  let stall = 0;
  let pairs = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const r = await round(minPairs);
    times.push(r.ms);
    cpu.push(r.cpuMs);
    stall = Math.max(stall, r.stallMs);
    pairs = r.pairs;
  }
  results[label] = { times, cpu, stall, pairs };
  console.log(
    `batch round ${label}: ${describe(times)}; ${pairs} matched; longest event-loop stall ${stall.toFixed(0)} ms; ` +
      `this process's CPU per round (all its threads; PGlite runs in it, PostgreSQL does not): ${describe(cpu)}`,
  );
}

// The greedy sweep: one fleet read, then each delivery's search; a search is charged its share of the read.
const searchTimes: number[] = [];
let loadMs = 0;
for (let i = 0; i <= ROUNDS; i++) {
  const start = performance.now();
  // As the sweep reads it: the documents' facts kept while they stand (document-facts.ts).
  const fleet = await loadDispatchFleet(db, now, { documentFacts: documentFactsCacheOf(db) });
  const waiting = await listWaitingDeliveries(db, now);
  const read = performance.now() - start;
  if (i === 0) continue; // warm-up
  loadMs += read;
  const share = read / waiting.length;
  for (const delivery of waiting) {
    const t0 = performance.now();
    findCandidates(toDispatchJob(delivery), fleet.index, {
      nowMs: now.getTime(),
      config: candidateConfig(config),
    });
    searchTimes.push(performance.now() - t0 + share);
  }
}
const sortedSearch = [...searchTimes].sort((a, b) => a - b);
console.log(
  `candidates of one delivery (search + its share of the sweep's read, ${(loadMs / ROUNDS).toFixed(0)} ms per read): ` +
    `p50 ${quantile(sortedSearch, 0.5).toFixed(2)} ms  p99 ${quantile(sortedSearch, 0.99).toFixed(2)} ms`,
);

// A trade round's read and pricing (trade-round.ts `findTrades`, nothing written): today's days, then tomorrow's.
const tradeTimes: number[] = [];
let tradeStall = 0;
let proposed = 0;
for (let i = 0; i <= Math.min(ROUNDS, 3); i++) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const start = performance.now();
  const found = await findTrades(config, db, now, { documentFacts: documentFactsCacheOf(db) });
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 20));
  delay.disable();
  if (i === 0) continue; // warm-up
  tradeTimes.push(ms);
  tradeStall = Math.max(tradeStall, delay.max / 1e6);
  proposed = found.rows.length;
}
console.log(
  `trade round (read and pricing, ${VEHICLES > ALL_PAIRS_MAX_TRUCKS ? `pairs pruned to the ${NEAREST_TAILS} nearest tails per cut` : 'every pair'}, ` +
    `on the worker thread): ${describe(tradeTimes)}; ${proposed} trades proposed; longest event-loop stall ${tradeStall.toFixed(0)} ms`,
);

const roundP99 = (label: string) => {
  const sorted = [...(results[label]?.times ?? [])].sort((a, b) => a - b);
  return quantile(sorted, 0.99);
};
const best = Math.min(roundP99('in place'), roundP99('on the worker thread'));
console.log(`goal: batch round p99 < 1 s: ${best < 1000 ? 'met' : 'NOT met'} (${best.toFixed(0)} ms)`);
console.log(
  `goal: one delivery's candidates p99 < 20 ms: ${quantile(sortedSearch, 0.99) < 20 ? 'met' : 'NOT met'}`,
);
console.log(
  `event loop: longest stall ${results['in place']?.stall.toFixed(0)} ms in place, ` +
    `${results['on the worker thread']?.stall.toFixed(0)} ms with the match on the worker thread`,
);

await closePlanningWorkers();
await database.close();
await scratch?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });

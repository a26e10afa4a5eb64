/**
 * Where one simulated day's empty km go (issue 31), per policy: the deliveries left unserved by slot, booking day
 * and load, and the empty legs by kind: home -> first pickup, drop -> next pickup (after a drop in an industrial
 * estate or elsewhere, and by the next job's slot), last drop -> home. Legs are costed at the road estimate's km
 * (as driveDay). A diagnostic, not the bench of record: it prints no goals and runs no hindsight bound.
 *   npx tsx bench/dispatch/day-legs.ts [--vehicles 300 --seed 1 --only nearest,batch --onward-from booked|none]
 * BATCH_COSTS='{"onwardKmWeight":1}' merges batch costs over the day bench's. The nearest-truck day does not
 * depend on them: it is kept in the system's temporary directory and read back on the next run (`--brief`: only
 * the batch's one-line summary against it). The batch trades as the API does (DEFAULT_TRADE_SETTINGS);
 * EXCHANGE='{"everyMs":600000}' merges settings over those, EXCHANGE=off turns trading off.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_BACKUPS,
  DEFAULT_BATCH_COSTS,
  DEFAULT_TRADE_SETTINGS,
  DEFAULT_WAVES,
  roadTravel,
} from '@logisaathi/dispatch';
import { haversineKm, type LatLon } from '@logisaathi/geo';
import { DAY, makeDay } from './day-inputs';
import { commonKm, figuresOf, pct } from './day-report';
import { loadPlaces } from './fixtures';
import { unservedCostsKm } from './hindsight';
import { onwardInput, type OnwardSource } from './onward-input';
import { simulateDay, type ExchangeConfig, type Policy, type PolicyResult } from './simulate';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const vehicles = Number(arg('vehicles', '300'));
const seed = Number(arg('seed', '1'));
const policies = arg('only', 'nearest,batch').split(',') as Policy[];
const brief = process.argv.includes('--brief');
const costs = {
  ...DEFAULT_BATCH_COSTS,
  // As the day bench and the API's batch round.
  farDeadheadKm: 25,
  finalCallMs: DEFAULT_WAVES.offerTtlMs + 2 * 5_000,
  ...(JSON.parse(process.env.BATCH_COSTS ?? '{}') as object),
};
const exchangeConfig = (): ExchangeConfig | undefined =>
  process.env.EXCHANGE === 'off'
    ? undefined
    : { ...DEFAULT_TRADE_SETTINGS, ...(JSON.parse(process.env.EXCHANGE ?? '{}') as Partial<ExchangeConfig>) };
const places = loadPlaces();
const estatePoints = places.estates.flatMap((e) => e.points);
const { fleet, deliveries, clock } = makeDay(places, 2000, vehicles, seed);
const unservedKm = unservedCostsKm(
  deliveries.map((d) => d.job),
  fleet,
);
const hourOf = (ms: number) => Math.round(((ms - DAY) / 3_600_000) * 10) / 10;
const inEstate = (p: LatLon) => estatePoints.some((q) => haversineKm(p, q) < 1.5);

class Tally {
  n = 0;
  km = 0;
  add(km: number): void {
    this.n++;
    this.km += km;
  }
  line(name: string): string {
    const perLeg = (this.km / Math.max(1, this.n)).toFixed(2);
    return `  ${name.padEnd(28)} ${String(this.n).padStart(5)} ${this.km.toFixed(0).padStart(7)} km ${perLeg.padStart(6)} km each`;
  }
}
const tallyOf = <K>(map: Map<K, Tally>, key: K) => {
  const tally = map.get(key) ?? new Tally();
  map.set(key, tally);
  return tally;
};

function printUnserved(result: PolicyResult): void {
  const served = new Uint8Array(deliveries.length);
  for (const jobs of result.held) for (const j of jobs) served[j.delivery] = 1;
  const all = new Map<string, Tally>();
  const unserved = new Map<string, Tally>();
  deliveries.forEach((d, i) => {
    const { job } = d;
    const load = job.requiredFeatures.includes('refrigerated')
      ? 'refrigerated'
      : job.weightKg > 1500
        ? 'over 1.5 t'
        : job.requiredFeatures.includes('covered')
          ? 'covered'
          : 'plain';
    const keys = [
      `slot ${hourOf(job.window.startMs)}:00`,
      d.bookedAtMs < DAY ? 'next-day' : 'same-day',
      load,
    ];
    for (const key of keys) {
      tallyOf(all, key).add(0);
      if (served[i] !== 1) tallyOf(unserved, key).add(unservedKm[i] as number);
    }
  });
  console.log('  unserved (costed km) of all');
  for (const [key, tally] of [...all].sort())
    console.log(`${(unserved.get(key) ?? new Tally()).line(key)} of ${tally.n}`);
}

function printLegs(result: PolicyResult): void {
  const first = new Tally();
  const between = new Map<string, Tally>();
  const home = new Map<string, Tally>();
  const perTruck = new Map<number, number>();
  result.held.forEach((held, v) => {
    const jobs = [...held].sort((a, b) => a.pickupAtMs - b.pickupAtMs);
    perTruck.set(jobs.length, (perTruck.get(jobs.length) ?? 0) + 1);
    const truckHome = (fleet[v] as (typeof fleet)[number]).home;
    let at = truckHome;
    jobs.forEach((job, k) => {
      const km = roadTravel(at, job.pickup, 0).km;
      if (k === 0) first.add(km);
      else {
        tallyOf(between, 'all').add(km);
        tallyOf(between, inEstate(at) ? '  after an estate drop' : '  after another drop').add(km);
        const slot = hourOf((deliveries[job.delivery] as (typeof deliveries)[number]).job.window.startMs);
        tallyOf(between, `  into the ${slot}:00 slot`).add(km);
      }
      at = job.drop;
    });
    if (jobs.length === 0) return;
    const km = roadTravel(at, truckHome, 0).km;
    tallyOf(home, 'all').add(km);
    tallyOf(home, inEstate(at) ? '  from an estate drop' : '  from another drop').add(km);
  });
  console.log('  empty legs                   count      km');
  console.log(first.line('home -> first pickup'));
  for (const [key, tally] of between) console.log(tally.line(key === 'all' ? 'drop -> next pickup' : key));
  for (const [key, tally] of home) console.log(tally.line(key === 'all' ? 'last drop -> home' : key));
  const counts = [...perTruck].sort((a, b) => a[0] - b[0]);
  console.log(`  trucks by jobs carried: ${counts.map(([jobs, n]) => `${jobs}: ${n}`).join(', ')}`);
}

const nearestFile = join(tmpdir(), `dispatch-day-legs-nearest-${vehicles}-${seed}.json`);
let nearest: PolicyResult | null = null;
if (existsSync(nearestFile)) {
  const saved = JSON.parse(readFileSync(nearestFile, 'utf8')) as PolicyResult & {
    emptyKmOf: Array<number | null>;
    assignedAtMs: Array<number | null>;
  };
  const nan = (x: number | null) => (x === null ? Number.NaN : x);
  nearest = {
    ...saved,
    emptyKmOf: Float64Array.from(saved.emptyKmOf, nan),
    assignedAtMs: saved.assignedAtMs.map(nan),
  };
}
for (const policy of policies) {
  if (policy === 'nearest' && nearest) continue;
  const result = simulateDay(
    policy,
    fleet,
    deliveries,
    clock,
    seed,
    costs,
    5_000,
    DEFAULT_BACKUPS,
    onwardInput(arg('onward-from', 'booked') as OnwardSource, costs.onwardKmWeight ?? 0, deliveries),
    exchangeConfig(),
  );
  if (policy === 'nearest') {
    nearest = result;
    writeFileSync(nearestFile, JSON.stringify({ ...result, emptyKmOf: [...result.emptyKmOf] }));
  }
  if (policy === 'batch' && nearest) {
    const b = figuresOf(result, deliveries, unservedKm, DAY);
    const n = figuresOf(nearest, deliveries, unservedKm, DAY);
    const common = commonKm(result, nearest);
    console.log(
      `${vehicles} vehicles, seed ${seed}: batch ${b.emptyKm.toFixed(0)} empty km (home ${result.homeKm.toFixed(0)}), ${b.allKm.toFixed(0)} with the unserved; nearest ${n.emptyKm.toFixed(0)}, ${n.allKm.toFixed(0)}; ` +
        `${pct(1 - common.a / common.b)} on the ${common.count} both carry, ${pct(1 - b.allKm / n.allKm)} over all; ` +
        `before the slot ${b.assignedBeforeSlot}; trades ${result.trades}; cpu ${(result.cpuMs / 1000).toFixed(0)} s; p90 ${b.sameDay.p90.toFixed(1)} / ${b.nextDay.p90.toFixed(1)} min`,
    );
  }
  if (brief) continue;
  console.log(`\n${policy}: ${result.assigned} carried, ${result.deadheadKm.toFixed(0)} empty km`);
  printUnserved(result);
  printLegs(result);
}

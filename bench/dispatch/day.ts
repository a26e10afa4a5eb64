/**
 * Dispatch day bench: a working day in Delhi NCR under the greedy policy (offer waves to the best-ranked trucks,
 * jobs in arrival order) and the batch policy (an exact assignment round every 5 s), side by side.
 *   npm run bench:dispatch [-- --deliveries 2000 --vehicles 300 --seed 1]
 * Tuning the batch policy: `--only batch` (or greedy) runs one policy (same figures: the policies share nothing but
 * the day's inputs); `--backups N --backup-margin-km X --urgent-backups N --urgent-backup-margin-km X`,
 * `--reserve-km-per-doubling`, `--reserve-refrigerated-km`, `--reserve-covered-km`, `--unassigned-km`, `--urgent-km`,
 * `--horizon-h`, `--hold-km` (-1: no hold), `--hold-lead-h`, `--round-s` override the engine's defaults;
 * DISPATCH_DIAG=1 prints which deliveries found no truck.
 * A smaller day (e.g. --deliveries 600 --vehicles 90) runs in seconds but is a different, less crowded market.
 *
 * Deliveries: picked up in the gazetteer's industrial estates weighted by their size, dropped in another estate or
 * a market or locality 2-20 km away (straight line), for the four slots of one day; booked the day before (from 09:00) or the same
 * day (up to two hours before the slot), and dispatchable by the engine's rule (at once within a day of the slot,
 * else 18:00 IST the evening before). Partner vehicles start at home areas near the estates and work 07:00-21:00
 * IST; they accept with a probability that falls with the empty km to the pickup, after a realistic delay (see
 * simulate.ts). Road km and minutes are packages/geo's calibrated estimates; actual drive times vary +-25 %.
 * Goal: batch assigns at least as many as greedy and drives at least 15 % fewer deadhead km.
 */
import {
  DEFAULT_BACKUPS,
  DEFAULT_BATCH_COSTS,
  DEFAULT_PROMISE,
  DEFAULT_RESERVE_COSTS,
  dispatchableAtMs,
  promiseDeadlineMs,
} from '@logisaathi/dispatch';
import { haversineKm } from '@logisaathi/geo';
import { createRandom } from '@logisaathi/pooling';
import { estatePoint, jitter, loadPlaces, makeFleet, makeLoad, pick, pickWeighted } from './fixtures';
import { simulateDay, type PolicyResult, type SimDelivery } from './simulate';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const deliveryCount = argument('deliveries', 2000);
const vehicleCount = argument('vehicles', 300);
const seed = argument('seed', 1);
const random = createRandom(seed);
const HOUR = 3_600_000;
const DAY = Date.parse('2026-12-02T00:00:00+05:30'); // midnight IST at the start of the simulated day
const at = (hour: number, dayOffset = 0) => DAY + dayOffset * 24 * HOUR + hour * HOUR;
const SLOTS = [
  { startHour: 9, weight: 30 },
  { startHour: 12, weight: 30 },
  { startHour: 15, weight: 25 },
  { startHour: 18, weight: 15 },
];

const places = loadPlaces();
const fleet = makeFleet(vehicleCount, places, random);
const deliveries: SimDelivery[] = [];
for (let i = 0; i < deliveryCount; i++) {
  const slot = pickWeighted(SLOTS, random);
  const startMs = at(slot.startHour);
  const { point: pickup, estate } = estatePoint(places, random);
  let drop = pickup;
  for (let tries = 0; tries < 50; tries++) {
    drop =
      random.next() < 0.55
        ? jitter(
            pick(
              pickWeighted(
                places.estates.filter((e) => e !== estate),
                random,
              ).points,
              random,
            ),
            0.6,
            random,
          )
        : jitter(pick(places.destinations, random), 1, random);
    const km = haversineKm(pickup, drop);
    if (km >= 2 && km <= 20) break;
  }
  const sameDayLatest = startMs - 2 * HOUR;
  const bookedAtMs =
    random.next() < 0.45 || sameDayLatest <= at(7)
      ? at(9 + 11 * random.next(), -1)
      : at(7) + random.next() * (sameDayLatest - at(7));
  // The API's defaults: offered at once within 48 h of the slot (DISPATCH_AT_ONCE_WITHIN_H), and the promise to
  // the shipper (DISPATCH_PROMISE_*, packages/dispatch promiseDeadlineMs) runs from then.
  const offeredFromMs = dispatchableAtMs(bookedAtMs, startMs, 18, 48 * HOUR);
  deliveries.push({
    job: {
      id: `d${String(i).padStart(4, '0')}`,
      pickup,
      drop,
      ...makeLoad(random),
      requiredFeatures: random.next() < 0.03 ? ['refrigerated'] : random.next() < 0.3 ? ['covered'] : [],
      window: { startMs, endMs: startMs + 3 * HOUR },
      promise: {
        startMs: offeredFromMs,
        endMs: promiseDeadlineMs(offeredFromMs, startMs, 30 * 60_000, DEFAULT_PROMISE),
      },
    },
    bookedAtMs,
    dispatchableAtMs: offeredFromMs,
  });
}

const clock = { fromMs: at(9, -1), toMs: at(21), workStartHour: 7, workEndHour: 21 };
console.log(
  `dispatch day: ${deliveries.length} deliveries from ${places.estates.length} industrial estates, ${fleet.length} partner vehicles, seed ${seed}`,
);
const results: PolicyResult[] = [];
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
  finalCallMs: 60_000 + 2 * 5_000,
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
// `--only batch` skips the greedy run while tuning the batch policy (the greedy day does not depend on its costs).
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
for (const policy of ['greedy', 'batch'] as const)
  if (!only || only === policy)
    results.push(
      simulateDay(policy, fleet, deliveries, clock, seed, costs, argument('round-s', 5) * 1000, backups),
    );
if (process.env.DISPATCH_DIAG)
  for (const r of results) {
    // Which deliveries find no truck: by weight class, required feature and slot.
    const buckets = new Map<string, [number, number]>();
    const count = (key: string, missed: boolean) => {
      const row = buckets.get(key) ?? [0, 0];
      row[0]++;
      if (missed) row[1]++;
      buckets.set(key, row);
    };
    deliveries.forEach((d, i) => {
      const missed = !((r.assignedAtMs[i] as number) === (r.assignedAtMs[i] as number));
      const w = d.job.weightKg;
      count(`kg<=${[750, 1500, 2500, 4000, 7000].find((x) => w <= x) ?? 'more'}`, missed);
      count(`feature:${d.job.requiredFeatures.join('+') || 'none'}`, missed);
      count(`slot:${new Date(d.job.window.startMs + 5.5 * HOUR).getUTCHours()}h`, missed);
    });
    console.log(
      r.policy,
      'missed/total',
      [...buckets.entries()].map(([k, [n, m]]) => `${k} ${m}/${n}`).join(', '),
    );
  }
const pct = (x: number, n: number) => `${((100 * x) / Math.max(1, n)).toFixed(1)} %`;
const quantile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};
const rows: Array<[string, (r: PolicyResult) => string]> = [
  [
    'assigned before the slot starts',
    (r) => `${r.assignedBeforeSlot} (${pct(r.assignedBeforeSlot, r.deliveries)})`,
  ],
  ['assigned at all', (r) => `${r.assigned} (${pct(r.assigned, r.deliveries)})`],
  ['no truck 30 min before the slot (alert)', (r) => pct(r.timedOut, r.deliveries)],
  ['median time to assignment', (r) => `${quantile(r.minutesToAssign, 0.5).toFixed(1)} min`],
  ['p90 time to assignment', (r) => `${quantile(r.minutesToAssign, 0.9).toFixed(1)} min`],
  ['mean deadhead km per delivery', (r) => (r.deadheadKm / Math.max(1, r.assigned)).toFixed(2)],
  ['total vehicle km (empty + loaded)', (r) => (r.deadheadKm + r.loadedKm).toFixed(0)],
  ['delivered within the slot', (r) => pct(r.deliveredInSlot, r.deliveries)],
  ['offers sent', (r) => String(r.offersSent)],
  ['CPU time of the simulation', (r) => `${(r.cpuMs / 1000).toFixed(1)} s`],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`${''.padEnd(width)}${results.map((r) => `  ${r.policy.padStart(15)}`).join('')}`);
for (const [label, value] of rows)
  console.log(`${label.padEnd(width)}${results.map((r) => `  ${value(r).padStart(15)}`).join('')}`);
if (results.length === 1) process.exit(0);

const [greedy, batch] = results as [PolicyResult, PolicyResult];
const perDelivery = (r: PolicyResult) => r.deadheadKm / Math.max(1, r.assigned);
const saving = 1 - perDelivery(batch) / perDelivery(greedy);
const totalSaving = 1 - batch.deadheadKm / greedy.deadheadKm;
console.log(
  `deadhead: batch drives ${(100 * saving).toFixed(1)} % fewer empty km per delivery (${(100 * totalSaving).toFixed(1)} % fewer in total)`,
);
const enough = batch.assignedBeforeSlot >= greedy.assignedBeforeSlot && batch.assigned >= greedy.assigned;
console.log(
  `goal: batch assigns at least as many before the slot (${batch.assignedBeforeSlot} vs ${greedy.assignedBeforeSlot}; ${batch.assigned} vs ${greedy.assigned} at all) and >= 15 % fewer deadhead km per delivery: ${
    enough && saving >= 0.15 ? 'met' : 'NOT met'
  }`,
);
if (process.env.DISPATCH_DIAG) {
  for (const r of results) {
    const bySlot = new Map<number, [number, number, number]>();
    deliveries.forEach((d, i) => {
      const h = new Date(d.job.window.startMs + 5.5 * HOUR).getUTCHours();
      const row = bySlot.get(h) ?? [0, 0, 0];
      row[0]++;
      const t = r.assignedAtMs[i] as number;
      if (t === t) row[d.dispatchableAtMs < at(7) ? 1 : 2]++;
      bySlot.set(h, row);
    });
    console.log(
      r.policy,
      [...bySlot.entries()]
        .sort()
        .map(([h, [n, ev, day]]) => `${h}h: ${n} total, ${ev} early-disp assigned, ${day} day-disp assigned`)
        .join(' | '),
    );
    const early = deliveries.filter((d) => d.dispatchableAtMs < at(7)).length;
    console.log('  dispatchable before 07:00:', early);
  }
}

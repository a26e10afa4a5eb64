// What the day bench prints for one simulated day: each policy's figures, its distance from the hindsight bound,
// and the issue's goals met or missed.
import type { SimDelivery, PolicyResult } from './simulate';

const MIN = 60_000;

export interface DayFigures {
  policy: string;
  assignedBeforeSlot: number;
  assigned: number;
  /** p50/p90 minutes from booking to a truck, of the deliveries that got one, same-day and next-day bookings. */
  sameDay: { p50: number; p90: number; count: number };
  nextDay: { p50: number; p90: number; count: number };
  withinPromise: number;
  /** Empty km with the drives home. */
  emptyKm: number;
  /** Empty km with the drives home plus every delivery not carried at its cost (`unservedCostsKm`). */
  allKm: number;
  result: PolicyResult;
}

export function quantile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

/** A booking made on the IST day before its slot's (the simulated day starts at `dayStartMs`). */
export const isNextDay = (d: SimDelivery, dayStartMs: number) => d.bookedAtMs < dayStartMs;

export function figuresOf(
  result: PolicyResult,
  deliveries: readonly SimDelivery[],
  unservedKm: readonly number[],
  dayStartMs: number,
): DayFigures {
  const same: number[] = [];
  const next: number[] = [];
  let withinPromise = 0;
  let unserved = 0;
  deliveries.forEach((d, i) => {
    const t = result.assignedAtMs[i] as number;
    if (Number.isNaN(t)) {
      unserved += unservedKm[i] as number;
      return;
    }
    (isNextDay(d, dayStartMs) ? next : same).push((t - d.bookedAtMs) / MIN);
    if (d.job.promise && t <= d.job.promise.endMs) withinPromise++;
  });
  const summary = (xs: number[]) => ({ p50: quantile(xs, 0.5), p90: quantile(xs, 0.9), count: xs.length });
  return {
    policy: result.policy,
    assignedBeforeSlot: result.assignedBeforeSlot,
    assigned: result.assigned,
    sameDay: summary(same),
    nextDay: summary(next),
    withinPromise,
    emptyKm: result.deadheadKm,
    allKm: result.deadheadKm + unserved,
    result,
  };
}

/** Empty km of two policies over the deliveries both carried (each truck's drive home charged to its last one). */
export function commonKm(a: PolicyResult, b: PolicyResult): { a: number; b: number; count: number } {
  let kmA = 0;
  let kmB = 0;
  let count = 0;
  a.emptyKmOf.forEach((x, i) => {
    const y = b.emptyKmOf[i] as number;
    if (Number.isNaN(x) || Number.isNaN(y)) return;
    kmA += x;
    kmB += y;
    count++;
  });
  return { a: kmA, b: kmB, count };
}

export interface Goal {
  name: string;
  met: boolean;
  detail: string;
}

/** The issue's goals for the batch policy on one day. */
export function goalsOf(figures: readonly DayFigures[]): Goal[] {
  const by = (p: string) => figures.find((f) => f.policy === p);
  const batch = by('batch');
  const greedy = by('greedy');
  const nearest = by('nearest');
  const goals: Goal[] = [];
  if (!batch) return goals;
  if (greedy)
    goals.push({
      name: 'batch assigns at least as many before the slot as greedy',
      met: batch.assignedBeforeSlot >= greedy.assignedBeforeSlot,
      detail: `${batch.assignedBeforeSlot} vs ${greedy.assignedBeforeSlot}`,
    });
  if (nearest) {
    const common = commonKm(batch.result, nearest.result);
    const onCommon = 1 - common.a / common.b;
    goals.push({
      name: '>= 15 % fewer empty km than nearest-truck, on deliveries both carry (home drive counted)',
      met: onCommon >= 0.15,
      detail: `${pct(onCommon)} on ${common.count} deliveries (${common.a.toFixed(0)} vs ${common.b.toFixed(0)} km)`,
    });
    const overAll = 1 - batch.allKm / nearest.allKm;
    goals.push({
      name: '>= 15 % fewer empty km than nearest-truck, all deliveries (unserved costed)',
      met: overAll >= 0.15,
      detail: `${pct(overAll)} (${batch.allKm.toFixed(0)} vs ${nearest.allKm.toFixed(0)} km)`,
    });
  }
  goals.push({
    name: 'same-day p90 time to a truck <= 10 min',
    met: batch.sameDay.p90 <= 10,
    detail: `${batch.sameDay.p90.toFixed(1)} min`,
  });
  goals.push({
    name: 'next-day p90 time to a truck <= 30 min',
    met: batch.nextDay.p90 <= 30,
    detail: `${batch.nextDay.p90.toFixed(1)} min`,
  });
  return goals;
}

export const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

export function printDay(
  figures: readonly DayFigures[],
  deliveries: number,
  bound: { boundKm: number; sparseOptimumKm: number } | null,
): void {
  const share = (x: number) => `${x} (${pct(x / Math.max(1, deliveries))})`;
  const rows: Array<[string, (f: DayFigures) => string]> = [
    ['assigned before the slot starts', (f) => share(f.assignedBeforeSlot)],
    ['assigned at all', (f) => share(f.assigned)],
    ['assigned within the promise', (f) => share(f.withinPromise)],
    [
      'same-day bookings: p50 / p90 to a truck',
      (f) => `${f.sameDay.p50.toFixed(1)} / ${f.sameDay.p90.toFixed(1)} min`,
    ],
    [
      'next-day bookings: p50 / p90 to a truck',
      (f) => `${f.nextDay.p50.toFixed(1)} / ${f.nextDay.p90.toFixed(1)} min`,
    ],
    ['empty km, drives home included', (f) => `${f.emptyKm.toFixed(0)}`],
    ['  of which drives home', (f) => `${f.result.homeKm.toFixed(0)}`],
    ['  per delivery carried', (f) => (f.emptyKm / Math.max(1, f.assigned)).toFixed(2)],
    ['empty km + unserved deliveries costed', (f) => f.allKm.toFixed(0)],
    ['above the hindsight bound', (f) => (bound ? pct(f.allKm / bound.boundKm - 1) : 'not run')],
    ['loaded km', (f) => f.result.loadedKm.toFixed(0)],
    ['delivered within the slot', (f) => share(f.result.deliveredInSlot)],
    ['offers sent', (f) => String(f.result.offersSent)],
    ["trades of two trucks' days", (f) => String(f.result.trades)],
    ['CPU time of the simulation', (f) => `${(f.result.cpuMs / 1000).toFixed(1)} s`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`${''.padEnd(width)}${figures.map((f) => `  ${f.policy.padStart(17)}`).join('')}`);
  for (const [label, value] of rows)
    console.log(`${label.padEnd(width)}${figures.map((f) => `  ${value(f).padStart(17)}`).join('')}`);
  if (bound)
    console.log(
      `hindsight bound (all deliveries, unserved costed): ${bound.boundKm.toFixed(0)} km (the sparse solve's own optimum ${bound.sparseOptimumKm.toFixed(0)} km)`,
    );
}

/**
 * Scoring and printing for bench/geo/geocoder-accuracy.ts: geocodes a labelled set, times it, and prints within
 * 1 km, within 2 km, median error and the share beyond 4 km, for the whole set and for each group of a split.
 */
import { readFileSync } from 'node:fs';
import { haversineKm, type Geocoder, type GeocodeResult } from '@logisaathi/geo';

export interface Labelled {
  id: number;
  address: string;
  lat: number | null;
  lon: number | null;
  script?: string;
  heldOut?: boolean;
  /** Hindi set: the same address as an English speaker types it. */
  english?: string;
  /** OSM set: the source feature ('node/123') and whether it carries a name (a business, not a bare house). */
  osm?: string;
  named?: boolean;
}

export interface Outcome {
  a: Labelled;
  r: GeocodeResult | null;
  km: number | null;
}

/** Puts each address in one group ('with pincode', 'without pincode', ...). */
export type Split = (a: Labelled) => string;

export function load(file: string): Labelled[] {
  return (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { addresses: Labelled[] })
    .addresses;
}

/** Answers once; time per geocode is the fastest of five passes (the machine is shared, so the minimum is the fair one). */
export function run(geocoder: Geocoder, addresses: Labelled[]): { outcomes: Outcome[]; usPerQuery: number } {
  const outcomes = addresses.map((a) => {
    const r = geocoder.geocode(a.address);
    const km = r && a.lat !== null && a.lon !== null ? haversineKm(r, { lat: a.lat, lon: a.lon }) : null;
    return { a, r, km };
  });
  let best = Infinity;
  for (let pass = 0; pass < 5; pass++) {
    const t0 = performance.now();
    for (const a of addresses) geocoder.geocode(a.address);
    best = Math.min(best, performance.now() - t0);
  }
  return { outcomes, usPerQuery: (best * 1000) / addresses.length };
}

export const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

export function summary(label: string, outcomes: Outcome[]): void {
  const labelled = outcomes.filter((o) => o.a.lat !== null);
  if (labelled.length === 0) return;
  const errors = labelled.map((o) => o.km ?? Infinity).sort((x, y) => x - y);
  const within = (km: number): number => errors.filter((e) => e <= km).length;
  const median =
    errors.length % 2
      ? errors[errors.length >> 1]
      : ((errors[errors.length / 2 - 1] ?? 0) + (errors[errors.length / 2] ?? 0)) / 2;
  console.log(
    `  ${label.padEnd(22)} n=${String(labelled.length).padStart(3)}  within 1 km ${pct(within(1), labelled.length).padStart(6)}  within 2 km ${pct(within(2), labelled.length).padStart(6)}  median ${(median ?? NaN).toFixed(2)} km  >4 km ${pct(labelled.length - within(4), labelled.length)}`,
  );
}

/** Scores one set: all addresses, then the groups of every split, the precision claimed, and (asked for) misses. */
export function report(
  geocoder: Geocoder,
  name: string,
  file: string,
  showMisses: boolean,
  splits: Split[],
): void {
  const { outcomes, usPerQuery } = run(geocoder, load(file));
  console.log(`\n${name} (${file}), ${usPerQuery.toFixed(1)} µs per geocode`);
  summary('all', outcomes);
  for (const split of splits) {
    const groups = new Map<string, Outcome[]>();
    for (const o of outcomes) groups.set(split(o.a), [...(groups.get(split(o.a)) ?? []), o]);
    for (const [g, list] of [...groups].sort()) summary(g, list);
  }
  const precision = new Map<string, number>();
  for (const o of outcomes) {
    const p = o.r ? (o.r.precision ?? 'unset') : 'unresolved';
    precision.set(p, (precision.get(p) ?? 0) + 1);
  }
  console.log(`  precision claimed: ${[...precision].map(([p, n]) => `${p} ${n}`).join(', ')}`);
  const nullCases = outcomes.filter((o) => o.a.lat === null);
  if (nullCases.length > 0)
    console.log(
      `  unresolvable text returned null: ${nullCases.filter((o) => o.r === null).length}/${nullCases.length}`,
    );
  if (showMisses) printMisses(outcomes);
}

function printMisses(outcomes: Outcome[]): void {
  for (const o of outcomes) {
    const source = o.a.osm ? ` [${o.a.osm}]` : '';
    if (o.a.lat === null) {
      if (o.r) console.log(`  FALSE POSITIVE #${o.a.id} "${o.a.address}" -> ${o.r.matchedPlace}`);
    } else if (!o.r) console.log(`  UNRESOLVED #${o.a.id}${source} "${o.a.address}"`);
    else if ((o.km ?? 0) > 2)
      console.log(
        `  FAR ${(o.km ?? 0).toFixed(1)} km #${o.a.id}${source} "${o.a.address}" -> ${o.r.matchedPlace} (${o.r.type}, ${o.r.precision ?? '-'}, ${o.r.confidence})`,
      );
  }
}

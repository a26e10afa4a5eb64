/**
 * Route estimate error vs real shortest road paths on the South Delhi OSM network.
 *   npx tsx bench/geo/route-estimate-error.ts
 * Pairs are seeded random points (a different seed from the calibration script), snapped to the road network;
 * the reference is the graph router's shortest path between the snapped points.
 */
import { createGraphRouterFromFile, estimateRoute, type LatLon } from '@logisaathi/geo';

const OSM = process.argv[2] ?? '/work/shared/data/osm/south-delhi.osm.pbf';
const PAIRS = 3000;

let seed = 987654321;
const rand = (): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const router = createGraphRouterFromFile(OSM);
const box = { minLat: 28.5352, maxLat: 28.5918, minLon: 77.1033, maxLon: 77.2022 };
const point = (): LatLon => ({
  lat: box.minLat + rand() * (box.maxLat - box.minLat),
  lon: box.minLon + rand() * (box.maxLon - box.minLon),
});

const errors: number[] = [];
const bandOnlyErrors: number[] = [];
const byBand = new Map<string, number[]>();
for (let i = 0; i < PAIRS; i++) {
  const r = router.route(point(), point(), 0.3);
  if (!r) continue;
  const first = r.geometry[0];
  const last = r.geometry[r.geometry.length - 1];
  if (!first || !last) continue;
  const a = { lat: first[0], lon: first[1] };
  const b = { lat: last[0], lon: last[1] };
  const roadKm = r.distanceKm - r.accessKm;
  if (roadKm < 0.3) continue;
  const est = estimateRoute(a, b, 12);
  const err = Math.abs(est.distanceKm - roadKm) / roadKm;
  errors.push(err);
  bandOnlyErrors.push(Math.abs(estimateRoute(a, b, 12, { bandsOnly: true }).distanceKm - roadKm) / roadKm);
  const key =
    est.straightKm < 1 ? '<1 km' : est.straightKm < 3 ? '1-3 km' : est.straightKm < 6 ? '3-6 km' : '6+ km';
  byBand.set(key, [...(byBand.get(key) ?? []), err]);
}

const pct = (v: number[], q: number): string => {
  const s = [...v].sort((x, y) => x - y);
  return `${(100 * (s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN)).toFixed(1)}%`;
};
console.log(`route estimate vs shortest road path, ${OSM.split('/').pop()}, ${errors.length} pairs`);
console.log(
  `distance error: median ${pct(errors, 0.5)}, p75 ${pct(errors, 0.75)}, p90 ${pct(errors, 0.9)} (goal median <= 10%)`,
);
console.log(
  `bands only (no local circuity cells): median ${pct(bandOnlyErrors, 0.5)}, p90 ${pct(bandOnlyErrors, 0.9)}`,
);
for (const [k, v] of [...byBand].sort()) console.log(`  ${k}: n=${v.length} median ${pct(v, 0.5)}`);

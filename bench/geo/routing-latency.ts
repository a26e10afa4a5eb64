/**
 * Graph routing latency on the South Delhi extract and analyze() latency, in-process.
 *   npx tsx bench/geo/routing-latency.ts [path/to/extract.osm.pbf]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGeoService, createGraphRouterFromFile, loadRoadGraph, type LatLon } from '@logisaathi/geo';

const OSM = process.argv[2] ?? '/work/shared/data/osm/south-delhi.osm.pbf';
const QUERIES = 2000;
const ANALYZE_CALLS = 2000;

let seed = 12345;
const rand = (): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const box = { minLat: 28.5352, maxLat: 28.5918, minLon: 77.1033, maxLon: 77.2022 };
const point = (): LatLon => ({
  lat: box.minLat + rand() * (box.maxLat - box.minLat),
  lon: box.minLon + rand() * (box.maxLon - box.minLon),
});
const quantile = (v: number[], q: number): number => {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

const cacheDir = mkdtempSync(join(tmpdir(), 'geo-bench-'));
let t = performance.now();
const cold = loadRoadGraph(OSM, cacheDir);
const buildMs = performance.now() - t;
t = performance.now();
loadRoadGraph(OSM, cacheDir);
const cachedMs = performance.now() - t;
console.log(
  `graph: ${cold.graph.nodePoint.length} junctions, ${cold.graph.chainFrom.length} chains; build ${buildMs.toFixed(0)} ms, load from cache ${cachedMs.toFixed(0)} ms`,
);

const router = createGraphRouterFromFile(OSM, cacheDir);
const pairs = Array.from({ length: QUERIES }, () => [point(), point()] as const);
for (const [a, b] of pairs.slice(0, 100)) router.route(a, b); // warm-up (JIT)
const times: number[] = [];
let found = 0;
for (const [a, b] of pairs) {
  const s = performance.now();
  if (router.route(a, b)) found++;
  times.push(performance.now() - s);
}
const mean = times.reduce((x, y) => x + y, 0) / times.length;
console.log(
  `graph route (snap + A* + geometry): mean ${mean.toFixed(3)} ms, p50 ${quantile(times, 0.5).toFixed(3)} ms, p99 ${quantile(times, 0.99).toFixed(3)} ms over ${QUERIES} queries (${found} found; goal < 5 ms)`,
);

for (const [label, options] of [
  ['embedded estimator', {}],
  ['graph router', { routingOsmFile: OSM, cacheDir }],
] as const) {
  const service = createGeoService(options);
  const latencies: number[] = [];
  for (let i = 0; i < ANALYZE_CALLS; i++) {
    const [a, b] = pairs[i % pairs.length] ?? [point(), point()];
    const departureTime = new Date(Date.UTC(2025, i % 12, 1 + (i % 28), i % 24)).toISOString();
    const s = performance.now();
    await service.analyze({
      origin: a,
      destination: b,
      departureTime,
      packageType: i % 3 ? 'Electronics' : 'Food Items',
    });
    latencies.push(performance.now() - s);
  }
  console.log(
    `analyze() with ${label}: p50 ${quantile(latencies, 0.5).toFixed(3)} ms, p99 ${quantile(latencies, 0.99).toFixed(3)} ms over ${ANALYZE_CALLS} calls`,
  );
}
rmSync(cacheDir, { recursive: true, force: true });

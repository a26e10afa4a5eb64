/**
 * Calibrates the embedded route estimator on real OpenStreetMap road networks of Delhi.
 *
 *   npx tsx packages/geo/scripts/calibrate-routing.ts [out.json]
 *
 * Inputs: /work/shared/data/osm/*.osm.pbf (OpenStreetMap contributors, ODbL 1.0).
 * Method:
 * 1. Build the routable graph of each extract and route between seeded-random point pairs (snapped to the road
 *    network) with the graph router: A* on free-flow travel time, the same router the product uses.
 * 2. Detour factor: for each straight-line distance band, the median ratio road km / straight-line km.
 * 3. Speeds: relative free-flow speeds by road class (SPEED_SHAPE below) are scaled by one factor k so that the
 *    all-day mean speed of routes in the 3 km+ bands equals the documented city average (TARGET_MEAN_KMH), given the
 *    hourly congestion profile (CONGESTION_SHAPE, scaled so its 24-hour mean is TARGET_MEAN_CONGESTION).
 *    Per band we also record the effective free-flow route speed and the share of km on arterial roads, which is
 *    all the estimator needs to predict a duration for any hour.
 *
 * Documented traffic assumptions (no traffic observations are available offline, so these come from published
 * summaries, as recalled, and are approximate):
 * - TomTom Traffic Index, New Delhi: average congestion level about 50-56 % (2019-2023 editions: trips take about
 *   half again as long as at free flow) and about 22 minutes per 10 km in the city centre (~27 km/h all-day mean).
 * - Peaks: morning 8-11 and evening 17-21 IST, the evening peak the worst (TomTom hourly charts for New Delhi;
 *   Delhi Traffic Police 'no entry' hours for goods vehicles on many arterials follow the same windows).
 * - Local streets carry less through traffic, so they feel about 60 % of the arterial congestion.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fastDistanceKm } from '../src/geo-math';
import { GraphRouter, type RouterSpeeds } from '../src/routing/graph-router';
import { ARTERIAL_CLASSES, ROAD_CLASSES, type SpeedTable } from '../src/routing/road-classes';
import { buildRoadGraphFromPbf, type RoadGraph } from '../src/routing/road-graph';

const OSM_DIR = '/work/shared/data/osm';
const OUT = resolve(process.argv[2] ?? new URL('../data/route-calibration.json', import.meta.url).pathname);

/** Relative urban free-flow speeds (km/h) by OSM class before scaling; ratios follow common OSM routing profiles. */
const SPEED_SHAPE: SpeedTable = {
  motorway: 80,
  trunk: 60,
  primary: 48,
  secondary: 40,
  tertiary: 32,
  unclassified: 26,
  residential: 20,
  living_street: 12,
  service: 14,
  motorway_link: 45,
  trunk_link: 38,
  primary_link: 32,
  secondary_link: 28,
  tertiary_link: 25,
  road: 22,
};

/** Extra travel time over free flow by IST hour 0..23 on arterials (shape only; rescaled below). */
const CONGESTION_SHAPE = [
  0.08, 0.05, 0.04, 0.04, 0.05, 0.1, 0.22, 0.45, 0.8, 1.0, 0.95, 0.7, 0.55, 0.5, 0.5, 0.55, 0.65, 0.85, 1.0,
  1.05, 0.9, 0.65, 0.35, 0.18,
];
const TARGET_MEAN_CONGESTION = 0.53;
const LOCAL_CONGESTION_SHARE = 0.6;
const TARGET_MEAN_KMH = 27;
const BANDS_KM = [0, 0.5, 1, 2, 3, 5, 8, 12];
const PAIRS_PER_FILE = 30000;
/** Zone size in degrees (~1.5 km); a zone pair needs MIN_ZONE_SAMPLES routes to enter the table. */
const ZONE_DEG = 0.015;
const MIN_ZONE_SAMPLES = 10;
const ZONE_SHRINK = 5;
const MAX_SNAP_KM = 0.3;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  return (s[lo] ?? NaN) + ((s[Math.ceil(pos)] ?? NaN) - (s[lo] ?? NaN)) * (pos - lo);
}

function median(values: number[]): number {
  return quantile(values, 0.5);
}

function bbox(g: RoadGraph): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  let minLat = 90;
  let maxLat = -90;
  let minLon = 180;
  let maxLon = -180;
  g.pointLat.forEach((lat, i) => {
    const lon = g.pointLon[i] ?? 0;
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
  });
  return { minLat, maxLat, minLon, maxLon };
}

interface Sample {
  fromLat: number;
  fromLon: number;
  toLat: number;
  toLon: number;
  straightKm: number;
  roadKm: number;
  freeFlowMin: number;
  arterialKm: number;
  file: string;
}

const hourlyCongestion = (() => {
  const mean = CONGESTION_SHAPE.reduce((s, x) => s + x, 0) / 24;
  return CONGESTION_SHAPE.map((x) => (x * TARGET_MEAN_CONGESTION) / mean);
})();
const hourlyFactor = {
  arterial: hourlyCongestion.map((c) => round(1 / (1 + c), 3)),
  local: hourlyCongestion.map((c) => round(1 / (1 + LOCAL_CONGESTION_SHARE * c), 3)),
};

function round(x: number, d: number): number {
  const f = 10 ** d;
  return Math.round(x * f) / f;
}

const samples: Sample[] = [];
const files = readdirSync(OSM_DIR).filter((f) => f.endsWith('.osm.pbf'));
const unitSpeeds: RouterSpeeds = { freeFlowKmh: SPEED_SHAPE, hourlyFactor };
for (const [fi, file] of files.entries()) {
  const graph = buildRoadGraphFromPbf(readFileSync(join(OSM_DIR, file)));
  const router = new GraphRouter(graph, unitSpeeds, 'distance');
  const box = bbox(graph);
  const rand = mulberry32(20250101 + fi);
  const point = () => ({
    lat: box.minLat + rand() * (box.maxLat - box.minLat),
    lon: box.minLon + rand() * (box.maxLon - box.minLon),
  });
  for (let i = 0; i < PAIRS_PER_FILE; i++) {
    const a = point();
    const b = point();
    const r = router.route(a, b, MAX_SNAP_KM);
    if (!r) continue;
    const first = r.geometry[0];
    const last = r.geometry[r.geometry.length - 1];
    if (!first || !last) continue;
    // Straight line between the snapped ends, so that access legs do not distort the ratio.
    const straightKm = fastDistanceKm(first[0], first[1], last[0], last[1]);
    if (straightKm < 0.2) continue;
    let arterialKm = 0;
    ROAD_CLASSES.forEach((c, ci) => {
      if (ARTERIAL_CLASSES.has(c)) arterialKm += r.kmByClass[ci] ?? 0;
    });
    samples.push({
      fromLat: first[0],
      fromLon: first[1],
      toLat: last[0],
      toLon: last[1],
      straightKm,
      roadKm: r.distanceKm - r.accessKm,
      freeFlowMin: r.freeFlowMin,
      arterialKm,
      file,
    });
  }
}

const bands = BANDS_KM.slice(0, -1).map((lo, i) => {
  const hi = BANDS_KM[i + 1] ?? Infinity;
  const inBand = samples.filter((s) => s.straightKm >= lo && s.straightKm < hi);
  const ratios = inBand.map((s) => s.roadKm / s.straightKm);
  return {
    minKm: lo,
    maxKm: hi,
    samples: inBand.length,
    medianStraightKm: round(median(inBand.map((s) => s.straightKm)), 3),
    detourRatio: round(median(ratios), 4),
    detourRatioP25: round(quantile(ratios, 0.25), 4),
    detourRatioP75: round(quantile(ratios, 0.75), 4),
    freeFlowKmhUnscaled: median(inBand.map((s) => s.roadKm / (s.freeFlowMin / 60))),
    arterialShare: round(median(inBand.map((s) => s.arterialKm / s.roadKm)), 3),
  };
});

// Fit k: all-day mean speed of 3 km+ routes at scaled speeds == TARGET_MEAN_KMH.
const cityBands = bands.filter((b) => b.minKm >= 3 && b.samples > 0);
const meanSpeedAtScale = (k: number): number => {
  let total = 0;
  for (const b of cityBands) {
    let hours = 0;
    for (let h = 0; h < 24; h++) {
      const slowdown =
        b.arterialShare / (hourlyFactor.arterial[h] ?? 1) +
        (1 - b.arterialShare) / (hourlyFactor.local[h] ?? 1);
      hours += slowdown / (b.freeFlowKmhUnscaled * k);
    }
    total += 24 / hours;
  }
  return total / cityBands.length;
};
const k = TARGET_MEAN_KMH / meanSpeedAtScale(1);
const freeFlowKmh = Object.fromEntries(
  ROAD_CLASSES.map((c) => [c, round(SPEED_SHAPE[c] * k, 2)]),
) as SpeedTable;

// Zone circuity ("zone skim" as in transport planning): the road network is split into square zones of ZONE_DEG and,
// for every unordered zone pair with enough routes, the median of log(ratio / band ratio) is kept, shrunk towards 0
// by n / (n + ZONE_SHRINK). It captures barriers such as the Ridge forest and walled campuses that make some
// neighbourhood pairs systematically more roundabout than the band median. Pairs absent from the table get 0.
const bandRatio = (km: number): number => {
  const b = bands.find((x) => km >= x.minKm && km < x.maxKm) ?? bands[bands.length - 1];
  return b?.detourRatio ?? 1.4;
};
const zoneOf = (lat: number, lon: number): string =>
  `${Math.floor(lat / ZONE_DEG)}:${Math.floor(lon / ZONE_DEG)}`;
const zonePairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
const residuals = new Map<string, number[]>();
for (const s of samples) {
  const key = zonePairKey(zoneOf(s.fromLat, s.fromLon), zoneOf(s.toLat, s.toLon));
  const list = residuals.get(key) ?? [];
  list.push(Math.log(s.roadKm / s.straightKm / bandRatio(s.straightKm)));
  residuals.set(key, list);
}
const zonePairs: Record<string, number> = {};
for (const [key, list] of [...residuals].sort(([x], [y]) => x.localeCompare(y))) {
  if (list.length >= MIN_ZONE_SAMPLES)
    zonePairs[key] = round((median(list) * list.length) / (list.length + ZONE_SHRINK), 4);
}

const output = {
  generatedBy: 'packages/geo/scripts/calibrate-routing.ts',
  sources: {
    roadNetwork: `OpenStreetMap extracts ${files.join(', ')} (c) OpenStreetMap contributors, ODbL 1.0`,
    traffic:
      'Documented Delhi patterns (TomTom Traffic Index New Delhi: ~53 % mean congestion, ~27 km/h all-day city mean; peaks 8-11 and 17-21 IST). Assumptions, not observations.',
  },
  method:
    'A* fastest paths between seeded random snapped point pairs; per straight-line band the median road/straight ratio; class speeds scaled by one factor to match the documented all-day mean.',
  samples: samples.length,
  speedScale: round(k, 4),
  freeFlowKmh,
  hourlyFactor,
  bands: bands.map(({ freeFlowKmhUnscaled, ...b }) => ({
    ...b,
    maxKm: Number.isFinite(b.maxKm) ? b.maxKm : null,
    freeFlowKmh: round(freeFlowKmhUnscaled * k, 2),
  })),
  zoneCircuity: {
    zoneDeg: ZONE_DEG,
    note: 'key "zoneA|zoneB" (zone = floor(lat/zoneDeg):floor(lon/zoneDeg), sorted); ratio = band ratio * exp(value); absent pairs = 0',
    pairs: zonePairs,
  },
  extrapolation:
    'Beyond the last band (the extracts span ~11 km) the last band applies: long NCR trips mix expressways and city arterials, which this keeps conservative.',
};
writeFileSync(OUT, `${JSON.stringify(output, null, 2)}\n`);
console.log(`samples ${samples.length}, speed scale ${k.toFixed(3)} -> ${OUT}`);
for (const b of output.bands) {
  console.log(
    `${b.minKm}-${b.maxKm ?? '+'} km: n=${b.samples} ratio=${b.detourRatio} (p25 ${b.detourRatioP25}, p75 ${b.detourRatioP75}) ff=${b.freeFlowKmh} km/h arterial=${b.arterialShare}`,
  );
}

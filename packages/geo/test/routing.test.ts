import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { estimateRoute, haversineKm, loadRoadGraph, type LatLon } from '../src/index';
import { createGraphRouterFromFile } from '../src/routing/embedded-routing';
import type { RoadGraph } from '../src/routing/road-graph';

const FIXTURE = new URL('./fixtures/south-delhi.osm.pbf', import.meta.url).pathname;
const cacheDir = mkdtempSync(join(tmpdir(), 'geo-graph-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const router = createGraphRouterFromFile(FIXTURE, cacheDir);

function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}
const BOX = { minLat: 28.54, maxLat: 28.587, minLon: 77.11, maxLon: 77.195 };
function pairs(n: number, seed: number): Array<[LatLon, LatLon]> {
  const r = seeded(seed);
  const p = (): LatLon => ({
    lat: BOX.minLat + r() * (BOX.maxLat - BOX.minLat),
    lon: BOX.minLon + r() * (BOX.maxLon - BOX.minLon),
  });
  return Array.from({ length: n }, () => [p(), p()]);
}

/** Plain Dijkstra over the same graph, junction to junction, as an independent reference (distance metric). */
function referenceKm(g: RoadGraph, from: number, to: number): number {
  const n = g.nodePoint.length;
  const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  for (let c = 0; c < g.chainFrom.length; c++) {
    const a = g.chainFrom[c] ?? 0;
    const b = g.chainTo[c] ?? 0;
    const km = g.chainLengthKm[c] ?? 0;
    if (g.chainForward[c]) adj[a]?.push([b, km]);
    if (g.chainBackward[c]) adj[b]?.push([a, km]);
  }
  const dist = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  dist[from] = 0;
  for (;;) {
    let u = -1;
    let best = Infinity;
    for (let i = 0; i < n; i++)
      if (!done[i] && (dist[i] ?? Infinity) < best) [u, best] = [i, dist[i] ?? Infinity];
    if (u === -1 || u === to) return dist[to] ?? Infinity;
    done[u] = 1;
    for (const [v, km] of adj[u] ?? []) if (best + km < (dist[v] ?? Infinity)) dist[v] = best + km;
  }
}

describe('graph router on the South Delhi extract', () => {
  const { graph } = loadRoadGraph(FIXTURE, cacheDir);

  it('reuses the cached graph on the second load', () => {
    const again = loadRoadGraph(FIXTURE, cacheDir);
    expect(again.fromCache).toBe(true);
    expect(again.graph.chainFrom.length).toBe(graph.chainFrom.length);
    expect(graph.nodePoint.length).toBeGreaterThan(5000);
  });

  it('finds the same shortest distance as a plain Dijkstra between junctions', () => {
    const r = seeded(7);
    for (let i = 0; i < 3; i++) {
      const a = Math.floor(r() * graph.nodePoint.length);
      const b = Math.floor(r() * graph.nodePoint.length);
      const route = router.route(router.junction(a), router.junction(b), 0.01);
      const expected = referenceKm(graph, a, b);
      if (!Number.isFinite(expected)) expect(route).toBeNull();
      else expect(route?.distanceKm).toBeCloseTo(expected, 6);
    }
  });

  it('returns a geometry from the origin to the destination that is at least the straight line long', () => {
    const from = { lat: 28.545, lon: 77.12 };
    const to = { lat: 28.585, lon: 77.19 };
    const route = router.route(from, to);
    expect(route).not.toBeNull();
    const geometry = route?.geometry ?? [];
    const first = geometry[0] ?? [0, 0];
    const last = geometry[geometry.length - 1] ?? [0, 0];
    expect(haversineKm({ lat: first[0], lon: first[1] }, from)).toBeLessThan(0.3);
    expect(haversineKm({ lat: last[0], lon: last[1] }, to)).toBeLessThan(0.3);
    let pathKm = 0;
    for (let i = 1; i < geometry.length; i++) {
      const [la, lo] = geometry[i - 1] ?? [0, 0];
      const [lb, lob] = geometry[i] ?? [0, 0];
      pathKm += haversineKm({ lat: la, lon: lo }, { lat: lb, lon: lob });
    }
    expect(pathKm).toBeCloseTo(route?.distanceKm ?? 0, 1);
    expect(route?.distanceKm ?? 0).toBeGreaterThan(haversineKm(from, to));
    // Peak-hour driving is slower than night driving on the same path.
    if (route) expect(router.durationMin(route, 18)).toBeGreaterThan(router.durationMin(route, 3));
  });

  it('returns null when a point is far from any road in the extract', () => {
    expect(router.route({ lat: 28.7, lon: 77.3 }, { lat: 28.56, lon: 77.15 })).toBeNull();
  });
});

describe('calibrated estimator', () => {
  it('agrees with the graph router on the fixture (median error within 15 %)', () => {
    const errors: number[] = [];
    for (const [a, b] of pairs(150, 42)) {
      const r = router.route(a, b, 0.3);
      if (!r || r.distanceKm - r.accessKm < 1) continue;
      const first = r.geometry[0] ?? [0, 0];
      const last = r.geometry[r.geometry.length - 1] ?? [0, 0];
      const est = estimateRoute({ lat: first[0], lon: first[1] }, { lat: last[0], lon: last[1] }, 12);
      errors.push(Math.abs(est.distanceKm - (r.distanceKm - r.accessKm)) / (r.distanceKm - r.accessKm));
    }
    errors.sort((x, y) => x - y);
    expect(errors.length).toBeGreaterThan(80);
    expect(errors[errors.length >> 1]).toBeLessThan(0.15);
  });

  it('makes road distance longer than the straight line and peak trips slower', () => {
    const a = { lat: 28.8535, lon: 77.0915 };
    const b = { lat: 28.5355, lon: 77.2745 };
    const night = estimateRoute(a, b, 3);
    const peak = estimateRoute(a, b, 18);
    expect(night.distanceKm).toBeGreaterThan(night.straightKm * 1.2);
    expect(night.distanceKm).toBeLessThan(night.straightKm * 1.8);
    expect(peak.durationMin).toBeGreaterThan(night.durationMin * 1.3);
    expect(peak.distanceKm).toBe(night.distanceKm);
  });
});

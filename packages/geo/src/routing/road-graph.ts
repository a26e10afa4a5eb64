/**
 * Routable road graph built from an OSM extract.
 *
 * Method: every routable way is split at junctions (nodes shared by two or more ways, way ends, repeated nodes), so the
 * graph's vertices are junctions and each undirected "chain" between two junctions keeps its shape points for map
 * geometry and snapping. Only the largest connected component is kept, so that a snapped point can reach the rest
 * of the network. Everything is stored in typed arrays, which makes the graph cheap to cache with v8.serialize.
 */
import { fastDistanceKm } from '../geo-math';
import { readOsmPbf } from './osm-pbf';
import { roadClassIndex } from './road-classes';

export interface RoadGraph {
  version: number;
  /** Shape point coordinates (degrees); junctions are shape points too. */
  pointLat: Float64Array;
  pointLon: Float64Array;
  /** Junction id -> shape point index. */
  nodePoint: Int32Array;
  /** Per chain: start/end junction ids, road class index, 1 if drivable start->end, 1 if drivable end->start. */
  chainFrom: Int32Array;
  chainTo: Int32Array;
  chainClass: Uint8Array;
  chainForward: Uint8Array;
  chainBackward: Uint8Array;
  chainLengthKm: Float64Array;
  /** chainPoints[chainPointStart[c] .. chainPointStart[c+1]) are the chain's shape points in start->end order. */
  chainPointStart: Int32Array;
  chainPoints: Int32Array;
  /** Cumulative km from the chain start at each entry of chainPoints. */
  chainPointKm: Float64Array;
}

export const ROAD_GRAPH_VERSION = 1;

const YES = new Set(['yes', '1', 'true']);
const NO_ACCESS = new Set(['no', 'private']);

interface WayRecord {
  refs: number[];
  cls: number;
  forward: boolean;
  backward: boolean;
}

function classifyWay(tags: Record<string, string>): WayRecord | null {
  const cls = roadClassIndex(tags.highway);
  if (cls < 0 || tags.area === 'yes') return null;
  const motor = tags.motor_vehicle ?? tags.motorcar ?? tags.vehicle;
  if (motor !== undefined ? NO_ACCESS.has(motor) : tags.access !== undefined && NO_ACCESS.has(tags.access))
    return null;
  const oneway = tags.oneway;
  const impliedOneway =
    tags.highway === 'motorway' || tags.junction === 'roundabout' || tags.junction === 'circular';
  let forward = true;
  let backward = true;
  if (oneway === '-1' || oneway === 'reverse') forward = false;
  else if ((oneway !== undefined && YES.has(oneway)) || (oneway === undefined && impliedOneway))
    backward = false;
  return { refs: [], cls, forward, backward };
}

export function buildRoadGraphFromPbf(file: Uint8Array): RoadGraph {
  const ways: WayRecord[] = [];
  const nodeIndex = new Map<number, number>();
  const lats: number[] = [];
  const lons: number[] = [];
  readOsmPbf(file, {
    node: (id, lat, lon) => {
      nodeIndex.set(id, lats.length);
      lats.push(lat);
      lons.push(lon);
    },
    way: (way) => {
      const rec = classifyWay(way.tags);
      if (rec && way.refs.length >= 2) {
        rec.refs = way.refs;
        ways.push(rec);
      }
    },
  });
  return buildRoadGraph(ways, nodeIndex, lats, lons);
}

function buildRoadGraph(
  ways: WayRecord[],
  nodeIndex: Map<number, number>,
  lats: number[],
  lons: number[],
): RoadGraph {
  // Resolve refs to point indices, dropping refs whose node is missing from the extract (clipped at its edge).
  const wayPoints: number[][] = [];
  for (const w of ways) {
    const pts: number[] = [];
    for (const ref of w.refs) {
      const idx = nodeIndex.get(ref);
      if (idx !== undefined) pts.push(idx);
    }
    wayPoints.push(pts);
  }
  const useCount = new Map<number, number>();
  for (const pts of wayPoints) {
    pts.forEach((p, i) => {
      const ends = i === 0 || i === pts.length - 1 ? 2 : 1;
      useCount.set(p, (useCount.get(p) ?? 0) + ends);
    });
  }
  const junctionOf = new Map<number, number>();
  const junctionPoint: number[] = [];
  const junction = (p: number): number => {
    let j = junctionOf.get(p);
    if (j === undefined) {
      j = junctionPoint.length;
      junctionOf.set(p, j);
      junctionPoint.push(p);
    }
    return j;
  };
  interface Chain {
    from: number;
    to: number;
    cls: number;
    forward: boolean;
    backward: boolean;
    points: number[];
  }
  const chains: Chain[] = [];
  ways.forEach((w, wi) => {
    const pts = wayPoints[wi] ?? [];
    if (pts.length < 2) return;
    let current: number[] = [pts[0] ?? 0];
    for (let i = 1; i < pts.length; i++) {
      const p = pts[i] ?? 0;
      if (p === current[current.length - 1]) continue;
      current.push(p);
      const isLast = i === pts.length - 1;
      if (isLast || (useCount.get(p) ?? 0) > 1) {
        chains.push({
          from: junction(current[0] ?? 0),
          to: junction(p),
          cls: w.cls,
          forward: w.forward,
          backward: w.backward,
          points: current,
        });
        current = [p];
      }
    }
  });

  // Largest weakly connected component (union-find over junctions).
  const parent = junctionPoint.map((_, i) => i);
  const find = (x: number): number => {
    let r = x;
    while (parent[r] !== r) r = parent[r] ?? r;
    while (parent[x] !== r) {
      const next = parent[x] ?? r;
      parent[x] = r;
      x = next;
    }
    return r;
  };
  for (const c of chains) parent[find(c.from)] = find(c.to);
  const size = new Map<number, number>();
  for (let j = 0; j < junctionPoint.length; j++) size.set(find(j), (size.get(find(j)) ?? 0) + 1);
  let bestRoot = -1;
  let bestSize = 0;
  for (const [root, s] of size) if (s > bestSize) [bestRoot, bestSize] = [root, s];
  const kept = chains.filter((c) => find(c.from) === bestRoot && c.from !== c.to);

  // Renumber junctions and points compactly.
  const newJunction = new Map<number, number>();
  const nodePoint: number[] = [];
  const newPoint = new Map<number, number>();
  const pointLat: number[] = [];
  const pointLon: number[] = [];
  const mapPoint = (p: number): number => {
    let np = newPoint.get(p);
    if (np === undefined) {
      np = pointLat.length;
      newPoint.set(p, np);
      pointLat.push(lats[p] ?? 0);
      pointLon.push(lons[p] ?? 0);
    }
    return np;
  };
  const mapJunction = (j: number): number => {
    let nj = newJunction.get(j);
    if (nj === undefined) {
      nj = nodePoint.length;
      newJunction.set(j, nj);
      nodePoint.push(mapPoint(junctionPoint[j] ?? 0));
    }
    return nj;
  };
  const n = kept.length;
  const g: RoadGraph = {
    version: ROAD_GRAPH_VERSION,
    pointLat: new Float64Array(0),
    pointLon: new Float64Array(0),
    nodePoint: new Int32Array(0),
    chainFrom: new Int32Array(n),
    chainTo: new Int32Array(n),
    chainClass: new Uint8Array(n),
    chainForward: new Uint8Array(n),
    chainBackward: new Uint8Array(n),
    chainLengthKm: new Float64Array(n),
    chainPointStart: new Int32Array(n + 1),
    chainPoints: new Int32Array(kept.reduce((s, c) => s + c.points.length, 0)),
    chainPointKm: new Float64Array(kept.reduce((s, c) => s + c.points.length, 0)),
  };
  let cursor = 0;
  kept.forEach((c, ci) => {
    g.chainFrom[ci] = mapJunction(c.from);
    g.chainTo[ci] = mapJunction(c.to);
    g.chainClass[ci] = c.cls;
    g.chainForward[ci] = c.forward ? 1 : 0;
    g.chainBackward[ci] = c.backward ? 1 : 0;
    g.chainPointStart[ci] = cursor;
    let km = 0;
    c.points.forEach((p, k) => {
      if (k > 0) {
        const prev = c.points[k - 1] ?? p;
        km += fastDistanceKm(lats[prev] ?? 0, lons[prev] ?? 0, lats[p] ?? 0, lons[p] ?? 0);
      }
      g.chainPoints[cursor] = mapPoint(p);
      g.chainPointKm[cursor] = km;
      cursor++;
    });
    g.chainLengthKm[ci] = km;
  });
  g.chainPointStart[n] = cursor;
  g.pointLat = Float64Array.from(pointLat);
  g.pointLon = Float64Array.from(pointLon);
  g.nodePoint = Int32Array.from(nodePoint);
  return g;
}

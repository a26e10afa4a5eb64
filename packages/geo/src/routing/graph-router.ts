/**
 * Shortest-path router over a RoadGraph.
 *
 * Method: A* (Hart, Nilsson & Raphael 1968) on junctions with a binary heap and lazy deletion, minimising road
 * distance (default: the shortest path) or free-flow travel time; the heuristic is the straight-line distance (at the
 * fastest class speed for the time metric), which never overestimates, so
 * the first time the best target total is <= the smallest key in the heap the answer is optimal. Origin and
 * destination are snapped to the nearest point on a chain (SnapIndex), so a route starts/ends mid-chain: the
 * search is seeded with both chain ends (where one-way rules allow) and finishes on either end of the target chain.
 * The path is chosen at free flow; its duration for a departure hour applies the calibrated hourly factors per
 * road-class group (arterial vs local).
 */
import { fastDistanceKm, type LatLon } from '../geo-math';
import { MinHeap } from '../min-heap';
import { ARTERIAL_CLASSES, ROAD_CLASSES, type SpeedTable } from './road-classes';
import type { RoadGraph } from './road-graph';
import { SnapIndex, type SnapResult } from './snap-index';

/** What the search minimises: road distance (shortest path) or free-flow time (fastest path). */
export type RouteMetric = 'distance' | 'time';

export interface RouterSpeeds {
  freeFlowKmh: SpeedTable;
  /** 24 multipliers (index = IST hour) applied to free-flow speeds. */
  hourlyFactor: { arterial: number[]; local: number[] };
}

export interface GraphRoute {
  distanceKm: number;
  /** Free-flow driving time in minutes. */
  freeFlowMin: number;
  /** km driven per road class index. */
  kmByClass: Float64Array;
  geometry: Array<[number, number]>;
  /** km from each query point to the road it was snapped to. */
  accessKm: number;
}

export class GraphRouter {
  readonly snap: SnapIndex;
  private readonly nodeCount: number;
  private readonly adjStart: Int32Array;
  private readonly adjTo: Int32Array;
  private readonly adjChain: Int32Array;
  /** 1 when the edge runs chain start -> end. */
  private readonly adjForward: Uint8Array;
  private readonly adjCostS: Float64Array;
  private readonly secPerKm: Float64Array;
  /** Lower bound of search cost per straight-line km (A* heuristic scale). */
  private readonly heuristicPerKm: number;
  private readonly cost: Float64Array;
  private readonly stamp: Int32Array;
  private readonly predEdge: Int32Array;
  private query = 0;
  /** Reused across queries: fewer allocations keep GC pauses out of the latency tail. */
  private readonly heap = new MinHeap();

  /** Search cost per km by class (seconds at free flow, or 1 for the distance metric). */
  private readonly costPerKm: Float64Array;

  constructor(
    private readonly g: RoadGraph,
    private readonly speeds: RouterSpeeds,
    readonly metric: RouteMetric = 'distance',
  ) {
    this.snap = new SnapIndex(g);
    this.nodeCount = g.nodePoint.length;
    this.secPerKm = Float64Array.from(ROAD_CLASSES, (c) => 3600 / speeds.freeFlowKmh[c]);
    this.costPerKm = metric === 'time' ? this.secPerKm : new Float64Array(ROAD_CLASSES.length).fill(1);
    this.heuristicPerKm =
      metric === 'time' ? 3600 / Math.max(...ROAD_CLASSES.map((c) => speeds.freeFlowKmh[c])) : 1;
    const chains = g.chainFrom.length;
    const degree = new Int32Array(this.nodeCount + 1);
    for (let c = 0; c < chains; c++) {
      if (g.chainForward[c]) degree[g.chainFrom[c] ?? 0]! += 1;
      if (g.chainBackward[c]) degree[g.chainTo[c] ?? 0]! += 1;
    }
    this.adjStart = new Int32Array(this.nodeCount + 1);
    for (let i = 0; i < this.nodeCount; i++)
      this.adjStart[i + 1] = (this.adjStart[i] ?? 0) + (degree[i] ?? 0);
    const edges = this.adjStart[this.nodeCount] ?? 0;
    this.adjTo = new Int32Array(edges);
    this.adjChain = new Int32Array(edges);
    this.adjForward = new Uint8Array(edges);
    this.adjCostS = new Float64Array(edges);
    const fill = this.adjStart.slice(0, this.nodeCount);
    const add = (from: number, to: number, c: number, forward: number): void => {
      const e = fill[from]!++;
      this.adjTo[e] = to;
      this.adjChain[e] = c;
      this.adjForward[e] = forward;
      this.adjCostS[e] = (g.chainLengthKm[c] ?? 0) * (this.costPerKm[g.chainClass[c] ?? 0] ?? 0);
    };
    for (let c = 0; c < chains; c++) {
      if (g.chainForward[c]) add(g.chainFrom[c] ?? 0, g.chainTo[c] ?? 0, c, 1);
      if (g.chainBackward[c]) add(g.chainTo[c] ?? 0, g.chainFrom[c] ?? 0, c, 0);
    }
    this.cost = new Float64Array(this.nodeCount);
    this.stamp = new Int32Array(this.nodeCount);
    this.predEdge = new Int32Array(this.nodeCount);
  }

  get junctionCount(): number {
    return this.nodeCount;
  }

  junction(i: number): LatLon {
    const p = this.g.nodePoint[i] ?? 0;
    return { lat: this.g.pointLat[p] ?? 0, lon: this.g.pointLon[p] ?? 0 };
  }

  /** Driving time in minutes for a route departing at an IST hour (0..23). */
  durationMin(route: GraphRoute, istHour: number): number {
    let minutes = 0;
    ROAD_CLASSES.forEach((name, i) => {
      const km = route.kmByClass[i] ?? 0;
      if (km === 0) return;
      const factors = ARTERIAL_CLASSES.has(name)
        ? this.speeds.hourlyFactor.arterial
        : this.speeds.hourlyFactor.local;
      minutes += (km / (this.speeds.freeFlowKmh[name] * (factors[istHour] ?? 1))) * 60;
    });
    // Access legs to and from the road are driven at local-street speed.
    const local = this.speeds.freeFlowKmh.residential * (this.speeds.hourlyFactor.local[istHour] ?? 1);
    return minutes + (route.accessKm / local) * 60;
  }

  route(origin: LatLon, destination: LatLon, maxSnapKm = 2): GraphRoute | null {
    const o = this.snap.nearest(origin.lat, origin.lon, maxSnapKm);
    const d = this.snap.nearest(destination.lat, destination.lon, maxSnapKm);
    if (!o || !d) return null;
    return this.routeSnapped(o, d);
  }

  private routeSnapped(o: SnapResult, d: SnapResult): GraphRoute | null {
    const g = this.g;
    const q = ++this.query;
    const oLen = g.chainLengthKm[o.chain] ?? 0;
    const dLen = g.chainLengthKm[d.chain] ?? 0;
    const oSpk = this.costPerKm[g.chainClass[o.chain] ?? 0] ?? 0;
    const dSpk = this.costPerKm[g.chainClass[d.chain] ?? 0] ?? 0;
    const heap = this.heap;
    heap.size = 0;
    const hFactor = this.heuristicPerKm;
    const h = (node: number): number => {
      const p = g.nodePoint[node] ?? 0;
      return fastDistanceKm(g.pointLat[p] ?? 0, g.pointLon[p] ?? 0, d.lat, d.lon) * hFactor;
    };
    const seed = (node: number, c: number): void => {
      if (this.stamp[node] === q && (this.cost[node] ?? 0) <= c) return;
      this.stamp[node] = q;
      this.cost[node] = c;
      this.predEdge[node] = -1;
      heap.push(node, c + h(node));
    };
    if (g.chainForward[o.chain]) seed(g.chainTo[o.chain] ?? 0, (oLen - o.offsetKm) * oSpk);
    if (g.chainBackward[o.chain]) seed(g.chainFrom[o.chain] ?? 0, o.offsetKm * oSpk);
    // Target extra cost from each end of the destination chain.
    const dFrom = g.chainFrom[d.chain] ?? 0;
    const dTo = g.chainTo[d.chain] ?? 0;
    const extraFrom = g.chainForward[d.chain] ? d.offsetKm * dSpk : Infinity;
    const extraTo = g.chainBackward[d.chain] ? (dLen - d.offsetKm) * dSpk : Infinity;

    let best = Infinity;
    let bestEnd = -1;
    let direct = false;
    if (o.chain === d.chain) {
      const forwardOk = g.chainForward[o.chain] && d.offsetKm >= o.offsetKm;
      const backwardOk = g.chainBackward[o.chain] && d.offsetKm <= o.offsetKm;
      if (forwardOk || backwardOk) {
        best = Math.abs(d.offsetKm - o.offsetKm) * oSpk;
        direct = true;
      }
    }
    while (heap.size > 0) {
      const f = heap.topKey();
      if (f >= best) break;
      const u = heap.pop();
      const cu = this.cost[u] ?? 0;
      if (f > cu + h(u) + 1e-9) continue;
      if (u === dFrom && cu + extraFrom < best) {
        best = cu + extraFrom;
        bestEnd = u;
        direct = false;
      }
      if (u === dTo && cu + extraTo < best) {
        best = cu + extraTo;
        bestEnd = u;
        direct = false;
      }
      const end = this.adjStart[u + 1] ?? 0;
      for (let e = this.adjStart[u] ?? 0; e < end; e++) {
        const v = this.adjTo[e] ?? 0;
        const cv = cu + (this.adjCostS[e] ?? 0);
        if (this.stamp[v] !== q || cv < (this.cost[v] ?? 0)) {
          this.stamp[v] = q;
          this.cost[v] = cv;
          this.predEdge[v] = e;
          heap.push(v, cv + h(v));
        }
      }
    }
    if (best === Infinity) return null;
    return this.assemble(o, d, direct, bestEnd);
  }

  private assemble(o: SnapResult, d: SnapResult, direct: boolean, endNode: number): GraphRoute {
    const g = this.g;
    const kmByClass = new Float64Array(ROAD_CLASSES.length);
    const geometry: Array<[number, number]> = [[o.lat, o.lon]];
    const pushPoint = (p: number): void => {
      geometry.push([g.pointLat[p] ?? 0, g.pointLon[p] ?? 0]);
    };
    const addKm = (chain: number, km: number): void => {
      const cls = g.chainClass[chain] ?? 0;
      kmByClass[cls] = (kmByClass[cls] ?? 0) + km;
    };
    if (direct) {
      addKm(o.chain, Math.abs(d.offsetKm - o.offsetKm));
      if (d.offsetKm >= o.offsetKm)
        for (let s = o.segment + 1; s <= d.segment; s++) pushPoint(g.chainPoints[s] ?? 0);
      else for (let s = o.segment; s > d.segment; s--) pushPoint(g.chainPoints[s] ?? 0);
    } else {
      const edges: number[] = [];
      for (let n = endNode; this.predEdge[n] !== -1;) {
        const e = this.predEdge[n] ?? -1;
        edges.push(e);
        const c = this.adjChain[e] ?? 0;
        n = this.adjForward[e] ? (g.chainFrom[c] ?? 0) : (g.chainTo[c] ?? 0);
      }
      edges.reverse();
      // Which end of the origin chain the path leaves from.
      const firstEdge = edges[0];
      const firstNode =
        firstEdge === undefined
          ? endNode
          : this.adjForward[firstEdge]
            ? (g.chainFrom[this.adjChain[firstEdge] ?? 0] ?? 0)
            : (g.chainTo[this.adjChain[firstEdge] ?? 0] ?? 0);
      const oStart = g.chainPointStart[o.chain] ?? 0;
      const oEnd = (g.chainPointStart[o.chain + 1] ?? 0) - 1;
      const leavesForward = firstNode === g.chainTo[o.chain] && g.chainForward[o.chain] === 1;
      if (leavesForward) {
        addKm(o.chain, (g.chainLengthKm[o.chain] ?? 0) - o.offsetKm);
        for (let s = o.segment + 1; s <= oEnd; s++) pushPoint(g.chainPoints[s] ?? 0);
      } else {
        addKm(o.chain, o.offsetKm);
        for (let s = o.segment; s >= oStart; s--) pushPoint(g.chainPoints[s] ?? 0);
      }
      for (const e of edges) {
        const c = this.adjChain[e] ?? 0;
        addKm(c, g.chainLengthKm[c] ?? 0);
        const start = g.chainPointStart[c] ?? 0;
        const last = (g.chainPointStart[c + 1] ?? 0) - 1;
        if (this.adjForward[e]) for (let s = start + 1; s <= last; s++) pushPoint(g.chainPoints[s] ?? 0);
        else for (let s = last - 1; s >= start; s--) pushPoint(g.chainPoints[s] ?? 0);
      }
      const dStart = g.chainPointStart[d.chain] ?? 0;
      const dEnd = (g.chainPointStart[d.chain + 1] ?? 0) - 1;
      if (endNode === g.chainFrom[d.chain] && g.chainForward[d.chain] === 1) {
        addKm(d.chain, d.offsetKm);
        for (let s = dStart + 1; s <= d.segment; s++) pushPoint(g.chainPoints[s] ?? 0);
      } else {
        addKm(d.chain, (g.chainLengthKm[d.chain] ?? 0) - d.offsetKm);
        for (let s = dEnd - 1; s > d.segment; s--) pushPoint(g.chainPoints[s] ?? 0);
      }
    }
    geometry.push([d.lat, d.lon]);
    let distanceKm = 0;
    let freeFlowMin = 0;
    kmByClass.forEach((km, i) => {
      distanceKm += km;
      freeFlowMin += (km * (this.secPerKm[i] ?? 0)) / 60;
    });
    const accessKm = o.distanceKm + d.distanceKm;
    return { distanceKm: distanceKm + accessKm, freeFlowMin, kmByClass, geometry, accessKm };
  }
}

import type { PreparedProblem } from './prepared-problem';

/**
 * A solution under construction: a fixed number of route slots, each stored as
 * [depot, ...tasks, depot] with cached service start times, loads after each stop and latest feasible
 * start times (the backward "forward time slack" bound of Savelsbergh 1992). Any start time at or before
 * latest[k] keeps every later stop of the route feasible, which makes insertion checks O(1) per position.
 */
export class RouteSet {
  readonly pp: PreparedProblem;
  readonly slots: number;
  readonly nodes: Int32Array[];
  readonly len: Int32Array;
  readonly start: Float64Array[];
  readonly latestStart: Float64Array[];
  readonly load: Float64Array[];
  readonly routeDist: Float64Array;
  /** Route slot of each request, -1 when unassigned. */
  readonly routeOfRequest: Int32Array;
  unassignedCount: number;

  constructor(pp: PreparedProblem, slots: number) {
    this.pp = pp;
    this.slots = slots;
    const width = pp.n + 2;
    this.nodes = [];
    this.start = [];
    this.latestStart = [];
    this.load = [];
    for (let r = 0; r < slots; r++) {
      this.nodes.push(new Int32Array(width));
      this.start.push(new Float64Array(width));
      this.latestStart.push(new Float64Array(width));
      this.load.push(new Float64Array(width));
    }
    this.len = new Int32Array(slots).fill(2);
    this.routeDist = new Float64Array(slots);
    this.routeOfRequest = new Int32Array(pp.requestCount).fill(-1);
    this.unassignedCount = pp.requestCount;
    for (let r = 0; r < slots; r++) this.recompute(r);
  }

  copyFrom(other: RouteSet): void {
    for (let r = 0; r < this.slots; r++) {
      const length = other.len[r] as number;
      this.len[r] = length;
      (this.nodes[r] as Int32Array).set((other.nodes[r] as Int32Array).subarray(0, length));
      (this.start[r] as Float64Array).set((other.start[r] as Float64Array).subarray(0, length));
      (this.latestStart[r] as Float64Array).set((other.latestStart[r] as Float64Array).subarray(0, length));
      (this.load[r] as Float64Array).set((other.load[r] as Float64Array).subarray(0, length));
    }
    this.routeDist.set(other.routeDist);
    this.routeOfRequest.set(other.routeOfRequest);
    this.unassignedCount = other.unassignedCount;
  }

  /** Rebuilds the caches of one route after its node sequence changed. */
  recompute(r: number): void {
    const { dist, time, earliest, latest, service, demand, n } = this.pp;
    const nodes = this.nodes[r] as Int32Array;
    const start = this.start[r] as Float64Array;
    const latestStart = this.latestStart[r] as Float64Array;
    const load = this.load[r] as Float64Array;
    const length = this.len[r] as number;
    start[0] = earliest[0] as number;
    load[0] = 0;
    let distance = 0;
    let previous = 0;
    for (let k = 1; k < length; k++) {
      const v = nodes[k] as number;
      const arrival =
        (start[k - 1] as number) + (service[previous] as number) + (time[previous * n + v] as number);
      const e = earliest[v] as number;
      start[k] = arrival > e ? arrival : e;
      load[k] = (load[k - 1] as number) + (demand[v] as number);
      distance += dist[previous * n + v] as number;
      previous = v;
    }
    latestStart[length - 1] = latest[0] as number;
    for (let k = length - 2; k >= 0; k--) {
      const v = nodes[k] as number;
      const w = nodes[k + 1] as number;
      const bound = (latestStart[k + 1] as number) - (service[v] as number) - (time[v * n + w] as number);
      const l = k === 0 ? Infinity : (latest[v] as number);
      latestStart[k] = bound < l ? bound : l;
    }
    this.routeDist[r] = distance;
  }

  /** Inserts request `req` into route r: pickup after position i, delivery after position j (j >= i, old positions). */
  insert(req: number, r: number, i: number, j: number): void {
    const nodes = this.nodes[r] as Int32Array;
    const length = this.len[r] as number;
    // Shift the tail first so positions stay valid: delivery lands at j + 2, pickup at i + 1.
    nodes.copyWithin(j + 3, j + 1, length);
    nodes[j + 2] = this.pp.deliveryOf[req] as number;
    nodes.copyWithin(i + 2, i + 1, j + 1);
    nodes[i + 1] = this.pp.pickupOf[req] as number;
    this.len[r] = length + 2;
    this.routeOfRequest[req] = r;
    this.unassignedCount--;
    this.recompute(r);
  }

  /** Removes a request's two nodes without rebuilding caches (call recompute on the route afterwards). */
  removeLazy(req: number): number {
    const r = this.routeOfRequest[req] as number;
    const nodes = this.nodes[r] as Int32Array;
    const p = this.pp.pickupOf[req] as number;
    const d = this.pp.deliveryOf[req] as number;
    let write = 0;
    const length = this.len[r] as number;
    for (let k = 0; k < length; k++) {
      const v = nodes[k] as number;
      if (v !== p && v !== d) nodes[write++] = v;
    }
    this.len[r] = write;
    this.routeOfRequest[req] = -1;
    this.unassignedCount++;
    return r;
  }

  remove(req: number): void {
    this.recompute(this.removeLazy(req));
  }

  totalDistance(): number {
    let sum = 0;
    for (let r = 0; r < this.slots; r++) sum += this.routeDist[r] as number;
    return sum;
  }

  usedRoutes(): number {
    let used = 0;
    for (let r = 0; r < this.slots; r++) if ((this.len[r] as number) > 2) used++;
    return used;
  }

  /** Routes as node lists without the depot, empty routes dropped. */
  toRoutes(): number[][] {
    const routes: number[][] = [];
    for (let r = 0; r < this.slots; r++) {
      const length = this.len[r] as number;
      if (length > 2) routes.push(Array.from((this.nodes[r] as Int32Array).subarray(1, length - 1)));
    }
    return routes;
  }
}

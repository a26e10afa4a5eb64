import type { Random } from '../prng';
import type { RouteSet } from './route-set';

/** Result slot reused across calls so the hot loop allocates nothing. */
export interface InsertionResult {
  cost: number;
  i: number;
  j: number;
}

export function newInsertionResult(): InsertionResult {
  return { cost: Infinity, i: -1, j: -1 };
}

/** A position pair in a given route, reused like InsertionResult. */
export interface RouteInsertion extends InsertionResult {
  route: number;
}

export function newRouteInsertion(): RouteInsertion {
  return { cost: Infinity, i: -1, j: -1, route: -1 };
}

/**
 * Cheapest feasible insertion of a request over every used route (more than its two depot nodes) into `best`;
 * `best.route` is -1 when no used route can take it. `scratch` is the per-route result slot.
 */
export function bestInsertionInUsedRoutes(
  rs: RouteSet,
  req: number,
  scratch: InsertionResult,
  best: RouteInsertion,
): void {
  best.cost = Infinity;
  best.route = -1;
  for (let r = 0; r < rs.slots; r++) {
    if ((rs.len[r] as number) <= 2) continue;
    bestInsertionInRoute(rs, req, r, scratch);
    if (scratch.cost < best.cost) {
      best.cost = scratch.cost;
      best.route = r;
      best.i = scratch.i;
      best.j = scratch.j;
    }
  }
}

/**
 * Cheapest feasible position pair for one request in one route (Savelsbergh-style O(1) checks per
 * position pair). Pickup goes after position i, delivery after position j >= i. The delivery loop
 * stops as soon as the pushed start time exceeds a stop's latest feasible start or capacity is full,
 * because with travel times obeying the triangle inequality nothing later can become feasible again.
 */
export function bestInsertionInRoute(rs: RouteSet, req: number, r: number, out: InsertionResult): void {
  const pp = rs.pp;
  const { dist, time, earliest, latest, service, n, capacity } = pp;
  const p = pp.pickupOf[req] as number;
  const d = pp.deliveryOf[req] as number;
  const q = pp.demand[p] as number;
  const nodes = rs.nodes[r] as Int32Array;
  const start = rs.start[r] as Float64Array;
  const latestStart = rs.latestStart[r] as Float64Array;
  const load = rs.load[r] as Float64Array;
  const length = rs.len[r] as number;
  const ep = earliest[p] as number;
  const lp = latest[p] as number;
  const ed = earliest[d] as number;
  const ld = latest[d] as number;
  const sp = service[p] as number;
  const sd = service[d] as number;
  const tpd = time[p * n + d] as number;
  const dpd = dist[p * n + d] as number;
  let bestCost = Infinity;
  let bestI = -1;
  let bestJ = -1;
  for (let i = 0; i < length - 1; i++) {
    if ((load[i] as number) + q > capacity) continue;
    const a = nodes[i] as number;
    const b = nodes[i + 1] as number;
    let tp = (start[i] as number) + (service[a] as number) + (time[a * n + p] as number);
    // Start times only grow along the route, so (triangle inequality) no later position reaches p in time.
    if (tp > lp) break;
    if (tp < ep) tp = ep;
    const dab = dist[a * n + b] as number;
    const dap = dist[a * n + p] as number;
    // Delivery straight after the pickup.
    let td = tp + sp + tpd;
    if (td < ed) td = ed;
    if (td <= ld) {
      let tb = td + sd + (time[d * n + b] as number);
      const eb = earliest[b] as number;
      if (tb < eb) tb = eb;
      if (tb <= (latestStart[i + 1] as number)) {
        const cost = dap + dpd + (dist[d * n + b] as number) - dab;
        if (cost < bestCost) {
          bestCost = cost;
          bestI = i;
          bestJ = i;
        }
      }
    }
    if (i + 1 >= length - 1) continue;
    const pickupCost = dap + (dist[p * n + b] as number) - dab;
    if (pickupCost >= bestCost) continue;
    let t = tp + sp + (time[p * n + b] as number);
    const eb = earliest[b] as number;
    if (t < eb) t = eb;
    if (t > (latestStart[i + 1] as number)) continue;
    for (let j = i + 1; j < length - 1; j++) {
      if ((load[j] as number) + q > capacity) break;
      const c = nodes[j] as number;
      const next = nodes[j + 1] as number;
      const leave = t + (service[c] as number);
      let tdj = leave + (time[c * n + d] as number);
      if (tdj > ld) break;
      if (tdj < ed) tdj = ed;
      let tn = tdj + sd + (time[d * n + next] as number);
      const en = earliest[next] as number;
      if (tn < en) tn = en;
      if (tn <= (latestStart[j + 1] as number)) {
        const cost =
          pickupCost +
          (dist[c * n + d] as number) +
          (dist[d * n + next] as number) -
          (dist[c * n + next] as number);
        if (cost < bestCost) {
          bestCost = cost;
          bestI = i;
          bestJ = j;
        }
      }
      let tNext = leave + (time[c * n + next] as number);
      if (tNext < en) tNext = en;
      if (tNext > (latestStart[j + 1] as number)) break;
      t = tNext;
    }
  }
  out.cost = bestCost;
  out.i = bestI;
  out.j = bestJ;
}

/**
 * Whether the request has any feasible position pair in route r: the scan of bestInsertionInRoute without costs,
 * ending at the first feasible pair (the route elimination's ejection tests need only that).
 */
export function canInsertInRoute(rs: RouteSet, req: number, r: number): boolean {
  const pp = rs.pp;
  const { time, earliest, latest, service, n, capacity } = pp;
  const p = pp.pickupOf[req] as number;
  const d = pp.deliveryOf[req] as number;
  const q = pp.demand[p] as number;
  const nodes = rs.nodes[r] as Int32Array;
  const start = rs.start[r] as Float64Array;
  const latestStart = rs.latestStart[r] as Float64Array;
  const load = rs.load[r] as Float64Array;
  const length = rs.len[r] as number;
  const ep = earliest[p] as number;
  const lp = latest[p] as number;
  const ed = earliest[d] as number;
  const ld = latest[d] as number;
  const sp = service[p] as number;
  const sd = service[d] as number;
  const tpd = time[p * n + d] as number;
  for (let i = 0; i < length - 1; i++) {
    if ((load[i] as number) + q > capacity) continue;
    const a = nodes[i] as number;
    const b = nodes[i + 1] as number;
    let tp = (start[i] as number) + (service[a] as number) + (time[a * n + p] as number);
    if (tp > lp) return false;
    if (tp < ep) tp = ep;
    let td = tp + sp + tpd;
    if (td < ed) td = ed;
    const eb = earliest[b] as number;
    if (td <= ld) {
      let tb = td + sd + (time[d * n + b] as number);
      if (tb < eb) tb = eb;
      if (tb <= (latestStart[i + 1] as number)) return true;
    }
    if (i + 1 >= length - 1) continue;
    let t = tp + sp + (time[p * n + b] as number);
    if (t < eb) t = eb;
    if (t > (latestStart[i + 1] as number)) continue;
    for (let j = i + 1; j < length - 1; j++) {
      if ((load[j] as number) + q > capacity) break;
      const c = nodes[j] as number;
      const next = nodes[j + 1] as number;
      const leave = t + (service[c] as number);
      let tdj = leave + (time[c * n + d] as number);
      if (tdj > ld) break;
      if (tdj < ed) tdj = ed;
      let tn = tdj + sd + (time[d * n + next] as number);
      const en = earliest[next] as number;
      if (tn < en) tn = en;
      if (tn <= (latestStart[j + 1] as number)) return true;
      let tNext = leave + (time[c * n + next] as number);
      if (tNext < en) tNext = en;
      if (tNext > (latestStart[j + 1] as number)) break;
      t = tNext;
    }
  }
  return false;
}

export interface RepairOptions {
  /** 1 = greedy (cheapest first), k >= 2 = regret-k. */
  regretK: number;
  /** Half-width of the uniform noise added to each insertion cost; 0 for none. */
  noise: number;
  /** Extra cost charged for putting a request into an empty route (steers towards fewer vehicles). */
  openRouteCost: number;
  /** Empty routes may be opened only while fewer than this many routes are in use. */
  maxRoutes: number;
  random: Random;
}

/** Regret value used when a request has fewer than k feasible routes; dominates any real cost difference. */
const MISSING_ROUTE_REGRET = 1e7;
const MAX_REGRET = 8;

/**
 * Greedy / regret-k repair (Ropke & Pisinger 2006, section 4.2). Insertion costs are cached per
 * (request, route) and only the route that changed is re-evaluated after each insertion. All empty routes
 * are interchangeable, so one "empty route" option per request stands for them. Requests that fit nowhere
 * stay in the bank.
 */
export class RepairWorkspace {
  private readonly cost: Float64Array;
  private readonly posI: Int32Array;
  private readonly posJ: Int32Array;
  private readonly out = newInsertionResult();
  private readonly slots: number;
  private readonly bestK = new Float64Array(MAX_REGRET);
  private readonly bestR = new Int32Array(MAX_REGRET);

  constructor(requestCount: number, slots: number) {
    this.slots = slots;
    this.cost = new Float64Array(requestCount * slots);
    this.posI = new Int32Array(requestCount * slots);
    this.posJ = new Int32Array(requestCount * slots);
  }

  private evaluate(rs: RouteSet, req: number, r: number, noise: number, random: Random): void {
    const index = req * this.slots + r;
    if ((rs.len[r] as number) === 2) {
      this.cost[index] = Infinity;
      return;
    }
    bestInsertionInRoute(rs, req, r, this.out);
    let c = this.out.cost;
    if (noise > 0 && c < Infinity) {
      c += (random.next() * 2 - 1) * noise;
      if (c < 0) c = 0;
    }
    this.cost[index] = c;
    this.posI[index] = this.out.i;
    this.posJ[index] = this.out.j;
  }

  repair(rs: RouteSet, pending: number[], options: RepairOptions): void {
    const slots = this.slots;
    const { noise, openRouteCost, maxRoutes, random } = options;
    const regretK = Math.max(1, Math.min(options.regretK, this.bestK.length));
    const solo = rs.pp.soloCost;
    const bestK = this.bestK;
    const bestR = this.bestR;
    for (const req of pending) for (let r = 0; r < slots; r++) this.evaluate(rs, req, r, noise, random);
    while (pending.length > 0) {
      let emptyRoute = -1;
      let used = 0;
      for (let r = 0; r < slots; r++) {
        if ((rs.len[r] as number) > 2) used++;
        else if (emptyRoute < 0) emptyRoute = r;
      }
      if (used >= maxRoutes) emptyRoute = -1;
      let chosenIndex = -1;
      let chosenRoute = -1;
      let chosenScore = -Infinity;
      let chosenCost = Infinity;
      for (let idx = 0; idx < pending.length; idx++) {
        const req = pending[idx] as number;
        for (let k = 0; k < regretK; k++) {
          bestK[k] = Infinity;
          bestR[k] = -1;
        }
        const base = req * slots;
        for (let r = 0; r <= slots; r++) {
          let c: number;
          let route: number;
          if (r < slots) {
            c = this.cost[base + r] as number;
            route = r;
          } else {
            if (emptyRoute < 0) break;
            c = (solo[req] as number) + openRouteCost;
            if (noise > 0 && c < Infinity) c = Math.max(0, c + (random.next() * 2 - 1) * noise);
            route = emptyRoute;
          }
          if (c >= (bestK[regretK - 1] as number)) continue;
          let k = regretK - 1;
          while (k > 0 && (bestK[k - 1] as number) > c) {
            bestK[k] = bestK[k - 1] as number;
            bestR[k] = bestR[k - 1] as number;
            k--;
          }
          bestK[k] = c;
          bestR[k] = route;
        }
        const c1 = bestK[0] as number;
        if (c1 === Infinity) continue;
        let score: number;
        if (regretK <= 1) {
          score = -c1;
        } else {
          score = 0;
          for (let k = 1; k < regretK; k++) {
            const ck = bestK[k] as number;
            score += ck === Infinity ? MISSING_ROUTE_REGRET : ck - c1;
          }
        }
        if (score > chosenScore || (score === chosenScore && c1 < chosenCost)) {
          chosenScore = score;
          chosenCost = c1;
          chosenIndex = idx;
          chosenRoute = bestR[0] as number;
        }
      }
      if (chosenIndex < 0) return;
      const req = pending[chosenIndex] as number;
      pending[chosenIndex] = pending[pending.length - 1] as number;
      pending.pop();
      if ((rs.len[chosenRoute] as number) === 2) {
        rs.insert(req, chosenRoute, 0, 0);
      } else {
        const index = req * slots + chosenRoute;
        rs.insert(req, chosenRoute, this.posI[index] as number, this.posJ[index] as number);
      }
      for (const other of pending) this.evaluate(rs, other, chosenRoute, noise, random);
    }
  }
}

// The hindsight lower bound of the day bench: the whole day's empty km, solved offline with full knowledge of every
// booking and every partner saying yes, relaxed until it is a linear assignment problem whose optimum no policy
// can beat.
import { DEFAULT_HANDLING, roadTravel, staticMisfit, type DispatchJob } from '@logisaathi/dispatch';
import type { LatLon } from '@logisaathi/geo';
import type { SimVehicle } from './fixtures';

const MIN = 60_000;
/**
 * An instant at 02:00 IST: the estimator's fastest hour for every distance (its slowdown at 02:00 is the least of
 * all hours), so the bound's time checks never refuse a pair some departure hour would allow.
 */
const FASTEST_HOUR_MS = Date.parse('2026-01-01T02:00:00+05:30');

/**
 * What an undelivered job costs in empty km (the bench's 'all deliveries' figure and the bound use the same): the
 * empty drive of a dedicated trip from the nearest suitable truck's home to the pickup and from the drop back
 * home, as somebody (another carrier, the shipper's own van) has to drive it.
 */
export function unservedCostsKm(jobs: readonly DispatchJob[], fleet: readonly SimVehicle[]): number[] {
  return jobs.map((job) => {
    let best = Number.POSITIVE_INFINITY;
    let any = Number.POSITIVE_INFINITY;
    for (const sim of fleet) {
      const km = roadKm(sim.home, job.pickup) + roadKm(job.drop, sim.home);
      any = Math.min(any, km);
      if (suits(sim, job)) best = Math.min(best, km);
    }
    return Number.isFinite(best) ? best : any;
  });
}

function roadKm(from: LatLon, to: LatLon): number {
  // The estimate's distance does not depend on the hour (only its minutes do).
  return roadTravel(from, to, 0).km;
}

function suits(sim: SimVehicle, job: DispatchJob): boolean {
  const vehicle = { ...sim.state, online: true, positionAtMs: 0 };
  return staticMisfit(vehicle, job, { nowMs: 0, maxPositionAgeMs: Number.POSITIVE_INFINITY }) === null;
}

/**
 * The bound. Every truck's day is a path home -> pickup, drop -> pickup, ..., drop -> home, so a day's empty km
 * are the arcs of a path cover, and a path cover is an assignment of every 'out' node (a truck leaving home, a
 * drop) to an 'in' node (a pickup, a truck coming home):
 *   home t -> pickup j    road km, when truck t suits job j (payload, body, features, documents);
 *   drop i -> pickup j    road km, when i unloaded at its earliest and the drive still lets j load and unload inside
 *                         its slot;
 *   drop i -> home t      road km to any truck's home;
 *   home t -> home t      0 (the truck stays home);
 *   drop i -> pickup i    the undelivered job's cost (`unservedCostsKm`).
 * Dropped from the real problem, which only lowers the optimum: a truck may come home to another truck's home, only
 * the first job of a day checks the truck's fitness, times are checked pair by pair (not along the chain) at the
 * estimator's fastest hour, and
 * working hours, offers and partners' answers do not exist. Solved exactly as an LP (an assignment polytope is
 * integral): a sparse shortest-augmenting-path solve on each out node's `nearest` cheapest arcs gives dual
 * potentials, which are then made feasible for ALL arcs (each out node's potential lowered to its smallest reduced
 * cost), so the sum of the potentials is a lower bound of the full problem by weak duality, whatever arcs the
 * sparse solve left out.
 */
export function hindsightBoundKm(
  jobs: readonly DispatchJob[],
  fleet: readonly SimVehicle[],
  unservedKm: readonly number[],
  nearest = 16,
  rounds = 8,
): { boundKm: number; sparseOptimumKm: number; servedInSparse: number } {
  const n = jobs.length;
  const t = fleet.length;
  const size = n + t;
  const handling = DEFAULT_HANDLING;
  const serviceMin = jobs.map(
    (job) => handling.loadMin + roadTravel(job.pickup, job.drop, FASTEST_HOUR_MS).min + handling.unloadMin,
  );
  const earliestDone = jobs.map((job, i) => job.window.startMs + (serviceMin[i] as number) * MIN);
  const latestPickup = jobs.map((job, i) => job.window.endMs - (serviceMin[i] as number) * MIN);
  const feasible = jobs.map((_, i) => (latestPickup[i] as number) >= jobs[i]!.window.startMs);
  const suitable = fleet.map((truck) => jobs.map((job) => suits(truck, job)));
  // Out nodes 0..n-1 are drops, n..n+t-1 truck homes; in nodes 0..n-1 pickups, n..n+t-1 homes.
  const arcCost = (out: number, into: number): number => {
    if (out < n) {
      const drop = jobs[out]!.drop;
      if (into === out) return unservedKm[out] as number;
      if (into >= n) return roadKm(drop, fleet[into - n]!.home);
      if (!feasible[into] || !feasible[out]) return Number.POSITIVE_INFINITY;
      const next = jobs[into]!;
      if ((earliestDone[out] as number) > (latestPickup[into] as number)) return Number.POSITIVE_INFINITY;
      const leg = roadTravel(drop, next.pickup, FASTEST_HOUR_MS);
      if ((earliestDone[out] as number) + leg.min * MIN > (latestPickup[into] as number))
        return Number.POSITIVE_INFINITY;
      return leg.km;
    }
    const truck = fleet[out - n]!;
    if (into >= n) return into === out ? 0 : Number.POSITIVE_INFINITY;
    if (!feasible[into] || !suitable[out - n]![into]) return Number.POSITIVE_INFINITY;
    return roadKm(truck.home, jobs[into]!.pickup);
  };

  const cost = new Float64Array(size * size);
  for (let out = 0; out < size; out++)
    for (let into = 0; into < size; into++) cost[out * size + into] = arcCost(out, into);
  // The sparse problem: each out node's cheapest `nearest` arcs, plus the arc that keeps it solvable (a drop's own
  // skip, a truck's stay-at-home: out node k to in node k).
  const arcs: Array<Array<[number, number]>> = [];
  for (let out = 0; out < size; out++) {
    const row: Array<[number, number]> = [];
    for (let into = 0; into < size; into++) {
      const c = cost[out * size + into] as number;
      if (Number.isFinite(c)) row.push([into, c]);
    }
    row.sort((a, b) => a[1] - b[1]);
    const kept = row.slice(0, nearest);
    if (!kept.some(([into]) => into === out)) kept.push([out, cost[out * size + out] as number]);
    arcs.push(kept);
  }
  // Column generation: arcs the potentials price below zero join the sparse problem, which is solved again, until
  // none is left (then the sparse optimum is the full one) or `rounds` run out.
  let solved = sparseAssignment(size, arcs);
  for (let round = 0; round < rounds; round++) {
    let added = 0;
    for (let out = 0; out < size; out++) {
      const have = new Set(arcs[out]!.map(([into]) => into));
      const priced: Array<[number, number]> = [];
      for (let into = 0; into < size; into++) {
        const c = cost[out * size + into] as number;
        if (c - (solved.u[out] as number) - (solved.v[into] as number) < -1e-7 && !have.has(into))
          priced.push([into, c - (solved.v[into] as number)]);
      }
      priced.sort((a, b) => a[1] - b[1]);
      for (const [into] of priced.slice(0, nearest)) {
        arcs[out]!.push([into, cost[out * size + into] as number]);
        added++;
      }
    }
    if (added === 0) break;
    solved = sparseAssignment(size, arcs);
  }
  const { u, v, total, colOfRow } = solved;
  // Feasible potentials for every arc (when the rounds ran out with arcs still priced below zero): each out node's
  // potential lowered to its least reduced cost over all arcs. Then sum u + sum v bounds the full optimum.
  for (let out = 0; out < size; out++) {
    let least = u[out] as number;
    for (let into = 0; into < size; into++) {
      const reduced = (cost[out * size + into] as number) - (v[into] as number);
      if (reduced < least) least = reduced;
    }
    u[out] = least;
  }
  let boundKm = 0;
  for (let i = 0; i < size; i++) boundKm += (u[i] as number) + (v[i] as number);
  let servedInSparse = 0;
  for (let i = 0; i < n; i++) if (colOfRow[i] !== i) servedInSparse++;
  return { boundKm, sparseOptimumKm: total, servedInSparse };
}

/**
 * Min-cost perfect assignment on a sparse square problem (rows x rows, arcs[row] = [col, cost], costs >= 0): one
 * Dijkstra per row over reduced costs cost - u[row] - v[col] >= 0, then potentials updated and the path augmented
 * (successive shortest paths). Returns the optimal potentials with it (sum u + sum v = total).
 */
function sparseAssignment(
  size: number,
  arcs: ReadonlyArray<ReadonlyArray<readonly [number, number]>>,
): { u: Float64Array; v: Float64Array; total: number; colOfRow: Int32Array } {
  const u = new Float64Array(size);
  const v = new Float64Array(size);
  const rowOfCol = new Int32Array(size).fill(-1);
  const colOfRow = new Int32Array(size).fill(-1);
  const dist = new Float64Array(size);
  const prevRow = new Int32Array(size);
  const done = new Uint8Array(size);
  const touched: number[] = [];
  const heap = new MinHeap();
  for (let start = 0; start < size; start++) {
    touched.length = 0;
    heap.clear();
    const relax = (row: number, base: number) => {
      for (const [col, c] of arcs[row]!) {
        if (done[col]) continue;
        const d = base + c - (u[row] as number) - (v[col] as number);
        if (dist[col] === -1 || d < (dist[col] as number)) {
          if (dist[col] === -1) touched.push(col);
          dist[col] = d;
          prevRow[col] = row;
          heap.push(d, col);
        }
      }
    };
    // dist -1: not reached yet (reduced costs are >= 0, so a real distance is never negative).
    for (let i = 0; i < size; i++) dist[i] = -1;
    relax(start, 0);
    const finalized: number[] = [];
    let sink = -1;
    while (heap.size > 0) {
      const [d, col] = heap.pop();
      if (done[col] || d > (dist[col] as number)) continue;
      done[col] = 1;
      finalized.push(col);
      if (rowOfCol[col] === -1) {
        sink = col;
        break;
      }
      relax(rowOfCol[col] as number, d);
    }
    if (sink < 0) throw new Error('hindsight bound: the sparse problem has no perfect assignment');
    const total = dist[sink] as number;
    u[start] = (u[start] as number) + total;
    for (const col of finalized) {
      if (col === sink) continue;
      const delta = total - (dist[col] as number);
      v[col] = (v[col] as number) - delta;
      u[rowOfCol[col] as number] = (u[rowOfCol[col] as number] as number) + delta;
    }
    for (const col of finalized) done[col] = 0;
    // Augment: walk back from the sink, each column taking the row that reached it.
    let col = sink;
    for (;;) {
      const row = prevRow[col] as number;
      const before = colOfRow[row] as number;
      rowOfCol[col] = row;
      colOfRow[row] = col;
      if (row === start) break;
      col = before;
    }
  }
  let total = 0;
  for (let row = 0; row < size; row++) {
    const col = colOfRow[row] as number;
    total += arcs[row]!.find(([c]) => c === col)![1];
  }
  return { u, v, total, colOfRow };
}

class MinHeap {
  private keys: number[] = [];
  private values: number[] = [];
  get size(): number {
    return this.keys.length;
  }
  clear(): void {
    this.keys.length = 0;
    this.values.length = 0;
  }
  push(key: number, value: number): void {
    const keys = this.keys;
    const values = this.values;
    let i = keys.length;
    keys.push(key);
    values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      keys[i] = keys[parent] as number;
      values[i] = values[parent] as number;
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }
  pop(): [number, number] {
    const keys = this.keys;
    const values = this.values;
    const top: [number, number] = [keys[0] as number, values[0] as number];
    const lastKey = keys.pop() as number;
    const lastValue = values.pop() as number;
    const n = keys.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= n) break;
        const right = left + 1;
        const child = right < n && (keys[right] as number) < (keys[left] as number) ? right : left;
        if ((keys[child] as number) >= lastKey) break;
        keys[i] = keys[child] as number;
        values[i] = values[child] as number;
        i = child;
      }
      keys[i] = lastKey;
      values[i] = lastValue;
    }
    return top;
  }
}

import type { Random } from '../prng';
import type { PreparedProblem } from './prepared-problem';
import type { RouteSet } from './route-set';

/**
 * Destroy operators of adaptive large neighbourhood search (Ropke & Pisinger 2006, section 4.1):
 * random, worst (largest distance saving, randomised with y^p), Shaw relatedness and whole-route removal; and
 * adjacent string removal from SISR (Christiaens & Vanden Berghe 2020), at the end of this file.
 * Each appends the requests it removes to `removed` and leaves route caches rebuilt.
 */
export type RemovalOperator = (rs: RouteSet, count: number, random: Random, removed: number[]) => void;

function assignedRequests(rs: RouteSet): number[] {
  const list: number[] = [];
  for (let req = 0; req < rs.routeOfRequest.length; req++)
    if ((rs.routeOfRequest[req] as number) >= 0) list.push(req);
  return list;
}

function removeAll(rs: RouteSet, requests: readonly number[], removed: number[]): void {
  const touched = new Set<number>();
  for (const req of requests) {
    touched.add(rs.removeLazy(req));
    removed.push(req);
  }
  for (const r of touched) rs.recompute(r);
}

export const randomRemoval: RemovalOperator = (rs, count, random, removed) => {
  const list = assignedRequests(rs);
  const take = Math.min(count, list.length);
  for (let k = 0; k < take; k++) {
    const pick = k + random.int(list.length - k);
    const tmp = list[k] as number;
    list[k] = list[pick] as number;
    list[pick] = tmp;
  }
  removeAll(rs, list.slice(0, take), removed);
};

/** Distance saved by taking a request out of its route. */
function removalSaving(rs: RouteSet, req: number): number {
  const pp = rs.pp;
  const { dist, n } = pp;
  const r = rs.routeOfRequest[req] as number;
  const nodes = rs.nodes[r] as Int32Array;
  const p = pp.pickupOf[req] as number;
  const d = pp.deliveryOf[req] as number;
  let i = 0;
  while (nodes[i] !== p) i++;
  let j = i + 1;
  while (nodes[j] !== d) j++;
  const before = nodes[i - 1] as number;
  const after = nodes[j + 1] as number;
  if (j === i + 1) {
    return (
      (dist[before * n + p] as number) +
      (dist[p * n + d] as number) +
      (dist[d * n + after] as number) -
      (dist[before * n + after] as number)
    );
  }
  const pNext = nodes[i + 1] as number;
  const dPrev = nodes[j - 1] as number;
  return (
    (dist[before * n + p] as number) +
    (dist[p * n + pNext] as number) -
    (dist[before * n + pNext] as number) +
    (dist[dPrev * n + d] as number) +
    (dist[d * n + after] as number) -
    (dist[dPrev * n + after] as number)
  );
}

/** Randomisation exponent for worst removal (Ropke & Pisinger use p_worst = 3). */
const WORST_POWER = 3;

export const worstRemoval: RemovalOperator = (rs, count, random, removed) => {
  const list = assignedRequests(rs);
  const savings = new Map<number, number>();
  for (const req of list) savings.set(req, removalSaving(rs, req));
  list.sort((a, b) => (savings.get(b) as number) - (savings.get(a) as number));
  const chosen: number[] = [];
  const take = Math.min(count, list.length);
  for (let k = 0; k < take; k++) {
    const index = Math.floor(Math.pow(random.next(), WORST_POWER) * list.length);
    chosen.push(list[index] as number);
    list.splice(index, 1);
  }
  removeAll(rs, chosen, removed);
};

/**
 * Shaw relatedness of two requests: 9 x (pickup distance + delivery distance) + 3 x (difference of window
 * openings) + 2 x demand difference, each normalised, as in Ropke & Pisinger; the time term uses the static
 * window openings instead of current service times so it can be precomputed. Each row lists the other
 * requests from most to least related.
 */
export function buildRelatedness(pp: PreparedProblem): Int32Array[] {
  const { requestCount: m, dist, n, earliest, demand, pickupOf, deliveryOf } = pp;
  let maxTime = 1;
  let maxDemand = 1;
  for (let v = 0; v < n; v++) {
    maxTime = Math.max(maxTime, earliest[v] as number);
    maxDemand = Math.max(maxDemand, Math.abs(demand[v] as number));
  }
  const maxDist = pp.maxDist || 1;
  const rows: Int32Array[] = [];
  const score = new Float64Array(m);
  for (let a = 0; a < m; a++) {
    const pa = pickupOf[a] as number;
    const da = deliveryOf[a] as number;
    for (let b = 0; b < m; b++) {
      const pb = pickupOf[b] as number;
      const db = deliveryOf[b] as number;
      score[b] =
        (9 * ((dist[pa * n + pb] as number) + (dist[da * n + db] as number))) / maxDist +
        (3 *
          (Math.abs((earliest[pa] as number) - (earliest[pb] as number)) +
            Math.abs((earliest[da] as number) - (earliest[db] as number)))) /
          maxTime +
        (2 * Math.abs((demand[pa] as number) - (demand[pb] as number))) / maxDemand;
    }
    const order = Array.from({ length: m }, (_, b) => b).filter((b) => b !== a);
    order.sort((x, y) => (score[x] as number) - (score[y] as number));
    rows.push(Int32Array.from(order));
  }
  return rows;
}

/** Randomisation exponent for Shaw removal (Ropke & Pisinger use p = 6). */
const SHAW_POWER = 6;

export function makeShawRemoval(related: Int32Array[]): RemovalOperator {
  return (rs, count, random, removed) => {
    const assigned = assignedRequests(rs);
    if (assigned.length === 0) return;
    const take = Math.min(count, assigned.length);
    const chosen: number[] = [assigned[random.int(assigned.length)] as number];
    const inSet = new Uint8Array(rs.routeOfRequest.length);
    inSet[chosen[0] as number] = 1;
    while (chosen.length < take) {
      const seed = chosen[random.int(chosen.length)] as number;
      const row = related[seed] as Int32Array;
      const eligible = assigned.length - chosen.length;
      let target = Math.floor(Math.pow(random.next(), SHAW_POWER) * eligible);
      let pick = -1;
      for (let k = 0; k < row.length; k++) {
        const candidate = row[k] as number;
        if (inSet[candidate] || (rs.routeOfRequest[candidate] as number) < 0) continue;
        if (target === 0) {
          pick = candidate;
          break;
        }
        target--;
      }
      if (pick < 0) break;
      inSet[pick] = 1;
      chosen.push(pick);
    }
    removeAll(rs, chosen, removed);
  };
}

/** Empties one route, smaller routes more likely, so its requests must find room elsewhere. */
export const routeRemoval: RemovalOperator = (rs, count, random, removed) => {
  const used: number[] = [];
  for (let r = 0; r < rs.slots; r++) if ((rs.len[r] as number) > 2) used.push(r);
  if (used.length === 0) return;
  used.sort((a, b) => (rs.len[a] as number) - (rs.len[b] as number));
  const r = used[Math.floor(Math.pow(random.next(), 2) * used.length)] as number;
  const requests: number[] = [];
  const nodes = rs.nodes[r] as Int32Array;
  for (let k = 1; k < (rs.len[r] as number) - 1; k++) {
    const v = nodes[k] as number;
    if ((rs.pp.deliveryOf[rs.pp.requestOfNode[v] as number] as number) === v)
      requests.push(rs.pp.requestOfNode[v] as number);
  }
  removeAll(rs, requests, removed);
  if (requests.length < count) randomRemoval(rs, count - requests.length, random, removed);
};

/** Longest string (consecutive stops of one route) that string removal takes out, as in SISR's L_max = 10. */
const STRING_MAX = 10;

/** For every node, the task nodes sorted by distance from it (the depot and the node itself left out). */
export function buildNodeNeighbours(pp: PreparedProblem): Int32Array[] {
  const { n, dist } = pp;
  const rows: Int32Array[] = [];
  const others = Array.from({ length: n - 1 }, (_, k) => k + 1);
  for (let v = 0; v < n; v++) {
    const row = others.filter((w) => w !== v);
    row.sort((a, b) => (dist[v * n + a] as number) - (dist[v * n + b] as number));
    rows.push(Int32Array.from(row));
  }
  return rows;
}

/**
 * Adjacent string removal, after Christiaens & Vanden Berghe (2020), "Slack induction by string removals for
 * vehicle routing problems", Transportation Science 54(2) (SISR), in its pickup-and-delivery form: from a random
 * seed stop, walk its nearest stops; the route of each one not ruined yet loses a string of consecutive stops
 * containing it (random length up to min(10, the mean route length)), and every request with a stop in the
 * string leaves the route whole. Stops until `count` requests are out. Removing neighbouring pieces of several
 * routes frees space in one area at once, which long routes (type 2) need to reorganise.
 */
export function makeStringRemoval(near: Int32Array[]): RemovalOperator {
  return (rs, count, random, removed) => {
    const pp = rs.pp;
    let used = 0;
    let stops = 0;
    for (let r = 0; r < rs.slots; r++) {
      const length = rs.len[r] as number;
      if (length > 2) {
        used++;
        stops += length - 2;
      }
    }
    if (used === 0) return;
    const longest = Math.max(1, Math.min(STRING_MAX, Math.floor(stops / used)));
    const assigned = assignedRequests(rs);
    const seedRequest = assigned[random.int(assigned.length)] as number;
    const seed =
      random.next() < 0.5 ? (pp.pickupOf[seedRequest] as number) : (pp.deliveryOf[seedRequest] as number);
    const ruined = new Uint8Array(rs.slots);
    const inSet = new Uint8Array(pp.requestCount);
    const chosen: number[] = [];
    const row = near[seed] as Int32Array;
    for (let k = -1; k < row.length && chosen.length < count; k++) {
      const v = k < 0 ? seed : (row[k] as number);
      const r = rs.routeOfRequest[pp.requestOfNode[v] as number] as number;
      if (r < 0 || ruined[r]) continue;
      ruined[r] = 1;
      const nodes = rs.nodes[r] as Int32Array;
      const stopsInRoute = (rs.len[r] as number) - 2;
      let position = 1;
      while ((nodes[position] as number) !== v) position++;
      const size = 1 + random.int(Math.min(stopsInRoute, longest));
      const lowest = Math.max(1, position - size + 1);
      const highest = Math.min(position, stopsInRoute - size + 1);
      const first = lowest + random.int(highest - lowest + 1);
      for (let p = first; p < first + size; p++) {
        const req = pp.requestOfNode[nodes[p] as number] as number;
        if (!inSet[req]) {
          inSet[req] = 1;
          chosen.push(req);
        }
      }
    }
    removeAll(rs, chosen, removed);
  };
}

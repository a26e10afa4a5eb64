import type { Random } from '../prng';
import type { PreparedProblem } from './prepared-problem';
import type { RouteSet } from './route-set';

/**
 * Destroy operators of adaptive large neighbourhood search (Ropke & Pisinger 2006, section 4.1):
 * random, worst (largest distance saving, randomised with y^p), Shaw relatedness and whole-route removal.
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

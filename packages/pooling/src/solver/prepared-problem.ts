import type { PdptwProblem } from '../pdptw-problem';

/** Flat, solver-friendly view of a problem: per-node arrays and request lookups, built once per solve. */
export interface PreparedProblem {
  n: number;
  dist: Float64Array;
  time: Float64Array;
  earliest: Float64Array;
  latest: Float64Array;
  service: Float64Array;
  demand: Float64Array;
  capacity: number;
  requestCount: number;
  pickupOf: Int32Array;
  deliveryOf: Int32Array;
  /** Request index owning each node; -1 for the depot. */
  requestOfNode: Int32Array;
  /** Distance of depot -> pickup -> delivery -> depot, Infinity when that lone route is infeasible. */
  soloCost: Float64Array;
  /** Largest distance in the matrix, the scale for noise and relatedness. */
  maxDist: number;
}

export function prepareProblem(problem: PdptwProblem): PreparedProblem {
  const n = problem.nodeCount;
  const requestCount = problem.requests.length;
  const pickupOf = new Int32Array(requestCount);
  const deliveryOf = new Int32Array(requestCount);
  const requestOfNode = new Int32Array(n).fill(-1);
  problem.requests.forEach((request, index) => {
    pickupOf[index] = request.pickup;
    deliveryOf[index] = request.delivery;
    requestOfNode[request.pickup] = index;
    requestOfNode[request.delivery] = index;
  });
  const { distance: dist, travelTime: time, earliest, latest, serviceTime: service, demand } = problem;
  const soloCost = new Float64Array(requestCount);
  for (let r = 0; r < requestCount; r++) {
    const p = pickupOf[r] as number;
    const d = deliveryOf[r] as number;
    const tp = Math.max(earliest[p] as number, (earliest[0] as number) + (time[p] as number));
    const td = Math.max(earliest[d] as number, tp + (service[p] as number) + (time[p * n + d] as number));
    const back = td + (service[d] as number) + (time[d * n] as number);
    const fits = (demand[p] as number) <= problem.capacity;
    const feasible =
      fits && tp <= (latest[p] as number) && td <= (latest[d] as number) && back <= (latest[0] as number);
    soloCost[r] = feasible
      ? (dist[p] as number) + (dist[p * n + d] as number) + (dist[d * n] as number)
      : Infinity;
  }
  let maxDist = 0;
  for (let i = 0; i < dist.length; i++) if ((dist[i] as number) > maxDist) maxDist = dist[i] as number;
  return {
    n,
    dist,
    time,
    earliest,
    latest,
    service,
    demand,
    capacity: problem.capacity,
    requestCount,
    pickupOf,
    deliveryOf,
    requestOfNode,
    soloCost,
    maxDist,
  };
}

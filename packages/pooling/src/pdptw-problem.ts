/**
 * The pickup-and-delivery problem with time windows (PDPTW) in the dense form the solver works on.
 * Node 0 is the depot; every request owns one pickup node and one delivery node. Distances and travel
 * times are row-major nodeCount x nodeCount matrices, so a Li & Lim instance (Euclidean, time = distance)
 * and a real Delhi job (road km, minutes) look the same to the solver.
 */
export interface PdptwRequest {
  pickup: number;
  delivery: number;
}

export interface PdptwProblem {
  nodeCount: number;
  /** Load change at each node: positive at a pickup, the negative of it at the delivery, 0 at the depot. */
  demand: Float64Array;
  earliest: Float64Array;
  latest: Float64Array;
  serviceTime: Float64Array;
  /** distance[from * nodeCount + to], in the caller's unit (km for real jobs). */
  distance: Float64Array;
  /** travelTime[from * nodeCount + to], in the unit of the time windows (minutes for real jobs). */
  travelTime: Float64Array;
  capacity: number;
  /** Vehicles available; Infinity when the fleet is unbounded. */
  maxVehicles: number;
  requests: readonly PdptwRequest[];
}

export interface StopInput<L> {
  location: L;
  earliest: number;
  latest: number;
  serviceTime: number;
}

export interface RequestInput<L> {
  pickup: StopInput<L>;
  delivery: StopInput<L>;
  demand: number;
}

export interface PdptwInput<L> {
  depot: { location: L; earliest: number; latest: number };
  requests: readonly RequestInput<L>[];
  capacity: number;
  maxVehicles?: number;
  /** Travel between two locations; called once per ordered pair of nodes. */
  travel: (from: L, to: L) => { distance: number; time: number };
}

/** Builds the dense problem: node 0 = depot, request i = pickup node 2i+1 and delivery node 2i+2. */
export function buildPdptwProblem<L>(input: PdptwInput<L>): PdptwProblem {
  const nodeCount = 1 + 2 * input.requests.length;
  const locations: L[] = [input.depot.location];
  const demand = new Float64Array(nodeCount);
  const earliest = new Float64Array(nodeCount);
  const latest = new Float64Array(nodeCount);
  const serviceTime = new Float64Array(nodeCount);
  earliest[0] = input.depot.earliest;
  latest[0] = input.depot.latest;
  const requests: PdptwRequest[] = [];
  input.requests.forEach((request, index) => {
    const pickup = 2 * index + 1;
    const delivery = pickup + 1;
    for (const [node, stop, load] of [
      [pickup, request.pickup, request.demand],
      [delivery, request.delivery, -request.demand],
    ] as const) {
      locations.push(stop.location);
      demand[node] = load;
      earliest[node] = stop.earliest;
      latest[node] = stop.latest;
      serviceTime[node] = stop.serviceTime;
    }
    requests.push({ pickup, delivery });
  });
  const distance = new Float64Array(nodeCount * nodeCount);
  const travelTime = new Float64Array(nodeCount * nodeCount);
  for (let from = 0; from < nodeCount; from++) {
    for (let to = 0; to < nodeCount; to++) {
      if (from === to) continue;
      const leg = input.travel(locations[from] as L, locations[to] as L);
      distance[from * nodeCount + to] = leg.distance;
      travelTime[from * nodeCount + to] = leg.time;
    }
  }
  return {
    nodeCount,
    demand,
    earliest,
    latest,
    serviceTime,
    distance,
    travelTime,
    capacity: input.capacity,
    maxVehicles: input.maxVehicles ?? Number.POSITIVE_INFINITY,
    requests,
  };
}

/** Sum of route distances (routes list customer nodes only; the depot is implied at both ends). */
export function totalDistance(problem: PdptwProblem, routes: readonly (readonly number[])[]): number {
  const n = problem.nodeCount;
  let sum = 0;
  for (const route of routes) {
    let previous = 0;
    for (const node of route) {
      sum += problem.distance[previous * n + node] ?? 0;
      previous = node;
    }
    sum += problem.distance[previous * n] ?? 0;
  }
  return sum;
}

import type { PdptwProblem } from './pdptw-problem';

/**
 * Independent feasibility checker for PDPTW solutions. It shares no code with the solver: it walks each
 * route from the depot, waits for windows to open, and reports every broken rule it sees, so tests and the
 * bench can trust a solver's output without trusting the solver.
 */
export type ViolationKind =
  | 'unknown-node'
  | 'duplicate-visit'
  | 'missing-request'
  | 'split-request'
  | 'precedence'
  | 'capacity'
  | 'time-window'
  | 'depot-window'
  | 'vehicle-count';

export interface Violation {
  kind: ViolationKind;
  /** Index of the route, when the violation belongs to one. */
  route?: number;
  node?: number;
  message: string;
}

export interface FeasibilityReport {
  feasible: boolean;
  violations: Violation[];
  vehicles: number;
  distance: number;
}

/** Absorbs floating-point noise from summing travel times; far below any real time unit. */
const TIME_EPSILON = 1e-7;

export function checkPdptwSolution(
  problem: PdptwProblem,
  routes: readonly (readonly number[])[],
): FeasibilityReport {
  const n = problem.nodeCount;
  const violations: Violation[] = [];
  const partnerOf = new Int32Array(n).fill(-1);
  const isPickup = new Uint8Array(n);
  for (const request of problem.requests) {
    partnerOf[request.pickup] = request.delivery;
    partnerOf[request.delivery] = request.pickup;
    isPickup[request.pickup] = 1;
  }
  const visitedRoute = new Int32Array(n).fill(-1);
  const visitedPosition = new Int32Array(n).fill(-1);
  let distance = 0;
  let vehicles = 0;

  routes.forEach((route, routeIndex) => {
    if (route.length === 0) return;
    vehicles++;
    let previous = 0;
    let time = problem.earliest[0] ?? 0;
    let load = 0;
    route.forEach((node, position) => {
      if (!Number.isInteger(node) || node <= 0 || node >= n || partnerOf[node] === -1) {
        violations.push({
          kind: 'unknown-node',
          route: routeIndex,
          node,
          message: `node ${node} is not a task`,
        });
        return;
      }
      if (visitedRoute[node] !== -1) {
        violations.push({
          kind: 'duplicate-visit',
          route: routeIndex,
          node,
          message: `node ${node} visited twice`,
        });
      }
      visitedRoute[node] = routeIndex;
      visitedPosition[node] = position;
      const arrival =
        time + (problem.serviceTime[previous] ?? 0) + (problem.travelTime[previous * n + node] ?? 0);
      distance += problem.distance[previous * n + node] ?? 0;
      time = Math.max(arrival, problem.earliest[node] ?? 0);
      if (time > (problem.latest[node] ?? 0) + TIME_EPSILON) {
        violations.push({
          kind: 'time-window',
          route: routeIndex,
          node,
          message: `service at node ${node} starts at ${time}, after its window closes at ${problem.latest[node]}`,
        });
      }
      load += problem.demand[node] ?? 0;
      if (load > problem.capacity + TIME_EPSILON) {
        violations.push({
          kind: 'capacity',
          route: routeIndex,
          node,
          message: `load ${load} after node ${node} exceeds capacity ${problem.capacity}`,
        });
      }
      previous = node;
    });
    const back = time + (problem.serviceTime[previous] ?? 0) + (problem.travelTime[previous * n] ?? 0);
    distance += problem.distance[previous * n] ?? 0;
    if (back > (problem.latest[0] ?? 0) + TIME_EPSILON) {
      violations.push({
        kind: 'depot-window',
        route: routeIndex,
        message: `route ${routeIndex} returns at ${back}, after the depot closes at ${problem.latest[0]}`,
      });
    }
  });

  for (const request of problem.requests) {
    const pickupRoute = visitedRoute[request.pickup] ?? -1;
    const deliveryRoute = visitedRoute[request.delivery] ?? -1;
    if (pickupRoute === -1 || deliveryRoute === -1) {
      violations.push({
        kind: 'missing-request',
        node: request.pickup,
        message: `request ${request.pickup}->${request.delivery} is not fully served`,
      });
    } else if (pickupRoute !== deliveryRoute) {
      violations.push({
        kind: 'split-request',
        node: request.pickup,
        message: `pickup ${request.pickup} and delivery ${request.delivery} are on different vehicles`,
      });
    } else if ((visitedPosition[request.pickup] ?? 0) > (visitedPosition[request.delivery] ?? 0)) {
      violations.push({
        kind: 'precedence',
        route: pickupRoute,
        node: request.delivery,
        message: `delivery ${request.delivery} comes before its pickup ${request.pickup}`,
      });
    }
  }
  if (vehicles > problem.maxVehicles) {
    violations.push({
      kind: 'vehicle-count',
      message: `${vehicles} vehicles used, ${problem.maxVehicles} available`,
    });
  }
  return { feasible: violations.length === 0, violations, vehicles, distance };
}

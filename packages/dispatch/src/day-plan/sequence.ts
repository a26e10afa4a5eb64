import { buildPdptwProblem, solvePdptw, type RequestInput } from '@logisaathi/pooling';
import type { HandlingTimes } from '../day-fit';
import type { LatLon } from '../types';
import { type PlanTravel, type RouteStop } from './route';
import type { FleetVehicle, PlanJob } from './types';

/**
 * Orders one vehicle's jobs with the PDPTW solver of packages/pooling. The vehicle's start is the depot and the
 * route is open (the leg back to the depot costs nothing: a partner's day ends wherever its last drop is). Times are
 * minutes from the vehicle's availability; every stop's window is its job's slot, with loading and unloading as
 * service times; capacity is the vehicle's payload. A job already on board becomes a request whose pickup is the
 * start itself at minute 0, so its weight rides from the first kilometre and only its drop is placed.
 */
interface Node {
  point: LatLon;
  depot: boolean;
}

export function sequenceWithSolver(
  vehicle: FleetVehicle,
  onBoard: readonly PlanJob[],
  jobs: readonly PlanJob[],
  travel: PlanTravel,
  handling: HandlingTimes,
  options: { iterations: number; seed: number },
): RouteStop[] | null {
  const t0 = vehicle.availableFromMs;
  const minute = (ms: number) => (ms - t0) / 60_000;
  const depot: Node = { point: vehicle.start, depot: true };
  const requests: RequestInput<Node>[] = [];
  for (const job of onBoard) {
    requests.push({
      pickup: { location: { point: vehicle.start, depot: false }, earliest: 0, latest: 0, serviceTime: 0 },
      delivery: {
        location: { point: job.drop, depot: false },
        earliest: minute(job.window.startMs),
        latest: minute(job.window.endMs) - handling.unloadMin,
        serviceTime: handling.unloadMin,
      },
      demand: job.weightKg,
    });
  }
  for (const job of jobs) {
    const carry = travel.leg(job.pickup, job.drop);
    requests.push({
      pickup: {
        location: { point: job.pickup, depot: false },
        earliest: minute(job.window.startMs),
        latest: minute(job.window.endMs) - handling.loadMin - carry.min - handling.unloadMin,
        serviceTime: handling.loadMin,
      },
      delivery: {
        location: { point: job.drop, depot: false },
        earliest: minute(job.window.startMs),
        latest: minute(job.window.endMs) - handling.unloadMin,
        serviceTime: handling.unloadMin,
      },
      demand: job.weightKg,
    });
  }
  const horizon = Math.max(0, ...requests.map((request) => request.delivery.latest)) + 24 * 60;
  const problem = buildPdptwProblem<Node>({
    depot: { location: depot, earliest: 0, latest: horizon },
    requests,
    capacity: vehicle.payloadKg,
    maxVehicles: 1,
    travel: (from, to) => {
      if (to.depot) return { distance: 0, time: 0 };
      const leg = travel.leg(from.point, to.point);
      return { distance: leg.km, time: leg.min };
    },
  });
  const solution = solvePdptw(problem, {
    timeLimitMs: 60_000,
    maxIterations: options.iterations,
    seed: options.seed,
  });
  if (solution.unassignedRequests.length > 0 || solution.routes.length > 1) return null;
  const route: RouteStop[] = [];
  for (const node of solution.routes[0] ?? []) {
    const request = Math.floor((node - 1) / 2);
    const isPickup = node % 2 === 1;
    if (request < onBoard.length) {
      if (!isPickup) route.push({ job: onBoard[request] as PlanJob, kind: 'drop' });
      continue;
    }
    route.push({ job: jobs[request - onBoard.length] as PlanJob, kind: isPickup ? 'pickup' : 'drop' });
  }
  return route;
}

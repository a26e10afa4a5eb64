import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { checkPdptwSolution, liLimToProblem, parseLiLimInstance, solvePdptw } from '@logisaathi/pooling';

export interface InstanceResult {
  instance: string;
  vehicles: number;
  distance: number;
  seconds: number;
  /** Seconds until the solver first had a solution serving every request (null: never). */
  firstFeasibleSeconds: number | null;
  feasible: boolean;
  violations: string[];
}

/** Solves one Li & Lim file and verifies the answer with the independent checker. */
export function solveInstanceFile(
  file: string,
  timeLimitMs: number,
  seed: number,
  vehiclePhaseShare?: number,
): InstanceResult {
  const instance = basename(file).replace(/\.txt$/i, '');
  const problem = liLimToProblem(parseLiLimInstance(readFileSync(file, 'utf8'), instance));
  const started = performance.now();
  const solution = solvePdptw(problem, {
    timeLimitMs,
    seed,
    ...(vehiclePhaseShare !== undefined ? { vehiclePhaseShare } : {}),
  });
  const seconds = (performance.now() - started) / 1000;
  const report = checkPdptwSolution(problem, solution.routes);
  return {
    instance,
    vehicles: report.vehicles,
    distance: report.distance,
    seconds,
    firstFeasibleSeconds: solution.firstCompleteMs === null ? null : solution.firstCompleteMs / 1000,
    feasible: report.feasible,
    violations: report.violations.map((violation) => violation.message),
  };
}

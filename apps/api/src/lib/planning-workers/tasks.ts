/*
 * What a planning worker thread runs (pool.ts sends the tasks; worker.mjs loads this file under tsx). Inputs and
 * results cross the thread boundary by structured clone, so a task carries data only: the pool's travel estimator
 * is rebuilt here from its two figures instead of being sent as a function.
 */
import { deserialize, serialize } from 'node:v8';
import {
  assembleBatchProblem,
  planFleetDay,
  proposeTrades,
  VehicleIndex,
  type ProposedTrade,
  type TradeRoundInput,
  searchBatchPairs,
  solveBatchProblem,
  type BatchOptions,
  type BatchPart,
  type BatchSolution,
  type DispatchJob,
  type DispatchVehicle,
  type FleetDayInput,
  type FleetDayPlan,
} from '@logisaathi/dispatch';
import {
  haversineTravel,
  planConsolidation,
  type PlannerRider,
  type PlannerTruck,
  type PlanResult,
} from '@logisaathi/pooling';

export interface ConsolidationTask {
  kind: 'consolidation';
  trucks: PlannerTruck[];
  firmRiders: Map<string, PlannerRider[]>;
  pooled: PlannerRider[];
  /** The estimator's average speed and road factor (haversineTravel). */
  travel: { speedKmh: number; roadFactor: number };
  now: Date;
  timeLimitMs: number;
}

export interface FleetDayTask {
  kind: 'fleet-day';
  /** Without `travel`: planFleetDay's default road travel, the same in every thread. */
  input: Omit<FleetDayInput, 'travel'>;
}

/**
 * One share of a dispatch batch round's search (batch-worker.ts): the vehicles travel as data (`SharedVehicles`)
 * and are filed again here. Without `travel` and `cache` (functions and caches do not cross threads): the
 * default road travel.
 */
export interface BatchSearchTask {
  kind: 'batch-search';
  jobs: DispatchJob[];
  vehicles: SharedVehicles;
  options: Omit<BatchOptions, 'travel' | 'cache'>;
  part: BatchPart;
}

/**
 * A round's vehicles serialized once into shared memory: every share of the round reads the same bytes, where a
 * structured clone per task would serialize the fleet (some 2 MB at 5,000 trucks) once per thread on the event
 * loop.
 */
export interface SharedVehicles {
  bytes: Uint8Array;
}

export function shareVehicles(vehicles: readonly DispatchVehicle[]): SharedVehicles {
  const serialized = serialize(vehicles);
  const bytes = new Uint8Array(new SharedArrayBuffer(serialized.length));
  bytes.set(serialized);
  return { bytes };
}

function sharedVehiclesOf(shared: SharedVehicles): DispatchVehicle[] {
  return deserialize(shared.bytes) as DispatchVehicle[];
}

/** The pairs a share found, each truck named by its place in the task's vehicle list (typed arrays clone fast). */
export interface PackedPairs {
  rows: Int32Array;
  keys: Int32Array;
  costs: Float64Array;
}

/** A batch round's solve from its shares' pairs (in the order of their parts). */
export interface BatchSolveTask {
  kind: 'batch-solve';
  jobs: DispatchJob[];
  options: Omit<BatchOptions, 'travel' | 'cache'>;
  parts: PackedPairs[];
}

/** The solution, with each column's truck as its place in the round's vehicle list. */
export interface BatchSolved {
  solution: BatchSolution;
  colKeys: Int32Array;
}

/** A dispatch trade round's pricing (trade-round.ts), with the default road travel. */
export interface TradesTask {
  kind: 'trades';
  input: TradeRoundInput;
}

export type PlanningTask = ConsolidationTask | FleetDayTask | BatchSearchTask | BatchSolveTask | TradesTask;
export type PlanningResult<T extends PlanningTask> = T extends ConsolidationTask
  ? PlanResult
  : T extends BatchSearchTask
    ? PackedPairs
    : T extends BatchSolveTask
      ? BatchSolved
      : T extends TradesTask
        ? ProposedTrade[]
        : FleetDayPlan;

export default function runPlanningTask(
  task: PlanningTask,
): PlanResult | FleetDayPlan | PackedPairs | BatchSolved | ProposedTrade[] {
  if (task.kind === 'fleet-day') return planFleetDay(task.input);
  if (task.kind === 'trades') return proposeTrades(task.input);
  if (task.kind === 'batch-search') return searchPart(task);
  if (task.kind === 'batch-solve') {
    const { problem, colKeys } = assembleBatchProblem(task.jobs, task.options, task.parts);
    return {
      solution: solveBatchProblem(task.jobs, task.options, problem),
      colKeys: Int32Array.from(colKeys),
    };
  }
  return planConsolidation({
    trucks: task.trucks,
    firmRiders: task.firmRiders,
    pooled: task.pooled,
    travel: haversineTravel(task.travel.speedKmh, task.travel.roadFactor),
    now: task.now,
    timeLimitMs: task.timeLimitMs,
  });
}

function searchPart(task: BatchSearchTask): PackedPairs {
  const index = new VehicleIndex();
  const placeOf = new Map<string, number>();
  sharedVehiclesOf(task.vehicles).forEach((vehicle, place) => {
    index.upsert(vehicle, task.options.nowMs);
    placeOf.set(vehicle.id, place);
  });
  const found = searchBatchPairs(task.jobs, index, task.options, task.part);
  return {
    rows: Int32Array.from(found.rows),
    keys: Int32Array.from(found.keys, (id) => placeOf.get(id) as number),
    costs: Float64Array.from(found.costs),
  };
}

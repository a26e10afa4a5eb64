/*
 * What a planning worker thread runs (pool.ts sends the tasks; worker.mjs loads this file under tsx). Inputs and
 * results cross the thread boundary by structured clone, so a task carries data only: the pool's travel estimator
 * is rebuilt here from its two figures instead of being sent as a function.
 */
import {
  matchBatch,
  planFleetDay,
  proposeTrades,
  VehicleIndex,
  type ProposedTrade,
  type TradeRoundInput,
  type BatchOptions,
  type BatchResult,
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

/** A dispatch batch round's match (batch-worker.ts): the vehicles travel as data and are filed again here. */
export interface BatchMatchTask {
  kind: 'batch-match';
  jobs: DispatchJob[];
  vehicles: DispatchVehicle[];
  /** Without `travel` and `cache` (functions and caches do not cross threads): the default road travel. */
  options: Omit<BatchOptions, 'travel' | 'cache'>;
}

/** A dispatch trade round's pricing (trade-round.ts), with the default road travel. */
export interface TradesTask {
  kind: 'trades';
  input: TradeRoundInput;
}

export type PlanningTask = ConsolidationTask | FleetDayTask | BatchMatchTask | TradesTask;
export type PlanningResult<T extends PlanningTask> = T extends ConsolidationTask
  ? PlanResult
  : T extends BatchMatchTask
    ? BatchResult
    : T extends TradesTask
      ? ProposedTrade[]
      : FleetDayPlan;

export default function runPlanningTask(
  task: PlanningTask,
): PlanResult | FleetDayPlan | BatchResult | ProposedTrade[] {
  if (task.kind === 'fleet-day') return planFleetDay(task.input);
  if (task.kind === 'trades') return proposeTrades(task.input);
  if (task.kind === 'batch-match') {
    const index = new VehicleIndex();
    for (const vehicle of task.vehicles) index.upsert(vehicle, task.options.nowMs);
    return matchBatch(task.jobs, index, task.options);
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

import { type TruckPlanJson, type PlannerRider, SOLVER_TIME_LIMIT_MS } from '@logisaathi/pooling';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { runPlanning } from '../../../lib/planning-workers/pool';
import { expirePoolEntries } from './expire-pool-entries';
import {
  deliveryRider,
  deliveryWindows,
  requestRider,
  toPlannerTruck,
  waitsUntil,
} from '../model/pool-entities';
import { PLAN_MAX_AGE_MS, POOL_AVERAGE_SPEED_KMH, POOL_ROAD_FACTOR } from '../model/pool-rules';
import { latestPoolChange, readPlanState, savePlans, writePlanState } from '../repositories/plans-repository';
import { listActiveTrucks, type TruckRow } from '../repositories/trucks-repository';
import { listHoldingRequests } from '../repositories/requests-repository';
import {
  listWaitingPooledDeliveries,
  type PooledDeliveryRow,
} from '../repositories/pooled-deliveries-repository';

export interface RefreshSummary {
  activeTrucks: number;
  waitingShipments: number;
  plannedShipments: number;
  elapsedMs: number;
  plannedAt: string;
}

/** A pooled delivery still waits while its max wait has not run out and its slot has not ended. */
export function isStillWaiting(row: PooledDeliveryRow, now: Date): boolean {
  const nowMin = now.getTime() / 60_000;
  return waitsUntil(row).getTime() > now.getTime() && deliveryWindows(row).dropWindow.latestMin > nowMin;
}

const planSignature = (plan: TruckPlanJson | null) =>
  plan ? JSON.stringify({ stops: plan.stops, riders: plan.riders, km: plan.plannedKm }) : 'none';

/**
 * Refresh Pool: expires ended entries, then re-plans the whole pool (planConsolidation, packages/pooling, on a
 * planning worker thread) and stores each truck's planned stops, km and peak load, which the match cards read.
 * Exposed for the deliveries module to call after a pooling delivery is created.
 */
export async function refreshPool(ctx: { db: Db }, now = new Date()): Promise<RefreshSummary> {
  await expirePoolEntries(ctx.db, now);
  return planPool(ctx.db, now, async () => true);
}

/** Reads call this: expiry always, and a re-plan only when something changed since the last plan (or it is old). */
export async function ensureFreshPool(ctx: { db: Db }, now = new Date()): Promise<void> {
  await expirePoolEntries(ctx.db, now);
  if (!(await isPlanStale(ctx.db, now))) return;
  // Another request may have planned while this one solved: its plan is as good.
  await planPool(ctx.db, now, (tx) => isPlanStale(tx, now));
}

/** How often a plan is solved again when the pool changed while it was being solved. */
const PLAN_ATTEMPTS = 3;

type PoolInputs = Awaited<ReturnType<typeof readPoolInputs>>;

async function readPoolInputs(db: DbOrTx, now: Date) {
  const trucks = await listActiveTrucks(db);
  const byId = new Map<string, TruckRow>(trucks.map((t) => [t.id, t]));
  const requests = await listHoldingRequests(
    db,
    trucks.map((t) => t.id),
  );
  const firm = new Map<string, PlannerRider[]>();
  for (const request of requests) {
    const truck = byId.get(request.truckId);
    if (!truck) continue;
    const list = firm.get(truck.id) ?? [];
    list.push(requestRider(request, truck));
    firm.set(truck.id, list);
  }
  const waiting = (await listWaitingPooledDeliveries(db)).filter((row) => isStillWaiting(row, now));
  const task = {
    kind: 'consolidation' as const,
    trucks: trucks.map(toPlannerTruck),
    firmRiders: firm,
    pooled: waiting.map(deliveryRider),
    travel: { speedKmh: POOL_AVERAGE_SPEED_KMH, roadFactor: POOL_ROAD_FACTOR },
    now,
    timeLimitMs: SOLVER_TIME_LIMIT_MS,
  };
  // What the solve depends on, and the stored plans it is compared with.
  const key = JSON.stringify([task.trucks, [...firm.entries()], task.pooled]);
  return { trucks, waiting, task, key };
}

/**
 * Solves with no transaction open, then stores under the pool's advisory lock only if the pool still reads the
 * same (else solves again, up to PLAN_ATTEMPTS): a transaction held across the solve would hold embedded
 * PGlite's only connection, and every other request with it, for the whole solve and the worker's start.
 * `stillWanted` is asked under the lock (false: another process stored a plan meanwhile, nothing is written).
 */
async function planPool(
  db: Db,
  now: Date,
  stillWanted: (tx: DbOrTx) => Promise<boolean>,
): Promise<RefreshSummary> {
  for (let attempt = 1; ; attempt += 1) {
    const inputs = await readPoolInputs(db, now);
    // The solve runs on a planning worker thread (lib/planning-workers), off the event loop; travel is the pool's
    // estimator (poolTravel), rebuilt there from its two figures.
    const result = await runPlanning(inputs.task);
    const summary = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('logisaathi:pool-plan'))`);
      const current = await readPoolInputs(tx, now);
      if (current.key !== inputs.key && attempt < PLAN_ATTEMPTS) return null;
      if (!(await stillWanted(tx))) return summarise(current, result, now);
      // A pool that kept changing is solved a last time under the lock, so what is stored fits what it read.
      const solved = current.key === inputs.key ? result : await runPlanning(current.task);
      await storePlan(tx, current, solved, now);
      return summarise(current, solved, now);
    });
    if (summary) return summary;
  }
}

type Solved = Awaited<ReturnType<typeof runPlanning<PoolInputs['task']>>>;

async function storePlan(tx: DbOrTx, inputs: PoolInputs, result: Solved, now: Date): Promise<void> {
  const changed: Array<{ id: string; plan: TruckPlanJson | null }> = [];
  for (const truck of inputs.trucks) {
    const planned = result.plans.get(truck.id);
    const next = planned && planned.riders.length > 0 ? planned : null;
    if (planSignature(next) !== planSignature(truck.plan)) changed.push({ id: truck.id, plan: next });
  }
  await savePlans(tx, changed);
  await writePlanState(tx, now, Math.round(result.elapsedMs), result.assigned.size);
}

function summarise(inputs: PoolInputs, result: Solved, now: Date): RefreshSummary {
  return {
    activeTrucks: inputs.trucks.length,
    waitingShipments: inputs.waiting.length,
    plannedShipments: result.assigned.size,
    elapsedMs: Math.round(result.elapsedMs),
    plannedAt: now.toISOString(),
  };
}

async function isPlanStale(db: DbOrTx, now: Date): Promise<boolean> {
  const state = await readPlanState(db);
  if (!state) return true;
  if (now.getTime() - state.plannedAt.getTime() > PLAN_MAX_AGE_MS) return true;
  const latest = await latestPoolChange(db);
  return latest !== null && latest.getTime() > state.plannedAt.getTime();
}

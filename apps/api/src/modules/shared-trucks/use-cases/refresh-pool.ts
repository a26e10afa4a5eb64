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
 * planning worker thread) and stores each
 * truck's planned stops, km and peak load, which the match cards read. Runs under an advisory lock so two
 * refreshes (two processes, or two clicks) plan one after the other. Exposed for the deliveries module to call
 * after a pooling delivery is created.
 */
export async function refreshPool(ctx: { db: Db }, now = new Date()): Promise<RefreshSummary> {
  await expirePoolEntries(ctx.db, now);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('logisaathi:pool-plan'))`);
    return planPool(tx, now);
  });
}

async function planPool(tx: DbOrTx, now: Date): Promise<RefreshSummary> {
  const trucks = await listActiveTrucks(tx);
  const byId = new Map<string, TruckRow>(trucks.map((t) => [t.id, t]));
  const requests = await listHoldingRequests(
    tx,
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
  const waiting = (await listWaitingPooledDeliveries(tx)).filter((row) => isStillWaiting(row, now));
  // The solve runs on a planning worker thread (lib/planning-workers), off the event loop; travel is the pool's
  // estimator (poolTravel), rebuilt there from its two figures.
  const result = await runPlanning({
    kind: 'consolidation',
    trucks: trucks.map(toPlannerTruck),
    firmRiders: firm,
    pooled: waiting.map(deliveryRider),
    travel: { speedKmh: POOL_AVERAGE_SPEED_KMH, roadFactor: POOL_ROAD_FACTOR },
    now,
    timeLimitMs: SOLVER_TIME_LIMIT_MS,
  });
  const changed: Array<{ id: string; plan: TruckPlanJson | null }> = [];
  for (const truck of trucks) {
    const planned = result.plans.get(truck.id);
    const next = planned && planned.riders.length > 0 ? planned : null;
    if (planSignature(next) !== planSignature(truck.plan)) changed.push({ id: truck.id, plan: next });
  }
  await savePlans(tx, changed);
  const elapsedMs = Math.round(result.elapsedMs);
  await writePlanState(tx, now, elapsedMs, result.assigned.size);
  return {
    activeTrucks: trucks.length,
    waitingShipments: waiting.length,
    plannedShipments: result.assigned.size,
    elapsedMs,
    plannedAt: now.toISOString(),
  };
}

/** Reads call this: expiry always, and a re-plan only when something changed since the last plan (or it is old). */
export async function ensureFreshPool(ctx: { db: Db }, now = new Date()): Promise<void> {
  await expirePoolEntries(ctx.db, now);
  if (!(await isPlanStale(ctx.db, now))) return;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('logisaathi:pool-plan'))`);
    // Another request may have planned while this one waited for the lock.
    if (await isPlanStale(tx, now)) await planPool(tx, now);
  });
}

async function isPlanStale(db: DbOrTx, now: Date): Promise<boolean> {
  const state = await readPlanState(db);
  if (!state) return true;
  if (now.getTime() - state.plannedAt.getTime() > PLAN_MAX_AGE_MS) return true;
  const latest = await latestPoolChange(db);
  return latest !== null && latest.getTime() > state.plannedAt.getTime();
}

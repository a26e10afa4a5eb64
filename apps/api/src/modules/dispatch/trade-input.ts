/*
 * A trade round's inputs read from the database (packages/dispatch exchange/propose-trades.ts takes them as plain
 * data): shared by the trade round (trade-round.ts) and the re-check when both partners have accepted
 * (answer-trade.ts), so the proposal and the move are priced by one rule.
 */
import { istDateTime, istToday, MS_PER_DAY, type DeliveryRowId } from '@logisaathi/domain';
import type { DispatchJob, TradeRoundInput, TradeSettings } from '@logisaathi/dispatch';
import type { DbOrTx } from '../../db/client';
import { findDeliveries, type DeliveryRow } from '../deliveries/deliveries-repository';
import { listPins } from '../day-plans/day-plans-repository';
import { openJobsOfVehicles } from '../partners/jobs-repository';
import { toDispatchJob, type DispatchFleet } from './dispatch-fleet';

/** What a round knows of the trucks' held jobs, read once whatever the days traded. */
export interface TradeFacts {
  /** Each held job's delivery (partner job id -> delivery row). */
  deliveryOf: Map<string, DeliveryRow>;
  loads: Record<string, DispatchJob>;
  /** Jobs that stay on their truck: on board already (not Scheduled), or pinned to it by its fleet's owner. */
  kept: string[];
}

/** The held jobs of the given vehicles: their deliveries, their loads and which of them stay put. One read each. */
export async function readTradeFacts(db: DbOrTx, vehicleIds: readonly string[]): Promise<TradeFacts> {
  const plans = await openJobsOfVehicles(db, vehicleIds);
  const rows = await findDeliveries(db, [...new Set(plans.map((p) => p.deliveryRowId))]);
  const byRowId = new Map<DeliveryRowId, DeliveryRow>(rows.map((d) => [d.id, d]));
  const deliveryOf = new Map<string, DeliveryRow>();
  const loads: Record<string, DispatchJob> = {};
  for (const plan of plans) {
    const delivery = byRowId.get(plan.deliveryRowId);
    if (!delivery) continue;
    deliveryOf.set(plan.id, delivery);
    loads[plan.id] = toDispatchJob(delivery);
  }
  const pinned = new Set((await listPins(db, [...deliveryOf.keys()])).map((p) => p.jobId));
  const kept = plans
    .filter((p) => pinned.has(p.id) || deliveryOf.get(p.id)?.status !== 'Scheduled')
    .map((p) => p.id);
  return { deliveryOf, loads, kept };
}

/**
 * The given vehicles of `fleet` (those it holds) as one trade round's input at `now` for one IST day (`day`,
 * 'YYYY-MM-DD'): the day's jobs after the last one the truck must keep (picked up within `settings.leadMs`, or kept
 * by `facts`) may move; other days' jobs stay out of the trade. Today a truck starts from where it is; on a later day
 * from its partner's home area (where it parks), or where it is when none is on file. Two trucks of one partner do
 * not trade (a fleet's own day plan moves jobs among its trucks).
 */
export function tradeInputFor(
  fleet: DispatchFleet,
  facts: TradeFacts,
  vehicleIds: readonly string[],
  now: Date,
  settings: TradeSettings,
  day: string,
): TradeRoundInput {
  const vehicles = vehicleIds.flatMap((id) => {
    const vehicle = fleet.index.get(id);
    return vehicle ? [vehicle] : [];
  });
  const partnerOf: Record<string, string> = {};
  for (const v of vehicles) {
    const row = fleet.rows.get(v.id);
    if (row) partnerOf[v.id] = row.partnerId;
  }
  const fromMs = istDateTime(day, 0).getTime();
  return {
    vehicles,
    loads: facts.loads,
    kept: facts.kept,
    nowMs: now.getTime(),
    settings,
    day: { fromMs, untilMs: fromMs + MS_PER_DAY, later: day > istToday(now) },
    partnerOf,
  };
}

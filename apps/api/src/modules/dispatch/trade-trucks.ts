/*
 * The trucks of a trade as packages/dispatch sees them (exchange/trade-rules.ts), read from the database: shared by
 * the trade round (trade-round.ts) and the re-check when both partners have accepted (answer-trade.ts), so the
 * proposal and the move are priced by one rule.
 */
import { istDateTime, istToday, type DeliveryRowId } from '@logisaathi/domain';
import {
  exchangeTruckOf,
  roadTravel,
  tradeOptions,
  type DispatchVehicle,
  type ExchangeOptions,
  type ExchangeTruck,
  type TradeSettings,
} from '@logisaathi/dispatch';
import type { DbOrTx } from '../../db/client';
import { findDeliveries, type DeliveryRow } from '../deliveries/deliveries-repository';
import { listPins } from '../day-plans/day-plans-repository';
import { openJobsOfVehicles } from '../partners/jobs-repository';
import { toDispatchJob, type DispatchFleet } from './dispatch-fleet';

const DAY_MS = 86_400_000;

export interface TradeTrucks {
  trucks: ExchangeTruck[];
  options: ExchangeOptions;
  /** Each held job's delivery (partner job id -> delivery row). */
  deliveryOf: Map<string, DeliveryRow>;
}

/**
 * The given vehicles of `fleet` (those it holds) as trade trucks at `now` for one IST day (`day`, 'YYYY-MM-DD'): the
 * day's jobs after the last one the truck must keep (picked up within `settings.leadMs`, on board already, or pinned
 * to it by its fleet's owner) may move; other days' jobs stay out of the trade. Today a truck starts from where it
 * is; on a later day from its partner's home area (where it parks), or where it is when none is on file. A job moves
 * only between two partners (a fleet's own day plan moves jobs among its own trucks), to a truck that could be
 * offered it, priced by the ranking's rating term.
 */
export async function loadTradeTrucks(
  db: DbOrTx,
  fleet: DispatchFleet,
  vehicleIds: readonly string[],
  now: Date,
  settings: TradeSettings,
  day: string = istToday(now),
): Promise<TradeTrucks> {
  const fromMs = istDateTime(day, 0).getTime();
  const later = day > istToday(now);
  const vehicles = vehicleIds.flatMap((id) => {
    const vehicle = fleet.index.get(id);
    if (!vehicle) return [];
    const jobs = vehicle.jobs.filter((j) => j.pickupAtMs >= fromMs);
    return [{ ...vehicle, jobs, position: later ? (vehicle.home ?? vehicle.position) : vehicle.position }];
  });
  const plans = await openJobsOfVehicles(
    db,
    vehicles.map((v) => v.id),
  );
  const rows = await findDeliveries(db, [...new Set(plans.map((p) => p.deliveryRowId))]);
  const byRowId = new Map<DeliveryRowId, DeliveryRow>(rows.map((d) => [d.id, d]));
  const deliveryOf = new Map<string, DeliveryRow>();
  for (const plan of plans) {
    const delivery = byRowId.get(plan.deliveryRowId);
    if (delivery) deliveryOf.set(plan.id, delivery);
  }
  const pinned = new Set((await listPins(db, [...deliveryOf.keys()])).map((p) => p.jobId));
  const nowMs = now.getTime();
  const untilMs = fromMs + DAY_MS;
  const keeps = (job: { id: string }) => pinned.has(job.id) || deliveryOf.get(job.id)?.status !== 'Scheduled';
  const trucks = vehicles.map((v) => exchangeTruckOf(v, nowMs, settings, { untilMs, keeps }));
  const partnerOf = (id: string) => fleet.rows.get(id)?.partnerId;
  const byId = new Map<string, DispatchVehicle>(vehicles.map((v) => [v.id, v]));
  const options: ExchangeOptions = {
    ...tradeOptions(
      byId,
      (jobId) => {
        const delivery = deliveryOf.get(jobId);
        return delivery ? toDispatchJob(delivery) : undefined;
      },
      nowMs,
      settings,
      roadTravel,
    ),
    mayMove: (_job, from, to) => partnerOf(from.id) !== partnerOf(to.id),
  };
  return { trucks, options, deliveryOf };
}

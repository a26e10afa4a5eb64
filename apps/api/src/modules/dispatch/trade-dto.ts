import {
  formatRegistrationNumber,
  type Trade,
  type TradeJob,
  type VehicleBodyType,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { findDeliveries, type DeliveryRow } from '../deliveries/deliveries-repository';
import { areaOf } from '../places/area-of';
import { findJobsByIds, type JobRow } from '../partners/jobs-repository';
import { findVehicleById, type VehicleRow } from '../partners/partners-repository';
import { userKey } from '../../lib/live-events';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import type { TradeRow } from './trades-repository';

const round1 = (km: number) => Math.round(km * 10) / 10;

function toTradeJob(job: JobRow, delivery: DeliveryRow): TradeJob {
  return {
    deliveryId: delivery.deliveryId,
    pickupArea: areaOf(delivery.pickupPlace),
    dropArea: areaOf(delivery.deliveryPlace),
    pickupDate: delivery.pickupDate,
    slot: delivery.timeSlot,
    plannedPickupAt: (job.plannedPickupAt ?? job.acceptedAt).toISOString(),
    weightKg: delivery.weightKg,
    netPaise: job.netPaise,
  };
}

/**
 * The trades as either of their two partners sees them (domain tradeSchema): its own truck, what it gives and
 * takes, its own empty km; of the other truck only the body type. The jobs, their deliveries and the trucks are read
 * once for both sides, as they are now (the trade moves them).
 */
async function readTradeViews(
  db: DbOrTx,
  trades: readonly TradeRow[],
): Promise<(trade: TradeRow, partnerId: string) => Trade | undefined> {
  const jobIds = trades.flatMap((t) => [...t.jobsA, ...t.jobsB]);
  const jobs = new Map((await findJobsByIds(db, jobIds)).map((j) => [j.id, j]));
  const deliveries = new Map(
    (
      await findDeliveries(
        db,
        [...jobs.values()].map((j) => j.deliveryRowId),
      )
    ).map((d) => [d.id, d]),
  );
  const vehicles = new Map<string, VehicleRow>();
  for (const id of new Set(trades.flatMap((t) => [t.vehicleAId, t.vehicleBId]))) {
    const vehicle = await findVehicleById(db, id);
    if (vehicle) vehicles.set(id, vehicle);
  }
  const listOf = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const job = jobs.get(id);
      const delivery = job && deliveries.get(job.deliveryRowId);
      return job && delivery ? [toTradeJob(job, delivery)] : [];
    });
  return (trade, partnerId) => {
    const isA = trade.partnerAId === partnerId;
    const own = vehicles.get(isA ? trade.vehicleAId : trade.vehicleBId);
    const other = vehicles.get(isA ? trade.vehicleBId : trade.vehicleAId);
    if (!own || !other) return undefined;
    return {
      id: trade.id,
      vehicle: {
        id: own.id,
        registrationDisplay: formatRegistrationNumber(own.registrationNumber),
        bodyType: own.bodyType as VehicleBodyType,
      },
      otherBodyType: other.bodyType as VehicleBodyType,
      gives: listOf(isA ? trade.jobsA : trade.jobsB),
      takes: listOf(isA ? trade.jobsB : trade.jobsA),
      emptyKm: isA
        ? { before: round1(trade.kmABefore), after: round1(trade.kmAAfter) }
        : { before: round1(trade.kmBBefore), after: round1(trade.kmBAfter) },
      accepted: (isA ? trade.acceptedAAt : trade.acceptedBAt) !== null,
      expiresAt: trade.expiresAt.toISOString(),
      createdAt: trade.createdAt.toISOString(),
    };
  };
}

/** The partner's trades as it sees them (GET /partners/trades). */
export async function toTradeDtos(
  db: DbOrTx,
  trades: readonly TradeRow[],
  partnerId: string,
): Promise<Trade[]> {
  const view = await readTradeViews(db, trades);
  return trades.flatMap((trade) => view(trade, partnerId) ?? []);
}

/** The two sides of a trade: each partner with its truck and its own empty km. */
export function sidesOf(trade: TradeRow) {
  return [
    {
      partnerId: trade.partnerAId,
      vehicleId: trade.vehicleAId,
      beforeKm: trade.kmABefore,
      afterKm: trade.kmAAfter,
    },
    {
      partnerId: trade.partnerBId,
      vehicleId: trade.vehicleBId,
      beforeKm: trade.kmBBefore,
      afterKm: trade.kmBAfter,
    },
  ];
}

/** Each partner of the trade hears of it (or of its change) on its stream, as it sees it. */
export async function publishTrade(
  deps: Pick<PartnerJobsDeps, 'db' | 'events'>,
  trade: TradeRow,
): Promise<void> {
  const view = await readTradeViews(deps.db, [trade]);
  for (const side of sidesOf(trade)) {
    const dto = view(trade, side.partnerId);
    if (dto) await deps.events.publish(userKey(side.partnerId), 'trade', dto);
  }
}

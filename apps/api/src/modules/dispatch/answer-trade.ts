/*
 * A partner's answer to a day trade (trade-round.ts): POST /partners/trades/{id}/accept and /decline. The trade is
 * carried out by the second accept, in the same transaction, after a re-check of both trucks' days as they are then.
 */
import { priceTrade, tradeTrucksOf, type ExchangeTruck } from '@logisaathi/dispatch';
import {
  formatRegistrationNumber,
  istParts,
  TRADE_MESSAGES,
  VEHICLE_BODY_TYPE_LABELS,
  type TradeAnswer,
  type VehicleBodyType,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deliveryKey, userKey } from '../../lib/live-events';
import { isRowId } from '../../lib/row-id';
import { serverText } from '../../lib/texts';
import { raiseAlert } from '../alerts/raise-alert';
import { replanJobDay } from '../day-plans/replan-on-write';
import { findDelivery, type DeliveryRow } from '../deliveries/deliveries-repository';
import { alertIfPartBDue } from '../eway-bills/part-b';
import { notifyUser } from '../notifications/notify';
import { findJobsByIds, updateJob } from '../partners/jobs-repository';
import {
  findDriverById,
  findVehicleById,
  type DriverRow,
  type VehicleRow,
} from '../partners/partners-repository';
import { ewayBillFacts } from '../tracking/consignment-facts';
import { findByAssignmentId, moveAssignment } from '../tracking/tracking-repository';
import { toDriverDto } from '../tracking/tracking-dto';
import { loadDispatchFleet } from './dispatch-fleet';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import { publishTrade } from './trade-dto';
import { readTradeFacts, tradeInputFor } from './trade-input';
import { findTradeForPartner, updateTrade, type TradeRow } from './trades-repository';

type Outcome = { status: TradeAnswer['status'] | 'void'; trade: TradeRow; moved: MovedJob[] };
interface MovedJob {
  partnerId: string;
  deliveryRowId: DeliveryRow['id'];
  driver: ReturnType<typeof toDriverDto> | null;
}

/** The open trade of the partner, locked; 404 when not theirs, 409 when no longer open. */
async function lockOpenTrade(tx: DbOrTx, partnerId: string, tradeId: string, now: Date): Promise<TradeRow> {
  const trade = isRowId(tradeId)
    ? await findTradeForPartner(tx, partnerId, tradeId, { forUpdate: true })
    : undefined;
  if (!trade) throw AppError.notFound(TRADE_MESSAGES.notFound);
  if (trade.status !== 'open') throw new AppError('conflict', TRADE_MESSAGES.notOpen);
  if (trade.expiresAt <= now) throw new AppError('conflict', TRADE_MESSAGES.expired);
  return trade;
}

/**
 * The partner accepts. The first accept waits for the other partner; the second carries the trade out (`execute`),
 * or, when the days changed under it, voids it and answers 409 with TRADE_MESSAGES.changed.
 */
export async function acceptTrade(
  deps: PartnerJobsDeps,
  partnerId: string,
  tradeId: string,
  now: Date,
): Promise<TradeAnswer> {
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const open = await lockOpenTrade(tx, partnerId, tradeId, now);
    const isA = open.partnerAId === partnerId;
    const trade = await updateTrade(tx, open.id, isA ? { acceptedAAt: now } : { acceptedBAt: now });
    if (!trade.acceptedAAt || !trade.acceptedBAt) return { status: 'waiting', trade, moved: [] };
    const moved = await execute(deps, tx, trade, now);
    const status = moved ? 'done' : 'void';
    return { status, trade: await updateTrade(tx, trade.id, { status, closedAt: now }), moved: moved ?? [] };
  });
  await announce(deps, outcome, now);
  if (outcome.status === 'void') throw new AppError('conflict', TRADE_MESSAGES.changed);
  return { status: outcome.status === 'waiting' ? 'waiting' : 'done' };
}

/** The partner declines: the trade closes for both. */
export async function declineTrade(
  deps: PartnerJobsDeps,
  partnerId: string,
  tradeId: string,
  now: Date,
): Promise<TradeAnswer> {
  const trade = await deps.db.transaction(async (tx) => {
    const open = await lockOpenTrade(tx, partnerId, tradeId, now);
    return updateTrade(tx, open.id, { status: 'declined', closedAt: now });
  });
  await announce(deps, { status: 'declined', trade, moved: [] }, now);
  return { status: 'declined' };
}

/** After the commit: both partners' streams, the shippers' live tracking, and both fleets' day plans. */
async function announce(deps: PartnerJobsDeps, { status, trade, moved }: Outcome, now: Date): Promise<void> {
  const partners = [trade.partnerAId, trade.partnerBId];
  if (status === 'waiting') {
    await publishTrade(deps, trade);
    return;
  }
  for (const partnerId of partners)
    await deps.events.publish(userKey(partnerId), 'trade-closed', { tradeId: trade.id, status });
  if (status !== 'done') return;
  for (const job of moved) {
    if (job.driver)
      await deps.events.publish(deliveryKey(job.deliveryRowId), 'driver', { driver: job.driver });
  }
  for (const partnerId of partners) {
    await deps.events.publish(userKey(partnerId), 'job', {});
    const first = moved.find((m) => m.partnerId === partnerId);
    if (first) await replanJobDay(deps.db, moveAssignment, deps.log, partnerId, first.deliveryRowId, now);
  }
}

/**
 * Carries a trade out, both vehicle rows locked in id order (the same order for every trade, so two trades sharing a
 * truck queue rather than deadlock), then the traded deliveries: the two days are read again and the trade
 * re-priced by the rule that proposed it (trade-input.ts, with no lead: a job not yet started may still move). Null, with nothing moved, when either
 * truck may no longer be offered jobs, a job it gives is no longer the tail of its day (started, finished, pinned,
 * or the day gained a job after it), a junction is late now, or the trade no longer saves empty km.
 */
async function execute(
  deps: PartnerJobsDeps,
  tx: DbOrTx,
  trade: TradeRow,
  now: Date,
): Promise<MovedJob[] | null> {
  const ids = [trade.vehicleAId, trade.vehicleBId];
  const locked = new Map<string, VehicleRow>();
  for (const id of [...ids].sort()) {
    const vehicle = await findVehicleById(tx, id, { forUpdate: true });
    if (!vehicle) return null;
    locked.set(id, vehicle);
  }
  // The traded deliveries next, so a Picked Up (change-delivery-status.ts locks the delivery) waits for the move or
  // is seen by the re-check below.
  const traded = await findJobsByIds(tx, [...trade.jobsA, ...trade.jobsB]);
  for (const rowId of [...new Set(traded.map((j) => j.deliveryRowId))].sort())
    await findDelivery(tx, rowId, null, { forUpdate: true });
  const fleet = await loadDispatchFleet(tx, now, { onlyIds: ids });
  const settings = { ...deps.config.dispatch.trades, leadMs: 0 };
  const facts = await readTradeFacts(tx, ids);
  const { deliveryOf } = facts;
  const input = tradeInputFor(fleet, facts, ids, now, settings, trade.planDate);
  const { trucks, options } = tradeTrucksOf(input);
  const [A, B] = ids.map((id) => trucks.find((t) => t.id === id));
  if (!A || !B) return null;
  const cutA = tailCut(A, trade.jobsA);
  const cutB = tailCut(B, trade.jobsB);
  if (cutA === null || cutB === null) return null;
  const price = priceTrade(A, B, cutA, cutB, options);
  if (!price || price.gainKm <= 0) return null;

  // Everything is checked before anything is written: a void trade moves nothing.
  const jobs = await findJobsByIds(tx, [...trade.jobsA, ...trade.jobsB], { forUpdate: true });
  const driverOf = new Map<string, DriverRow>();
  for (const vehicle of locked.values()) {
    const driver = vehicle.currentDriverId ? await findDriverById(tx, vehicle.currentDriverId) : undefined;
    if (!driver) return null;
    driverOf.set(vehicle.id, driver);
  }
  if (jobs.length !== trade.jobsA.length + trade.jobsB.length || jobs.some((j) => !deliveryOf.has(j.id)))
    return null;

  const moved: MovedJob[] = [];
  for (const job of jobs) {
    const toB = trade.jobsA.includes(job.id);
    const vehicle = locked.get(toB ? trade.vehicleBId : trade.vehicleAId) as VehicleRow;
    const driver = driverOf.get(vehicle.id) as DriverRow;
    const delivery = deliveryOf.get(job.id) as DeliveryRow;
    await updateJob(tx, job.id, { partnerId: vehicle.partnerId, vehicleId: vehicle.id, driverId: driver.id });
    await moveAssignment(tx, job.assignmentId, {
      vehicleNumber: formatRegistrationNumber(vehicle.registrationNumber),
      driverName: driver.name,
      driverPhone: driver.phone,
    });
    await tellShipper(tx, delivery, vehicle, driver, job.plannedPickupAt ?? now);
    const context = await findByAssignmentId(tx, job.assignmentId);
    moved.push({
      partnerId: vehicle.partnerId,
      deliveryRowId: delivery.id,
      driver: context ? toDriverDto(context.assignment) : null,
    });
  }
  return moved;
}

/** Where `jobIds` begin as the tail of the truck's movable jobs, in order; null when they no longer are. */
function tailCut(truck: ExchangeTruck, jobIds: readonly string[]): number | null {
  const cut = truck.movable.length - jobIds.length;
  if (cut < 0) return null;
  return truck.movable.slice(cut).every((job, i) => job.id === jobIds[i]) ? cut : null;
}

/** The shipper hears which truck now carries the goods, at the same pickup time, and of any Part-B update due. */
async function tellShipper(
  tx: DbOrTx,
  delivery: DeliveryRow,
  vehicle: VehicleRow,
  driver: { name: string; phone: string },
  pickupAt: Date,
): Promise<void> {
  const registration = formatRegistrationNumber(vehicle.registrationNumber);
  const firstName = driver.name.split(/\s+/)[0] ?? driver.name;
  const at = istParts(pickupAt);
  await raiseAlert(tx, delivery.userId, {
    type: 'info',
    title: 'Truck Changed',
    message: serverText('delivery.truckChanged', {
      vehicle: registration,
      body: VEHICLE_BODY_TYPE_LABELS[vehicle.bodyType as VehicleBodyType] ?? vehicle.bodyType,
      id: delivery.deliveryId,
      driver: firstName,
      time: `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`,
    }),
    status: 'active',
    priority: 'medium',
    shipmentId: delivery.deliveryId,
  });
  await notifyUser(tx, {
    userId: delivery.userId,
    event: 'truck-assigned',
    variables: {
      code: delivery.deliveryId,
      vehicle: registration,
      driver: firstName,
      driverPhone: driver.phone,
    },
    deliveryRowId: delivery.id,
  });
  await alertIfPartBDue(tx, ewayBillFacts, delivery);
}

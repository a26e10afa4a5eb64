/*
 * The operator's dispatch monitor (issue 33): the regular deliveries still finding a truck, soonest slot first;
 * the live fleet; and the operator's three moves on a waiting delivery: assign it to a chosen vehicle (through
 * the same truck-day check as a partner's accept), offer it again, or cancel it on the shipper's behalf. Each
 * move is one transaction with its audit entry.
 */
import {
  formatRegistrationNumber,
  istToday,
  OPS_CONSOLE_MESSAGES,
  rupeesToPaise,
  slotWindow,
  splitFare,
  DISPATCH_MONITOR_MAX,
  FLEET_MAP_MAX,
  type FleetVehicle,
  type WaitingDelivery,
} from '@logisaathi/domain';
import { and, eq, not, notExists } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { findActiveAssignment, hasLiveAssignment, moveAssignment } from '../tracking/tracking-repository';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { deliveryKey, userKey } from '../../lib/live-events';
import { isRowId } from '../../lib/row-id';
import { raiseAlert } from '../alerts/raise-alert';
import { notifyUser } from '../notifications/notify';
import { changeDeliveryStatus } from '../deliveries/change-delivery-status';
import { findDelivery, type DeliveryRow } from '../deliveries/deliveries-repository';
import { listScheduledRegular } from '../deliveries/reads-for-other-modules';
import { deliveryRowIdOrNotFound } from '../deliveries/find-delivery-for-user';
import { replanJobDay } from '../day-plans/replan-on-write';
import { audited, type Actor } from '../ops/audit-log';
import { findJobByDelivery, jobOfDelivery } from '../partners/jobs-repository';
import { offerCountsOf } from '../partners/offers-repository';
import { listFleetForOps } from '../partners/fleet-repository';
import { findVehicleById } from '../partners/partners-repository';
import { deliveryDispatch } from './tables';
import { dispatchStatesOf } from './delivery-dispatch-repository';
import { toDriverDto } from '../tracking/tracking-dto';
import { placeJob } from './accept-offer';
import { offerDelivery } from './offer-delivery';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import { serverText } from '../../lib/texts';
import { findContacts, findUserById } from '../users/users-repository';

/** GET /api/ops/dispatch: regular, Scheduled, today or later, without a truck; the least time left first. */
export async function listWaitingForTruck(db: Db, now: Date): Promise<WaitingDelivery[]> {
  // Without a truck: no partner job and no live driver of the business's own.
  const waiting = await listScheduledRegular(
    db,
    istToday(now),
    (deliveryRowId) =>
      and(notExists(jobOfDelivery(db, deliveryRowId)), not(hasLiveAssignment(deliveryRowId))),
    DISPATCH_MONITOR_MAX * 2,
    'pickup',
  );
  const ids = waiting.map((d) => d.id);
  const [states, offers] = await Promise.all([dispatchStatesOf(db, ids), offerCountsOf(db, ids, now)]);
  const rows = waiting.map((delivery) => ({
    delivery,
    timedOutAt: states.get(delivery.id)?.timedOutAt ?? null,
    keepSearching: states.get(delivery.id)?.keepSearching ?? false,
    openOffers: offers.get(delivery.id)?.open ?? 0,
    offersMade: offers.get(delivery.id)?.made ?? 0,
  }));
  const contacts = await findContacts(
    db,
    rows.map((r) => r.delivery.userId),
  );
  // A delivery goes with its account (foreign key); one deleted between the two reads is left out.
  return rows
    .filter((r) => contacts.has(r.delivery.userId))
    .map(({ delivery: d, ...r }) => {
      const start = slotWindow(d.pickupDate, d.timeSlot).start;
      return {
        id: d.id,
        deliveryId: d.deliveryId,
        company: contacts.get(d.userId)?.company ?? '',
        pickupAddress: d.pickupAddress,
        deliveryAddress: d.deliveryAddress,
        pickup: { lat: d.pickupLat, lon: d.pickupLon },
        drop: { lat: d.deliveryLat, lon: d.deliveryLon },
        pickupDate: d.pickupDate,
        timeSlot: d.timeSlot,
        slotStartsAt: start.toISOString(),
        minutesLeft: Math.floor((start.getTime() - now.getTime()) / 60_000),
        weightKg: d.weightKg,
        openOffers: Number(r.openOffers),
        offersMade: Number(r.offersMade),
        timedOut: r.timedOutAt !== null,
        keepSearching: r.keepSearching === true,
      };
    })
    .sort((a, b) => a.minutesLeft - b.minutesLeft)
    .slice(0, DISPATCH_MONITOR_MAX);
}

/** GET /api/ops/fleet: vehicles online or carrying a job, with their last position, its flag and their jobs. */
export async function listFleet(db: Db): Promise<FleetVehicle[]> {
  const rows = await listFleetForOps(db, FLEET_MAP_MAX);
  return rows.map(({ vehicle: v, ...r }) => ({
    id: v.id,
    registration: formatRegistrationNumber(v.registrationNumber),
    bodyType: v.bodyType,
    partnerId: v.partnerId,
    partnerName: r.businessName,
    online: v.online,
    driverName: r.driverName,
    position: v.lastLat !== null && v.lastLon !== null ? { lat: v.lastLat, lon: v.lastLon } : null,
    positionAt: v.lastPositionAt?.toISOString() ?? null,
    positionFlag: v.lastPositionFlag,
    jobs: r.jobs ?? [],
  }));
}

async function lockWaiting(tx: DbOrTx, id: string): Promise<DeliveryRow> {
  const delivery = await findDelivery(tx, deliveryRowIdOrNotFound(id), null, { forUpdate: true });
  if (!delivery) throw deliveryRowIdOrNotFound('');
  const assigned = await findActiveAssignment(tx, delivery.id);
  if (
    delivery.mode !== 'regular' ||
    delivery.status !== 'Scheduled' ||
    assigned ||
    (await findJobByDelivery(tx, delivery.id))
  )
    throw new AppError('conflict', OPS_CONSOLE_MESSAGES.deliveryNotWaiting);
  return delivery;
}

const brief = (d: DeliveryRow) => ({ deliveryId: d.deliveryId, status: d.status });

export interface DispatchOutcome {
  deliveryId: string;
  outcome: 'assigned' | 'offered' | 'cancelled';
  vehicle: string | null;
  offers: number;
}

/**
 * POST /api/ops/dispatch/{id}/assign: the operator puts a waiting delivery on a chosen vehicle. The vehicle row
 * is locked after the delivery's (the accept's lock order) and placeJob checks its documents, its driver and its
 * day (acceptIntoDay) as for any accept: a truck's slot is never booked twice. Open offers are withdrawn; the
 * shipper hears 'Truck Assigned', the partner that LogiSaathi operations gave it the job.
 */
export async function assignDelivery(
  deps: PartnerJobsDeps,
  actor: Actor,
  id: string,
  input: { vehicleId: string; reason: string },
  now: Date,
): Promise<DispatchOutcome> {
  let placed;
  try {
    placed = await audited(
      deps.db,
      actor,
      {
        action: 'dispatch.assigned',
        targetType: 'delivery',
        targetId: id,
        reason: input.reason,
        before: async (tx) => {
          const d = await findDelivery(tx, deliveryRowIdOrNotFound(id), null);
          return d ? brief(d) : null;
        },
      },
      async (tx) => {
        const delivery = await lockWaiting(tx, id);
        const vehicle = isRowId(input.vehicleId)
          ? await findVehicleById(tx, input.vehicleId, { forUpdate: true })
          : undefined;
        if (!vehicle) throw AppError.validation('vehicleId', OPS_CONSOLE_MESSAGES.vehicleNotFound);
        const owner = await findUserById(tx, vehicle.partnerId);
        if (!owner || owner.suspendedAt)
          throw AppError.validation('vehicleId', OPS_CONSOLE_MESSAGES.vehicleNotFound);
        const split = splitFare(rupeesToPaise(delivery.totalCostInr), deps.config.partners.commissionPercent);
        const result = await placeJob(tx, {
          delivery,
          vehicle,
          offer: { id: null, ...split },
          closeOthersAs: 'withdrawn',
          now,
        });
        const registration = formatRegistrationNumber(vehicle.registrationNumber);
        await raiseAlert(tx, vehicle.partnerId, {
          type: 'info',
          title: 'Job assigned by LogiSaathi',
          message: serverText('delivery.opsAssigned', { id: delivery.deliveryId, vehicle: registration }),
          status: 'active',
          priority: 'high',
          shipmentId: delivery.deliveryId,
        });
        return { ...result, delivery, registration };
      },
      (r) => ({ deliveryId: r.delivery.deliveryId, vehicleId: r.job.vehicleId, vehicle: r.registration }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', OPS_CONSOLE_MESSAGES.deliveryNotWaiting);
    throw err;
  }
  for (const other of placed.closed) {
    await deps.events.publish(userKey(other.partnerId), 'offer-closed', {
      offerId: other.id,
      status: 'withdrawn',
    });
  }
  await deps.events.publish(deliveryKey(placed.job.deliveryRowId), 'driver', {
    driver: toDriverDto(placed.assignment),
  });
  await replanJobDay(deps.db, moveAssignment, deps.log, placed.job.partnerId, placed.job.deliveryRowId, now);
  return {
    deliveryId: placed.delivery.deliveryId,
    outcome: 'assigned',
    vehicle: placed.registration,
    offers: 0,
  };
}

/**
 * POST /api/ops/dispatch/{id}/reoffer: the delivery keeps being offered (as if its shipper chose to keep
 * searching after a timeout) and the next wave goes out now when anyone suitable is online.
 */
export async function reofferDelivery(
  deps: PartnerJobsDeps,
  actor: Actor,
  id: string,
  reason: string,
  now: Date,
): Promise<DispatchOutcome> {
  const delivery = await audited(
    deps.db,
    actor,
    {
      action: 'dispatch.reoffered',
      targetType: 'delivery',
      targetId: id,
      reason,
      before: async (tx) => {
        const [row] = await tx
          .select()
          .from(deliveryDispatch)
          .where(eq(deliveryDispatch.deliveryRowId, deliveryRowIdOrNotFound(id)));
        return { keepSearching: row?.keepSearching ?? null, timedOutAt: row?.timedOutAt ?? null };
      },
    },
    async (tx) => {
      const row = await lockWaiting(tx, id);
      await tx
        .insert(deliveryDispatch)
        .values({ deliveryRowId: row.id, timedOutAt: now, keepSearching: true, updatedAt: now })
        .onConflictDoUpdate({
          target: deliveryDispatch.deliveryRowId,
          set: { keepSearching: true, updatedAt: now },
        });
      return row;
    },
    (row) => ({ deliveryId: row.deliveryId, keepSearching: true }),
  );
  const offers = await offerDelivery(deps, delivery, now, undefined, true);
  return { deliveryId: delivery.deliveryId, outcome: 'offered', vehicle: null, offers: offers.length };
}

/**
 * POST /api/ops/dispatch/{id}/cancel: cancelled on the shipper's behalf with the reason in its status trail; the
 * status change raises the shipper's alert (change-delivery-status.ts) and an 'exception' notification is queued
 * in the outbox. Open offers
 * are withdrawn by the next dispatch sweep, as for any cancellation.
 */
export async function cancelForShipper(
  deps: PartnerJobsDeps,
  actor: Actor,
  id: string,
  reason: string,
  now: Date,
): Promise<DispatchOutcome> {
  const row = await audited(
    deps.db,
    actor,
    {
      action: 'dispatch.cancelled',
      targetType: 'delivery',
      targetId: id,
      reason,
      before: async (tx) => {
        const d = await findDelivery(tx, deliveryRowIdOrNotFound(id), null);
        return d ? brief(d) : null;
      },
    },
    async (tx) => {
      const waiting = await lockWaiting(tx, id);
      const note = OPS_CONSOLE_MESSAGES.cancelledByOps(reason);
      const cancelled = await changeDeliveryStatus(tx, {
        deliveryRowId: waiting.id,
        userId: null,
        to: 'Cancelled',
        note,
        now,
      });
      // The shipper hears it outside the app too (the 'exception' notification: a delivery needs attention).
      await notifyUser(tx, {
        userId: cancelled.userId,
        event: 'exception',
        variables: { code: cancelled.deliveryId, reason: note },
        deliveryRowId: cancelled.id,
      });
      return cancelled;
    },
    brief,
  );
  const entry = row.statusHistory.at(-1);
  await deps.events.publish(deliveryKey(row.id), 'status', {
    status: row.status,
    at: entry?.at ?? now.toISOString(),
    note: entry?.note ?? null,
  });
  return { deliveryId: row.deliveryId, outcome: 'cancelled', vehicle: null, offers: 0 };
}

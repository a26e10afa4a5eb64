import { acceptIntoDay } from '@logisaathi/dispatch';
import {
  ewayBillMissing,
  formatRegistrationNumber,
  SLOT_MESSAGES,
  isFinalStatus,
  licenceProblem,
  OFFER_MESSAGES,
  vehicleCompliance,
  VEHICLE_BODY_TYPE_LABELS,
  type FareSplit,
  type VehicleBodyType,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { raiseAlert } from '../alerts/raise-alert';
import { notifyTruckAssigned } from '../notifications/notify';
import { isUniqueViolation } from '../../lib/db-errors';
import { findDelivery, type DeliveryRow } from '../deliveries/deliveries-repository';
import { isRowId } from '../../lib/row-id';
import { toDriverDto } from '../tracking/tracking-dto';
import { deliveryKey, userKey } from '../../lib/live-events';
import {
  ensureTracking,
  insertAssignment,
  moveAssignment,
  type AssignmentRow,
} from '../tracking/tracking-repository';
import { issueConsignmentNote } from '../billing/issue-consignment-note';
import {
  hashDriverToken,
  newDeliveryCode,
  newDriverToken,
  newPublicCode,
} from '../tracking/tracking-secrets';
import { findJobByDelivery, insertJob, type JobRow } from '../partners/jobs-repository';
import {
  closeOtherOffers,
  findOfferForPartner,
  setOfferStatus,
  type OfferRow,
} from '../partners/offers-repository';
import {
  findDriverById,
  findVehicleById,
  listDriverDocuments,
  listVehicleDocuments,
  type VehicleRow,
} from '../partners/partners-repository';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import { replanJobDay } from '../day-plans/replan-on-write';
import { upsertPin } from '../day-plans/day-plans-repository';
import { loadTruckDay, toDispatchJob } from './dispatch-fleet';
import { alertIfPartBDue } from '../eway-bills/part-b';
import { ewayBillFacts } from '../tracking/consignment-facts';
import { serverText } from '../../lib/texts';

/** The shipper's alert when a truck is assigned to goods whose e-way bill number is still missing. */
export const ewayAlertMessage = (deliveryId: string) =>
  serverText('delivery.ewayBillNeeded', { id: deliveryId });

export const OFFER_NOT_FOUND = 'Offer not found';

const taken = () => new AppError('conflict', OFFER_MESSAGES.taken);

/**
 * POST /partners/offers/{id}/accept. First to accept wins, however many partners tap at once and across API
 * processes: in one transaction the delivery row and then the offer row are locked, an existing job or live
 * driver means 'This job has been taken' (409), and the job's insert is guarded by the unique index on
 * partner_jobs(delivery) and driver_assignments_active_key, so even a path around the locks stores at most one.
 * The job is a tracking assignment too: the delivery code, live positions and the driver status flow work as
 * for a business's own driver. The other partners' offers close; the shipper is alerted.
 *
 * `byDriver`: a fleet's driver accepted for the vehicle they drive, so the job is pinned to that vehicle: the
 * fleet's day plan may not hand it to another truck (the owner can still move it by hand).
 */
export async function acceptOffer(
  deps: PartnerJobsDeps,
  partnerId: string,
  offerId: string,
  now: Date,
  { byDriver = false }: { byDriver?: boolean } = {},
): Promise<JobRow> {
  let outcome: {
    job: JobRow;
    closed: Array<{ id: string; partnerId: string }>;
    driver: ReturnType<typeof toDriverDto>;
  };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      // Lock order: the delivery first, then the offer. Every accept of a delivery queues on the delivery's row,
      // so the winner can close the other offers without waiting for a loser holding one of them (deadlock).
      const seen = isRowId(offerId) ? await findOfferForPartner(tx, partnerId, offerId) : undefined;
      if (!seen) throw AppError.notFound(OFFER_NOT_FOUND);
      const delivery = await findDelivery(tx, seen.deliveryRowId, null, { forUpdate: true });
      const offer = await findOfferForPartner(tx, partnerId, offerId, { forUpdate: true });
      if (!offer) throw AppError.notFound(OFFER_NOT_FOUND);
      if (offer.status === 'taken') throw taken();
      if (offer.status !== 'open') {
        throw new AppError(
          'conflict',
          offer.status === 'expired' ? OFFER_MESSAGES.expired : OFFER_MESSAGES.notOpen,
        );
      }
      if (offer.expiresAt <= now) throw new AppError('conflict', OFFER_MESSAGES.expired);
      if (!delivery || isFinalStatus(delivery.status)) throw new AppError('conflict', OFFER_MESSAGES.notOpen);
      if (await findJobByDelivery(tx, delivery.id)) throw taken();

      const vehicle = await findVehicleById(tx, offer.vehicleId, { forUpdate: true });
      if (!vehicle) throw new AppError('conflict', OFFER_MESSAGES.vehicleNotReady);
      const { job, closed, assignment } = await placeJob(tx, {
        delivery,
        vehicle,
        offer,
        closeOthersAs: 'taken',
        now,
      });
      if (byDriver) await upsertPin(tx, job.id, vehicle.id, now);
      return {
        job,
        closed: closed.map((o) => ({ id: o.id, partnerId: o.partnerId })),
        driver: toDriverDto(assignment),
      };
    });
  } catch (err) {
    // The loser of a race that slipped past the locks meets the unique index.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  for (const other of outcome.closed) {
    await deps.events.publish(userKey(other.partnerId), 'offer-closed', {
      offerId: other.id,
      status: 'taken',
    });
  }
  await deps.events.publish(deliveryKey(outcome.job.deliveryRowId), 'driver', { driver: outcome.driver });
  // The fleet's day gains a job: it is planned now, not when someone next opens the plan.
  await replanJobDay(deps.db, moveAssignment, deps.log, partnerId, outcome.job.deliveryRowId, now);
  return outcome.job;
}

/** The vehicle row as locked by the caller. */
type LockedVehicle = VehicleRow;

/**
 * A delivery becomes a vehicle's job, inside the caller's transaction with the delivery row and then the
 * vehicle row locked (FOR UPDATE): the vehicle's documents, its driver's licence and the truck-day rule
 * (packages/dispatch acceptIntoDay) are checked; the tracking assignment, the consignment note and the job are
 * stored; the other open offers close as `closeOthersAs`; the shipper is alerted and told. Shared by a partner's
 * accept and an operator's manual assignment (ops-dispatch.ts), so neither can double-book a truck's slot.
 */
export async function placeJob(
  tx: DbOrTx,
  args: {
    delivery: DeliveryRow;
    vehicle: LockedVehicle;
    /** The accepted offer, or the fare split of a job nobody was offered (an operator's assignment). */
    offer: { id: string | null } & FareSplit;
    closeOthersAs: 'taken' | 'withdrawn';
    now: Date;
  },
): Promise<{ job: JobRow; closed: OfferRow[]; assignment: AssignmentRow }> {
  const { delivery, vehicle, offer, now } = args;
  const partnerId = vehicle.partnerId;
  const documents = await listVehicleDocuments(tx, vehicle.id);
  const compliance = vehicleCompliance(documents, now);
  if (!compliance.canTakeJobs) {
    throw new AppError('conflict', `${OFFER_MESSAGES.vehicleNotReady}: ${compliance.problems.join('; ')}`);
  }
  const driver = vehicle.currentDriverId ? await findDriverById(tx, vehicle.currentDriverId) : undefined;
  const problem = driver
    ? licenceProblem(await listDriverDocuments(tx, driver.id), now)
    : 'Pair a driver with this vehicle first';
  if (!driver || problem) throw new AppError('conflict', `${OFFER_MESSAGES.vehicleNotReady}: ${problem}`);

  // The truck-day rule, with the vehicle row locked: a second accept for this truck waits here and then sees
  // the first one's job, so no truck holds two jobs it cannot both do (packages/dispatch truck-day.ts).
  const dispatchJob = toDispatchJob(delivery);
  const day = await loadTruckDay(tx, vehicle, dispatchJob.pickup);
  const place = acceptIntoDay(day, dispatchJob, { nowMs: now.getTime() });
  if (!('fit' in place)) throw new AppError('conflict', OFFER_MESSAGES.truckDayFull);

  const tracking = await ensureTracking(tx, {
    deliveryRowId: delivery.id,
    publicCode: newPublicCode(),
    deliveryCode: newDeliveryCode(),
  });
  // The partner works through its own signed-in endpoints; the link token exists only as the assignment's
  // key and is never shown.
  const assignment = await insertAssignment(tx, {
    deliveryRowId: delivery.id,
    driverName: driver.name,
    driverPhone: driver.phone,
    vehicleNumber: formatRegistrationNumber(vehicle.registrationNumber),
    tokenHash: hashDriverToken(newDriverToken()),
    createdAt: now,
  });
  await issueConsignmentNote(tx, delivery.id, now);
  const job = await insertJob(tx, {
    deliveryRowId: delivery.id,
    offerId: offer.id,
    partnerId,
    vehicleId: vehicle.id,
    driverId: driver.id,
    assignmentId: assignment.id,
    farePaise: offer.farePaise,
    commissionPercent: offer.commissionPercent,
    commissionPaise: offer.commissionPaise,
    netPaise: offer.netPaise,
    acceptedAt: now,
    plannedPickupAt: new Date(place.fit.pickupAtMs),
    plannedDoneAt: new Date(place.fit.doneAtMs),
  });
  if (offer.id) await setOfferStatus(tx, offer.id, { status: 'accepted', respondedAt: now });
  const closed = await closeOtherOffers(tx, delivery.id, args.closeOthersAs, now);
  const firstName = driver.name.split(/\s+/)[0] ?? driver.name;
  await raiseAlert(tx, delivery.userId, {
    type: 'success',
    title: 'Truck Assigned',
    message: serverText('delivery.truckWillCarry', {
      vehicle: formatRegistrationNumber(vehicle.registrationNumber),
      body: VEHICLE_BODY_TYPE_LABELS[vehicle.bodyType as VehicleBodyType] ?? vehicle.bodyType,
      id: delivery.deliveryId,
      driver: firstName,
    }),
    status: 'active',
    priority: 'medium',
    shipmentId: delivery.deliveryId,
  });
  if (ewayBillMissing(delivery)) {
    await raiseAlert(tx, delivery.userId, {
      type: 'warning',
      title: SLOT_MESSAGES.ewayTitle,
      message: ewayAlertMessage(delivery.deliveryId),
      status: 'active',
      priority: 'high',
      shipmentId: delivery.deliveryId,
    });
  }
  await alertIfPartBDue(tx, ewayBillFacts, delivery);
  await notifyTruckAssigned(tx, {
    deliveryRowId: delivery.id,
    shipperId: delivery.userId,
    code: delivery.deliveryId,
    deliveryContactPhone: delivery.deliveryContactPhone,
    customerPhone: delivery.customerPhone,
    publicCode: tracking.publicCode,
    deliveryCode: tracking.deliveryCode,
    vehicle: formatRegistrationNumber(vehicle.registrationNumber),
    driver: firstName,
    driverPhone: driver.phone,
  });
  return { job, closed, assignment };
}

/** POST /partners/offers/{id}/decline: with a reason; an offer already closed answers 409. */
export async function declineOffer(
  deps: PartnerJobsDeps,
  partnerId: string,
  offerId: string,
  input: { reason: string; note?: string | undefined },
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const offer = isRowId(offerId)
      ? await findOfferForPartner(tx, partnerId, offerId, { forUpdate: true })
      : undefined;
    if (!offer) throw AppError.notFound(OFFER_NOT_FOUND);
    if (offer.status === 'taken') throw taken();
    if (offer.status !== 'open' || offer.expiresAt <= now) {
      throw new AppError(
        'conflict',
        offer.status === 'open' || offer.status === 'expired'
          ? OFFER_MESSAGES.expired
          : OFFER_MESSAGES.notOpen,
      );
    }
    await setOfferStatus(tx, offer.id, {
      status: 'declined',
      respondedAt: now,
      declineReason: input.reason,
      declineNote: input.note ?? null,
    });
  });
}

import {
  canAgreeEarlyPickup,
  etaWindow,
  ewayBillMissing,
  slotWindow,
  EXCEPTION_REASON_LABELS,
  formatRegistrationNumber,
  isActive,
  isFinalStatus,
  type DeliveryPartnerView,
  type ExceptionReason,
  type VehicleBodyType,
  type DeliveryRowId,
} from '@logisaathi/domain';
import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { isTimedOut } from '../dispatch/delivery-dispatch-repository';
import { AppError } from '../../lib/app-error';
import { printableImage, type ImagePurpose } from '../../lib/checked-upload';
import type { FileStorage } from '../../lib/file-storage';
import type { DocumentRenderer } from '../../lib/documents/document-renderer';
import { readStored } from '../../lib/documents/render-cache';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { findDeliveryForUser } from '../deliveries/find-delivery-for-user';
import { findDriverById, findVehicleById, vehicleRatings } from '../partners/partners-repository';
import { findActiveAssignment } from '../tracking/tracking-repository';
import {
  findJobByDelivery,
  findProofOfDelivery,
  findRatings,
  type JobRow,
  type ProofRow,
} from '../partners/jobs-repository';
import { toProofDto } from './job-dto';
import { jobTimes } from '../dispatch/live-plan';

export const NO_PROOF = 'This delivery has no proof of delivery yet';

/** Where the shipper fetches the files and the PDF of its delivery's proof. */
const shipperProofPaths = (deliveryRowId: DeliveryRowId) =>
  [`/api/deliveries/${deliveryRowId}/proof`, `/api/deliveries/${deliveryRowId}/proof.pdf`] as const;

/**
 * GET /deliveries/{id}/partner, for the delivery's own shipper only (404 otherwise): the dispatch state, the
 * truck (registration, type, the driver's first name, and a phone only while the delivery is active), the proof
 * of delivery, an exception, and the shipper's rating. Once the partner's account is closed only the proof is
 * left (schema proofsOfDelivery): no truck, and no rating, which rated the partner and went with it.
 */
export async function getDeliveryPartnerView(
  db: DbOrTx,
  userId: string,
  deliveryRowId: DeliveryRowId,
  promise?: (delivery: DeliveryRow) => Date,
  now = new Date(),
): Promise<DeliveryPartnerView> {
  const delivery = await findDeliveryForUser(db, userId, deliveryRowId);
  const job = await findJobByDelivery(db, delivery.id);
  const slot = slotWindow(delivery.pickupDate, delivery.timeSlot);
  const common = {
    earlyPickup: {
      agreedAt: delivery.earlyPickupAgreedAt?.toISOString() ?? null,
      canAgree:
        delivery.earlyPickupAgreedAt === null &&
        canAgreeEarlyPickup(delivery.pickupDate, delivery.timeSlot, delivery.status, now),
    },
    ewayBillMissing: delivery.status === 'Scheduled' && ewayBillMissing(delivery),
  };
  if (!job) {
    const kept = await findProofOfDelivery(db, delivery.id);
    const ownDriver = await findActiveAssignment(db, delivery.id);
    const finding = delivery.mode === 'regular' && !isFinalStatus(delivery.status) && !ownDriver;
    const timedOut = finding && (await isTimedOut(db, delivery.id));
    return {
      dispatch: timedOut ? 'timed-out' : finding ? 'finding' : 'none',
      promiseBy: finding && !timedOut && promise ? promise(delivery).toISOString() : null,
      truck: null,
      plan: null,
      ...common,
      proofOfDelivery: kept ? toProofDto(kept, ...shipperProofPaths(delivery.id)) : null,
      exception: null,
      myRating: null,
      canRate: false,
    };
  }
  const [vehicle, driver, proof, ratings] = await Promise.all([
    findVehicleById(db, job.vehicleId),
    job.driverId ? findDriverById(db, job.driverId) : Promise.resolve(undefined),
    findProofOfDelivery(db, delivery.id),
    findRatings(db, [job.id]),
  ]);
  if (!vehicle) throw AppError.notFound('Delivery not found');
  const rating = (await vehicleRatings(db, [vehicle.id])).get(vehicle.id);
  const mine = ratings.find((r) => r.direction === 'trip');
  const range = { startMs: slot.start.getTime(), endMs: slot.end.getTime() };
  const times = delivery.status === 'Scheduled' ? await jobTimes(db, job, vehicle, now) : null;
  return {
    dispatch: 'assigned',
    promiseBy: null,
    ...common,
    plan: times
      ? {
          slot: delivery.timeSlot,
          pickup: etaWindow(times.pickupAtMs, range),
          drop: etaWindow(times.doneAtMs, range),
          basis: times.basis,
        }
      : null,
    truck: {
      registrationDisplay: formatRegistrationNumber(vehicle.registrationNumber),
      bodyType: vehicle.bodyType as VehicleBodyType,
      driverFirstName: driver ? (driver.name.split(/\s+/)[0] ?? driver.name) : 'Driver',
      driverPhone: driver && isActive(delivery.status) ? driver.phone : null,
      isDemo: vehicle.isDemo,
      rating:
        rating && rating.count > 0
          ? { average: Math.round((rating.sum / rating.count) * 10) / 10, count: rating.count }
          : { average: null, count: 0 },
      assignedAt: job.acceptedAt.toISOString(),
    },
    proofOfDelivery: proof ? toProofDto(proof, ...shipperProofPaths(delivery.id)) : null,
    exception: job.exceptionReason
      ? {
          reason: job.exceptionReason as ExceptionReason,
          label: EXCEPTION_REASON_LABELS[job.exceptionReason as ExceptionReason] ?? job.exceptionReason,
          note: job.exceptionNote,
        }
      : null,
    myRating: mine
      ? { score: mine.score, tags: mine.tags, comment: mine.comment, createdAt: mine.createdAt.toISOString() }
      : null,
    canRate: delivery.status === 'Delivered' && !mine,
  };
}

/** The proof of a delivery, for either viewer (the caller has already checked who may see it). */
async function proofOf(db: DbOrTx, deliveryRowId: DeliveryRowId): Promise<ProofRow> {
  const proof = await findProofOfDelivery(db, deliveryRowId);
  if (!proof) throw AppError.notFound(NO_PROOF);
  return proof;
}

/** One proof file of the delivery: 'signature' or photo n (1-based). */
export async function readProofFile(
  db: DbOrTx,
  storage: FileStorage,
  deliveryRowId: DeliveryRowId,
  which: 'signature' | number,
): Promise<{ body: Readable; sizeBytes: number; contentType: string }> {
  const proof = await proofOf(db, deliveryRowId);
  const entry =
    which === 'signature'
      ? { storageKey: proof.signatureKey, contentType: 'image/png' }
      : proof.photos[which - 1];
  const file = entry ? await storage.get(entry.storageKey) : null;
  if (!entry || !file) throw AppError.notFound('File not found');
  return { ...file, contentType: entry.contentType };
}

/** The shipper's job for its own delivery (404 for anyone else's or a delivery without a partner). */
export async function shipperJob(
  db: DbOrTx,
  userId: string,
  deliveryRowId: DeliveryRowId,
): Promise<{ job: JobRow; delivery: DeliveryRow }> {
  const delivery = await findDeliveryForUser(db, userId, deliveryRowId);
  const job = await findJobByDelivery(db, delivery.id);
  if (!job) throw AppError.notFound(NO_PROOF);
  return { job, delivery };
}

/**
 * The proof-of-delivery PDF, built on request from the stored proof alone (nothing to keep in step, and the same
 * after the partner's account is closed). The images are decoded and scaled for print here (sharp, off the event
 * loop); one that will not decode is left out with a note. The drawing runs in a document worker.
 */
export async function proofPdf(
  documents: DocumentRenderer,
  db: DbOrTx,
  storage: FileStorage,
  delivery: DeliveryRow,
): Promise<Buffer> {
  const proof = await proofOf(db, delivery.id);
  const readable = async (key: string, purpose: ImagePurpose, maxPx: number) => {
    const stored = await readStored(storage, key);
    return stored ? printableImage(stored, purpose, maxPx) : null;
  };
  const [signature, ...photos] = await Promise.all([
    readable(proof.signatureKey, 'signature', 720),
    ...proof.photos.map((p) => readable(p.storageKey, 'photo', 640)),
  ]);
  return documents.render({
    kind: 'proof',
    proof: { delivery, proof, images: { signature: signature ?? null, photos } },
  });
}

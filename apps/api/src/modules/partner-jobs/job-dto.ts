import {
  allowedTransitions,
  EXCEPTION_REASON_LABELS,
  formatRegistrationNumber,
  geoLink,
  JOB_PROGRESS_STATUSES,
  osmDirectionsLink,
  partBUpdateOf,
  type PartBChange,
  type DeliveryStatus,
  type ExceptionReason,
  type Job,
  type JobProgressStatus,
  type OpsAnswer,
  type ProofOfDelivery,
  type StoredPackageType,
  type VehicleBodyType,
} from '@logisaathi/domain';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import type { DriverRow, VehicleRow } from '../partners/partners-repository';
import { areaOf } from '../places/area-of';
import { pickupRefusal } from './pickup-rules';
import type { JobRow, ProofRow } from '../partners/jobs-repository';

const isProgress = (s: DeliveryStatus): s is JobProgressStatus =>
  (JOB_PROGRESS_STATUSES as readonly string[]).includes(s);

/** The proof as a viewer sees it: file links under the viewer's own base path (partner job or shipper delivery). */
export function toProofDto(proof: ProofRow, basePath: string, pdfUrl: string): ProofOfDelivery {
  return {
    receiverName: proof.receiverName,
    deliveredAt: proof.deliveredAt.toISOString(),
    lat: proof.lat,
    lon: proof.lon,
    distanceFromDropM: proof.distanceFromDropM,
    positionFlag: (proof.positionFlag as ProofOfDelivery['positionFlag']) ?? null,
    signatureUrl: `${basePath}/signature`,
    photoUrls: proof.photos.map((_, i) => `${basePath}/photos/${i + 1}`),
    pdfUrl,
  };
}

/** After acceptance the partner sees everything a driver needs: full stops with contacts, the customer's phone. */
export function toJobDto(args: {
  job: JobRow;
  delivery: DeliveryRow;
  vehicle: VehicleRow;
  driver: DriverRow | undefined;
  proof: ProofRow | undefined;
  shipperRatingGiven: boolean;
  /** LogiSaathi operations' answers to this job's exceptions (issue 33), newest first. */
  opsAnswers?: OpsAnswer[];
  /** The e-way bill's Part-B update due for this job's truck (eway-bills/part-b.ts). */
  partB?: PartBChange | null;
  now?: Date;
}): Job {
  const { job, delivery, vehicle, driver, proof } = args;
  const status = delivery.status as DeliveryStatus;
  const from =
    vehicle.lastLat !== null && vehicle.lastLon !== null
      ? { lat: vehicle.lastLat, lon: vehicle.lastLon }
      : undefined;
  const pickup = { lat: delivery.pickupLat, lon: delivery.pickupLon };
  const drop = { lat: delivery.deliveryLat, lon: delivery.deliveryLon };
  const base = `/api/partners/jobs/${job.id}/proof`;
  const dims =
    delivery.lengthCm === null && delivery.widthCm === null && delivery.heightCm === null
      ? null
      : { length: delivery.lengthCm, width: delivery.widthCm, height: delivery.heightCm };
  return {
    id: job.id,
    deliveryId: delivery.deliveryId,
    status,
    nextStatuses: allowedTransitions(status).filter(isProgress),
    vehicle: {
      id: vehicle.id,
      registrationDisplay: formatRegistrationNumber(vehicle.registrationNumber),
      bodyType: vehicle.bodyType as VehicleBodyType,
    },
    driver: driver ? { id: driver.id, name: driver.name } : null,
    stops: [
      {
        kind: 'pickup',
        order: 1,
        address: delivery.pickupAddress,
        area: areaOf(delivery.pickupPlace),
        contactPerson: delivery.pickupContactPerson ?? delivery.customerName,
        contactPhone: delivery.pickupContactPhone ?? delivery.customerPhone,
        instructions: delivery.pickupInstructions ?? '',
        lat: pickup.lat,
        lon: pickup.lon,
        geoUrl: geoLink(pickup.lat, pickup.lon, 'Pickup'),
        directionsUrl: osmDirectionsLink(pickup, from),
      },
      {
        kind: 'drop',
        order: 2,
        address: delivery.deliveryAddress,
        area: areaOf(delivery.deliveryPlace),
        // The consignee is the customer unless the sender named someone else at the door (as delivery-dto.ts).
        contactPerson: delivery.deliveryContactPerson ?? delivery.customerName,
        contactPhone: delivery.deliveryContactPhone ?? delivery.customerPhone,
        instructions: delivery.deliveryInstructions ?? '',
        lat: drop.lat,
        lon: drop.lon,
        geoUrl: geoLink(drop.lat, drop.lon, 'Drop'),
        directionsUrl: osmDirectionsLink(drop, pickup),
      },
    ],
    customer: { name: delivery.customerName, phone: delivery.customerPhone },
    package: {
      type: delivery.packageType as StoredPackageType,
      name: delivery.packageName,
      weightKg: delivery.weightKg,
      dimensionsCm: dims,
      specialInstructions: delivery.specialInstructions ?? '',
    },
    pickupDate: delivery.pickupDate,
    slot: delivery.timeSlot,
    roadKm: Math.round(delivery.distanceKm * 10) / 10,
    earning: {
      farePaise: job.farePaise,
      commissionPercent: job.commissionPercent,
      commissionPaise: job.commissionPaise,
      netPaise: job.netPaise,
    },
    acceptedAt: job.acceptedAt.toISOString(),
    completedAt: job.completedAt ? job.completedAt.toISOString() : null,
    proofOfDelivery: proof ? toProofDto(proof, base, `/api/partners/jobs/${job.id}/proof.pdf`) : null,
    exception:
      job.exceptionReason && job.exceptionAt
        ? {
            reason: job.exceptionReason as ExceptionReason,
            label: EXCEPTION_REASON_LABELS[job.exceptionReason as ExceptionReason] ?? job.exceptionReason,
            note: job.exceptionNote,
            at: job.exceptionAt.toISOString(),
          }
        : null,
    shipperRatingGiven: args.shipperRatingGiven,
    opsAnswers: args.opsAnswers ?? [],
    ewayBill: delivery.ewbNumber
      ? {
          number: delivery.ewbNumber,
          validUntilDay: delivery.ewbValidUntil,
          partB: args.partB ? partBUpdateOf(args.partB) : null,
        }
      : null,
    pickupBlocked: status === 'Scheduled' ? pickupRefusal(delivery, args.now ?? new Date()) : null,
    planned: null,
  };
}

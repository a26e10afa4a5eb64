import type { DeliveryRowId } from '@logisaathi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveryCodesOf } from '../deliveries/deliveries-repository';
import {
  partnerDocuments,
  partnerDrivers,
  partnerJobs,
  partnerOffers,
  partners,
  partnerVehicles,
  proofsOfDelivery,
  tripRatings,
} from './tables';

/*
 * Reads for a truck partner's data export: the carrier profile, its drivers, vehicles and their documents, the
 * offers it was sent, the jobs it carried with their proof of delivery, and the ratings given and received.
 * Shippers appear only through the public delivery code of the job; their addresses and phones are the
 * shipper's data, not the partner's. Storage keys are selected only to put the files in the archive.
 */

export async function readCarrierProfile(db: DbOrTx, userId: string) {
  const [profile] = await db
    .select({
      kind: partners.kind,
      businessName: partners.businessName,
      homeArea: partners.homeArea,
      homeLat: partners.homeLat,
      homeLon: partners.homeLon,
      workStart: partners.workStart,
      workEnd: partners.workEnd,
      createdAt: partners.createdAt,
    })
    .from(partners)
    .where(eq(partners.userId, userId));
  return profile ?? null;
}

export async function readCarrierRecords(db: DbOrTx, userId: string) {
  const drivers = await db
    .select({
      id: partnerDrivers.id,
      name: partnerDrivers.name,
      phone: partnerDrivers.phone,
      licenceNumber: partnerDrivers.licenceNumber,
      licenceExpiresOn: partnerDrivers.licenceExpiresOn,
      isAccountHolder: partnerDrivers.isAccountHolder,
      createdAt: partnerDrivers.createdAt,
    })
    .from(partnerDrivers)
    .where(eq(partnerDrivers.partnerId, userId))
    .orderBy(asc(partnerDrivers.createdAt));
  const vehicles = await db
    .select({
      id: partnerVehicles.id,
      registrationNumber: partnerVehicles.registrationNumber,
      bodyType: partnerVehicles.bodyType,
      payloadKg: partnerVehicles.payloadKg,
      lengthCm: partnerVehicles.lengthCm,
      widthCm: partnerVehicles.widthCm,
      heightCm: partnerVehicles.heightCm,
      features: partnerVehicles.features,
      permits: partnerVehicles.permits,
      currentDriverId: partnerVehicles.currentDriverId,
      online: partnerVehicles.online,
      lastLat: partnerVehicles.lastLat,
      lastLon: partnerVehicles.lastLon,
      lastPositionAt: partnerVehicles.lastPositionAt,
      createdAt: partnerVehicles.createdAt,
    })
    .from(partnerVehicles)
    .where(eq(partnerVehicles.partnerId, userId))
    .orderBy(asc(partnerVehicles.createdAt));
  const documents = await db
    .select({
      kind: partnerDocuments.kind,
      vehicleId: partnerDocuments.vehicleId,
      driverId: partnerDocuments.driverId,
      expiresOn: partnerDocuments.expiresOn,
      fileName: partnerDocuments.fileName,
      contentType: partnerDocuments.contentType,
      sizeBytes: partnerDocuments.sizeBytes,
      uploadedAt: partnerDocuments.uploadedAt,
      storageKey: partnerDocuments.storageKey,
    })
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partnerId, userId))
    .orderBy(asc(partnerDocuments.uploadedAt));
  const offers = await db
    .select({
      deliveryRowId: partnerOffers.deliveryRowId,
      vehicleId: partnerOffers.vehicleId,
      status: partnerOffers.status,
      farePaise: partnerOffers.farePaise,
      commissionPercent: partnerOffers.commissionPercent,
      commissionPaise: partnerOffers.commissionPaise,
      netPaise: partnerOffers.netPaise,
      toPickupKm: partnerOffers.toPickupKm,
      createdAt: partnerOffers.createdAt,
      expiresAt: partnerOffers.expiresAt,
      respondedAt: partnerOffers.respondedAt,
      declineReason: partnerOffers.declineReason,
      declineNote: partnerOffers.declineNote,
    })
    .from(partnerOffers)
    .where(eq(partnerOffers.partnerId, userId))
    .orderBy(asc(partnerOffers.createdAt));
  const jobs = await db
    .select({
      deliveryRowId: partnerJobs.deliveryRowId,
      vehicleId: partnerJobs.vehicleId,
      driverId: partnerJobs.driverId,
      farePaise: partnerJobs.farePaise,
      commissionPercent: partnerJobs.commissionPercent,
      commissionPaise: partnerJobs.commissionPaise,
      netPaise: partnerJobs.netPaise,
      acceptedAt: partnerJobs.acceptedAt,
      completedAt: partnerJobs.completedAt,
      exceptionReason: partnerJobs.exceptionReason,
      exceptionNote: partnerJobs.exceptionNote,
      exceptionAt: partnerJobs.exceptionAt,
      proof: {
        receiverName: proofsOfDelivery.receiverName,
        lat: proofsOfDelivery.lat,
        lon: proofsOfDelivery.lon,
        deliveredAt: proofsOfDelivery.deliveredAt,
      },
    })
    .from(partnerJobs)
    .leftJoin(proofsOfDelivery, eq(proofsOfDelivery.jobId, partnerJobs.id))
    .where(eq(partnerJobs.partnerId, userId))
    .orderBy(asc(partnerJobs.acceptedAt));
  const ratings = await db
    .select({
      deliveryRowId: partnerJobs.deliveryRowId,
      direction: tripRatings.direction,
      score: tripRatings.score,
      tags: tripRatings.tags,
      comment: tripRatings.comment,
      createdAt: tripRatings.createdAt,
    })
    .from(tripRatings)
    .innerJoin(partnerJobs, eq(partnerJobs.id, tripRatings.jobId))
    .where(eq(tripRatings.partnerId, userId))
    .orderBy(asc(tripRatings.createdAt));
  // Each row names its delivery by public code (deliveries' own read, one query for all three lists).
  const codeOf = await deliveryCodesOf(
    db,
    [...offers, ...jobs, ...ratings].map((r) => r.deliveryRowId),
  );
  const withCode = <T extends { deliveryRowId: DeliveryRowId }>(rows: T[]) =>
    rows.flatMap(({ deliveryRowId, ...row }) => {
      const deliveryId = codeOf.get(deliveryRowId);
      return deliveryId === undefined ? [] : [{ deliveryId, ...row }];
    });
  return {
    drivers,
    vehicles,
    documents,
    offers: withCode(offers),
    jobs: withCode(jobs).map((j) => ({ ...j, proof: j.proof?.receiverName ? j.proof : null })),
    ratings: withCode(ratings).map((r) => ({
      ...r,
      // 'trip' ratings are the shipper's rating of this partner; 'shipper' ratings are the partner's own.
      given: r.direction === 'shipper',
    })),
  };
}

/** The proofs of delivery of the given deliveries (the caller has limited them to the user's own). */
export async function readProofs(db: DbOrTx, deliveryRowIds: DeliveryRowId[]) {
  if (deliveryRowIds.length === 0) return [];
  return db.select().from(proofsOfDelivery).where(inArray(proofsOfDelivery.deliveryRowId, deliveryRowIds));
}

import {
  documentStatus,
  formatRegistrationNumber,
  hasFreshPosition,
  licenceProblem,
  vehicleCompliance,
  type DocumentReviewStatus,
  type Driver,
  type PartnerDocument,
  type PartnerDocumentKind,
  type Vehicle,
  type VehicleBodyType,
  type VehicleFeature,
  type VehiclePermit,
} from '@logisaathi/domain';
import type { DriverRow, PartnerDocumentRow, VehicleRow } from './partners-repository';
import { summary } from './partners-repository';

export function toPartnerDocumentDto(row: PartnerDocumentRow, now: Date): PartnerDocument {
  return {
    id: row.id,
    kind: row.kind as PartnerDocumentKind,
    expiresOn: row.expiresOn,
    status: documentStatus(row.expiresOn, now),
    fileName: row.fileName,
    mimeType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewStatus: row.reviewStatus as DocumentReviewStatus,
    reviewReason: row.reviewReason,
    downloadUrl: `/api/partners/documents/${row.id}/file`,
  };
}

/**
 * An online vehicle is reported online only while its position is fresh (POSITION_STALE_MS): a phone that went
 * quiet for ten minutes gets no new offers, and the partner sees why.
 */
export function toVehicleDto(
  row: VehicleRow,
  documents: readonly PartnerDocumentRow[],
  driver: DriverRow | undefined,
  rating: { sum: number; count: number } | undefined,
  now: Date,
): Vehicle {
  const own = documents.filter((d) => d.vehicleId === row.id);
  return {
    id: row.id,
    registrationNumber: row.registrationNumber,
    registrationDisplay: formatRegistrationNumber(row.registrationNumber),
    registrationVerified: row.registrationVerifiedAt !== null,
    bodyType: row.bodyType as VehicleBodyType,
    payloadKg: row.payloadKg,
    body: { lengthCm: row.lengthCm, widthCm: row.widthCm, heightCm: row.heightCm },
    features: row.features as VehicleFeature[],
    permits: row.permits as VehiclePermit[],
    isDemo: row.isDemo,
    online: row.online,
    receivingOffers: isReceivingOffers(row, now),
    lastPosition:
      row.lastLat !== null && row.lastLon !== null && row.lastPositionAt
        ? { lat: row.lastLat, lon: row.lastLon, recordedAt: row.lastPositionAt.toISOString() }
        : null,
    driver: driver ? { id: driver.id, name: driver.name } : null,
    documents: own.map((d) => toPartnerDocumentDto(d, now)),
    compliance: vehicleCompliance(own, now),
    rating: summary(rating),
    createdAt: row.createdAt.toISOString(),
  };
}

export function isReceivingOffers(row: VehicleRow, now: Date): boolean {
  return row.online && hasFreshPosition(row.lastPositionAt, now);
}

export function toDriverDto(
  row: DriverRow,
  documents: readonly PartnerDocumentRow[],
  vehicle: VehicleRow | undefined,
  now: Date,
): Driver {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    licenceNumber: row.licenceNumber,
    licenceExpiresOn: row.licenceExpiresOn,
    licenceProblem: licenceProblem(
      documents.filter((d) => d.driverId === row.id),
      now,
    ),
    isAccountHolder: row.isAccountHolder,
    vehicle: vehicle
      ? { id: vehicle.id, registrationDisplay: formatRegistrationNumber(vehicle.registrationNumber) }
      : null,
    documents: documents.filter((d) => d.driverId === row.id).map((d) => toPartnerDocumentDto(d, now)),
    createdAt: row.createdAt.toISOString(),
  };
}

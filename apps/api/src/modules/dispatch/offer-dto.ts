import {
  formatRegistrationNumber,
  type Offer,
  type OfferStatus,
  type StoredPackageType,
  type VehicleBodyType,
} from '@logisaathi/domain';
import { areaOf } from '../places/area-of';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import type { VehicleRow } from '../partners/partners-repository';
import { summary } from '../partners/partners-repository';
import type { OfferRow } from '../partners/offers-repository';

export function toOfferDto(
  offer: OfferRow,
  delivery: DeliveryRow,
  vehicle: Pick<VehicleRow, 'id' | 'registrationNumber' | 'bodyType'>,
  shipperRating: { sum: number; count: number },
): Offer {
  const dims =
    delivery.lengthCm === null && delivery.widthCm === null && delivery.heightCm === null
      ? null
      : { length: delivery.lengthCm, width: delivery.widthCm, height: delivery.heightCm };
  return {
    id: offer.id,
    status: offer.status as OfferStatus,
    deliveryId: delivery.deliveryId,
    vehicle: {
      id: vehicle.id,
      registrationDisplay: formatRegistrationNumber(vehicle.registrationNumber),
      bodyType: vehicle.bodyType as VehicleBodyType,
    },
    pickupArea: areaOf(delivery.pickupPlace),
    dropArea: areaOf(delivery.deliveryPlace),
    roadKm: Math.round(delivery.distanceKm * 10) / 10,
    toPickupKm: offer.toPickupKm,
    weightKg: delivery.weightKg,
    dimensionsCm: dims,
    packageType: delivery.packageType as StoredPackageType,
    pickupDate: delivery.pickupDate,
    slot: delivery.timeSlot,
    earning: {
      farePaise: offer.farePaise,
      commissionPercent: offer.commissionPercent,
      commissionPaise: offer.commissionPaise,
      netPaise: offer.netPaise,
    },
    expiresAt: offer.expiresAt.toISOString(),
    createdAt: offer.createdAt.toISOString(),
    shipperRating: summary(shipperRating),
  };
}

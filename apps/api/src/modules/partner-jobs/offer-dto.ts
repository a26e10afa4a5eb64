import {
  formatRegistrationNumber,
  type Offer,
  type OfferStatus,
  type StoredPackageType,
  type VehicleBodyType,
} from '@logisaathi/domain';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import type { VehicleRow } from '../partners/partners-repository';
import { summary } from '../partners/partners-repository';
import type { OfferRow } from './jobs-repository';

/** A part of an address that locates a door rather than an area: a house, plot, shop or floor, or a PIN code. */
const DOOR_PART = /^\d|\b(plot|house|h\.?\s?no|flat|shop|khasra|building|bldg|floor|gali|no\.)\b|#/i;

/**
 * The locality of a geocoded place, never the street address: parts that locate a door (house or plot numbers,
 * PIN codes) and the country are dropped, and at most the last three remaining parts are kept ('Okhla
 * Industrial Area Phase 2, Delhi').
 */
export function areaOf(place: string): string {
  const parts = place
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && !DOOR_PART.test(p) && p.toLowerCase() !== 'india');
  const kept = parts.length > 3 ? parts.slice(-3) : parts;
  return kept.join(', ') || 'Delhi NCR';
}

export function toOfferDto(
  offer: OfferRow,
  delivery: DeliveryRow,
  vehicle: VehicleRow,
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

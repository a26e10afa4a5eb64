/*
 * The delivery as clients read it: spec section 3 'Delivery (server shape)' plus what LogiSaathi adds
 * (coordinates and place names, pooled pricing, status trail, mode). Text fields the user left empty are ''.
 */
import {
  CURRENCY,
  DEFAULT_LANGUAGE,
  type Language,
  isPooledMode,
  type DeliveryDto,
  type DeliveryMode,
  type DeliveryStatus,
  type PoolingPreferences,
  type StoredPackageType,
} from '@logisaathi/domain';
import { textIn } from '../../lib/texts';
import type { DeliveryListRow, DeliveryRow } from './deliveries-repository';

function end(
  address: string,
  contactPerson: string | null,
  contactPhone: string | null,
  instructions: string | null,
  lat: number,
  lon: number,
  placeName: string,
) {
  return {
    address,
    contactPerson: contactPerson ?? '',
    contactPhone: contactPhone ?? '',
    instructions: instructions ?? '',
    coordinates: { lat, lon },
    placeName,
  };
}

/**
 * The shape is `deliveryDtoSchema` of packages/domain, the schema every delivery route declares. The notes the
 * server wrote on the status trail ('Updated by driver ...') are read in the reader's language.
 */
export function toDeliveryDto(
  row: DeliveryListRow | DeliveryRow,
  language: Language = DEFAULT_LANGUAGE,
): DeliveryDto {
  const hasDimensions = row.lengthCm !== null || row.widthCm !== null || row.heightCm !== null;
  const isPooledPrice = isPooledMode(row.mode);
  return {
    _id: row.id,
    deliveryId: row.deliveryId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail ?? '' },
    pickup: end(
      row.pickupAddress,
      row.pickupContactPerson,
      row.pickupContactPhone,
      row.pickupInstructions,
      row.pickupLat,
      row.pickupLon,
      row.pickupPlace,
    ),
    // The consignee is the customer unless the sender named someone else at the door.
    delivery: end(
      row.deliveryAddress,
      row.deliveryContactPerson ?? row.customerName,
      row.deliveryContactPhone ?? row.customerPhone,
      row.deliveryInstructions,
      row.deliveryLat,
      row.deliveryLon,
      row.deliveryPlace,
    ),
    package: {
      type: row.packageType as StoredPackageType,
      name: row.packageName,
      weight: row.weightKg,
      dimensions: hasDimensions ? { length: row.lengthCm, width: row.widthCm, height: row.heightCm } : null,
      specialInstructions: row.specialInstructions ?? '',
    },
    schedule: { pickupDate: row.pickupDate, deliveryDate: row.deliveryDate, preferredTimeSlot: row.timeSlot },
    pricing: {
      baseCost: row.baseCostInr,
      distanceCost: row.distanceCostInr,
      weightCost: row.weightCostInr,
      specialHandlingCost: row.specialHandlingCostInr,
      totalCost: row.totalCostInr,
      currency: CURRENCY,
      regularCost: row.regularCostInr,
      pooledCost: isPooledPrice ? row.totalCostInr : null,
      savings: row.regularCostInr - row.totalCostInr,
      isPooledPrice,
    },
    route: {
      distance: row.distanceKm,
      estimatedTime: row.durationMin,
      source: row.routeSource,
      ...('routeGeometry' in row ? { geometry: row.routeGeometry as Array<[number, number]> | null } : {}),
    },
    status: {
      current: row.status as DeliveryStatus,
      // The note in the reader's language (its key when the server wrote it as one); the key stays inside.
      history: row.statusHistory.map(({ noteKey, ...e }) =>
        e.note && language !== DEFAULT_LANGUAGE ? { ...e, note: textIn(language, noteKey ?? e.note) } : e,
      ),
    },
    mode: row.mode as DeliveryMode,
    poolingPreferences: row.poolingPreferences as PoolingPreferences | null,
    sharedTruckId: row.sharedTruckId,
    // E-way bill (issue 16), null when booked without a goods invoice; also what the consignment note prints.
    ewayBill:
      row.ewbRequired === null
        ? null
        : {
            required: row.ewbRequired,
            number: row.ewbNumber,
            validUntilDay: row.ewbValidUntil,
            expiresAt: row.ewbExpiresAt?.toISOString() ?? null,
          },
  };
}

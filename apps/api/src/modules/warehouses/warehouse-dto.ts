import type { PRICING_BASES, StoredPackageType, WarehouseType } from '@logisaathi/domain';
import { addDays, availabilityStatus } from './availability';
import type { BookingWithWarehouse } from './bookings-repository';
import type { RoadDistance } from './road-distance';
import type { WarehouseRow } from './warehouses-repository';

/**
 * Client shape of spec section 3 'Warehouse' (field names as the spec writes them; spaces in sq ft, prices in
 * whole rupees per sq ft) plus what a business needs to choose: where it is, who runs it, how far it is.
 */
export function toWarehouseDto(
  row: WarehouseRow,
  { bookedSqFt, road, viewerId }: { bookedSqFt: number; road: RoadDistance | null; viewerId: string },
) {
  const availableSpace = Math.max(0, row.totalSpaceSqFt - bookedSqFt);
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    address: row.address,
    pincode: row.pincode,
    lat: row.lat,
    lon: row.lon,
    distance: road ? `${road.distanceKm.toFixed(1)} km` : null,
    distanceKm: road?.distanceKm ?? null,
    driveMinutes: road?.durationMin ?? null,
    type: row.type as WarehouseType,
    availability: availabilityStatus(availableSpace, row.totalSpaceSqFt),
    rating: Math.round(row.rating * 10) / 10,
    reviews: row.reviews,
    capacity: row.capacity,
    lastMile: row.lastMile,
    availableSpace,
    totalSpace: row.totalSpaceSqFt,
    features: row.features,
    pricePerDay: row.pricePerDayInr,
    pricePerMonth: row.pricePerMonthInr,
    operator: { name: row.operatorName, phone: row.operatorPhone },
    openingHours: row.openingHours,
    isDemo: row.isDemo,
    isOwn: row.ownerId !== null && row.ownerId === viewerId,
  };
}
export type WarehouseDto = ReturnType<typeof toWarehouseDto>;

export type BookingStatus = 'Upcoming' | 'Active' | 'Completed' | 'Cancelled';

/** Upcoming before the first day, Active through the last day, Completed after it (IST calendar days). */
export function bookingStatus(
  row: { status: string; startDate: string; endDate: string },
  today: string,
): BookingStatus {
  if (row.status === 'cancelled') return 'Cancelled';
  if (today < row.startDate) return 'Upcoming';
  if (today < row.endDate) return 'Active';
  return 'Completed';
}

export function toBookingDto({ booking, warehouse }: BookingWithWarehouse, today: string) {
  const status = bookingStatus(booking, today);
  return {
    id: booking.id,
    reference: booking.reference,
    warehouse,
    spaceRequired: booking.spaceSqFt,
    duration: booking.durationDays,
    startDate: booking.startDate,
    /** Last day the space is held (inclusive). */
    lastDate: addDays(booking.endDate, -1),
    packageType: booking.packageType as StoredPackageType,
    specialRequirements: booking.specialRequirements,
    priceInr: booking.priceInr,
    pricingBasis: booking.pricingBasis as (typeof PRICING_BASES)[number],
    status,
    canCancel: status === 'Upcoming',
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
  };
}
export type BookingDto = ReturnType<typeof toBookingDto>;

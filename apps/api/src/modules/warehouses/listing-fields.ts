import { AppError } from '../../lib/app-error';
import type { PlaceGeocoder } from './place-geocoder';
import type { WarehouseListing } from './schemas';
import type { NewWarehouseRow } from './warehouses-repository';

export const ADDRESS_NOT_PLACED =
  'Could not place this address on the map. Please add its coordinates (lat, lon).';

/** Table columns of an operator's listing; coordinates come from the pincode or area when not given. */
export async function listingColumns(listing: WarehouseListing, geocode: PlaceGeocoder) {
  let point =
    listing.lat !== undefined && listing.lon !== undefined ? { lat: listing.lat, lon: listing.lon } : null;
  point ??= (await geocode(listing.pincode)) ?? (await geocode(listing.location));
  if (!point)
    throw new AppError('validation', ADDRESS_NOT_PLACED, [{ field: 'address', msg: ADDRESS_NOT_PLACED }]);
  return {
    name: listing.name,
    location: listing.location,
    address: listing.address,
    pincode: listing.pincode,
    lat: point.lat,
    lon: point.lon,
    type: listing.type,
    operatorName: listing.operatorName,
    operatorPhone: listing.operatorPhone ?? null,
    openingHours: listing.openingHours,
    capacity: listing.capacity,
    lastMile: listing.lastMile,
    features: listing.features,
    totalSpaceSqFt: listing.totalSpace,
    pricePerDayInr: listing.pricePerDay,
    pricePerMonthInr: listing.pricePerMonth,
  } satisfies Partial<NewWarehouseRow>;
}

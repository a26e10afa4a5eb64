import { encodeDigipin, nearestPlace, type LatLon } from '@logisaathi/geo';
import type { Place } from '@logisaathi/domain';
import type { PlaceRow } from './places-repository';

/** 'Okhla Industrial Area Phase 2, Delhi' for a pin; null when no gazetteer place is near. */
export function describePin(point: LatLon): string | null {
  const near = nearestPlace(point);
  return near ? `${near.name}, ${near.city}` : null;
}

export function toPlaceDto(row: PlaceRow): Place {
  const pin = { lat: row.lat, lon: row.lon };
  return {
    id: row.id,
    label: row.label,
    address: row.address,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    lat: row.lat,
    lon: row.lon,
    digipin: encodeDigipin(pin),
    near: describePin(pin),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

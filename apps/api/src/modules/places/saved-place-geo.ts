/*
 * A saved place's pin beats any geocoder answer (DESIGN.md 'Places'). A delivery request names the saved places
 * its pickup and drop come from by id; the server reads those places among the caller's own (another business's
 * id is 404) and answers the geocoding of that request's address with the pin. Coordinates a client sends are
 * never trusted.
 */
import { PLACE_MESSAGES, type DeliveryPlaceRefs } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { GeoPort, GeocodedPlace } from './geo-port';
import { findPlaceRow } from './places-repository';

interface AddressesFromPlaces extends DeliveryPlaceRefs {
  pickupAddress: string;
  deliveryAddress: string;
}

async function pinOf(
  db: DbOrTx,
  userId: string,
  placeId: string | undefined,
  field: string,
): Promise<GeocodedPlace | null> {
  if (!placeId) return null;
  const row = await findPlaceRow(db, userId, placeId);
  if (!row)
    throw new AppError('not_found', PLACE_MESSAGES.notFound, [{ field, msg: PLACE_MESSAGES.notFound }]);
  return { lat: row.lat, lon: row.lon, displayName: row.label, confidence: 1 };
}

/** `geo`, except that the request's pickup and drop addresses resolve to their saved places' pins. */
export async function geoWithSavedPlaces(
  db: DbOrTx,
  geo: GeoPort,
  userId: string,
  request: AddressesFromPlaces,
): Promise<GeoPort> {
  const [pickup, drop] = await Promise.all([
    pinOf(db, userId, request.pickupPlaceId, 'pickupPlaceId'),
    pinOf(db, userId, request.deliveryPlaceId, 'deliveryPlaceId'),
  ]);
  if (!pickup && !drop) return geo;
  const pins = new Map<string, GeocodedPlace>();
  if (pickup) pins.set(request.pickupAddress, pickup);
  if (drop) pins.set(request.deliveryAddress, drop);
  return {
    geocode: async (text) => pins.get(text) ?? geo.geocode(text),
    route: (origin, destination, departure) => geo.route(origin, destination, departure),
  };
}

/**
 * The contact at each end, from the saved place it was picked from when the request names none of its own: the
 * driver calls 'Mohan (godown)' at the pickup, not the consignee (issue 31). The places are the caller's own
 * (the geocoding above already answered 404 for anyone else's).
 */
export async function withSavedPlaceContacts<T extends AddressesFromPlaces & ContactFields>(
  db: DbOrTx,
  userId: string,
  request: T,
): Promise<T> {
  const [pickup, drop] = await Promise.all([
    request.pickupPlaceId && !request.pickupContactPerson && !request.pickupContactPhone
      ? findPlaceRow(db, userId, request.pickupPlaceId)
      : null,
    request.deliveryPlaceId && !request.deliveryContactPerson && !request.deliveryContactPhone
      ? findPlaceRow(db, userId, request.deliveryPlaceId)
      : null,
  ]);
  return {
    ...request,
    ...(pickup?.contactName ? { pickupContactPerson: pickup.contactName } : {}),
    ...(pickup?.contactPhone ? { pickupContactPhone: pickup.contactPhone } : {}),
    ...(drop?.contactName ? { deliveryContactPerson: drop.contactName } : {}),
    ...(drop?.contactPhone ? { deliveryContactPhone: drop.contactPhone } : {}),
  };
}

interface ContactFields {
  pickupContactPerson?: string | undefined;
  pickupContactPhone?: string | undefined;
  deliveryContactPerson?: string | undefined;
  deliveryContactPhone?: string | undefined;
}

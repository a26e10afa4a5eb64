/*
 * The one distance source for every price: geocode an address (or take a pinned point) and route between the two
 * places for a departure. Quotes, deliveries (with or without a quote) and the chat assistant's quotes all go
 * through here and price the route in modules/quotes (price-route.ts), so the same inputs give the same price.
 */
import { roundDistanceKm } from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import type { GeoPort, GeocodedPlace, GeoPoint, RoadRoute } from './geo-port';

/** The spec's 'Location Not Found' text, reported on the address field that failed. */
export const LOCATION_NOT_FOUND =
  'Could not resolve pickup/delivery location. Please enter more specific addresses.';

/**
 * Below this the geocoder only knows the city ('..., Delhi' gives the city centre): no place to send a truck
 * to or to price a route from, so the user is asked for a more specific address.
 */
export const MIN_GEOCODE_CONFIDENCE = 0.5;

export interface Place extends GeoPoint {
  name: string;
}

export interface LocatedRoute {
  distanceKm: number;
  durationMin: number;
  geometry: unknown;
  source: string | null;
}

/** The address's place, or null when the geocoder cannot place it precisely enough to price. */
export async function geocodePlace(geo: Pick<GeoPort, 'geocode'>, address: string): Promise<Place | null> {
  const hit: GeocodedPlace | null = await geo.geocode(address);
  if (!hit || (hit.confidence ?? 1) < MIN_GEOCODE_CONFIDENCE) return null;
  return { lat: hit.lat, lon: hit.lon, name: hit.displayName };
}

/** A pinned point is used as given (a saved place's pin beats any geocoder answer); its name is the address. */
export async function placeFor(
  geo: Pick<GeoPort, 'geocode'>,
  address: string,
  pinned: GeoPoint | undefined,
): Promise<Place | null> {
  if (pinned) return { lat: pinned.lat, lon: pinned.lon, name: address.trim() };
  return geocodePlace(geo, address);
}

/** Both places or a 422 naming the field(s) that could not be placed (spec section 8 text). */
export function requirePlaces(
  pickup: Place | null,
  delivery: Place | null,
): { pickup: Place; delivery: Place } {
  if (pickup && delivery) return { pickup, delivery };
  const errors = [
    ...(pickup ? [] : [{ field: 'pickupAddress', msg: LOCATION_NOT_FOUND }]),
    ...(delivery ? [] : [{ field: 'deliveryAddress', msg: LOCATION_NOT_FOUND }]),
  ];
  throw new AppError('unprocessable', LOCATION_NOT_FOUND, errors);
}

/** The road route, its distance rounded to the one decimal that is shown and priced. */
export async function routeBetween(
  geo: Pick<GeoPort, 'route'>,
  from: GeoPoint,
  to: GeoPoint,
  departure: Date,
): Promise<LocatedRoute> {
  let found: RoadRoute;
  try {
    found = await geo.route(from, to, departure);
  } catch {
    throw new AppError(
      'unavailable',
      'Could not calculate the route right now. Please try again in a moment.',
    );
  }
  return {
    distanceKm: roundDistanceKm(found.distanceKm),
    durationMin: Math.round(found.durationMin),
    geometry: found.geometry ?? null,
    source: found.source ?? null,
  };
}

/*
 * Where a delivery goes and what it costs: geocode both addresses, route between them for the slot's start,
 * price the route (spec section 9). Runs before any transaction opens: outside calls must never hold a lock.
 */
import { slotWindow } from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import type { DeliveryGeo, GeocodedPlace, GeoPoint, RoadRoute } from './delivery-geo';
import { priceDelivery, roundDistanceKm, type DeliveryPrice } from './price-delivery';

/** The spec's 'Location Not Found' text, reported on the address field that failed. */
export const LOCATION_NOT_FOUND =
  'Could not resolve pickup/delivery location. Please enter more specific addresses.';

export interface Place extends GeoPoint {
  name: string;
}

export interface LocatedDelivery {
  pickup: Place;
  delivery: Place;
  route: { distanceKm: number; durationMin: number; geometry: unknown; source: string | null };
  price: DeliveryPrice;
}

/** What an edit can reuse from the stored delivery instead of asking the geo service again. */
export interface PreviousLocation {
  pickupAddress: string;
  deliveryAddress: string;
  pickup: Place;
  delivery: Place;
  route: LocatedDelivery['route'];
}

/**
 * Below this the geocoder only knows the city ('..., Delhi' gives the city centre): no place to send a truck
 * to or to price a route from, so the user is asked for a more specific address.
 */
export const MIN_GEOCODE_CONFIDENCE = 0.5;

async function geocode(geo: DeliveryGeo, address: string): Promise<Place | null> {
  const hit: GeocodedPlace | null = await geo.geocode(address);
  if (!hit || (hit.confidence ?? 1) < MIN_GEOCODE_CONFIDENCE) return null;
  return { lat: hit.lat, lon: hit.lon, name: hit.displayName };
}

async function route(
  geo: DeliveryGeo,
  from: GeoPoint,
  to: GeoPoint,
  departure: Date,
): Promise<LocatedDelivery['route']> {
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

export async function locateDelivery(
  geo: DeliveryGeo,
  input: {
    pickupAddress: string;
    deliveryAddress: string;
    deliveryDate: string;
    deliveryTime: string;
    weightKg: number;
    mode: string;
  },
  previous?: PreviousLocation,
): Promise<LocatedDelivery> {
  const samePickup = previous?.pickupAddress === input.pickupAddress;
  const sameDelivery = previous?.deliveryAddress === input.deliveryAddress;
  const [pickup, delivery] = await Promise.all([
    samePickup && previous ? previous.pickup : geocode(geo, input.pickupAddress),
    sameDelivery && previous ? previous.delivery : geocode(geo, input.deliveryAddress),
  ]);
  if (!pickup || !delivery) {
    const errors = [
      ...(pickup ? [] : [{ field: 'pickupAddress', msg: LOCATION_NOT_FOUND }]),
      ...(delivery ? [] : [{ field: 'deliveryAddress', msg: LOCATION_NOT_FOUND }]),
    ];
    throw new AppError('unprocessable', LOCATION_NOT_FOUND, errors);
  }
  const departure = slotWindow(input.deliveryDate, input.deliveryTime).start;
  const routed =
    samePickup && sameDelivery && previous ? previous.route : await route(geo, pickup, delivery, departure);
  return {
    pickup,
    delivery,
    route: routed,
    price: priceDelivery(routed.distanceKm, input.weightKg, input.mode),
  };
}

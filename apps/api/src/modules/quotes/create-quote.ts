import { singleSpacedAddress, slotWindow, type GeoPointInput } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import type { GeoPort } from '../places/geo-port';
import { placeFor, requirePlaces, routeBetween } from '../places/locate-route';
import { priceLocatedRoute } from './price-route';
import { deleteStaleQuotes, insertQuote, type QuoteRow } from './quotes-repository';

export interface QuoteDeps {
  db: Db;
  geo: GeoPort;
  /** How long the price holds (config QUOTE_VALIDITY_S; 15 minutes by default). */
  validityMs: number;
}

/** What a price reads, already validated (packages/domain createQuoteSchema or a delivery's fields). */
export interface QuoteInputs {
  pickupAddress: string;
  deliveryAddress: string;
  pickupLocation?: GeoPointInput | undefined;
  deliveryLocation?: GeoPointInput | undefined;
  weight: number;
  deliveryDate: string;
  deliveryTime: string;
}

/**
 * Prices a route and keeps the quote for its owner: the places (a pinned point as given, else the geocoder's
 * answer), the road route for the slot's start, and spec section 9's price with the pooled price beside it.
 */
export async function createQuote(
  deps: QuoteDeps,
  userId: string,
  input: QuoteInputs,
  now: Date,
): Promise<QuoteRow> {
  // Stored single-spaced as typed (case kept for display); compared with normalizeQuoteAddress.
  const pickupAddress = singleSpacedAddress(input.pickupAddress);
  const deliveryAddress = singleSpacedAddress(input.deliveryAddress);
  const { pickup, delivery } = requirePlaces(
    ...(await Promise.all([
      placeFor(deps.geo, pickupAddress, input.pickupLocation),
      placeFor(deps.geo, deliveryAddress, input.deliveryLocation),
    ])),
  );
  const departure = slotWindow(input.deliveryDate, input.deliveryTime).start;
  const route = await routeBetween(deps.geo, pickup, delivery, departure);
  const price = priceLocatedRoute(route, input.weight);
  await deleteStaleQuotes(deps.db, now);
  return insertQuote(deps.db, {
    userId,
    pickupAddress,
    pickupLat: pickup.lat,
    pickupLon: pickup.lon,
    pickupPlace: pickup.name,
    deliveryAddress,
    deliveryLat: delivery.lat,
    deliveryLon: delivery.lon,
    deliveryPlace: delivery.name,
    weightKg: input.weight,
    deliveryDate: input.deliveryDate,
    timeSlot: input.deliveryTime,
    distanceKm: route.distanceKm,
    durationMin: route.durationMin,
    routeGeometry: route.geometry,
    routeSource: route.source,
    baseCostInr: price.baseCostInr,
    distanceCostInr: price.distanceCostInr,
    weightCostInr: price.weightCostInr,
    specialHandlingCostInr: price.specialHandlingCostInr,
    regularCostInr: price.regularCostInr,
    pooledCostInr: price.pooledCostInr,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.validityMs),
  });
}

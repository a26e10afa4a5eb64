/*
 * Where a delivery goes and what it costs: geocode both addresses, route between them for the slot's start,
 * price the route (spec section 9). The geocoding and routing are modules/places' (locate-route.ts), the
 * price modules/quotes' (price-route.ts, the domain's engine), so a delivery priced here equals a quote for the same inputs. Runs before any transaction
 * opens: outside calls must never hold a lock.
 */
import { slotWindow } from '@logisaathi/domain';
import {
  geocodePlace,
  requirePlaces,
  routeBetween,
  type LocatedRoute,
  type Place,
} from '../places/locate-route';
import type { GeoPort } from '../places/geo-port';
import { priceLocatedRoute } from '../quotes/price-route';
import { deliveryPriceColumns, type DeliveryPrice } from './price-delivery';

export interface LocatedDelivery {
  pickup: Place;
  delivery: Place;
  route: LocatedRoute;
  price: DeliveryPrice;
}

/** What an edit can reuse from the stored delivery instead of asking the geo service again. */
export interface PreviousLocation {
  pickupAddress: string;
  deliveryAddress: string;
  pickup: Place;
  delivery: Place;
  route: LocatedRoute;
}

export async function locateDelivery(
  geo: GeoPort,
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
  const places = requirePlaces(
    ...(await Promise.all([
      samePickup && previous ? previous.pickup : geocodePlace(geo, input.pickupAddress),
      sameDelivery && previous ? previous.delivery : geocodePlace(geo, input.deliveryAddress),
    ])),
  );
  const departure = slotWindow(input.deliveryDate, input.deliveryTime).start;
  const routed =
    samePickup && sameDelivery && previous
      ? previous.route
      : await routeBetween(geo, places.pickup, places.delivery, departure);
  return {
    ...places,
    route: routed,
    price: deliveryPriceColumns(priceLocatedRoute(routed, input.weightKg), input.mode),
  };
}

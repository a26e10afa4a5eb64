import { priceRoute, type RoutePrice } from '@logisaathi/domain';
import type { LocatedRoute } from '../places/locate-route';

/**
 * The price of a located route (spec section 9, one engine: `priceRoute` in packages/domain). Quotes own prices:
 * a quote, a delivery and the chat assistant's quote all price here, after places has located the route.
 */
export function priceLocatedRoute(route: Pick<LocatedRoute, 'distanceKm'>, weightKg: number): RoutePrice {
  return priceRoute(route.distanceKm, weightKg);
}

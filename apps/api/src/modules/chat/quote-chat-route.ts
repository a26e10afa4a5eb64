import type { Entities, QuoteOutcome } from '@logisaathi/assistant';
import { WEIGHT_MAX_KG, WEIGHT_MIN_KG } from '@logisaathi/domain';
import type { GeoService } from '@logisaathi/geo';
import { geocodePlace, routeBetween } from '../places/locate-route';
import { priceLocatedRoute } from '../quotes/price-route';

/** The part of the app's geo service (`ctx.geo`) a chat quote uses. */
export type ChatGeo = Pick<GeoService, 'geocode' | 'route'>;

/**
 * A chat answer must not hang on an outside geocoder or router; after this the user is told to try again
 * (the delivery wizard, which waits longer, still works).
 */
export const CHAT_GEO_TIMEOUT_MS = 8_000;

class GeoTimeoutError extends Error {}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GeoTimeoutError(`geo call exceeded ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Prices a route the user named in chat exactly as a quote in Add Delivery does: the same geocoding (with the
 * same precision rule), the same router and the same pricing engine (modules/quotes/price-route.ts), so the
 * chat's price equals the wizard's quote for the same places and weight. Departs now (the road distance, and so
 * the price, does not depend on the hour). Nothing is stored.
 * Throws only when the geo service fails; the caller turns that into the 'try again' reply.
 */
export async function quoteChatRoute(
  geo: ChatGeo | undefined,
  entities: Pick<Entities, 'weightKg' | 'origin' | 'destination'>,
  timeoutMs = CHAT_GEO_TIMEOUT_MS,
): Promise<QuoteOutcome> {
  const { weightKg, origin, destination } = entities;
  // Outside the delivery form's weight range the reply asks for the weight again rather than quoting nonsense.
  if (weightKg === null || !(weightKg >= WEIGHT_MIN_KG && weightKg <= WEIGHT_MAX_KG))
    return { kind: 'missing-weight' };
  if (origin === null || destination === null) return { kind: 'missing-addresses' };
  // Only a context built by hand lacks the service (buildApp always sets it); say so rather than guess.
  if (!geo) return { kind: 'unavailable' };

  const [from, to] = await withTimeout(
    Promise.all([geocodePlace(geo, origin), geocodePlace(geo, destination)]),
    timeoutMs,
  );
  if (!from) return { kind: 'location-not-found', place: origin };
  if (!to) return { kind: 'location-not-found', place: destination };

  const route = await withTimeout(routeBetween(geo, from, to, new Date()), timeoutMs);
  const price = priceLocatedRoute(route, weightKg);
  return {
    kind: 'priced',
    distanceKm: route.distanceKm,
    priceInr: price.regularCostInr,
    pooledPriceInr: price.pooledCostInr,
    savingsInr: price.savingsInr,
  };
}

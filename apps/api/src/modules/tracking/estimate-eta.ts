import { isFinalStatus, type DeliveryRowId } from '@logisaathi/domain';
import type { GeoService } from '@logisaathi/geo';
import type { DeliveryRow } from '../deliveries/deliveries-repository';

export interface Eta {
  /** Estimated arrival at the drop, ISO 8601 UTC. */
  at: string;
  remainingKm: number;
  remainingMin: number;
}

export interface EtaInput {
  deliveryRowId: DeliveryRowId;
  status: string;
  position: { lat: number; lon: number };
  pickup: { lat: number; lon: number };
  drop: { lat: number; lon: number };
}

/** A route is re-planned at most this often per delivery; in between the last answer is reused. */
const RECOMPUTE_AFTER_MS = 30_000;
const CACHE_MAX = 10_000;

export type EtaEstimator = (input: EtaInput, now: Date) => Promise<Eta | null>;

/**
 * ETA from the truck's latest position along the remaining route, at the current hour's traffic (the geo
 * service's router applies the hour-of-day slowdown). Before pickup the remaining route runs through the
 * pickup. Answers are cached per delivery for RECOMPUTE_AFTER_MS so a tracker posting every few seconds does not
 * re-plan a route each time (and an outside router, when configured, is not hammered); a status change
 * re-plans at once.
 */
export function createEtaEstimator(geo: Pick<GeoService, 'route'>): EtaEstimator {
  const cache = new Map<string, { computedAt: number; status: string; eta: Eta }>();
  return async (input, now) => {
    if (isFinalStatus(input.status)) return null;
    const cached = cache.get(input.deliveryRowId);
    if (cached && cached.status === input.status && now.getTime() - cached.computedAt < RECOMPUTE_AFTER_MS) {
      return cached.eta;
    }
    const legs =
      input.status === 'Scheduled'
        ? [
            [input.position, input.pickup],
            [input.pickup, input.drop],
          ]
        : [[input.position, input.drop]];
    let km = 0;
    let minutes = 0;
    for (const [from, to] of legs) {
      if (!from || !to) continue;
      const leg = await geo.route(from, to, new Date(now.getTime() + minutes * 60_000));
      km += leg.distanceKm;
      minutes += leg.durationMin;
    }
    const eta: Eta = {
      at: new Date(now.getTime() + minutes * 60_000).toISOString(),
      remainingKm: Math.round(km * 10) / 10,
      remainingMin: Math.round(minutes),
    };
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.delete(input.deliveryRowId);
    cache.set(input.deliveryRowId, { computedAt: now.getTime(), status: input.status, eta });
    return eta;
  };
}

export function etaInputFor(delivery: DeliveryRow, position: { lat: number; lon: number }): EtaInput {
  return {
    deliveryRowId: delivery.id,
    status: delivery.status,
    position: { lat: position.lat, lon: position.lon },
    pickup: { lat: delivery.pickupLat, lon: delivery.pickupLon },
    drop: { lat: delivery.deliveryLat, lon: delivery.deliveryLon },
  };
}

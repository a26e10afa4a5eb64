import { findHubInAddress, SPEC_HUB_IDS, type GeoService } from '@logisaathi/geo';
import { MIN_GEOCODE_CONFIDENCE } from './locate-route';

export interface LocatedPlace {
  lat: number;
  lon: number;
  name: string;
}

/**
 * The spec's hub names found in a text give the hub's coordinates directly (spec section 7 'Geocoding'); the
 * matching itself lives in `@logisaathi/geo` (findHubInAddress), so 'Okhla Ph-II' and 'ओखला' count too.
 */
export function hubPlace(text: string): LocatedPlace | null {
  const hub = findHubInAddress(text, SPEC_HUB_IDS);
  return hub ? { lat: hub.lat, lon: hub.lon, name: `${hub.name}, ${hub.city}` } : null;
}

/** Geocodes a pool location with the geo service when there is one, else by the industrial-hub names. */
export async function locatePlace(
  geo: Pick<GeoService, 'geocode'> | undefined,
  text: string,
): Promise<LocatedPlace | null> {
  if (geo) {
    try {
      const hit = await geo.geocode(text);
      if (hit && hit.confidence >= MIN_GEOCODE_CONFIDENCE)
        return { lat: hit.lat, lon: hit.lon, name: hit.displayName };
    } catch {
      // fall back to the hub names below
    }
  }
  return hubPlace(text);
}

/**
 * The gazetteer place nearest a pin, for showing a dropped or dragged pin as 'near Okhla Phase 2, Delhi'.
 * A linear scan with the equirectangular distance: the gazetteer holds a few thousand places, so one lookup is a
 * few microseconds and needs no index. Cities are skipped (they name a whole district, not a neighbourhood).
 */
import { fastDistanceKm, type LatLon } from './geo-math';
import { embeddedGeocoder } from './gazetteer/geocoder';

export interface NearestPlace {
  name: string;
  city: string;
  pincode: string | null;
  /** Straight-line distance from the pin, km. */
  distanceKm: number;
}

/** Farther than this from every place, the pin is outside the area the gazetteer knows. */
export const NEAREST_PLACE_MAX_KM = 25;

export function nearestPlace(point: LatLon, maxKm = NEAREST_PLACE_MAX_KM): NearestPlace | null {
  let best: NearestPlace | null = null;
  for (const place of embeddedGeocoder().data.places) {
    if (place.kind === 'city') continue;
    const distanceKm = fastDistanceKm(point.lat, point.lon, place.lat, place.lon);
    if (distanceKm <= maxKm && (!best || distanceKm < best.distanceKm))
      best = { name: place.name, city: place.city, pincode: place.pincode, distanceKm };
  }
  return best;
}

import type { GeocodePrecision, GeocodeResult } from './gazetteer/geocode-result';

/** One item of a Nominatim `format=json` answer (lat/lon are strings there). */
export interface NominatimResult {
  lat: string;
  lon: string;
  display_name: string;
  type: string;
  importance: number;
  /** Not in Nominatim: how precise the point is (pincode and district answers want a pin confirmed on the map). */
  precision: GeocodePrecision;
}

/** Body for GET /ai/search?q=&format=json&limit=1: [] when unresolved. */
export function toNominatimResult(result: GeocodeResult | null): NominatimResult[] {
  if (!result) return [];
  return [
    {
      lat: result.lat.toFixed(6),
      lon: result.lon.toFixed(6),
      display_name: result.displayName,
      type: result.type,
      importance: result.importance,
      precision: result.precision ?? 'locality',
    },
  ];
}

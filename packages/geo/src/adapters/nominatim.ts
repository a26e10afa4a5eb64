import type { GeocodePrecision, GeocodeResult } from '../gazetteer/geocode-result';
import { fetchJson, joinUrl } from './http-json';

interface NominatimItem {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
  type?: unknown;
  importance?: unknown;
}

/** Nominatim's result types that stand for a whole town, district or state, or a postcode area. */
const DISTRICT_TYPES = new Set(['city', 'town', 'county', 'state_district', 'state', 'administrative']);
const BUILDING_TYPES = new Set(['house', 'building', 'commercial', 'industrial', 'warehouse', 'yes']);

/** How precise a Nominatim answer is, from its `type`. */
export function nominatimPrecision(type: unknown): GeocodePrecision {
  if (typeof type !== 'string') return 'locality';
  if (type === 'postcode') return 'pincode';
  if (DISTRICT_TYPES.has(type)) return 'district';
  return BUILDING_TYPES.has(type) ? 'exact' : 'locality';
}

/** Nominatim-compatible search (`/search?q=..&format=json&limit=1`); null when nothing was found. */
export async function nominatimSearch(
  baseUrl: string,
  text: string,
  timeoutMs: number,
): Promise<GeocodeResult | null> {
  const url = joinUrl(baseUrl, 'search');
  url.searchParams.set('q', text);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '1');
  const body = await fetchJson(url, timeoutMs);
  if (!Array.isArray(body)) throw new Error('geocoder answer is not a JSON array');
  const first = body[0] as NominatimItem | undefined;
  if (!first) return null;
  const lat = Number(first.lat);
  const lon = Number(first.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) throw new Error('geocoder answer has no coordinates');
  const importance = typeof first.importance === 'number' ? first.importance : 0.5;
  return {
    lat,
    lon,
    displayName: typeof first.display_name === 'string' ? first.display_name : text,
    type: 'locality',
    importance,
    confidence: Math.round(Math.min(0.95, Math.max(0.5, importance)) * 100) / 100,
    matchedPlace: typeof first.display_name === 'string' ? first.display_name : text,
    pincode: null,
    precision: nominatimPrecision(first.type),
  };
}

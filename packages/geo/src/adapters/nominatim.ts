import type { GeocodeResult } from '../gazetteer/geocoder';
import { fetchJson, joinUrl } from './http-json';

interface NominatimItem {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
  type?: unknown;
  importance?: unknown;
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
  };
}

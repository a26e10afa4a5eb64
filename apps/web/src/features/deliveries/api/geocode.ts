import { findDigipin } from '@logisaathi/geo/digipin';
import { findHubInAddress } from '@logisaathi/geo/hub-in-address';
import type { nominatimResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import type { IndustrialHubMap } from './get-industrial-hubs';

export interface GeoPoint {
  lat: number;
  lon: number;
  label: string;
}

/**
 * Spec section 7: a hub name found in an address gives the hub's coordinates directly, from the hub list the
 * page fetched. The matching is geo's one implementation (spellings, abbreviations and Devanagari included), the
 * same the server uses.
 */
export function hubInAddress(address: string, hubs: IndustrialHubMap): GeoPoint | null {
  const match = findHubInAddress(address, Object.keys(hubs));
  const hub = match ? hubs[match.id] : undefined;
  return hub ? { lat: hub.lat, lon: hub.lon, label: hub.name } : null;
}

/** Spec section 7 geocoding: GET /ai/search?q=&format=json&limit=1; null when nothing is found or the call fails. */
export async function searchAddress(address: string, signal?: AbortSignal): Promise<GeoPoint | null> {
  const params = new URLSearchParams({ q: address, format: 'json', limit: '1' });
  try {
    const results = await api.get<typeof nominatimResponseSchema>(`/ai/search?${params.toString()}`, signal);
    const first = results[0];
    if (!first) return null;
    const lat = Number.parseFloat(first.lat);
    const lon = Number.parseFloat(first.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
    return { lat, lon, label: first.display_name ?? address };
  } catch (err) {
    console.error('Geocoding failed', err);
    return null;
  }
}

export async function geocodeAddress(address: string, hubs: IndustrialHubMap): Promise<GeoPoint | null> {
  // A DIGIPIN names its exact point, which the server resolves before any hub name (issue 18).
  if (findDigipin(address)) return searchAddress(address);
  return hubInAddress(address, hubs) ?? searchAddress(address);
}

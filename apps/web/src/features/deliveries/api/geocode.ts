import { SPEC_HUB_NAMES } from '@logisaathi/domain';
import { findDigipin } from '@logisaathi/geo/digipin';
import { api } from '../../../lib/api-client';
import type { IndustrialHubMap } from './get-industrial-hubs';

export interface GeoPoint {
  lat: number;
  lon: number;
  label: string;
}

interface NominatimResult {
  lat: string;
  lon: string;
  display_name?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containsWord = (text: string, word: string) =>
  word.trim().length > 0 && new RegExp(`\\b${escapeRegExp(word.trim().toLowerCase())}\\b`).test(text);

/**
 * Spec section 7: hub names found in an address give coordinates directly. A hub matches by its full name, its
 * key, or the short area name of the six the product offers ('Okhla' in 'Okhla Industrial Area Phase 2').
 */
export function findHubInAddress(address: string, hubs: IndustrialHubMap): GeoPoint | null {
  const text = address.toLowerCase();
  for (const [key, hub] of Object.entries(hubs)) {
    const hubName = hub.name.toLowerCase();
    const shortName = SPEC_HUB_NAMES.find((h) => hubName.includes(h.toLowerCase()));
    const names = [hub.name, key.replace(/[-_]+/g, ' '), shortName ?? ''];
    if (names.some((n) => containsWord(text, n))) return { lat: hub.lat, lon: hub.lon, label: hub.name };
  }
  return null;
}

/** Spec section 7 geocoding: GET /ai/search?q=&format=json&limit=1; null when nothing is found or the call fails. */
export async function searchAddress(address: string, signal?: AbortSignal): Promise<GeoPoint | null> {
  const params = new URLSearchParams({ q: address, format: 'json', limit: '1' });
  try {
    const results = await api.get<NominatimResult[]>(`/ai/search?${params.toString()}`, signal);
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
  return findHubInAddress(address, hubs) ?? searchAddress(address);
}

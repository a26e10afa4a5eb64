/*
 * A DIGIPIN typed in an address field, as a geocoder answer: the exact centre of its cell (about 4 m across),
 * named after the nearest gazetteer place for display.
 */
import { decodeDigipin, findDigipin, formatDigipin } from './digipin';
import type { GeocodeResult } from './gazetteer/geocode-result';
import { nearestPlace } from './nearest-place';

export function digipinGeocode(text: string): GeocodeResult | null {
  const symbols = findDigipin(text);
  const point = symbols ? decodeDigipin(symbols) : null;
  if (!symbols || !point) return null;
  const code = formatDigipin(symbols);
  const near = nearestPlace(point);
  return {
    lat: point.lat,
    lon: point.lon,
    displayName: near ? `${code} (near ${near.name}, ${near.city})` : code,
    type: 'landmark',
    importance: 1,
    confidence: 1,
    matchedPlace: code,
    pincode: near?.pincode ?? null,
    precision: 'exact',
  };
}

/**
 * What the geocoder answers: a point, what it is and how sure and how precise it is, and the answers that are not a
 * gazetteer place (a pincode centroid, a point on a named street).
 */
import type { PlaceKind } from './curated-places';
import type { StreetMatch } from './street-index';

/**
 * How precise an answer is: 'exact' a point given as such (coordinates, DIGIPIN, a pinned place), 'locality' a
 * named place's centre, 'pincode' a pincode's centroid, 'district' a city or district centre.
 */
export type GeocodePrecision = 'exact' | 'locality' | 'pincode' | 'district';

export interface GeocodeResult {
  lat: number;
  lon: number;
  displayName: string;
  /** Place kind, 'street' for a point on a named street, or 'pincode' / 'city' for coarse answers. */
  type: PlaceKind | 'pincode' | 'street';
  importance: number;
  /** 0..1: how sure the match is. */
  confidence: number;
  matchedPlace: string;
  pincode: string | null;
  /** How precise the point is; pincode and district answers should be confirmed on the map before pricing. */
  precision?: GeocodePrecision;
}

/** A pincode's centroid: the place is somewhere in the pincode's area, to be confirmed on the map. */
export function pincodeResult(
  pin: string,
  centre: { lat: number; lon: number; city: string },
): GeocodeResult {
  return {
    lat: centre.lat,
    lon: centre.lon,
    displayName: [centre.city, pin].filter(Boolean).join(', '),
    type: 'pincode',
    importance: 0.5,
    confidence: 0.6,
    matchedPlace: pin,
    pincode: pin,
    precision: 'pincode',
  };
}

/** A point on a street the address names (street-index.ts). */
export function streetResult(s: StreetMatch, pin: string | null): GeocodeResult {
  return {
    lat: s.lat,
    lon: s.lon,
    displayName: [s.name, pin].filter(Boolean).join(', '),
    type: 'street',
    importance: 0.5,
    // Beside the pincode the text gives: about as sure as a locality. The middle of the only street of that
    // name: up to a couple of kilometres off, still priced.
    confidence: s.placedNear ? 0.8 : 0.6,
    matchedPlace: s.name,
    pincode: pin,
    precision: 'locality',
  };
}

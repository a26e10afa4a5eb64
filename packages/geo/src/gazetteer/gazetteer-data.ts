import { readDataJson } from '../data-files';
import type { PlaceKind } from './curated-places';

export interface GazetteerPlace {
  id: number;
  name: string;
  lat: number;
  lon: number;
  kind: PlaceKind;
  city: string;
  pincode: string | null;
  aliases: string[];
  /** True for a postal name placed at its pincode's centroid (its own coordinate was not trusted). */
  placedAtPincode: boolean;
}

export interface GazetteerData {
  places: GazetteerPlace[];
  /** pincode -> centroid and city */
  pincodes: Map<string, { lat: number; lon: number; city: string }>;
}

interface GazetteerFile {
  places: Array<[string, number, number, PlaceKind, string, string | null, string[]?, 'p'?]>;
  pincodes: Record<string, [number, number, string]>;
}

let cached: GazetteerData | null = null;

/** Loads data/gazetteer.json (built by scripts/build-gazetteer.ts) once per process. */
export function loadGazetteer(): GazetteerData {
  if (cached) return cached;
  const file = readDataJson<GazetteerFile>('gazetteer.json');
  cached = {
    places: file.places.map(([name, lat, lon, kind, city, pincode, aliases, flag], id) => ({
      id,
      name,
      lat,
      lon,
      kind,
      city,
      pincode,
      aliases: aliases ?? [],
      placedAtPincode: flag === 'p',
    })),
    pincodes: new Map(
      Object.entries(file.pincodes).map(([pin, [lat, lon, city]]) => [pin, { lat, lon, city }]),
    ),
  };
  return cached;
}

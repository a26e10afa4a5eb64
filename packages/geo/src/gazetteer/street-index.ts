/**
 * Named streets of the OpenStreetMap extracts (data/streets.json, built by scripts/build-streets.ts), for
 * addresses that name a street and no place the gazetteer knows: '1, Vasant Marg', 'Max Fashion, Nelson Mandela
 * Marg, 110070'. A street is known by its name words without the street word ('vasant' for Vasant Marg, Vasant
 * Road or Vasant Lane): people write Marg for Road and the other way round. Several streets share a name across
 * the city, so a name's points are split into stretches that lie apart; a stretch answers only when the address
 * says which one (a pincode next to it) or when the name has one short stretch.
 */
import { readDataJson } from '../data-files';
import { fastDistanceKm } from '../geo-math';
import { STREET_WORDS as STREET_WORD_LIST, type AddressTokens } from './address-tokens';
import { normalizeAddress } from './normalize';

/** Words that make a street of a name and say nothing about which street: left out of the key. */
const STREET_WORDS = new Set(STREET_WORD_LIST);
/**
 * Names that do not single out a street ('Main Road', 'Service Road', 'Ring Road', 'Road No. 4', 'Sabzi Mandi'):
 * every part of the city has one.
 */
const GENERIC_NAME_WORDS = new Set([
  'main',
  'service',
  'ring',
  'outer',
  'inner',
  'link',
  'slip',
  'internal',
  'no',
  'number',
  'new',
  'old',
  'cross',
  'loop',
  'line',
  'mandi',
]);

/** Points of one name further apart than this belong to different streets. */
const STRETCH_GAP_KM = 1.2;
/** A street's point this close to the pincode's centroid is where a 'street, pincode' address is. */
export const NEAR_PINCODE_KM = 4;
/** A name with one stretch no longer than this (from its middle) answers without a pincode. */
const LONE_STRETCH_RADIUS_KM = 2;
/**
 * A stretch reaching this close to the edge of the area the streets cover may run on beyond the extracts: what is
 * known of it is perhaps not the whole street, so its middle is not answered.
 */
const EDGE_KM = 0.5;
const KM_PER_DEGREE_LAT = 111.2;

export interface StreetPoint {
  lat: number;
  lon: number;
}

interface StreetsFile {
  streets: Array<[string, number[]]>;
}

interface Stretch {
  name: string;
  points: StreetPoint[];
  /** The point nearest the stretch's mean: where a bare street name is answered. */
  middle: StreetPoint;
  /** Distance from the middle to the furthest point. */
  radiusKm: number;
  /** Reaches the edge of the area the streets cover (EDGE_KM). */
  atEdge: boolean;
}

interface Bounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

function atEdge(points: StreetPoint[], b: Bounds): boolean {
  const kmPerDegreeLon = KM_PER_DEGREE_LAT * Math.cos((((b.south + b.north) / 2) * Math.PI) / 180);
  return points.some(
    (p) =>
      (p.lat - b.south) * KM_PER_DEGREE_LAT < EDGE_KM ||
      (b.north - p.lat) * KM_PER_DEGREE_LAT < EDGE_KM ||
      (p.lon - b.west) * kmPerDegreeLon < EDGE_KM ||
      (b.east - p.lon) * kmPerDegreeLon < EDGE_KM,
  );
}

/** The key a street is known by: its normalised name words without street words; '' for a generic name. */
export function streetKey(words: string[]): string {
  const name = words.filter((w) => !STREET_WORDS.has(w));
  if (!name.some((w) => !GENERIC_NAME_WORDS.has(w) && !/\d/.test(w))) return '';
  return name.join(' ');
}

/** Splits points into stretches: single linkage, a gap over STRETCH_GAP_KM starts a new stretch. */
function stretchesOf(name: string, points: StreetPoint[], bounds: Bounds): Stretch[] {
  const group = points.map((_, i) => i);
  const find = (i: number): number => (group[i] === i ? i : (group[i] = find(group[i] ?? i)));
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i];
      const b = points[j];
      if (a && b && fastDistanceKm(a.lat, a.lon, b.lat, b.lon) <= STRETCH_GAP_KM) group[find(i)] = find(j);
    }
  const byGroup = new Map<number, StreetPoint[]>();
  points.forEach((p, i) => {
    const members = byGroup.get(find(i));
    if (members) members.push(p);
    else byGroup.set(find(i), [p]);
  });
  return [...byGroup.values()].map((pts) => {
    const lat = pts.reduce((s, p) => s + p.lat, 0) / pts.length;
    const lon = pts.reduce((s, p) => s + p.lon, 0) / pts.length;
    const middle = nearest(pts, lat, lon);
    const radiusKm = Math.max(...pts.map((p) => fastDistanceKm(p.lat, p.lon, middle.lat, middle.lon)));
    return { name, points: pts, middle, radiusKm, atEdge: atEdge(pts, bounds) };
  });
}

function nearest(points: StreetPoint[], lat: number, lon: number): StreetPoint {
  let best = points[0] as StreetPoint;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const p of points) {
    const km = fastDistanceKm(p.lat, p.lon, lat, lon);
    if (km < bestKm) [best, bestKm] = [p, km];
  }
  return best;
}

/** Where the street should pass: its point nearest this one, if within `withinKm`, is the answer. */
export interface NearPoint extends StreetPoint {
  withinKm: number;
}

export interface StreetMatch extends StreetPoint {
  /** The street's name as mapped. */
  name: string;
  /** Placed next to a given point (the pincode's or a place's), not at the middle of the only stretch of that name. */
  placedNear: boolean;
}

export class StreetIndex {
  private readonly byKey = new Map<string, Stretch[]>();
  /** Keys of names mapped without a street word ('NIT', 'Satya Sadan'): the key is the whole name. */
  private readonly bareNames = new Set<string>();

  constructor(streets: Array<[string, number[]]>) {
    const points = new Map<string, { name: string; points: StreetPoint[] }>();
    for (const [name, flat] of streets) {
      const words = normalizeAddress(name);
      const key = streetKey(words);
      if (!key) continue;
      if (!words.some((w) => STREET_WORDS.has(w))) this.bareNames.add(key);
      const entry = points.get(key) ?? { name, points: [] };
      for (let i = 0; i + 1 < flat.length; i += 2)
        entry.points.push({ lat: flat[i] as number, lon: flat[i + 1] as number });
      points.set(key, entry);
    }
    const all = [...points.values()].flatMap((e) => e.points);
    const bounds: Bounds = {
      south: Math.min(...all.map((p) => p.lat)),
      north: Math.max(...all.map((p) => p.lat)),
      west: Math.min(...all.map((p) => p.lon)),
      east: Math.max(...all.map((p) => p.lon)),
    };
    for (const [key, { name, points: pts }] of points) this.byKey.set(key, stretchesOf(name, pts, bounds));
  }

  /**
   * Where on the street named by `words` (normalised words of the address's street run) the address is: next to
   * `near` (the pincode's centroid, or the place the address names) when given, its point nearest it within
   * `near.withinKm`; else the middle of the name's only stretch when it is short and away from the edge of the area
   * the streets cover (a street there may run on beyond what is known of it). Null when the street is unknown or
   * the text does not say which of its namesakes is meant.
   */
  locate(words: string[], near: NearPoint | null): StreetMatch | null {
    const key = streetKey(words);
    const stretches = key ? this.byKey.get(key) : undefined;
    if (!stretches) return null;
    if (near) {
      const p = nearest(
        stretches.flatMap((s) => s.points),
        near.lat,
        near.lon,
      );
      const km = fastDistanceKm(p.lat, p.lon, near.lat, near.lon);
      return km <= near.withinKm ? { ...p, name: stretches[0]?.name ?? '', placedNear: true } : null;
    }
    const only = stretches.length === 1 ? stretches[0] : undefined;
    if (!only || only.atEdge || only.radiusKm > LONE_STRETCH_RADIUS_KM) return null;
    return { ...only.middle, name: only.name, placedNear: false };
  }

  /**
   * The first street of the address that `locate` places and `accept` agrees to (the geocoder checks the town):
   * its street runs (address-tokens.ts) outside a landmark phrase, then a comma-separated part that is the whole
   * name of a street mapped without a street word ('279, NIT, New Delhi'; such a name is only taken whole).
   */
  inAddress(
    parts: Pick<AddressTokens, 'tokens' | 'street' | 'landmark' | 'part'>,
    near: NearPoint | null,
    accept: (match: StreetMatch) => boolean,
  ): StreetMatch | null {
    const runs = new Set(parts.street.filter((run, i) => run >= 0 && parts.landmark[i] !== true));
    const named = [...runs].map((run) => parts.tokens.filter((_, i) => parts.street[i] === run));
    for (const part of new Set(parts.part)) {
      const at = parts.part.flatMap((p, i) => (p === part ? [i] : []));
      if (at.some((i) => (parts.street[i] ?? -1) >= 0 || parts.landmark[i] === true)) continue;
      const words = at.map((i) => parts.tokens[i] ?? '');
      if (this.bareNames.has(words.join(' '))) named.push(words);
    }
    for (const words of named) {
      const match = this.locate(words, near);
      if (match && accept(match)) return match;
    }
    return null;
  }
}

let cached: StreetIndex | null = null;

/** The streets of data/streets.json, indexed once per process. */
export function embeddedStreets(): StreetIndex {
  cached ??= new StreetIndex(readDataJson<StreetsFile>('streets.json').streets);
  return cached;
}

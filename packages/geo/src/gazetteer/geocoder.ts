/**
 * Gazetteer geocoder for free-text Delhi NCR addresses.
 *
 * Method: at load, every place name and alias is normalised (normalize.ts) into a key; keys go into a hash map,
 * a map of their space-less forms (for 'Kirtinagar' vs 'Kirti Nagar') and a token vocabulary with a deletion index
 * for spelling correction (SymSpell idea, Garbe 2012: candidates share a one-character deletion; each is verified
 * with Damerau-Levenshtein distance). A query is normalised, misspelt tokens are corrected, and every window of up
 * to six tokens is looked up. Candidates are scored by tokens covered, kind (hubs and industrial areas first), the
 * city named in the text and agreement with a pincode in the text. A pincode alone gives its centroid; a city
 * alone gives the city centre with low confidence; nothing gives null.
 *
 * Devanagari is romanised (devanagari.ts) before normalisation, and every name is also indexed under a phonetic key
 * so that Hindi and Hinglish spellings ('बवाना', 'Gaziabad', 'Faridabaad') meet the English name. Names ending in
 * a sector or phase ('Bawana Industrial Area Sector 4', 'Dwarka Sector 10') are also indexed in the order people
 * write them ('Sector 10, Dwarka'). Words after 'near'/'opp'/'behind' name a landmark: a match there loses a tie
 * with a match in the address proper. Every answer states its precision: 'locality' for a named place, 'pincode'
 * for a pincode centroid (or a post office placed at one), 'district' for a city or district centre.
 */
import { fastDistanceKm } from '../geo-math';
import type { PlaceKind } from './curated-places';
import { phoneticKey, romanize } from './devanagari';
import { loadGazetteer, type GazetteerData, type GazetteerPlace } from './gazetteer-data';
import { editDistance, findPincodes, normalizeAddress } from './normalize';

/**
 * How precise an answer is: 'exact' a point given as such (coordinates, DIGIPIN, a pinned place), 'locality' a
 * named place's centre, 'pincode' a pincode's centroid, 'district' a city or district centre.
 */
export type GeocodePrecision = 'exact' | 'locality' | 'pincode' | 'district';

export interface GeocodeResult {
  lat: number;
  lon: number;
  displayName: string;
  /** Place kind, or 'pincode' / 'city' for coarse answers. */
  type: PlaceKind | 'pincode';
  importance: number;
  /** 0..1: how sure the match is. */
  confidence: number;
  matchedPlace: string;
  pincode: string | null;
  /** How precise the point is; pincode and district answers should be confirmed on the map before pricing. */
  precision?: GeocodePrecision;
}

/** A sector further than this from the area the same text names belongs to another town. */
const SECTOR_AREA_MAX_KM = 8;

/** An area known by its own name ('Narela', 'Bawana Industrial Area'), not by a sector or phase number. */
const isNamedArea = (place: GazetteerPlace) =>
  place.kind !== 'sector' &&
  place.kind !== 'postoffice' &&
  place.kind !== 'city' &&
  !place.name.split(/\s+/).some((word) => SECTOR_WORDS.has(word.toLowerCase()));

const KIND_BONUS: Record<PlaceKind, number> = {
  hub: 6,
  industrial: 5,
  market: 4,
  landmark: 4,
  sector: 3,
  locality: 3,
  postoffice: 2,
  city: 0,
};

const CITY_TOKENS: Record<string, string[]> = {
  noida: ['Noida'],
  'greater noida': ['Greater Noida'],
  gurugram: ['Gurugram', 'Manesar'],
  manesar: ['Manesar', 'Gurugram'],
  faridabad: ['Faridabad'],
  ballabgarh: ['Faridabad'],
  ghaziabad: ['Ghaziabad'],
  sahibabad: ['Ghaziabad'],
  sonipat: ['Sonipat'],
  kundli: ['Sonipat'],
  bahadurgarh: ['Bahadurgarh'],
  delhi: ['Delhi'],
  'new delhi': ['Delhi'],
};

const MAX_WINDOW = 6;

/** Words that do not name a place on their own: a key made only of these is not indexed ('S.T. Road' -> 'road'). */
const WEAK_TOKENS = new Set([
  'road',
  'marg',
  'nagar',
  'colony',
  'market',
  'bazar',
  'vihar',
  'new',
  'old',
  'town',
  'city',
  'sector',
  'phase',
  'village',
  'camp',
  'extension',
  'enclave',
  'mandi',
  'chowk',
  'east',
  'west',
  'north',
  'south',
  'puri',
  'pur',
  'garden',
  'park',
  'bagh',
  'kunj',
  'school',
  'hospital',
  'station',
  'railway',
  'police',
  'office',
  'head',
  'sub',
]);
/** Below this score a name match is too weak to beat a city named in the text. */
const MIN_NAME_SCORE = 12;

interface Candidate {
  place: GazetteerPlace;
  covered: number;
  fuzzy: boolean;
  score: number;
}

const LANDMARK_MARKER = /\b(?:near|nr|opp|opposite|behind|beside|paas)\b\.?/i;
const SECTOR_WORDS = new Set(['sector', 'phase', 'site']);

/** Tokens of an address with, for each, whether it belongs to a landmark phrase ('near X' up to the next comma). */
function tokensWithLandmarks(text: string): { tokens: string[]; landmark: boolean[] } {
  const tokens: string[] = [];
  const landmark: boolean[] = [];
  for (const part of romanize(text).split(/[,;\n]/)) {
    const m = LANDMARK_MARKER.exec(part);
    const pieces: Array<[string, boolean]> = m
      ? [
          [part.slice(0, m.index), false],
          [part.slice(m.index + m[0].length), true],
        ]
      : [[part, false]];
    for (const [piece, isLandmark] of pieces)
      for (const t of normalizeAddress(piece)) {
        tokens.push(t);
        landmark.push(isLandmark);
      }
  }
  return { tokens, landmark };
}

function phoneticOf(tokens: string[]): string {
  return tokens.map(phoneticKey).join('');
}

export class Geocoder {
  private readonly byKey = new Map<string, GazetteerPlace[]>();
  private readonly byCompactKey = new Map<string, GazetteerPlace[]>();
  private readonly byPhonetic = new Map<string, GazetteerPlace[]>();
  private readonly vocabulary = new Map<string, number>();
  private readonly deletes = new Map<string, string[]>();

  constructor(readonly data: GazetteerData) {
    for (const place of data.places) {
      for (const name of [place.name, ...place.aliases]) {
        const tokens = normalizeAddress(name);
        if (tokens.length === 0) continue;
        this.addKey(tokens, place);
        // "Noida Sector 27" is usually written "Sector 27, Noida": also index without the leading city word.
        if (tokens.length > 2 && CITY_TOKENS[tokens[0] ?? ''] && place.kind !== 'city')
          this.addKey(tokens.slice(1), place);
        // "Dwarka Sector 10" is also written "Sector 10, Dwarka".
        const n = tokens.length;
        if (n > 2 && SECTOR_WORDS.has(tokens[n - 2] ?? '') && /^\d+[a-z]?$/.test(tokens[n - 1] ?? ''))
          this.addKey([...tokens.slice(n - 2), ...tokens.slice(0, n - 2)], place);
      }
    }
    for (const token of this.vocabulary.keys()) {
      if (token.length < 4 || /\d/.test(token)) continue;
      for (const d of oneDeletes(token)) {
        const list = this.deletes.get(d);
        if (list) list.push(token);
        else this.deletes.set(d, [token]);
      }
    }
  }

  private addKey(tokens: string[], place: GazetteerPlace): void {
    if (tokens.every((t) => WEAK_TOKENS.has(t))) return;
    push(this.byKey, tokens.join(' '), place);
    push(this.byCompactKey, tokens.join(''), place);
    push(this.byPhonetic, phoneticOf(tokens), place);
    for (const t of tokens) this.vocabulary.set(t, (this.vocabulary.get(t) ?? 0) + 1);
  }

  geocode(text: string): GeocodeResult | null {
    const pincodes = findPincodes(text).filter((p) => this.data.pincodes.has(p));
    const pin = pincodes[0] ?? null;
    const pinCentre = pin ? (this.data.pincodes.get(pin) ?? null) : null;
    const all = tokensWithLandmarks(text);
    const keep = all.tokens.map((t) => !/^\d{6}$/.test(t));
    const raw = all.tokens.filter((_, i) => keep[i]);
    const landmark = all.landmark.filter((_, i) => keep[i]);
    const corrected = raw.map((t) => this.correct(t));
    const sounds = raw.map(phoneticKey);
    const tokens = corrected.map((c) => c.token);
    const cities = this.citiesMentioned(tokens);

    let best: Candidate | null = null;
    let bestCity: Candidate | null = null;
    let bestArea: Candidate | null = null;
    for (let i = 0; i < tokens.length; i++) {
      for (let n = Math.min(MAX_WINDOW, tokens.length - i); n >= 1; n--) {
        const window = tokens.slice(i, i + n);
        const fuzzy = corrected.slice(i, i + n).some((c) => c.fuzzy);
        const exact = [
          ...(this.byKey.get(window.join(' ')) ?? []),
          ...(this.byCompactKey.get(window.join('')) ?? []),
        ];
        const soundAlike = (this.byPhonetic.get(sounds.slice(i, i + n).join('')) ?? []).filter(
          (p) => !exact.includes(p),
        );
        const found: Array<[GazetteerPlace, boolean]> = [
          ...exact.map((p): [GazetteerPlace, boolean] => [p, fuzzy]),
          ...soundAlike.map((p): [GazetteerPlace, boolean] => [p, true]),
        ];
        for (const [place, soundsLike] of found) {
          const c = this.score(place, n, soundsLike, cities, pin, pinCentre);
          if (landmark[i]) c.score -= 2;
          if (place.kind === 'city') {
            if (!bestCity || c.score > bestCity.score) bestCity = c;
          } else {
            if (!best || c.score > best.score) best = c;
            if (isNamedArea(place) && (!bestArea || c.score > bestArea.score)) bestArea = c;
          }
        }
      }
    }
    // 'Narela Sector 2', 'Sector 2 Rohini': a sector number alone matches some town's sector (Noida has most of
    // them), but the area the text names is elsewhere and its sector is not in the gazetteer: the named area,
    // kilometres off at most, beats another town's sector tens of kilometres off.
    if (
      best?.place.kind === 'sector' &&
      bestArea &&
      fastDistanceKm(best.place.lat, best.place.lon, bestArea.place.lat, bestArea.place.lon) >
        SECTOR_AREA_MAX_KM
    )
      best = bestArea;
    const PINCODE_SCORE = 15;
    if (best && pinCentre && best.score >= PINCODE_SCORE) return this.fromCandidate(best, pin, pinCentre);
    if (pin && pinCentre) {
      return {
        lat: pinCentre.lat,
        lon: pinCentre.lon,
        displayName: [pinCentre.city, pin].filter(Boolean).join(', '),
        type: 'pincode',
        importance: 0.5,
        confidence: 0.6,
        matchedPlace: pin,
        pincode: pin,
        precision: 'pincode',
      };
    }
    if (best && (best.score >= MIN_NAME_SCORE || !bestCity)) return this.fromCandidate(best, null, null);
    if (bestCity) return this.fromCandidate(bestCity, null, null);
    return null;
  }

  private score(
    place: GazetteerPlace,
    covered: number,
    fuzzy: boolean,
    cities: Set<string>,
    pin: string | null,
    pinCentre: { lat: number; lon: number } | null,
  ): Candidate {
    let score = 10 * covered + KIND_BONUS[place.kind] - (fuzzy ? 3 : 0);
    if (cities.size > 0 && place.kind !== 'city') score += cities.has(place.city) ? 8 : -15;
    if (cities.size === 0 && place.kind === 'sector' && place.city === 'Noida') score += 1;
    if (pin && pinCentre) {
      if (place.pincode === pin) score += 6;
      else {
        const km = fastDistanceKm(place.lat, place.lon, pinCentre.lat, pinCentre.lon);
        if (km < 3) score += 5;
        else if (km > 10) score -= 10;
      }
    }
    return { place, covered, fuzzy, score };
  }

  private fromCandidate(
    c: Candidate,
    pin: string | null,
    pinCentre: { lat: number; lon: number } | null,
  ): GeocodeResult {
    const p = c.place;
    let confidence = p.kind === 'city' ? 0.3 : c.fuzzy ? 0.7 : 0.85;
    if (pinCentre && p.kind !== 'city' && fastDistanceKm(p.lat, p.lon, pinCentre.lat, pinCentre.lon) < 3)
      confidence += 0.1;
    if (p.kind === 'postoffice') confidence -= 0.1;
    if (p.placedAtPincode) confidence -= 0.1;
    const displayName = [p.name, p.city !== p.name ? p.city : null, p.pincode ?? pin]
      .filter(Boolean)
      .join(', ');
    return {
      lat: p.lat,
      lon: p.lon,
      displayName,
      type: p.kind,
      importance: p.kind === 'hub' ? 0.8 : p.kind === 'city' ? 0.7 : 0.5,
      confidence: Math.round(Math.min(0.99, confidence) * 100) / 100,
      matchedPlace: p.name,
      pincode: p.pincode ?? pin,
      precision: p.kind === 'city' ? 'district' : p.placedAtPincode ? 'pincode' : 'locality',
    };
  }

  private citiesMentioned(tokens: string[]): Set<string> {
    const out = new Set<string>();
    tokens.forEach((t, i) => {
      const pair = `${t} ${tokens[i + 1] ?? ''}`;
      for (const c of CITY_TOKENS[pair] ?? CITY_TOKENS[t] ?? []) out.add(c);
    });
    // "New Delhi" / "Delhi" is often written next to NCR towns; it only counts when no other city is named.
    if (out.size > 1) out.delete('Delhi');
    return out;
  }

  /** Spelling correction against the gazetteer vocabulary: edit distance 1 (2 for words of 8+ letters). */
  private correct(token: string): { token: string; fuzzy: boolean } {
    if (this.vocabulary.has(token) || token.length < 4 || /\d/.test(token)) return { token, fuzzy: false };
    const max = token.length >= 8 ? 2 : 1;
    let bestToken = token;
    let bestDistance = max + 1;
    let bestFreq = 0;
    for (const d of [token, ...oneDeletes(token)]) {
      for (const cand of [...(this.deletes.get(d) ?? []), ...(this.vocabulary.has(d) ? [d] : [])]) {
        const dist = editDistance(token, cand, max);
        const freq = this.vocabulary.get(cand) ?? 0;
        if (dist < bestDistance || (dist === bestDistance && freq > bestFreq)) {
          bestToken = cand;
          bestDistance = dist;
          bestFreq = freq;
        }
      }
    }
    return bestDistance <= max ? { token: bestToken, fuzzy: true } : { token, fuzzy: false };
  }
}

function oneDeletes(token: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < token.length; i++) out.push(token.slice(0, i) + token.slice(i + 1));
  return out;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

let shared: Geocoder | null = null;

/** The process-wide geocoder over the embedded gazetteer (indexes are built on first use). */
export function embeddedGeocoder(): Geocoder {
  shared ??= new Geocoder(loadGazetteer());
  return shared;
}

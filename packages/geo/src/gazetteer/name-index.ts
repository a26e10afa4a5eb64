/**
 * The gazetteer's names, indexed for the geocoder: every place name and alias normalised (normalize.ts) into a
 * key, in a hash map, a map of their space-less forms (for 'Kirtinagar' vs 'Kirti Nagar'), a map of phonetic keys
 * (Hindi and Hinglish spellings meet the English name) and a token vocabulary with a deletion index for spelling
 * correction (SymSpell idea, Garbe 2012: candidates share a one-character deletion; each is verified with
 * Damerau-Levenshtein distance). Names ending in a sector or phase are also indexed in the order people write them.
 */
import { fastDistanceKm } from '../geo-math';
import type { GazetteerPlace } from './gazetteer-data';
import { phoneticKey } from './devanagari';
import { editDistance, normalizeAddress } from './normalize';

/** Town words of addresses (normalised) and the gazetteer cities they stand for. */
export const CITY_TOKENS: Record<string, string[]> = {
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

export const SECTOR_WORDS = new Set(['sector', 'phase', 'site']);

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
function phoneticOf(tokens: string[]): string {
  return tokens.map(phoneticKey).join('');
}

export class NameIndex {
  readonly byKey = new Map<string, GazetteerPlace[]>();
  readonly byCompactKey = new Map<string, GazetteerPlace[]>();
  readonly byPhonetic = new Map<string, GazetteerPlace[]>();
  private readonly vocabulary = new Map<string, number>();
  private readonly deletes = new Map<string, string[]>();
  /** 'sector 8' -> every town's sector 8 ('Sector 8' of Noida, 'Dwarka Sector 8', 'Faridabad Sector 8'). */
  readonly sectorsByKey = new Map<string, GazetteerPlace[]>();
  readonly cityCentres = new Map<string, GazetteerPlace>();

  constructor(places: readonly GazetteerPlace[]) {
    for (const place of places) {
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
        if (n >= 2 && tokens[n - 2] === 'sector' && /^\d+[a-z]?$/.test(tokens[n - 1] ?? ''))
          push(this.sectorsByKey, tokens.slice(n - 2).join(' '), place);
      }
      if (place.kind === 'city') this.cityCentres.set(place.name, place);
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

  /** The city or town whose centre is nearest the point. */
  nearestCity(lat: number, lon: number): string | null {
    let best: string | null = null;
    let bestKm = Number.POSITIVE_INFINITY;
    for (const [name, c] of this.cityCentres) {
      const km = fastDistanceKm(lat, lon, c.lat, c.lon);
      if (km < bestKm) [best, bestKm] = [name, km];
    }
    return best;
  }

  private addKey(tokens: string[], place: GazetteerPlace): void {
    if (tokens.every((t) => WEAK_TOKENS.has(t))) return;
    push(this.byKey, tokens.join(' '), place);
    push(this.byCompactKey, tokens.join(''), place);
    push(this.byPhonetic, phoneticOf(tokens), place);
    for (const t of tokens) this.vocabulary.set(t, (this.vocabulary.get(t) ?? 0) + 1);
    // 'Chanakya Puri' is also written as one word, and misspelt that way ('Chankyapuri'): its one-word form is a
    // word to correct towards, found then under the space-less key.
    const compact = tokens.join('');
    if (tokens.length > 1 && compact.length >= 8 && !this.vocabulary.has(compact))
      this.vocabulary.set(compact, 1);
  }

  /** Spelling correction against the gazetteer vocabulary: edit distance 1 (2 for words of 8+ letters). */
  correct(token: string): { token: string; fuzzy: boolean } {
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

/**
 * Towns the address says it is in. A town in a street's name does not count: 'Delhi-Bahadurgarh Road' and
 * 'Mathura Road' lead to those towns, the address is where the road passes.
 */
export function citiesMentioned(tokens: string[], street: number[]): Set<string> {
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    if ((street[i] ?? -1) >= 0) return;
    const pair = `${t} ${tokens[i + 1] ?? ''}`;
    for (const c of CITY_TOKENS[pair] ?? CITY_TOKENS[t] ?? []) out.add(c);
  });
  // "New Delhi" / "Delhi" is often written next to NCR towns; it only counts when no other city is named.
  if (out.size > 1) out.delete('Delhi');
  return out;
}

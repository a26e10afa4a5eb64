/**
 * Type-ahead place suggestions. The six specification hubs come first (all of them for an empty query), then
 * gazetteer places whose name or alias has a word starting with the typed text. Index: every word-suffix of every
 * normalised name ("okhla industrial area phase 2", "industrial area phase 2", ...) in one sorted array, so a query
 * is a binary search plus a short scan. Devanagari is romanised first (typeaheadTokens); when the spelling finds
 * nothing, a second index of phonetic keys is searched the same way, so 'बवा' and 'Gaziab' find Bawana and
 * Ghaziabad under their English names.
 */
import type { PlaceKind } from './curated-places';
import type { GazetteerData, GazetteerPlace } from './gazetteer-data';
import { INDUSTRIAL_HUBS, SPEC_HUB_IDS } from './industrial-hubs';
import { phoneticKey } from './devanagari';
import { typeaheadTokens } from './normalize';

/** A sorted prefix index: every word-suffix of every name, with its place and whether it starts the name. */
class PrefixIndex {
  readonly keys: string[] = [];
  readonly places: GazetteerPlace[] = [];
  readonly isStart: boolean[] = [];

  constructor(entries: Array<[string, GazetteerPlace, boolean]>) {
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [key, place, isStart] of entries) {
      this.keys.push(key);
      this.places.push(place);
      this.isStart.push(isStart);
    }
  }

  lookup(q: string): GazetteerPlace[] {
    const found = new Map<number, { place: GazetteerPlace; atStart: boolean; whole: boolean }>();
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.keys[mid] ?? '') < q) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.keys.length && i < lo + MAX_SCAN && (this.keys[i] ?? '').startsWith(q); i++) {
      const place = this.places[i];
      if (!place) continue;
      const prev = found.get(place.id);
      const atStart = this.isStart[i] ?? false;
      // The whole name typed ('गुड़गांव' is Gurugram itself) puts that place before longer names that contain it.
      const whole = atStart && this.keys[i] === q;
      if (!prev || (atStart && !prev.atStart) || (whole && !prev.whole))
        found.set(place.id, { place, atStart, whole: whole || (prev?.whole ?? false) });
    }
    return [...found.values()]
      .sort(
        (a, b) =>
          Number(b.whole) - Number(a.whole) ||
          rank(a) - rank(b) ||
          a.place.name.length - b.place.name.length ||
          a.place.name.localeCompare(b.place.name),
      )
      .map((f) => f.place);
  }
}

export interface PlaceSuggestion {
  name: string;
  displayName: string;
  lat: number;
  lon: number;
  type: PlaceKind;
  city: string;
  pincode: string | null;
  /** Set for industrial hubs (key of getIndustrialHubs()). */
  hubId: string | null;
}

const KIND_RANK: Record<PlaceKind, number> = {
  hub: 0,
  industrial: 1,
  market: 2,
  sector: 3,
  landmark: 3,
  locality: 4,
  city: 4,
  postoffice: 5,
};
const SPEC_HUB_NAMES = new Map(
  INDUSTRIAL_HUBS.filter((h) => (SPEC_HUB_IDS as readonly string[]).includes(h.id)).map((h) => [
    h.name,
    h.id,
  ]),
);
const HUB_IDS = new Map(INDUSTRIAL_HUBS.map((h) => [h.name, h.id]));
const MAX_SCAN = 400;
const LEADING_CITY: Record<string, string> = {
  noida: 'Noida',
  gurugram: 'Gurugram',
  faridabad: 'Faridabad',
  ghaziabad: 'Ghaziabad',
};

export class PlaceSuggester {
  private readonly spelling: PrefixIndex;
  private readonly sounds: PrefixIndex;
  private readonly specHubs: GazetteerPlace[];

  constructor(data: GazetteerData) {
    const entries: Array<[string, GazetteerPlace, boolean]> = [];
    const soundEntries: Array<[string, GazetteerPlace, boolean]> = [];
    for (const place of data.places) {
      for (const name of [place.name, ...place.aliases]) {
        const tokens = typeaheadTokens(name);
        for (let i = 0; i < tokens.length; i++) {
          entries.push([tokens.slice(i).join(' '), place, i === 0]);
          soundEntries.push([tokens.slice(i).map(phoneticKey).join(' '), place, i === 0]);
        }
      }
    }
    this.spelling = new PrefixIndex(entries);
    this.sounds = new PrefixIndex(soundEntries);
    this.specHubs = SPEC_HUB_IDS.flatMap((id) => {
      const hub = INDUSTRIAL_HUBS.find((h) => h.id === id);
      const place = hub ? data.places.find((p) => p.kind === 'hub' && p.name === hub.name) : undefined;
      return place ? [place] : [];
    });
  }

  /**
   * People type trailing city words ('Sector-63 Noida', 'okhla ph 2 delhi') that no place name carries: when the
   * whole text matches nothing, the last words are dropped one at a time until something matches.
   */
  suggest(query: string, limit = 8): PlaceSuggestion[] {
    const max = Math.max(0, Math.min(50, Math.floor(limit)));
    const typed = typeaheadTokens(query);
    if (typed.length === 0) return this.specHubs.slice(0, max).map(toSuggestion);
    // 'Noida Sector 63' / 'नोएडा सेक्टर 63': a leading city word narrows the rest to that city's places.
    const city = LEADING_CITY[typed[0] ?? ''];
    if (city && typed.length > 1) {
      const rest = this.suggestIn(typed.slice(1), max, (p) => p.city === city);
      if (rest.length > 0) return rest;
    }
    return this.suggestIn(typed, max, () => true);
  }

  private suggestIn(
    tokens: readonly string[],
    max: number,
    keep: (p: GazetteerPlace) => boolean,
  ): PlaceSuggestion[] {
    for (const [index, words] of [
      [this.spelling, tokens],
      [this.sounds, tokens.map(phoneticKey)],
    ] as const) {
      for (let n = words.length; n >= 1; n--) {
        const q = words.slice(0, n).join(' ');
        if (n < words.length && q.length < 3) break;
        const found = index.lookup(q).filter(keep);
        if (found.length > 0) return found.slice(0, max).map(toSuggestion);
      }
    }
    return [];
  }
}

function rank(f: { place: GazetteerPlace; atStart: boolean }): number {
  const spec = SPEC_HUB_NAMES.has(f.place.name) ? 0 : 10;
  return spec + KIND_RANK[f.place.kind] * 2 + (f.atStart ? 0 : 1);
}

function toSuggestion(p: GazetteerPlace): PlaceSuggestion {
  return {
    name: p.name,
    displayName: [p.name, p.city !== p.name ? p.city : null, p.pincode].filter(Boolean).join(', '),
    lat: p.lat,
    lon: p.lon,
    type: p.kind,
    city: p.city,
    pincode: p.pincode,
    hubId: HUB_IDS.get(p.name) ?? null,
  };
}

const suggesters = new WeakMap<GazetteerData, PlaceSuggester>();

/**
 * The process-wide suggester over `data`: its indexes never change once built, and building them costs tens of
 * milliseconds of CPU, paid once rather than by every app a process builds (each test builds several).
 */
export function sharedSuggester(data: GazetteerData): PlaceSuggester {
  let suggester = suggesters.get(data);
  if (!suggester) {
    suggester = new PlaceSuggester(data);
    suggesters.set(data, suggester);
  }
  return suggester;
}

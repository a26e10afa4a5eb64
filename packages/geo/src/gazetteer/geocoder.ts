/**
 * Gazetteer geocoder for free-text Delhi NCR addresses.
 *
 * Method: the gazetteer's names are indexed once (name-index.ts: exact, space-less and phonetic keys, and a
 * spelling corrector). A query is romanised and normalised, cut into tokens that know whether they belong to a
 * landmark phrase ('near X') or a street's name (address-tokens.ts), misspelt tokens are corrected, and every
 * window of up to six tokens is looked up. Candidates are scored by tokens covered, kind (hubs and industrial areas
 * first), the city named in the text and agreement with a pincode in the text. A pincode alone gives its centroid;
 * a city alone gives the city centre with low confidence; nothing gives null. A street the text names, when no
 * place outranks it, gives a point on that street (street-index.ts). Words after 'near'/'opp'/'behind'
 * name a landmark: a match there loses a tie with a match in the address proper. Every answer states its
 * precision: 'locality' for a named place, 'pincode' for a pincode centroid (or a post office placed at one),
 * 'district' for a city or district centre.
 */
import { fastDistanceKm } from '../geo-math';
import type { PlaceKind } from './curated-places';
import { addressTokens, isPartOfStreetName, isWholePart, type AddressTokens } from './address-tokens';
import { phoneticKey } from './devanagari';
import { loadGazetteer, type GazetteerData, type GazetteerPlace } from './gazetteer-data';
import { findPincodes } from './normalize';
import { citiesMentioned, NameIndex, SECTOR_WORDS } from './name-index';
import { pincodeResult, streetResult, type GeocodeResult } from './geocode-result';
import {
  embeddedStreets,
  NEAR_PINCODE_KM,
  type NearPoint,
  type StreetIndex,
  type StreetMatch,
} from './street-index';

/** A sector further than this from the area the same text names belongs to another town. */
const SECTOR_AREA_MAX_KM = 8;
/** A sector this close to the pincode's centroid is the one a bare 'Sector N, <pincode>' means. */
const SECTOR_PINCODE_MAX_KM = 5;
/**
 * A place further than this from the pincode or from every city the text names is not the place meant (a
 * coincidence of words: 'Sara' in 'Sara Mathew Street' is a village 51 km away); Delhi is about 40 km across.
 */
const FAR_FROM_TEXT_KM = 25;
/**
 * A named locality matched exactly beats the centroid of a pincode that disagrees with it: people often write a
 * wrong or old pincode (the office next door's, the one they remember), while a locality's own name is rarely
 * wrong. Up to the first distance anywhere; up to the second only inside the pincode's own city, since a town
 * across the border may have a namesake the gazetteer lacks ('Shastri Nagar' is in Delhi and in Ghaziabad).
 * Further away, the text does not say which part of the NCR is meant and the pincode wins.
 */
const NAME_OVER_PINCODE_KM = 10;
const NAME_OVER_PINCODE_SAME_CITY_KM = 20;
/** Places sharing a name further apart than this make the name ambiguous. */
const SAME_PLACE_KM = 3;
/** What part of a street's name loses: enough to lose to any locality, city or pincode the text also names. */
const STREET_PART_PENALTY = 8;

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

const MAX_WINDOW = 6;

/** Below this score a name match is too weak to beat a city named in the text. */
const MIN_NAME_SCORE = 12;
/** A street the address names that passes this close to the place it names is where on the place the goods are. */
const ON_STREET_NEAR_PLACE_KM = 1;
/** What of the address the street lookups read. */
type StreetParts = Pick<AddressTokens, 'tokens' | 'street' | 'landmark' | 'part'>;

interface Candidate {
  place: GazetteerPlace;
  covered: number;
  fuzzy: boolean;
  score: number;
  /** The normalised words matched, as looked up. */
  key: string;
  /** Matched exactly (no spelling correction, no sound-alike), outside a landmark phrase and a street name. */
  exact: boolean;
  /** The match is all of its comma-separated part of the address: the part names this place and nothing else. */
  wholePart: boolean;
  /** Matched by part of a street's name ('Sara' in 'Sara Mathew Street'). */
  streetPart: boolean;
  /** In a city the text names, or next to its pincode. */
  corroborated: boolean;
  /** Matched by 'sector N' alone: several towns have a sector N, and the text may not say which. */
  bareSector: boolean;
  /** No town, pincode or locality in the text says which town's sector this is. */
  townUnknown?: boolean;
  /** Named place preferred over a pincode in the text that lies elsewhere. */
  againstPincode?: boolean;
}

/** Kinds precise and distinctive enough to beat a pincode centroid that disagrees with them. */
const NAMED_KINDS = new Set<PlaceKind>(['hub', 'industrial', 'market', 'landmark', 'locality']);

interface Evidence {
  cities: Set<string>;
  pin: string | null;
  pinCentre: { lat: number; lon: number; city: string } | null;
  /** The address's tokens, for the streets it names. */
  parts: StreetParts;
}

const landmarkAt = (landmark: boolean[], i: number): boolean => landmark[i] === true;

export class Geocoder {
  private readonly names: NameIndex;

  constructor(
    readonly data: GazetteerData,
    private readonly streets: StreetIndex | null = null,
  ) {
    this.names = new NameIndex(data.places);
  }

  geocode(text: string): GeocodeResult | null {
    const pincodes = findPincodes(text).filter((p) => this.data.pincodes.has(p));
    const pin = pincodes[0] ?? null;
    const pinCentre = pin ? (this.data.pincodes.get(pin) ?? null) : null;
    const parts = addressTokens(text);
    const keep = parts.tokens.map((t) => !/^\d{6}$/.test(t));
    const kept = {
      tokens: parts.tokens.filter((_, i) => keep[i]),
      landmark: parts.landmark.filter((_, i) => keep[i]),
      street: parts.street.filter((_, i) => keep[i]),
      streetName: parts.streetName.filter((_, i) => keep[i]),
      part: parts.part.filter((_, i) => keep[i]),
    };
    const raw = kept.tokens;
    const corrected = raw.map((t) => this.names.correct(t));
    const sounds = raw.map(phoneticKey);
    const tokens = corrected.map((c) => c.token);
    const cities = citiesMentioned(tokens, kept.street);
    const evidence: Evidence = { cities, pin, pinCentre, parts: kept };

    let best: Candidate | null = null;
    let bestCity: Candidate | null = null;
    let bestArea: Candidate | null = null;
    /** The 'sector N' the text names without a town, if any. */
    let bareSector: string | null = null;
    for (let i = 0; i < tokens.length; i++) {
      for (let n = Math.min(MAX_WINDOW, tokens.length - i); n >= 1; n--) {
        const window = tokens.slice(i, i + n);
        const key = window.join(' ');
        const fuzzy = corrected.slice(i, i + n).some((c) => c.fuzzy);
        const exact = [
          ...(this.names.byKey.get(key) ?? []),
          ...(this.names.byCompactKey.get(window.join('')) ?? []),
        ];
        const soundAlike = (this.names.byPhonetic.get(sounds.slice(i, i + n).join('')) ?? []).filter(
          (p) => !exact.includes(p),
        );
        if (exact.length === 0 && soundAlike.length === 0) continue;
        const found: Array<[GazetteerPlace, boolean]> = [
          ...exact.map((p): [GazetteerPlace, boolean] => [p, fuzzy]),
          ...soundAlike.map((p): [GazetteerPlace, boolean] => [p, true]),
        ];
        const streetPart = isPartOfStreetName(kept, i, n);
        const isBareSector = this.names.sectorsByKey.has(key);
        if (isBareSector) bareSector ??= key;
        for (const [place, soundsLike] of found) {
          const c = this.score(place, n, soundsLike, evidence);
          if (!c) continue;
          c.key = key;
          c.exact = !soundsLike && !landmarkAt(kept.landmark, i) && !streetPart;
          c.bareSector = isBareSector;
          c.wholePart = isWholePart(kept, i, n);
          if (landmarkAt(kept.landmark, i)) c.score -= 2;
          if (streetPart) {
            c.streetPart = true;
            c.score -= STREET_PART_PENALTY;
          }
          if (place.kind === 'city') {
            if (!bestCity || c.score > bestCity.score) bestCity = c;
          } else {
            if (!best || c.score > best.score) best = c;
            if (isNamedArea(place) && !streetPart && (!bestArea || c.score > bestArea.score)) bestArea = c;
          }
        }
      }
    }
    if (bareSector && (!best || (best.bareSector && !cities.has(best.place.city))))
      best = this.townOfSector(bareSector, best, bestArea, evidence) ?? best;
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
    if (best && pinCentre && best.score >= PINCODE_SCORE) return this.fromCandidate(best, evidence);
    if (best && pinCentre && this.beatsPincode(best, pinCentre, cities))
      return this.fromCandidate({ ...best, againstPincode: true }, evidence);
    if (pin && pinCentre) {
      const street = this.streetIn(kept, { ...pinCentre, withinKm: NEAR_PINCODE_KM }, cities);
      return street ? streetResult(street, pin) : pincodeResult(pin, pinCentre);
    }
    // A street the text names beats a weak name match or a city centre ('1, Vasant Marg', 'Rao Tula Ram Marg,
    // New Delhi'), not a place named outright.
    if (!best || best.score < MIN_NAME_SCORE || best.streetPart) {
      const street = this.streetIn(kept, null, cities);
      if (street) return streetResult(street, null);
    }
    // No pincode from here on: the evidence's pin and pinCentre are null.
    if (best && (best.score >= MIN_NAME_SCORE || !bestCity)) return this.fromCandidate(best, evidence);
    if (bestCity) return this.fromCandidate(bestCity, evidence);
    return null;
  }

  /**
   * 'Sector 8' with no town named: the pincode or another locality in the text picks the town whose sector 8 lies
   * next to it; with neither, the best guess stands but is marked as not knowing the town. Null: keep `best`.
   */
  private townOfSector(
    key: string,
    best: Candidate | null,
    bestArea: Candidate | null,
    e: Evidence,
  ): Candidate | null {
    const anchor = e.pinCentre ?? bestArea?.place ?? null;
    if (!anchor) return best ? { ...best, townUnknown: true } : null;
    const maxKm = e.pinCentre ? SECTOR_PINCODE_MAX_KM : SECTOR_AREA_MAX_KM;
    const near = (this.names.sectorsByKey.get(key) ?? [])
      .map((place) => ({ place, km: fastDistanceKm(place.lat, place.lon, anchor.lat, anchor.lon) }))
      .filter((s) => s.km <= maxKm)
      .sort((a, b) => a.km - b.km)[0];
    const c = near ? this.score(near.place, 2, false, e) : null;
    if (c) return { ...c, key, exact: true, bareSector: true, score: Math.max(c.score, best?.score ?? 0) };
    return e.pinCentre || !best ? null : { ...best, townUnknown: true };
  }

  /**
   * A locality, market or landmark named exactly and unambiguously, as a part of the address of its own, beats a
   * pincode centroid a few kilometres off: the pincode is the likelier mistake. Not a word of a longer name ('Sri
   * Aurobindo Ashram' is not the locality Ashram), not a post office (its name is the pincode's own claim), not a
   * sector.
   */
  private beatsPincode(
    c: Candidate,
    pinCentre: { lat: number; lon: number; city: string },
    cities: Set<string>,
  ): boolean {
    const p = c.place;
    if (!c.exact || !c.wholePart || c.bareSector || !NAMED_KINDS.has(p.kind)) return false;
    if (cities.size > 0 && !cities.has(p.city)) return false;
    const km = fastDistanceKm(p.lat, p.lon, pinCentre.lat, pinCentre.lon);
    if (km > (pinCentre.city === p.city ? NAME_OVER_PINCODE_SAME_CITY_KM : NAME_OVER_PINCODE_KM))
      return false;
    const namesakes = [
      ...(this.names.byKey.get(c.key) ?? []),
      ...(this.names.byCompactKey.get(c.key.replace(/ /g, '')) ?? []),
    ];
    return namesakes.every((o) => fastDistanceKm(o.lat, o.lon, p.lat, p.lon) <= SAME_PLACE_KM);
  }

  /** Null when the place is too far from the pincode or the cities the text names to be the one meant. */
  private score(place: GazetteerPlace, covered: number, fuzzy: boolean, e: Evidence): Candidate | null {
    let score = 10 * covered + KIND_BONUS[place.kind] - (fuzzy ? 3 : 0);
    let corroborated = false;
    if (e.cities.size > 0 && place.kind !== 'city') {
      if (e.cities.has(place.city)) {
        score += 8;
        corroborated = true;
      } else {
        const nearestCityKm = Math.min(
          ...[...e.cities].map((name) => {
            const c = this.names.cityCentres.get(name);
            return c ? fastDistanceKm(place.lat, place.lon, c.lat, c.lon) : 0;
          }),
        );
        if (nearestCityKm > FAR_FROM_TEXT_KM) return null;
        score -= 15;
      }
    }
    if (e.cities.size === 0 && place.kind === 'sector' && place.city === 'Noida') score += 1;
    if (e.pin && e.pinCentre) {
      if (place.pincode === e.pin) {
        score += 6;
        corroborated = true;
      } else {
        const km = fastDistanceKm(place.lat, place.lon, e.pinCentre.lat, e.pinCentre.lon);
        if (km > FAR_FROM_TEXT_KM && place.kind !== 'city') return null;
        if (km < 3) {
          score += 5;
          corroborated = true;
        } else if (km > 10) score -= 10;
      }
    }
    return {
      place,
      covered,
      fuzzy,
      score,
      key: '',
      exact: false,
      wholePart: false,
      streetPart: false,
      bareSector: false,
      corroborated,
    };
  }

  /** The answer for a place: its centre, or a point on a street the address names beside it (`onStreet`). */
  private fromCandidate(c: Candidate, e: Evidence): GeocodeResult {
    return this.onStreet(this.placeResult(c, e), e);
  }

  private placeResult(c: Candidate, { pin, pinCentre }: Evidence): GeocodeResult {
    const p = c.place;
    let confidence = p.kind === 'city' ? 0.3 : c.fuzzy ? 0.7 : 0.85;
    if (pinCentre && p.kind !== 'city' && fastDistanceKm(p.lat, p.lon, pinCentre.lat, pinCentre.lon) < 3)
      confidence += 0.1;
    if (p.kind === 'postoffice') confidence -= 0.1;
    if (p.placedAtPincode) confidence -= 0.1;
    if (c.againstPincode) confidence -= 0.1;
    if (c.streetPart) confidence -= 0.1;
    // Below the pricing threshold (0.5): such an answer is a guess the user must confirm on the map.
    if (c.townUnknown || (c.streetPart && !c.corroborated)) confidence = Math.min(confidence, 0.45);
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
      precision: p.kind === 'city' || c.townUnknown ? 'district' : p.placedAtPincode ? 'pincode' : 'locality',
    };
  }

  /**
   * A place's centre moves onto a street the address also names when that street passes within
   * ON_STREET_NEAR_PLACE_KM of it ('B-22, Vasant Marg, Vasant Vihar'): the goods are on the street, in or beside
   * the place, and the street's point nearest the centre is nearer them than the centre is.
   */
  private onStreet(r: GeocodeResult, e: Evidence): GeocodeResult {
    if (r.precision !== 'locality') return r;
    const s = this.streetIn(e.parts, { lat: r.lat, lon: r.lon, withinKm: ON_STREET_NEAR_PLACE_KM }, e.cities);
    return s ? { ...r, lat: s.lat, lon: s.lon, displayName: `${s.name}, ${r.displayName}` } : r;
  }

  /** A street the address names (street-index.ts), in a town the text names if it names one. */
  private streetIn(kept: StreetParts, near: NearPoint | null, cities: Set<string>): StreetMatch | null {
    return (
      this.streets?.inAddress(
        kept,
        near,
        (m) => cities.size === 0 || cities.has(this.names.nearestCity(m.lat, m.lon) ?? ''),
      ) ?? null
    );
  }
}

let shared: Geocoder | null = null;

/** The process-wide geocoder over the embedded gazetteer (indexes are built on first use). */
export function embeddedGeocoder(): Geocoder {
  shared ??= new Geocoder(loadGazetteer(), embeddedStreets());
  return shared;
}

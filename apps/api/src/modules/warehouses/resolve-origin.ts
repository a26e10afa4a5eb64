import type { Language } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { serverText, textIn, type ApiText } from '../../lib/texts';
import { findPlaceRowByLabel } from '../places/places-repository';
import type { PlaceGeocoder } from './place-geocoder';
import type { LocationQuery } from './schemas';

/** Where distances are measured from, and why. */
export interface Origin {
  lat: number;
  lon: number;
  /** A place as typed, or the server's words ('Your location', a pincode's label): written when answered. */
  label: ApiText;
  source: 'coordinates' | 'search' | 'latest-pickup';
}

export interface OriginResolution {
  origin: Origin | null;
  /** Shown to the user when the typed location could not be found. */
  notice: ApiText | null;
}

/** The pickup of the user's latest delivery (deliveries' `latestPickupOf`, a module above this one), or null. */
export type LatestPickup = (
  db: DbOrTx,
  userId: string,
) => Promise<{ lat: number; lon: number; place: string; address: string } | null>;

/** Where an origin can come from besides the query itself: a typed place's geocode, the latest pickup. */
export interface OriginSources {
  geocode: PlaceGeocoder;
  latestPickup: LatestPickup;
}

export function locationNotFoundMessage(text: string) {
  return serverText('warehouse.placeNotFound', { text });
}

/**
 * The user's location, in order of preference: coordinates they sent, a place they typed (the pin of their saved
 * place of that label, else geocoded), the pickup address of their latest delivery. None of them: no distances.
 */
export async function resolveOrigin(
  db: DbOrTx,
  sources: OriginSources,
  userId: string,
  query: LocationQuery,
): Promise<OriginResolution> {
  if (query.lat !== undefined && query.lon !== undefined) {
    return {
      origin: { lat: query.lat, lon: query.lon, label: query.near ?? 'Your location', source: 'coordinates' },
      notice: null,
    };
  }
  if (query.near) {
    const saved = await findPlaceRowByLabel(db, userId, query.near);
    if (saved)
      return {
        origin: { lat: saved.lat, lon: saved.lon, label: saved.label, source: 'search' },
        notice: null,
      };
    const place = await sources.geocode(query.near);
    if (place) return { origin: { ...place, source: 'search' }, notice: null };
    return { origin: null, notice: locationNotFoundMessage(query.near) };
  }
  const pickup = await sources.latestPickup(db, userId);
  if (!pickup) return { origin: null, notice: null };
  const label = pickup.place || pickup.address;
  return { origin: { lat: pickup.lat, lon: pickup.lon, label, source: 'latest-pickup' }, notice: null };
}

/**
 * An answer's origin and notice in the reader's language: 'Your location', 'Pincode 110020' and the notice are
 * the server's words; a place the user typed stays as typed.
 */
export function originIn<T extends OriginResolution>(
  language: Language,
  answer: T,
): Omit<T, 'origin' | 'notice'> & {
  origin: (Omit<Origin, 'label'> & { label: string }) | null;
  notice: string | null;
} {
  return {
    ...answer,
    origin: answer.origin ? { ...answer.origin, label: textIn(language, answer.origin.label) } : null,
    notice: answer.notice === null ? null : textIn(language, answer.notice),
  };
}

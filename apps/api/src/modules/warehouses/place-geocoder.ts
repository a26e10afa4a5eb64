import type { GeoService } from '@logisaathi/geo';
import type { CatalogueCache } from './catalogue-cache';
import { serverText, type ApiText } from '../../lib/texts';

export interface Place {
  lat: number;
  lon: number;
  /** What the user typed, or the server's words for a pincode (written in the reader's language). */
  label: ApiText;
}

/** Turns what a user typed (an area, a pincode, an address) into a point; null when nothing matches. */
export type PlaceGeocoder = (text: string) => Promise<Place | null>;

/**
 * Resolves against the catalogue itself: a 6-digit pincode, or an area or listing name ('Okhla', 'Udyog
 * Vihar'), gives the centre of the listings there. It needs no outside service and answers exactly the question
 * a warehouse search asks ('near Okhla').
 */
export function createCataloguePlaceGeocoder(catalogue: CatalogueCache): PlaceGeocoder {
  return async (text) => {
    const query = text.trim().toLowerCase();
    if (query.length < 2) return null;
    const pincode = /\b([1-9]\d{5})\b/.exec(query)?.[1];
    const matches = (await catalogue.listings(new Date())).filter(({ row }) =>
      pincode
        ? row.pincode === pincode
        : row.location.toLowerCase().includes(query) || row.name.toLowerCase().includes(query),
    );
    if (matches.length === 0) return null;
    const lat = matches.reduce((sum, m) => sum + m.row.lat, 0) / matches.length;
    const lon = matches.reduce((sum, m) => sum + m.row.lon, 0) / matches.length;
    return { lat, lon, label: pincode ? serverText('warehouse.pincode', { pincode }) : text.trim() };
  };
}

/** Tries each geocoder in turn; the first answer wins. */
export function firstPlaceOf(geocoders: PlaceGeocoder[]): PlaceGeocoder {
  return async (text) => {
    for (const geocode of geocoders) {
      const place = await geocode(text).catch(() => null);
      if (place) return place;
    }
    return null;
  };
}

/** The product's geocoder (embedded gazetteer, or the configured outside service). */
export function createGeoPlaceGeocoder(geo: Pick<GeoService, 'geocode'>): PlaceGeocoder {
  return async (text) => {
    const found = await geo.geocode(text);
    return found ? { lat: found.lat, lon: found.lon, label: found.displayName } : null;
  };
}

/** The gazetteer knows NCR places; the catalogue adds listing names and any pincode an operator listed. */
export function createPlaceGeocoder(
  catalogue: CatalogueCache,
  geo: Pick<GeoService, 'geocode'> | undefined,
): PlaceGeocoder {
  const catalogueGeocoder = createCataloguePlaceGeocoder(catalogue);
  return firstPlaceOf(geo ? [createGeoPlaceGeocoder(geo), catalogueGeocoder] : [catalogueGeocoder]);
}

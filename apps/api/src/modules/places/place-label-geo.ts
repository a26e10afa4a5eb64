/*
 * The assistant names places the way people do: 'from Main godown to Ravi Traders'. A text that is the label of
 * one of the caller's saved places answers with that place's pin; anything else goes to the geo service.
 */
import type { GeoService } from '@logisaathi/geo';
import type { DbOrTx } from '../../db/client';
import { findPlaceRowByLabel } from './places-repository';

type Geocoding = Pick<GeoService, 'geocode'>;

export function withSavedPlaceLabels<G extends Geocoding>(db: DbOrTx, geo: G, userId: string): G {
  return {
    ...geo,
    geocode: async (text: string) => {
      const saved = text.trim() ? await findPlaceRowByLabel(db, userId, text) : null;
      if (!saved) return geo.geocode(text);
      return {
        lat: saved.lat,
        lon: saved.lon,
        displayName: saved.label,
        type: 'landmark',
        importance: 1,
        confidence: 1,
        matchedPlace: saved.label,
        pincode: null,
        precision: 'exact',
      };
    },
  };
}

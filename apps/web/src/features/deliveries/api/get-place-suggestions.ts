import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SPEC_HUB_NAMES, type placesResponseSchema } from '@logisaathi/domain';
import { api, type Answer } from '@/lib/api-client';

/** One suggestion as the address field shows it: `text` is what picking it puts into the field. */
export interface PlaceSuggestion {
  name: string;
  text: string;
  detail?: string;
  lat?: number;
  lon?: number;
}

/** One place of GET /ai/places, as its route declares it. */
type PlaceResult = Answer<typeof placesResponseSchema>['places'][number];

function toSuggestion(place: PlaceResult): PlaceSuggestion {
  return {
    name: place.name,
    text: place.displayName || place.name,
    ...(place.city ? { detail: place.city } : {}),
    lat: place.lat,
    lon: place.lon,
  };
}

/** GET /ai/places?q=: the six industrial hubs first, then gazetteer places matching the text. */
export const getPlaceSuggestions = (text: string, signal?: AbortSignal) =>
  api
    .get<typeof placesResponseSchema>(`/ai/places?${new URLSearchParams({ q: text }).toString()}`, signal)
    .then((res) => res.places.map(toSuggestion));

/**
 * Offered when the suggestion service cannot answer, so the spec's six Delhi industrial areas are always there.
 * Written as full addresses because an address needs at least 10 characters.
 */
export const FALLBACK_HUB_SUGGESTIONS: PlaceSuggestion[] = SPEC_HUB_NAMES.map((hub) => ({
  name: `${hub} Industrial Area`,
  text: `${hub} Industrial Area, Delhi`,
  detail: 'Delhi',
}));

export const placeSuggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['ai', 'places', text],
    queryFn: ({ signal }) => getPlaceSuggestions(text, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function usePlaceSuggestions(text: string, isEnabled: boolean) {
  return useQuery({
    ...placeSuggestionsQueryOptions(text.trim()),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

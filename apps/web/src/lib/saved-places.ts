/*
 * Saved places (the business's address book), shared by the Places screen, the delivery wizard, the dashboard's
 * save offer and the warehouse search: one query key, so a save anywhere refreshes every list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Place, PlaceInput } from '@logisaathi/domain';
import type {
  okMessageResponseSchema,
  pinResponseSchema,
  placeListResponseSchema,
  placeResponseSchema,
  resolveResponseSchema,
} from '@logisaathi/domain';
import { api } from './api-client';
import { useSession } from './session';

export const savedPlacesQueryKey = ['places'] as const;

export const savedPlacesQueryOptions = () =>
  queryOptions({
    queryKey: savedPlacesQueryKey,
    queryFn: ({ signal }) =>
      api.get<typeof placeListResponseSchema>('/api/places', signal).then((r) => r.data.places),
    staleTime: 60_000,
  });

/** The caller's saved places; nothing for a signed-out visitor or a partner account. */
export function useSavedPlaces() {
  const { user } = useSession();
  return useQuery({ ...savedPlacesQueryOptions(), enabled: Boolean(user) && user?.role !== 'partner' });
}

export const savePlace = ({ placeId, body }: { placeId?: string | undefined; body: PlaceInput }) =>
  (placeId
    ? api.put<typeof placeResponseSchema>(`/api/places/${encodeURIComponent(placeId)}`, body)
    : api.post<typeof placeResponseSchema>('/api/places', body)
  ).then((r) => r.data.place);

export function useSavePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPlacesQueryKey }),
  });
}

export function useDeletePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placeId: string) =>
      api.delete<typeof okMessageResponseSchema>(`/api/places/${encodeURIComponent(placeId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPlacesQueryKey }),
  });
}

/** What a pin is near, for the pin's caption while the user drags it. */
export function usePinLocality(point: { lat: number; lon: number } | null) {
  const lat = point ? point.lat.toFixed(5) : '';
  const lon = point ? point.lon.toFixed(5) : '';
  return useQuery({
    queryKey: ['places', 'locate', lat, lon],
    queryFn: ({ signal }) =>
      api
        .get<typeof pinResponseSchema>(`/api/places/locate?lat=${lat}&lon=${lon}`, signal)
        .then((r) => r.data),
    enabled: point !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Where the server's geocoder puts an address, and whether the user should confirm the pin. */
export function useResolvedAddress(address: string, enabled: boolean) {
  const q = address.trim();
  return useQuery({
    queryKey: ['places', 'resolve', q],
    queryFn: ({ signal }) =>
      api
        .get<typeof resolveResponseSchema>(`/api/places/resolve?q=${encodeURIComponent(q)}`, signal)
        .then((r) => r.data.resolved),
    enabled: enabled && q.length >= 10,
    staleTime: 10 * 60_000,
  });
}

/** The saved places whose label or address contains the text (labels first), for address suggestions. */
export function matchSavedPlaces(places: readonly Place[], text: string, limit = 5): Place[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return places.slice(0, limit);
  const byLabel = places.filter((p) => p.label.toLowerCase().includes(needle));
  const byAddress = places.filter((p) => !byLabel.includes(p) && p.address.toLowerCase().includes(needle));
  return [...byLabel, ...byAddress].slice(0, limit);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { poolSearchResponseSchema, PoolSearch } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

/** One match card of POST /api/shared-trucks/search. */
export type SharedTruckMatch = PoolSearch['matches'][number];

export interface SharedTruckSearchBody {
  pickupAddress: string;
  deliveryAddress: string;
  deliveryDate: string;
  deliveryTime: string;
  weight?: number;
  pickupLocation?: { lat: number; lon: number };
  deliveryLocation?: { lat: number; lon: number };
  requirements?: string[];
  limit?: number;
}

/**
 * POST /api/shared-trucks/search (the spec leaves its body open). Resolves to null, not an error, when the
 * search cannot answer: a missing match is an ordinary outcome of smart matching.
 */
export async function searchSharedTrucks(body: SharedTruckSearchBody): Promise<SharedTruckMatch[] | null> {
  try {
    const res = await api.post<typeof poolSearchResponseSchema>('/api/shared-trucks/search', body);
    return res.data.matches;
  } catch (err) {
    console.error('Shared truck search failed', err);
    return null;
  }
}

export const sharedTruckSearchQueryOptions = (body: SharedTruckSearchBody) =>
  queryOptions({
    queryKey: ['shared-trucks', 'search', body],
    queryFn: () => searchSharedTrucks(body),
    staleTime: 60_000,
    retry: false,
  });

export function useSharedTruckSearch(body: SharedTruckSearchBody, isEnabled: boolean) {
  return useQuery({ ...sharedTruckSearchQueryOptions(body), enabled: isEnabled });
}

import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface IndustrialHub {
  name: string;
  lat: number;
  lon: number;
  type?: string;
}

/** GET /ai/industrial-hubs answers a map of hubs keyed by a short id (spec section 3). */
export type IndustrialHubMap = Record<string, IndustrialHub>;

export const getIndustrialHubs = (signal?: AbortSignal) =>
  api.get<IndustrialHubMap>('/ai/industrial-hubs', signal);

/** The hubs never change while the app runs. */
export const industrialHubsQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'industrial-hubs'],
    queryFn: ({ signal }) => getIndustrialHubs(signal),
    staleTime: Infinity,
  });

import { queryOptions } from '@tanstack/react-query';
import type { industrialHubsResponseSchema } from '@logisaathi/domain';
import { api, type Answer } from '@/lib/api-client';

/** GET /ai/industrial-hubs answers a map of hubs keyed by a short id (spec section 3). */
export type IndustrialHubMap = Answer<typeof industrialHubsResponseSchema>;
export type IndustrialHub = IndustrialHubMap[string];

export const getIndustrialHubs = (signal?: AbortSignal) =>
  api.get<typeof industrialHubsResponseSchema>('/ai/industrial-hubs', signal);

/** The hubs never change while the app runs. */
export const industrialHubsQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'industrial-hubs'],
    queryFn: ({ signal }) => getIndustrialHubs(signal),
    staleTime: Infinity,
  });

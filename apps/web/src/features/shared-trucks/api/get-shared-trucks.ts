import { queryOptions, useQuery } from '@tanstack/react-query';
import type { poolViewResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const sharedTrucksQueryKey = ['shared-trucks'] as const;
export const poolQueryKey = [...sharedTrucksQueryKey, 'pool'] as const;

export const getSharedTrucks = (signal?: AbortSignal) =>
  api.get<typeof poolViewResponseSchema>('/api/shared-trucks', signal).then((r) => r.data);

export const sharedTrucksQueryOptions = () =>
  queryOptions({ queryKey: poolQueryKey, queryFn: ({ signal }) => getSharedTrucks(signal) });

/** GET /api/shared-trucks: the pool as match cards for the signed-in business. */
export function useSharedTrucks() {
  return useQuery(sharedTrucksQueryOptions());
}

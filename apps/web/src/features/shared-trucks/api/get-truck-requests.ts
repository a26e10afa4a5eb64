import { queryOptions, useQuery } from '@tanstack/react-query';
import type { requestsViewResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { sharedTrucksQueryKey } from './get-shared-trucks';

export const requestsQueryKey = [...sharedTrucksQueryKey, 'requests'] as const;

export const getTruckRequests = (signal?: AbortSignal) =>
  api.get<typeof requestsViewResponseSchema>('/api/shared-trucks/requests', signal).then((r) => r.data);

/** GET /api/shared-trucks/requests: the user's trucks, requests on them, and their own requests. */
export function useTruckRequests() {
  return useQuery(
    queryOptions({ queryKey: requestsQueryKey, queryFn: ({ signal }) => getTruckRequests(signal) }),
  );
}

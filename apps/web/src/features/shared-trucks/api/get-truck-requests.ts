import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestsViewResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { sharedTrucksQueryKey } from './get-shared-trucks';

export const requestsQueryKey = [...sharedTrucksQueryKey, 'requests'] as const;

export const getTruckRequests = (signal?: AbortSignal) =>
  api.get('/api/shared-trucks/requests', requestsViewResponseSchema, signal).then((r) => r.data);

/** GET /api/shared-trucks/requests: the user's trucks, requests on them, and their own requests. */
export function useTruckRequests() {
  return useQuery(
    queryOptions({ queryKey: requestsQueryKey, queryFn: ({ signal }) => getTruckRequests(signal) }),
  );
}

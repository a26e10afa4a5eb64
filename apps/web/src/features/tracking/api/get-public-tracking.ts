import { queryOptions, useQuery } from '@tanstack/react-query';
import type { publicTrackingResponseSchema } from '@logisaathi/domain';
import { publicRefreshMs } from '@/config/timings';
import { publicRequest } from './public-request';

export const getPublicTracking = (code: string, signal?: AbortSignal) =>
  publicRequest<typeof publicTrackingResponseSchema>(`/api/public/track/${encodeURIComponent(code)}`, {
    signal,
  }).then((r) => r.data.tracking);

export const publicTrackingQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['public-tracking', code] as const,
    queryFn: ({ signal }) => getPublicTracking(code, signal),
    refetchInterval: (query) => (query.state.error ? false : publicRefreshMs()),
    retry: false,
  });

export function usePublicTracking(code: string) {
  return useQuery(publicTrackingQueryOptions(code));
}

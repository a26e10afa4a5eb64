import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from './public-request';
import type { PublicTracking } from '@logisaathi/domain';

/** The consignee's page polls: a handful of readers per shipment, no stream to hold open. */
export const PUBLIC_REFRESH_MS = 10_000;

export const getPublicTracking = (code: string, signal?: AbortSignal) =>
  publicRequest<{ data: { tracking: PublicTracking } }>(`/api/public/track/${encodeURIComponent(code)}`, {
    signal,
  }).then((r) => r.data.tracking);

export const publicTrackingQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['public-tracking', code] as const,
    queryFn: ({ signal }) => getPublicTracking(code, signal),
    refetchInterval: (query) => (query.state.error ? false : PUBLIC_REFRESH_MS),
    retry: false,
  });

export function usePublicTracking(code: string) {
  return useQuery(publicTrackingQueryOptions(code));
}

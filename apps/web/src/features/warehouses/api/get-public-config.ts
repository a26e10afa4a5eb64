import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const getPublicConfig = (signal?: AbortSignal) =>
  api.get('/api/public-config', publicConfigResponseSchema, signal).then((res) => res.data);

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
import { publicConfigResponseSchema } from '@logisaathi/domain';
import { api } from './api-client';

/** Deployment settings the built bundle reads at run time (GET /api/public-config). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) =>
      api.get('/api/public-config', publicConfigResponseSchema, signal).then((r) => r.data),
    staleTime: Infinity,
  });
}

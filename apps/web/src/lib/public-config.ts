import { useQuery } from '@tanstack/react-query';
import type { publicConfigResponseSchema } from '@logisaathi/domain';
import { api } from './api-client';

/** Deployment settings the built bundle reads at run time (GET /api/public-config). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) =>
      api.get<typeof publicConfigResponseSchema>('/api/public-config', signal).then((r) => r.data),
    staleTime: Infinity,
  });
}

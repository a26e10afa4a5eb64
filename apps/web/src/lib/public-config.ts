import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface PublicConfig {
  tileUrl: string;
}

/** Deployment settings the built bundle reads at run time (GET /api/public-config). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) =>
      api.get<{ data: PublicConfig }>('/api/public-config', signal).then((r) => r.data),
    staleTime: Infinity,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { poolRefreshResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { sharedTrucksQueryKey } from './get-shared-trucks';

export const refreshPool = () => api.post<typeof poolRefreshResponseSchema>('/api/shared-trucks/refresh');

/** POST /api/shared-trucks/refresh: re-plans the pool, then every shared-trucks query reloads. */
export function useRefreshPool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshPool,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedTrucksQueryKey }),
  });
}

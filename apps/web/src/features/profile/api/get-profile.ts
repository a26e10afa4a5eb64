import { queryOptions, useQuery } from '@tanstack/react-query';
import type { profileResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const profileQueryKey = ['users', 'profile'] as const;

export const getProfile = (signal?: AbortSignal) =>
  api.get<typeof profileResponseSchema>('/api/users/profile', signal).then((r) => r.data);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

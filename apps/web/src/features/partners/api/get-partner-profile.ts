import { queryOptions, useQuery } from '@tanstack/react-query';
import type { partnerProfileResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const partnerProfileQueryKey = ['partner', 'me'] as const;

export const getPartnerProfile = (signal?: AbortSignal) =>
  api.get<typeof partnerProfileResponseSchema>('/api/partners/me', signal).then((r) => r.data.partner);

export const partnerProfileQueryOptions = () =>
  queryOptions({ queryKey: partnerProfileQueryKey, queryFn: ({ signal }) => getPartnerProfile(signal) });

export function usePartnerProfile() {
  return useQuery(partnerProfileQueryOptions());
}

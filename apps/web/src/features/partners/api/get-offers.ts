import { queryOptions, useQuery } from '@tanstack/react-query';
import type { offerListResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const offersQueryKey = ['partner', 'offers'] as const;

/** The open offers of the partner's vehicles; the partner stream keeps the list current between reads. */
export const getOffers = (signal?: AbortSignal) =>
  api.get<typeof offerListResponseSchema>('/api/partners/offers', signal).then((r) => r.data.offers);

export const offersQueryOptions = () =>
  queryOptions({ queryKey: offersQueryKey, queryFn: ({ signal }) => getOffers(signal) });

export function useOffers(isEnabled: boolean) {
  return useQuery({ ...offersQueryOptions(), enabled: isEnabled });
}

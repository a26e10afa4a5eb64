import { queryOptions, useQuery } from '@tanstack/react-query';
import type { tradeListResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const tradesQueryKey = ['partner', 'trades'] as const;

/**
 * The open day trades of the partner's trucks, those it already accepted included (`accepted`); the partner
 * stream keeps the list current between reads.
 */
export const getTrades = (signal?: AbortSignal) =>
  api.get<typeof tradeListResponseSchema>('/api/partners/trades', signal).then((r) => r.data.trades);

export const tradesQueryOptions = () =>
  queryOptions({ queryKey: tradesQueryKey, queryFn: ({ signal }) => getTrades(signal) });

export function useTrades(isEnabled: boolean) {
  return useQuery({ ...tradesQueryOptions(), enabled: isEnabled });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isIsoDate, type bookingQuoteResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { warehousesQueryKey } from './get-warehouses';

export interface QuoteInput {
  warehouseId: string;
  spaceRequired: string;
  duration: string;
  startDate: string;
}

export function getBookingQuote({ warehouseId, ...input }: QuoteInput, signal?: AbortSignal) {
  const params = new URLSearchParams(input);
  return api
    .get<typeof bookingQuoteResponseSchema>(`/api/micro-warehouses/${warehouseId}/quote?${params}`, signal)
    .then((res) => res.data.quote);
}

export const bookingQuoteQueryOptions = (input: QuoteInput) =>
  queryOptions({
    queryKey: [...warehousesQueryKey, 'quote', input],
    queryFn: ({ signal }) => getBookingQuote(input, signal),
    staleTime: 5_000,
    retry: false,
  });

/** Space free on every requested day, and the price once a space is typed; asks only for sensible dates. */
export function useBookingQuote(input: QuoteInput) {
  const duration = Number(input.duration);
  const isAskable =
    isIsoDate(input.startDate) && Number.isInteger(duration) && duration >= 1 && duration <= 365;
  return useQuery({
    ...bookingQuoteQueryOptions(input),
    enabled: isAskable,
    placeholderData: keepPreviousData,
  });
}

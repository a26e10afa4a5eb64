import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  createQuoteSchema,
  quoteConflictResponseSchema,
  type CreateQuoteRequest,
  type Quote,
  type createQuoteResponseSchema,
} from '@logisaathi/domain';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * POST /api/quotes: the server's binding price for the review step (packages/domain quotes.ts). Read as a
 * query keyed by what the price reads, so a changed address, weight or slot asks again, and refreshed when the
 * quote expires so the price on screen is always one the server will charge.
 */
export const getQuote = (body: CreateQuoteRequest, signal?: AbortSignal) =>
  apiRequest<typeof createQuoteResponseSchema>('/api/quotes', { method: 'POST', body, signal }).then(
    (r) => r.data.quote,
  );

export const quoteQueryKey = (body: CreateQuoteRequest) => ['quote', body] as const;

/** Asked again this long before the quote's expiry, so a Create click never races the last second. */
const REFRESH_BEFORE_EXPIRY_MS = 30_000;

export const quoteQueryOptions = (body: CreateQuoteRequest) =>
  queryOptions({
    queryKey: quoteQueryKey(body),
    queryFn: ({ signal }) => getQuote(body, signal),
    // A failed quote (an address the map cannot place) is shown at once; the user retries.
    retry: false,
    staleTime: (query) => (query.state.data ? Math.max(0, msUntilRefresh(query.state.data)) : 0),
    refetchInterval: (query) =>
      query.state.data ? Math.max(1_000, msUntilRefresh(query.state.data)) : false,
  });

function msUntilRefresh(quote: Quote): number {
  return new Date(quote.expiresAt).getTime() - Date.now() - REFRESH_BEFORE_EXPIRY_MS;
}

/** The quote request for the wizard's current fields, or null while they cannot be priced yet. */
export function quoteRequestFrom(fields: Record<string, unknown>): CreateQuoteRequest | null {
  const parsed = createQuoteSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

export function useQuote(body: CreateQuoteRequest | null) {
  return useQuery({
    ...quoteQueryOptions(body ?? ({} as CreateQuoteRequest)),
    enabled: body !== null,
  });
}

/**
 * A create refused with 409 carries the fresh quote for the same inputs: it replaces the shown one, and the
 * server's message says why. Returns null for any other error.
 */
export function takeQuoteConflict(
  queryClient: QueryClient,
  body: CreateQuoteRequest | null,
  err: unknown,
): { message: string; quote: Quote } | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const parsed = quoteConflictResponseSchema.safeParse(err.body);
  if (!parsed.success) return null;
  if (body) queryClient.setQueryData(quoteQueryKey(body), parsed.data.quote);
  return { message: parsed.data.message, quote: parsed.data.quote };
}

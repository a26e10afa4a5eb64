import { queryOptions, useQuery } from '@tanstack/react-query';
import type { billingDocumentsResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const billingDocumentsQueryKey = ['billing-documents'] as const;

/** The business's tax invoices and credit notes with their totals. */
export const getBillingDocuments = (signal?: AbortSignal) =>
  api.get<typeof billingDocumentsResponseSchema>('/api/billing/documents', signal).then((r) => r.data);

export const billingDocumentsQueryOptions = () =>
  queryOptions({ queryKey: billingDocumentsQueryKey, queryFn: ({ signal }) => getBillingDocuments(signal) });

export function useBillingDocuments() {
  return useQuery(billingDocumentsQueryOptions());
}

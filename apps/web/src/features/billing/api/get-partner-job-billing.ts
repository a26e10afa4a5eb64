import { queryOptions, useQuery } from '@tanstack/react-query';
import type { partnerJobBillingResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const partnerJobBillingQueryKey = (jobId: string) => ['partner-job-billing', jobId] as const;

/** The consignment note of a partner's job, for its driver to carry. */
export const getPartnerJobBilling = (jobId: string, signal?: AbortSignal) =>
  api
    .get<typeof partnerJobBillingResponseSchema>(
      `/api/billing/partner-jobs/${encodeURIComponent(jobId)}`,
      signal,
    )
    .then((r) => r.data);

export const partnerJobBillingQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: partnerJobBillingQueryKey(jobId),
    queryFn: ({ signal }) => getPartnerJobBilling(jobId, signal),
  });

export function usePartnerJobBilling(jobId: string) {
  return useQuery(partnerJobBillingQueryOptions(jobId));
}

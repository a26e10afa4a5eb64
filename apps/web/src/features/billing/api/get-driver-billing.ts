import { queryOptions, useQuery } from '@tanstack/react-query';
import type { partnerJobBillingResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const driverBillingQueryKey = (token: string) => ['driver-billing', token] as const;

/** The consignment note of the job behind a driver link (the link is the key; no account). */
export const getDriverBilling = (token: string, signal?: AbortSignal) =>
  api
    .get<typeof partnerJobBillingResponseSchema>(`/api/billing/driver/${encodeURIComponent(token)}`, signal)
    .then((r) => r.data);

export const driverBillingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: driverBillingQueryKey(token),
    queryFn: ({ signal }) => getDriverBilling(token, signal),
  });

export function useDriverBilling(token: string) {
  return useQuery(driverBillingQueryOptions(token));
}

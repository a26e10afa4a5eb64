import { queryOptions, useQuery } from '@tanstack/react-query';
import type { deliveryBillingResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const deliveryBillingQueryKey = (deliveryRowId: string) =>
  ['delivery-billing', deliveryRowId] as const;

/** One delivery's tax invoice (once delivered) and consignment note (once a truck is assigned). */
export const getDeliveryBilling = (deliveryRowId: string, signal?: AbortSignal) =>
  api
    .get<typeof deliveryBillingResponseSchema>(
      `/api/billing/deliveries/${encodeURIComponent(deliveryRowId)}`,
      signal,
    )
    .then((r) => r.data);

export const deliveryBillingQueryOptions = (deliveryRowId: string) =>
  queryOptions({
    queryKey: deliveryBillingQueryKey(deliveryRowId),
    queryFn: ({ signal }) => getDeliveryBilling(deliveryRowId, signal),
  });

export function useDeliveryBilling(deliveryRowId: string) {
  return useQuery(deliveryBillingQueryOptions(deliveryRowId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { deliveryPartnerViewResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const deliveryPartnerQueryKey = (deliveryRowId: string) =>
  ['delivery-partner', deliveryRowId] as const;

/** The truck partner on the shipper's own delivery: dispatch state, the truck, the proof, the rating. */
export const getDeliveryPartner = (deliveryRowId: string, signal?: AbortSignal) =>
  api
    .get<typeof deliveryPartnerViewResponseSchema>(
      `/api/deliveries/${encodeURIComponent(deliveryRowId)}/partner`,
      signal,
    )
    .then((r) => r.data);

/**
 * While a truck is being found the view is re-read every 15 s, and while the pickup and drop ETAs are shown every
 * minute (they move with the clock and the truck); the delivery's event stream also refreshes it.
 */
const FINDING_REFRESH_MS = 15_000;
const PLAN_REFRESH_MS = 60_000;

export const deliveryPartnerQueryOptions = (deliveryRowId: string) =>
  queryOptions({
    queryKey: deliveryPartnerQueryKey(deliveryRowId),
    queryFn: ({ signal }) => getDeliveryPartner(deliveryRowId, signal),
    refetchInterval: (query) =>
      query.state.data?.dispatch === 'finding'
        ? FINDING_REFRESH_MS
        : query.state.data?.plan
          ? PLAN_REFRESH_MS
          : false,
  });

export function useDeliveryPartner(deliveryRowId: string, isEnabled = true) {
  return useQuery({ ...deliveryPartnerQueryOptions(deliveryRowId), enabled: isEnabled });
}

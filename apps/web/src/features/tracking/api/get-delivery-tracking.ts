import { queryOptions, useQuery } from '@tanstack/react-query';
import type { trackingResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const trackingQueryKey = (deliveryRowId: string) => ['tracking', deliveryRowId] as const;

export const getDeliveryTracking = (deliveryRowId: string, signal?: AbortSignal) =>
  api
    .get<typeof trackingResponseSchema>(
      `/api/deliveries/${encodeURIComponent(deliveryRowId)}/tracking`,
      signal,
    )
    .then((r) => r.data);

export const deliveryTrackingQueryOptions = (deliveryRowId: string) =>
  queryOptions({
    queryKey: trackingQueryKey(deliveryRowId),
    queryFn: ({ signal }) => getDeliveryTracking(deliveryRowId, signal),
  });

/** The owner's live view; the event stream (use-delivery-events) keeps it current between fetches. */
export function useDeliveryTracking(deliveryRowId: string | undefined) {
  return useQuery({ ...deliveryTrackingQueryOptions(deliveryRowId ?? ''), enabled: Boolean(deliveryRowId) });
}

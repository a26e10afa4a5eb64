import { queryOptions, useQuery } from '@tanstack/react-query';
import type { deliveryListResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import type { DeliveryDto } from '@logisaathi/domain';

export const deliveriesQueryKey = ['deliveries'] as const;

/** The API's largest page (GET /api/deliveries?limit=). */
export const DELIVERIES_PAGE_SIZE = 500;

/**
 * All of the user's deliveries, newest first: Recent Deliveries' View All lists every one, so the list is read
 * page by page until the total is reached (one request for almost every business).
 */
export async function getDeliveries(signal?: AbortSignal): Promise<DeliveryDto[]> {
  const all: DeliveryDto[] = [];
  for (;;) {
    const page = await api.get<typeof deliveryListResponseSchema>(
      `/api/deliveries?limit=${DELIVERIES_PAGE_SIZE}&offset=${all.length}`,
      signal,
    );
    all.push(...page.data.deliveries);
    const total = page.data.pagination?.total ?? all.length;
    if (page.data.deliveries.length === 0 || all.length >= total) return all;
  }
}

export const deliveriesQueryOptions = () =>
  queryOptions({ queryKey: deliveriesQueryKey, queryFn: ({ signal }) => getDeliveries(signal) });

/** Spec section 6: the dashboard loads data only when a user is present. */
export function useDeliveries(isEnabled: boolean) {
  return useQuery({ ...deliveriesQueryOptions(), enabled: isEnabled });
}

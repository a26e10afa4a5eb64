import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DeliveryDto } from './types';

export const deliveriesQueryKey = ['deliveries'] as const;

export const getDeliveries = (signal?: AbortSignal) =>
  api.get<{ data: { deliveries: DeliveryDto[] } }>('/api/deliveries', signal).then((r) => r.data.deliveries);

export const deliveriesQueryOptions = () =>
  queryOptions({ queryKey: deliveriesQueryKey, queryFn: ({ signal }) => getDeliveries(signal) });

/** Spec section 6: the dashboard loads data only when a user is present. */
export function useDeliveries(isEnabled: boolean) {
  return useQuery({ ...deliveriesQueryOptions(), enabled: isEnabled });
}

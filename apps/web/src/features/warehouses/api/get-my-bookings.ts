import { queryOptions, useQuery } from '@tanstack/react-query';
import type { bookingListResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { warehousesQueryKey } from './get-warehouses';

export const myBookingsQueryKey = [...warehousesQueryKey, 'bookings'] as const;

export const getMyBookings = (signal?: AbortSignal) =>
  api
    .get<typeof bookingListResponseSchema>('/api/micro-warehouses/bookings', signal)
    .then((res) => res.data.bookings);

export const myBookingsQueryOptions = () =>
  queryOptions({ queryKey: myBookingsQueryKey, queryFn: ({ signal }) => getMyBookings(signal) });

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions());
}

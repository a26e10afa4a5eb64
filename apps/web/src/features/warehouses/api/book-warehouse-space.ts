import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarehouseBooking } from '@logisaathi/domain';
import type { bookingResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { warehousesQueryKey } from './get-warehouses';

export const bookWarehouseSpace = (body: WarehouseBooking & { warehouseId: string }) =>
  api.post<typeof bookingResponseSchema>('/api/micro-warehouses/book', body).then((res) => res.data.booking);

export function useBookWarehouseSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookWarehouseSpace,
    // Availability, counts, quotes and My Bookings all change: refetch everything under the feature's key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehousesQueryKey }),
  });
}

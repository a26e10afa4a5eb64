import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { warehousesQueryKey } from './get-warehouses';
import type { WarehouseBookingView } from '@logisaathi/domain';

export const cancelBooking = (id: string) =>
  api
    .post<{ data: { booking: WarehouseBookingView } }>(`/api/micro-warehouses/bookings/${id}/cancel`)
    .then((res) => res.data.booking);

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehousesQueryKey }),
  });
}

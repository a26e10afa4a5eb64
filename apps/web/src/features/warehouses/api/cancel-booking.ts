import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { bookingResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { warehousesQueryKey } from './get-warehouses';

export const cancelBooking = (id: string) =>
  api
    .post<typeof bookingResponseSchema>(`/api/micro-warehouses/bookings/${id}/cancel`)
    .then((res) => res.data.booking);

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehousesQueryKey }),
  });
}

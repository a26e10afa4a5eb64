import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDeliveryInput, DeliveryPlaceRefsInput } from '@logisaathi/domain';
import type { deliveryResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { deliveriesQueryKey } from './get-deliveries';

/** POST /api/deliveries: the server geocodes, routes and prices the delivery itself (spec 9, DESIGN). */
export const createDelivery = (body: CreateDeliveryInput & DeliveryPlaceRefsInput) =>
  api.post<typeof deliveryResponseSchema>('/api/deliveries', body).then((r) => r.data.delivery);

export function useCreateDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { trackingResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { trackingQueryKey } from './get-delivery-tracking';

export const unassignDriver = (deliveryRowId: string) =>
  api
    .delete<typeof trackingResponseSchema>(`/api/deliveries/${encodeURIComponent(deliveryRowId)}/driver`)
    .then((r) => r.data);

export function useUnassignDriver(deliveryRowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unassignDriver(deliveryRowId),
    onSuccess: (view) => queryClient.setQueryData(trackingQueryKey(deliveryRowId), view),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deliveryPartnerViewResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { deliveryPartnerQueryKey } from './get-delivery-partner';

/** POST /api/deliveries/{id}/early-pickup: the shipper allows the truck to pick up before the slot opens. */
export function useAgreeEarlyPickup(deliveryRowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api
        .post<typeof deliveryPartnerViewResponseSchema>(
          `/api/deliveries/${encodeURIComponent(deliveryRowId)}/early-pickup`,
        )
        .then((r) => r.data),
    onSuccess: (view) => queryClient.setQueryData(deliveryPartnerQueryKey(deliveryRowId), view),
  });
}

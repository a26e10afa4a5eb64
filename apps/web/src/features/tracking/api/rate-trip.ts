import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripRatingInput } from '@logisaathi/domain';
import type { deliveryPartnerViewResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { deliveryPartnerQueryKey } from './get-delivery-partner';

/** Answers the delivery's partner view with the rating in it. */
export const rateTrip = (deliveryRowId: string, body: TripRatingInput) =>
  api
    .post<typeof deliveryPartnerViewResponseSchema>(
      `/api/deliveries/${encodeURIComponent(deliveryRowId)}/rating`,
      body,
    )
    .then((r) => r.data);

export function useRateTrip(deliveryRowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TripRatingInput) => rateTrip(deliveryRowId, body),
    onSuccess: (view) => queryClient.setQueryData(deliveryPartnerQueryKey(deliveryRowId), view),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripRatingInput } from '@logisaathi/domain';
import { api } from '../../../lib/api-client';
import { deliveryPartnerQueryKey } from './get-delivery-partner';

export const rateTrip = (deliveryRowId: string, body: TripRatingInput) =>
  api.post<unknown>(`/api/deliveries/${encodeURIComponent(deliveryRowId)}/rating`, body);

export function useRateTrip(deliveryRowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TripRatingInput) => rateTrip(deliveryRowId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryPartnerQueryKey(deliveryRowId) }),
  });
}

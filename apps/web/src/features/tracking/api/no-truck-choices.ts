import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deliveryPartnerViewResponseSchema, deliveryResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { deliveryPartnerQueryKey } from './get-delivery-partner';

const deliveryUrl = (deliveryRowId: string) => `/api/deliveries/${encodeURIComponent(deliveryRowId)}`;

/**
 * The shipper's three choices when nobody has accepted a delivery in time (issue 15): keep searching, move it
 * to another slot, or cancel it (no charge). Each refreshes every query, since the deliveries list shows the slot
 * and status too.
 */
export function useNoTruckChoices(deliveryRowId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries();
  const keepSearching = useMutation({
    mutationFn: () =>
      api
        .post<typeof deliveryPartnerViewResponseSchema>(
          `${deliveryUrl(deliveryRowId)}/dispatch/keep-searching`,
        )
        .then((r) => r.data),
    onSuccess: (view) => {
      queryClient.setQueryData(deliveryPartnerQueryKey(deliveryRowId), view);
      return refresh();
    },
  });
  const changeSlot = useMutation({
    mutationFn: (slot: { deliveryDate: string; deliveryTime: string }) =>
      api.put<typeof deliveryResponseSchema>(deliveryUrl(deliveryRowId), slot),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: () =>
      api.put<typeof deliveryResponseSchema>(`${deliveryUrl(deliveryRowId)}/status`, { status: 'Cancelled' }),
    onSuccess: refresh,
  });
  return { keepSearching, changeSlot, cancel };
}

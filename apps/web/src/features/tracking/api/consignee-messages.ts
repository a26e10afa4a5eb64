import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { consigneeMessagesResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

const consigneeMessagesKey = (deliveryRowId: string) => ['consignee-messages', deliveryRowId] as const;
const urlOf = (deliveryRowId: string) =>
  `/api/notifications/deliveries/${encodeURIComponent(deliveryRowId)}/consignee-messages`;

/** Whether this delivery's consignee gets the tracking link and delivery code, and whether it went already. */
export function useConsigneeMessages(deliveryRowId: string) {
  return useQuery({
    queryKey: consigneeMessagesKey(deliveryRowId),
    queryFn: ({ signal }) =>
      api.get<typeof consigneeMessagesResponseSchema>(urlOf(deliveryRowId), signal).then((r) => r.data),
  });
}

/** PUT …/consignee-messages: the shipper switches this delivery's consignee messages on or off. */
export function useSetConsigneeMessages(deliveryRowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<typeof consigneeMessagesResponseSchema>(urlOf(deliveryRowId), { enabled }).then((r) => r.data),
    onSuccess: (state) => queryClient.setQueryData(consigneeMessagesKey(deliveryRowId), state),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { assignedDriverResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { trackingQueryKey } from './get-delivery-tracking';
import type { AssignDriverBody } from '@logisaathi/domain';

export const assignDriver = (deliveryRowId: string, body: AssignDriverBody) =>
  api
    .post<typeof assignedDriverResponseSchema>(
      `/api/deliveries/${encodeURIComponent(deliveryRowId)}/driver`,
      body,
    )
    .then((r) => r.data);

/** Assigns or reassigns; the old driver link stops working. The new link is in the result, once. */
export function useAssignDriver(deliveryRowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignDriverBody) => assignDriver(deliveryRowId, body),
    onSuccess: (result) => queryClient.setQueryData(trackingQueryKey(deliveryRowId), result.tracking),
  });
}

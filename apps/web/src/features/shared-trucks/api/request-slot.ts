import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { slotRequestResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { sharedTrucksQueryKey } from './get-shared-trucks';

/** A slot is requested for one of the business's own pooled deliveries. */
export interface RequestSlotBody {
  truckId: string;
  deliveryId: string;
}

export const requestSlot = (body: RequestSlotBody) =>
  api.post<typeof slotRequestResponseSchema>('/api/shared-trucks/request', body).then((r) => r.data.request);

/** POST /api/shared-trucks/request: reserves space on a truck until its owner answers. */
export function useRequestSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedTrucksQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedTrucksQueryKey } from './get-shared-trucks';
import type { SlotRequestView } from './types';

export interface RequestSlotBody {
  truckId: string;
  deliveryId?: string;
  weightKg?: number;
}

export const requestSlot = (body: RequestSlotBody) =>
  api
    .post<{ data: { request: SlotRequestView } }>('/api/shared-trucks/request', body)
    .then((r) => r.data.request);

/** POST /api/shared-trucks/request: reserves space on a truck until its owner answers. */
export function useRequestSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedTrucksQueryKey }),
  });
}

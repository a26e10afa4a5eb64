import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddTruckInput } from '@logisaathi/domain';
import type { addedTruckResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { sharedTrucksQueryKey } from './get-shared-trucks';

export const addTruck = (body: AddTruckInput) =>
  api.post<typeof addedTruckResponseSchema>('/api/shared-trucks', body).then((r) => r.data);

/** POST /api/shared-trucks: 'Add Your Truck to Pool'. */
export function useAddTruck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTruck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedTrucksQueryKey }),
  });
}

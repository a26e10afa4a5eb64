import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { okMessageResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { driversQueryKey } from './get-drivers';
import { partnerProfileQueryKey } from './get-partner-profile';
import { vehiclesQueryKey } from './get-vehicles';

/** Removes a vehicle or a driver with its documents; one with trips on record is refused (409). */
export const removeFleetMember = ({ type, id }: { type: 'vehicle' | 'driver'; id: string }) =>
  api.delete<typeof okMessageResponseSchema>(
    `/api/partners/${type === 'vehicle' ? 'vehicles' : 'drivers'}/${encodeURIComponent(id)}`,
  );

/**
 * `onRemoved` runs before the lists are re-read: the screen showing the removed record leaves first, instead
 * of flashing 'not found' (and a component's own mutate callbacks never run once it has unmounted).
 */
export function useRemoveFleetMember(onRemoved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFleetMember,
    onSuccess: () => {
      onRemoved?.();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
        queryClient.invalidateQueries({ queryKey: driversQueryKey }),
        queryClient.invalidateQueries({ queryKey: partnerProfileQueryKey }),
      ]);
    },
  });
}

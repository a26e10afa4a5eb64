import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PairDriverInput } from '@logisaathi/domain';
import type { vehicleResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { driversQueryKey } from './get-drivers';
import { vehiclesQueryKey } from './get-vehicles';

/** Pairs a driver with a vehicle for the shift; null ends the pairing. */
export const pairDriver = ({ vehicleId, driverId }: { vehicleId: string } & PairDriverInput) =>
  api
    .put<typeof vehicleResponseSchema>(`/api/partners/vehicles/${encodeURIComponent(vehicleId)}/driver`, {
      driverId,
    })
    .then((r) => r.data.vehicle);

export function usePairDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pairDriver,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
        queryClient.invalidateQueries({ queryKey: driversQueryKey }),
      ]),
  });
}

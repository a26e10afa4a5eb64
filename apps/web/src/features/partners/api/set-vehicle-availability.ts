import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { vehicleResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { partnerProfileQueryKey } from './get-partner-profile';
import { vehiclesQueryKey } from './get-vehicles';

export const setVehicleAvailability = ({ vehicleId, online }: { vehicleId: string; online: boolean }) =>
  api
    .put<typeof vehicleResponseSchema>(
      `/api/partners/vehicles/${encodeURIComponent(vehicleId)}/availability`,
      {
        online,
      },
    )
    .then((r) => r.data.vehicle);

export function useSetVehicleAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVehicleAvailability,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
        queryClient.invalidateQueries({ queryKey: partnerProfileQueryKey }),
      ]),
  });
}

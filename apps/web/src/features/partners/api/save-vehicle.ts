import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleInput } from '@logisaathi/domain';
import type { vehicleResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { partnerProfileQueryKey } from './get-partner-profile';
import { vehiclesQueryKey } from './get-vehicles';

/** POST a new vehicle, or PUT an edit when `vehicleId` is given. */
export const saveVehicle = ({ vehicleId, body }: { vehicleId?: string; body: VehicleInput }) =>
  (vehicleId
    ? api.put<typeof vehicleResponseSchema>(`/api/partners/vehicles/${encodeURIComponent(vehicleId)}`, body)
    : api.post<typeof vehicleResponseSchema>('/api/partners/vehicles', body)
  ).then((r) => r.data.vehicle);

export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVehicle,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
        queryClient.invalidateQueries({ queryKey: partnerProfileQueryKey }),
      ]),
  });
}

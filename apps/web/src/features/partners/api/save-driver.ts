import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverInput } from '@logisaathi/domain';
import type { driverResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { partnerProfileQueryKey } from './get-partner-profile';
import { driversQueryKey } from './get-drivers';

/** POST a new driver, or PUT an edit when `driverId` is given. */
export const saveDriver = ({ driverId, body }: { driverId?: string; body: DriverInput }) =>
  (driverId
    ? api.put<typeof driverResponseSchema>(`/api/partners/drivers/${encodeURIComponent(driverId)}`, body)
    : api.post<typeof driverResponseSchema>('/api/partners/drivers', body)
  ).then((r) => r.data.driver);

export function useSaveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDriver,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driversQueryKey }),
        queryClient.invalidateQueries({ queryKey: partnerProfileQueryKey }),
      ]),
  });
}

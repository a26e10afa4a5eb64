import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { driverJobResponseSchema } from '@logisaathi/domain';
import { publicRequest } from './public-request';
import { driverJobQueryKey } from './get-driver-job';
import type { DriverStatus } from '@logisaathi/domain';

export interface DriverStatusBody {
  status: DriverStatus;
  code?: string;
  reason?: string;
}

export const updateDriverStatus = (token: string, body: DriverStatusBody) =>
  publicRequest<typeof driverJobResponseSchema>(`/api/driver/${encodeURIComponent(token)}/status`, {
    method: 'POST',
    body,
  }).then((r) => r.data.job);

export function useUpdateDriverStatus(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DriverStatusBody) => updateDriverStatus(token, body),
    onSuccess: (job) => queryClient.setQueryData(driverJobQueryKey(token), job),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { driverListResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const driversQueryKey = ['partner', 'drivers'] as const;

export const getDrivers = (signal?: AbortSignal) =>
  api.get<typeof driverListResponseSchema>('/api/partners/drivers', signal).then((r) => r.data.drivers);

export const driversQueryOptions = () =>
  queryOptions({ queryKey: driversQueryKey, queryFn: ({ signal }) => getDrivers(signal) });

export function useDrivers(isEnabled = true) {
  return useQuery({ ...driversQueryOptions(), enabled: isEnabled });
}

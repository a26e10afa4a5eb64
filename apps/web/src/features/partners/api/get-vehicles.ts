import { queryOptions, useQuery } from '@tanstack/react-query';
import type { vehicleListResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const vehiclesQueryKey = ['partner', 'vehicles'] as const;

export const getVehicles = (signal?: AbortSignal) =>
  api.get<typeof vehicleListResponseSchema>('/api/partners/vehicles', signal).then((r) => r.data.vehicles);

export const vehiclesQueryOptions = () =>
  queryOptions({ queryKey: vehiclesQueryKey, queryFn: ({ signal }) => getVehicles(signal) });

export function useVehicles() {
  return useQuery(vehiclesQueryOptions());
}

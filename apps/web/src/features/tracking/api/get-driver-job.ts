import { queryOptions, useQuery } from '@tanstack/react-query';
import type { driverJobResponseSchema } from '@logisaathi/domain';
import { publicRequest } from './public-request';

export const driverJobQueryKey = (token: string) => ['driver-job', token] as const;

export const getDriverJob = (token: string, signal?: AbortSignal) =>
  publicRequest<typeof driverJobResponseSchema>(`/api/driver/${encodeURIComponent(token)}`, { signal }).then(
    (r) => r.data.job,
  );

/** Re-read every minute, so a driver taken off the job sees it on the open page. */
export const driverJobQueryOptions = (token: string) =>
  queryOptions({
    queryKey: driverJobQueryKey(token),
    queryFn: ({ signal }) => getDriverJob(token, signal),
    refetchInterval: 60_000,
    retry: false,
  });

export function useDriverJob(token: string) {
  return useQuery(driverJobQueryOptions(token));
}

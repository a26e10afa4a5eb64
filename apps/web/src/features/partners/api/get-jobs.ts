import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@logisaathi/domain';
import { api } from '../../../lib/api-client';

export const jobsQueryKey = ['partner', 'jobs'] as const;

/** Today's and upcoming jobs in stop order, then the latest finished ones. */
export const getJobs = (signal?: AbortSignal) =>
  api.get<{ data: { active: Job[]; finished: Job[] } }>('/api/partners/jobs', signal).then((r) => r.data);

export const jobsQueryOptions = () =>
  queryOptions({ queryKey: jobsQueryKey, queryFn: ({ signal }) => getJobs(signal) });

export function useJobs() {
  return useQuery(jobsQueryOptions());
}

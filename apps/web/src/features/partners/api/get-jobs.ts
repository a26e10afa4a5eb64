import { queryOptions, useQuery } from '@tanstack/react-query';
import type { jobListResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';

export const jobsQueryKey = ['partner', 'jobs'] as const;

/**
 * Today's and upcoming jobs in day-plan order, the latest finished ones, and the pool trips of the partner's
 * vehicles with their planned stops.
 */
export const getJobs = (signal?: AbortSignal) =>
  api.get<typeof jobListResponseSchema>('/api/partners/jobs', signal).then((r) => r.data);

export const jobsQueryOptions = () =>
  queryOptions({ queryKey: jobsQueryKey, queryFn: ({ signal }) => getJobs(signal) });

export function useJobs() {
  return useQuery(jobsQueryOptions());
}

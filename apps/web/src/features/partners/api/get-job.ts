import { queryOptions, useQuery } from '@tanstack/react-query';
import type { jobResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { jobsQueryKey } from './get-jobs';

export const jobQueryKey = (jobId: string) => [...jobsQueryKey, jobId] as const;

export const getJob = (jobId: string, signal?: AbortSignal) =>
  api
    .get<typeof jobResponseSchema>(`/api/partners/jobs/${encodeURIComponent(jobId)}`, signal)
    .then((r) => r.data.job);

export const jobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobQueryKey(jobId), queryFn: ({ signal }) => getJob(jobId, signal) });

export function useJob(jobId: string) {
  return useQuery(jobQueryOptions(jobId));
}

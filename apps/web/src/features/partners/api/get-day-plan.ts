import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayPlanMoveInput } from '@logisaathi/domain';
import type { dayPlanResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { jobsQueryKey } from './get-jobs';

export const dayPlanQueryKey = (date: string) => ['partner', 'day-plan', date] as const;

/** The fleet's routes of one IST day, re-planned by the server when its jobs changed. */
export const getDayPlan = (date: string, signal?: AbortSignal) =>
  api
    .get<typeof dayPlanResponseSchema>(`/api/partners/day-plan?date=${encodeURIComponent(date)}`, signal)
    .then((r) => r.data.plan);

export const dayPlanQueryOptions = (date: string) =>
  queryOptions({ queryKey: dayPlanQueryKey(date), queryFn: ({ signal }) => getDayPlan(date, signal) });

export function useDayPlan(date: string) {
  return useQuery(dayPlanQueryOptions(date));
}

export const movePlanJob = (input: DayPlanMoveInput) =>
  api.post<typeof dayPlanResponseSchema>('/api/partners/day-plan/moves', input).then((r) => r.data.plan);

/** Moves a job to another vehicle by hand; the answer is the new plan of the job's day. */
export function useMovePlanJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePlanJob,
    onSuccess: (plan) => {
      queryClient.setQueryData(dayPlanQueryKey(plan.date), plan);
      return queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    },
  });
}

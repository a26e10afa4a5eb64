import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { weeklyStatementResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { downloadWithToken } from '@/lib/download-file';

const weekQuery = (week: string | null) => (week ? `?week=${encodeURIComponent(week)}` : '');

export const earningsQueryKey = (week: string | null) => ['partner', 'earnings', week ?? 'current'] as const;

/**
 * The weekly statement, Monday to Sunday (IST); without a week, the current one. With it, the partner's account
 * with the operator (earned, paid out, owed), absent from older servers.
 */
export const getEarnings = (week: string | null, signal?: AbortSignal) =>
  api
    .get<typeof weeklyStatementResponseSchema>(`/api/partners/earnings${weekQuery(week)}`, signal)
    .then((r) => r.data);

export const earningsQueryOptions = (week: string | null) =>
  queryOptions({ queryKey: earningsQueryKey(week), queryFn: ({ signal }) => getEarnings(week, signal) });

export function useEarnings(week: string | null) {
  return useQuery({ ...earningsQueryOptions(week), placeholderData: keepPreviousData });
}

export const downloadEarningsCsv = (week: string) =>
  downloadWithToken(`/api/partners/earnings.csv${weekQuery(week)}`, `logisaathi-earnings-${week}.csv`);

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { monthlyStatementResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { downloadWithToken } from '@/lib/download-file';

export const monthlyStatementQueryKey = (month: string) => ['billing-statement', month] as const;

/** The business's statement of account for an IST month ('2026-11'). */
export const getMonthlyStatement = (month: string, signal?: AbortSignal) =>
  api
    .get<typeof monthlyStatementResponseSchema>(
      `/api/billing/statements/${encodeURIComponent(month)}`,
      signal,
    )
    .then((r) => r.data.statement);

export const monthlyStatementQueryOptions = (month: string) =>
  queryOptions({
    queryKey: monthlyStatementQueryKey(month),
    queryFn: ({ signal }) => getMonthlyStatement(month, signal),
  });

export function useMonthlyStatement(month: string) {
  return useQuery(monthlyStatementQueryOptions(month));
}

/** The statement as CSV or PDF, or the month's invoices for GST returns (CSV). */
export function downloadStatementFile(month: string, file: 'statement-csv' | 'statement-pdf' | 'gst-csv') {
  const m = encodeURIComponent(month);
  if (file === 'statement-csv')
    return downloadWithToken(`/api/billing/statements/${m}/csv`, `statement-${month}.csv`);
  if (file === 'statement-pdf')
    return downloadWithToken(`/api/billing/statements/${m}/pdf`, `statement-${month}.pdf`);
  return downloadWithToken(`/api/billing/gst-returns/${m}/csv`, `gst-invoices-${month}.csv`);
}

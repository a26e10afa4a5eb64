import { useQuery } from '@tanstack/react-query';
import { STATUS_REFRESH_INTERVAL_MS, type dashboardStatsResponseSchema } from '@logisaathi/domain';
import { api } from '@/lib/api-client';
import { deliveriesQueryKey } from './get-deliveries';

/** Under the deliveries key, so every change to the deliveries refreshes the figures too. */
export const dashboardStatsQueryKey = [...deliveriesQueryKey, 'stats'] as const;

/**
 * The four stat cards, computed by the server over every delivery with the rule the screen shows statuses by
 * (deliveryStats), with the payment ledger's paid and due beside them; re-read every 60 s as the time
 * projection moves Scheduled deliveries on.
 */
export function useDashboardStats(isEnabled: boolean) {
  return useQuery({
    queryKey: dashboardStatsQueryKey,
    queryFn: ({ signal }) =>
      api.get<typeof dashboardStatsResponseSchema>('/api/dashboard/stats', signal).then((r) => r.data),
    enabled: isEnabled,
    refetchInterval: STATUS_REFRESH_INTERVAL_MS,
  });
}

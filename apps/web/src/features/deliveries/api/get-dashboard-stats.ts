import { useQuery } from '@tanstack/react-query';
import { STATUS_REFRESH_INTERVAL_MS, type DashboardStats } from '@logisaathi/domain';
import { api } from '../../../lib/api-client';
import { deliveriesQueryKey } from './get-deliveries';

/** Under the deliveries key, so every change to the deliveries refreshes the figures too. */
export const dashboardStatsQueryKey = [...deliveriesQueryKey, 'stats'] as const;

/**
 * The four stat cards, computed by the server over every delivery with the rule the screen shows statuses by
 * (deliveryStats); re-read every 60 s as the time projection moves Scheduled deliveries on.
 */
export function useDashboardStats(isEnabled: boolean) {
  return useQuery({
    queryKey: dashboardStatsQueryKey,
    queryFn: ({ signal }) =>
      api.get<{ data: { stats: DashboardStats } }>('/api/dashboard/stats', signal).then((r) => r.data.stats),
    enabled: isEnabled,
    refetchInterval: STATUS_REFRESH_INTERVAL_MS,
  });
}

import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACTIVE_STATUSES, STATUS_REFRESH_INTERVAL_MS } from '@logisaathi/domain';
import { useSession } from '@/lib/session';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { deliveriesQueryKey, useDeliveries } from '../api/get-deliveries';
import type { DeliveryDto } from '@logisaathi/domain';
import { useNow } from '@/hooks/use-now';
import { DashboardGreeting } from './dashboard-greeting';
import { QuickActions } from './quick-actions';
import { RecentDeliveries } from './recent-deliveries';
import { shownStatus } from './shown-status';
import { StatCards } from './stat-cards';
import { TrackById } from './track-by-id';

/**
 * Spec section 2 'Dashboard'. The statistics are the server's count over the whole delivery list
 * (GET /api/dashboard/stats, the domain's deliveryStats rule), not the overview call; the list itself is
 * re-projected every 60 s. The Live Shipment Tracking panel is another feature's (live tracking): the page passes
 * it in for the current shipment.
 */
const NO_STATS = { total: 0, active: 0, completed: 0, paymentsInr: 0, payableCount: 0 };
const NO_PAYMENTS = { paidPaise: 0, awaitingPaise: 0, duePaise: 0 };

export function DashboardScreen({
  liveTracking,
  deliveryDetails,
}: {
  liveTracking: (current: DeliveryDto | undefined, now: Date, refreshDeliveries: () => void) => ReactNode;
  /** Another feature's details of one delivery (its truck, proof of delivery and rating), opened from the list. */
  deliveryDetails?: (delivery: DeliveryDto) => ReactNode;
}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const deliveriesQuery = useDeliveries(Boolean(user));
  const now = useNow(STATUS_REFRESH_INTERVAL_MS);
  const deliveries = useMemo(() => deliveriesQuery.data ?? [], [deliveriesQuery.data]);

  const statsQuery = useDashboardStats(Boolean(user));
  const stats = statsQuery.data?.stats ?? NO_STATS;
  const ledger = statsQuery.data?.payments ?? NO_PAYMENTS;
  // The panel follows one shipment: once the one it shows is Delivered it stays on it, so the shipper sees the
  // delivery complete there instead of the panel going blank (issue 31); the next visit picks the next active one.
  const [followedId, setFollowedId] = useState<string | undefined>(undefined);
  const current = useMemo(() => {
    const kept = deliveries.find((d) => d._id === followedId);
    return kept && shownStatus(kept, now) === 'Delivered'
      ? kept
      : deliveries.find((d) => ACTIVE_STATUSES.includes(shownStatus(d, now)));
  }, [deliveries, now, followedId]);
  if (current?._id !== followedId) setFollowedId(current?._id);

  if (deliveriesQuery.error) console.error('Dashboard load failed', deliveriesQuery.error);
  const refreshDeliveries = () => void queryClient.invalidateQueries({ queryKey: deliveriesQueryKey });

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <DashboardGreeting name={user?.name ?? ''} />
      <StatCards
        total={stats.total}
        active={stats.active}
        completed={stats.completed}
        paymentsInr={stats.paymentsInr ?? 0}
        payableCount={stats.payableCount}
        paidPaise={ledger.paidPaise}
        duePaise={ledger.duePaise}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">{liveTracking(current, now, refreshDeliveries)}</div>
        <div className="space-y-6">
          <QuickActions />
          <TrackById now={now} />
        </div>
      </div>
      <RecentDeliveries
        deliveries={deliveries}
        now={now}
        isRefreshing={deliveriesQuery.isFetching}
        onRefresh={refreshDeliveries}
        details={deliveryDetails}
      />
    </div>
  );
}

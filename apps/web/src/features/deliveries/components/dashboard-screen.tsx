import { useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACTIVE_STATUSES, STATUS_REFRESH_INTERVAL_MS } from '@logisaathi/domain';
import { useSession } from '../../../lib/session';
import { deliveriesQueryKey, useDeliveries } from '../api/get-deliveries';
import type { DeliveryDto } from '@logisaathi/domain';
import { useNow } from '../../../hooks/use-now';
import { DashboardGreeting } from './dashboard-greeting';
import { QuickActions } from './quick-actions';
import { RecentDeliveries } from './recent-deliveries';
import { shownStatus } from './shown-status';
import { StatCards } from './stat-cards';
import { TrackById } from './track-by-id';

/**
 * Spec section 2 'Dashboard'. Statistics come from the delivery list, re-projected every 60 s. The Live Shipment
 * Tracking panel is another feature's (live tracking): the page passes it in for the current shipment.
 */
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

  const stats = useMemo(() => {
    const statuses = deliveries.map((d) => shownStatus(d, now));
    const billable = deliveries.filter((d) => d.status.current !== 'Cancelled');
    return {
      total: deliveries.length,
      active: statuses.filter((s) => ACTIVE_STATUSES.includes(s)).length,
      completed: statuses.filter((s) => s === 'Delivered').length,
      paymentsInr: billable.reduce((sum, d) => sum + d.pricing.totalCost, 0),
      payableCount: billable.length,
      current: deliveries.find((d) => ACTIVE_STATUSES.includes(shownStatus(d, now))),
    };
  }, [deliveries, now]);

  if (deliveriesQuery.error) console.error('Dashboard load failed', deliveriesQuery.error);
  const refreshDeliveries = () => void queryClient.invalidateQueries({ queryKey: deliveriesQueryKey });

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <DashboardGreeting name={user?.name ?? ''} />
      <StatCards
        total={stats.total}
        active={stats.active}
        completed={stats.completed}
        paymentsInr={stats.paymentsInr}
        payableCount={stats.payableCount}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">{liveTracking(stats.current, now, refreshDeliveries)}</div>
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

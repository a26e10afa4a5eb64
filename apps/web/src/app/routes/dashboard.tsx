import { DashboardScreen } from '../../features/deliveries/components/dashboard-screen';
import { LivePanel } from '../../features/tracking/components/live-panel';

/** The dashboard, with live tracking (positions, trail, ETA, driver link) for the current shipment. */
export function Component() {
  return (
    <DashboardScreen
      liveTracking={(current, now, refreshDeliveries) => (
        <LivePanel delivery={current} now={now} onStatusChange={refreshDeliveries} />
      )}
    />
  );
}

import { lazy, Suspense } from 'react';
import type { DeliveryDto } from '../api/types';
import { routeLabel, shownStatus } from './shown-status';
import { StatusBadge } from './status-badge';

const RouteMap = lazy(() => import('../../../components/map/route-map').then((m) => ({ default: m.RouteMap })));

/** ETA from the slot end on the delivery date, in IST; N/A when nothing is in flight. */
function etaText(delivery: DeliveryDto | undefined): string {
  if (!delivery) return 'N/A';
  const end = Number(delivery.schedule.preferredTimeSlot.split('-')[1]);
  if (!Number.isFinite(end)) return 'Calculating...';
  const label = end > 12 ? `${end - 12} PM` : `${end} ${end === 12 ? 'PM' : 'AM'}`;
  return `by ${label}, ${delivery.schedule.deliveryDate}`;
}

export function LiveTrackingPanel({ current, now }: { current: DeliveryDto | undefined; now: Date }) {
  const points = current
    ? [
        current.pickupLocation && { ...current.pickupLocation, label: `Pickup: ${current.pickup.address}`, kind: 'pickup' as const },
        current.deliveryLocation && { ...current.deliveryLocation, label: `Drop: ${current.delivery.address}`, kind: 'drop' as const },
      ].filter((p): p is NonNullable<typeof p> => Boolean(p))
    : [];
  return (
    <section aria-labelledby="live-tracking" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="live-tracking" className="font-semibold">Live Shipment Tracking</h2>
      <div className="mt-3">
        <Suspense fallback={<div className="h-56 rounded-lg bg-slate-100" />}>
          <RouteMap
            className="h-56"
            points={points}
            line={current?.route.geometry ?? null}
            label={current ? `Map of the route ${routeLabel(current, 40)}` : 'Map of Delhi NCR'}
          />
        </Suspense>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">Shipment</dt>
        <dd className="font-mono" data-testid="current-shipment">{current?.deliveryId ?? 'None'}</dd>
        <dt className="font-semibold">ETA</dt>
        <dd>{etaText(current)}</dd>
        <dt className="font-semibold">Route</dt>
        <dd>{current ? routeLabel(current, 40) : 'N/A'}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{current ? <StatusBadge status={shownStatus(current, now)} /> : 'N/A'}</dd>
        <dt className="font-semibold">Package</dt>
        <dd>{current ? current.package.type : 'N/A'}</dd>
      </dl>
    </section>
  );
}

import { lazy, Suspense, useMemo } from 'react';
import type { MapPoint } from '../../../components/map/route-map';
import { ErrorBox } from '../../../components/ui/field';
import { useNow } from '../../../hooks/use-now';
import { usePublicTracking } from '../api/get-public-tracking';
import { agoText, etaText, slotEtaText } from './format';
import { formatIstTime, slotLabel } from '../../../lib/format';
import { TrackingStatusBadge } from './tracking-status-badge';

const RouteMap = lazy(() =>
  import('../../../components/map/route-map').then((m) => ({ default: m.RouteMap })),
);

/**
 * The consignee's page behind /track/{code}: status, ETA, the truck's approximate position (the server
 * rounds it to ~200 m) and the delivery-code hint. Polls every 10 s. No personal data is sent to it.
 */
/** How a delivery was proven, as the consignee reads it in the status history. */
const DELIVERED_PROOF_TEXT = {
  code: 'delivery code confirmed',
  owner: 'marked delivered by the business',
} as const;

export function PublicTrackingScreen({ code }: { code: string }) {
  const query = usePublicTracking(code);
  const now = useNow(10_000);
  const t = query.data;
  const points = useMemo<MapPoint[]>(() => {
    if (!t) return [];
    const list: MapPoint[] = [{ ...t.destination, label: `Destination area: ${t.to}`, kind: 'drop' }];
    if (t.position)
      list.push({
        lat: t.position.lat,
        lon: t.position.lon,
        label: 'Truck (approximate position)',
        kind: 'truck',
      });
    return list;
  }, [t]);

  if (query.isPending) return <p className="p-6 text-center text-slate-600">Loading shipment...</p>;
  if (!t) {
    return (
      <div className="mx-auto max-w-xl p-6">
        <h1 className="mb-3 text-xl font-bold">Track your shipment</h1>
        <ErrorBox message={query.error?.message ?? 'Tracking link not found.'} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-4 p-4">
      <header>
        <h1 className="text-xl font-bold">
          Shipment <span className="font-mono">{t.deliveryId}</span>
        </h1>
        <p className="text-slate-700">
          {t.from} → {t.to} · {t.schedule.deliveryDate}, {slotLabel(t.schedule.timeSlot)}
        </p>
      </header>
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold">Status</dt>
          <dd>
            <TrackingStatusBadge status={t.status} />
          </dd>
          <dt className="font-semibold">ETA</dt>
          <dd data-testid="public-eta">
            {t.status === 'Delivered' || t.status === 'Failed' || t.status === 'Cancelled'
              ? 'N/A'
              : t.eta
                ? etaText(t.eta, now)
                : slotEtaText(t.schedule)}
          </dd>
          {t.vehicle && (
            <>
              <dt className="font-semibold">Vehicle</dt>
              <dd>
                <span className="font-mono">{t.vehicle.number}</span> (driver {t.vehicle.driverFirstName})
              </dd>
            </>
          )}
          <dt className="font-semibold">Truck</dt>
          <dd data-testid="public-truck-position">
            {t.position
              ? `Near ${t.position.lat.toFixed(3)}, ${t.position.lon.toFixed(3)} (within about 200 m) · ${formatIstTime(t.position.recordedAt)}, ${agoText(t.position.recordedAt, now)}`
              : 'No position shared yet'}
          </dd>
        </dl>
        <div className="mt-3">
          <Suspense fallback={<div className="h-64 rounded-lg bg-slate-100" />}>
            <RouteMap
              className="h-64"
              points={points}
              label={`Map of shipment ${t.deliveryId}: approximate truck position and destination area`}
            />
          </Suspense>
        </div>
      </section>
      <p className="rounded-md border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900">
        {t.codeHint}
      </p>
      {t.expiresAt && (
        <p className="text-xs text-slate-600">
          This link stops working on{' '}
          {new Date(t.expiresAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}.
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Status history</summary>
        <ol className="mt-2 space-y-1">
          {t.history.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              {h.status} · {new Date(h.at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}
              {h.proof && <> · {DELIVERED_PROOF_TEXT[h.proof]}</>}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}

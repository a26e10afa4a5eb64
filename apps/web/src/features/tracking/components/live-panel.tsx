import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isFinalStatus, projectStatus, type DeliveryStatus } from '@logisaathi/domain';
import type { MapPoint } from '@/components/map/route-map';
import { Digipin } from '@/components/ui/digipin';
import { useAlerts } from '@/lib/alerts';
import { IfAllowed } from '@/lib/permissions';
import { useDomainText } from '@/i18n/use-language';
import { useDeliveryPartner } from '../api/get-delivery-partner';
import { useDeliveryTracking } from '../api/get-delivery-tracking';
import { useRouteLine } from '../api/get-route-line';
import type { LatLon, StatusEvent } from '@logisaathi/domain';
import { useDeliveryEvents } from '../hooks/use-delivery-events';
import { AssignedTruck } from './assigned-truck';
import { ConsigneeMessagesSwitch } from './consignee-messages-switch';
import { DriverControls } from './driver-controls';
import { EwayBillPanel } from './eway-bill-panel';
import { agoText, etaText, slotEtaText } from './format';
import { formatIstTimeSeconds } from '@/lib/format';
import { TrackingStatusBadge } from './tracking-status-badge';

const RouteMap = lazy(() => import('@/components/map/route-map').then((m) => ({ default: m.RouteMap })));

/** What the panel needs of a delivery: the server's delivery shape (the dashboard's current shipment). */
export interface LiveDelivery {
  _id: string;
  deliveryId: string;
  pickup: { address: string; coordinates?: LatLon };
  delivery: { address: string; coordinates?: LatLon };
  package: { type: string };
  schedule: { deliveryDate: string; preferredTimeSlot: string };
  status: { current: DeliveryStatus };
  route: { geometry?: Array<[number, number]> | null };
  /** Null when booked without a goods invoice (e-way bills, issue 16). */
  ewayBill?: { required: boolean } | null;
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

/**
 * The dashboard's Live Shipment Tracking panel with live data (issue 9): the truck on the map with its trail,
 * the status and an ETA recomputed by the server from the remaining route and the hour, kept current over the
 * delivery's event stream. Without positions it falls back to the spec's time-based status projection and
 * the slot-end ETA. Includes the driver assignment and sharing controls.
 */
export function LivePanel({
  delivery,
  now,
  onStatusChange,
}: {
  delivery: LiveDelivery | undefined;
  now: Date;
  /** Called when a driver changes the status, so the page can refresh its delivery list. */
  onStatusChange?: (event: StatusEvent) => void;
}) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const rowId = delivery?._id;
  const { refresh: refreshAlerts } = useAlerts();
  const trackingQuery = useDeliveryTracking(rowId);
  // The dashboard passes a list item, which has no route line: read it once for the map.
  const routeLine = useRouteLine(rowId, delivery?.route.geometry);
  const tracking = trackingQuery.data && trackingQuery.data._id === rowId ? trackingQuery.data : undefined;
  const streamState = useDeliveryEvents(rowId, { onStatus: onStatusChange, onAlerts: refreshAlerts });
  const partnerView = useDeliveryPartner(rowId ?? '', Boolean(rowId));

  const position = tracking?.position ?? null;
  // With positions the driver's reported status is the truth; without, a Scheduled delivery follows the
  // spec's time-based projection (section 4), as the rest of the dashboard does.
  const storedStatus = tracking?.status ?? delivery?.status.current;
  const status: DeliveryStatus | null =
    !delivery || !storedStatus
      ? null
      : position || storedStatus !== 'Scheduled'
        ? storedStatus
        : projectStatus(
            {
              status: 'Scheduled',
              deliveryDate: delivery.schedule.deliveryDate,
              slot: delivery.schedule.preferredTimeSlot,
            },
            now,
          );

  const points = useMemo<MapPoint[]>(() => {
    if (!delivery) return [];
    const list: MapPoint[] = [];
    if (delivery.pickup.coordinates)
      list.push({
        ...delivery.pickup.coordinates,
        label: t('live.pickupPoint', { address: delivery.pickup.address }),
        kind: 'pickup',
      });
    if (delivery.delivery.coordinates)
      list.push({
        ...delivery.delivery.coordinates,
        label: t('live.dropPoint', { address: delivery.delivery.address }),
        kind: 'drop',
      });
    if (position)
      list.push({
        lat: position.lat,
        lon: position.lon,
        label: t('live.truckPoint', { vehicle: tracking?.driver?.vehicleNumber ?? '' }).trim(),
        kind: 'truck',
      });
    return list;
  }, [delivery, position, tracking?.driver?.vehicleNumber, t]);

  const route = delivery
    ? `${cut(delivery.pickup.address, 40)} → ${cut(delivery.delivery.address, 40)}`
    : t('live.notApplicable');
  const eta = !delivery
    ? t('live.notApplicable')
    : tracking?.eta
      ? etaText(t, tracking.eta, now)
      : slotEtaText(t, {
          deliveryDate: delivery.schedule.deliveryDate,
          timeSlot: delivery.schedule.preferredTimeSlot,
        });

  return (
    <section
      aria-labelledby="live-panel-title"
      data-testid="live-panel"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="live-panel-title" className="font-semibold">
          {t('live.title')}
        </h2>
        {delivery && (
          <span className="text-xs text-slate-600" data-testid="stream-state">
            {streamState === 'live' ? t('live.live') : streamState === 'off' ? '' : t('live.connecting')}
          </span>
        )}
      </div>
      <div className="mt-3">
        <Suspense fallback={<div className="h-56 rounded-lg bg-slate-100" />}>
          <RouteMap
            className="h-56"
            points={points}
            line={delivery ? routeLine : null}
            trail={tracking?.trail ?? null}
            label={
              delivery
                ? t(position ? 'live.mapRouteWithTruck' : 'live.mapRoute', { route })
                : t('live.mapDelhi')
            }
          />
        </Suspense>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t('live.shipment')}</dt>
        <dd className="font-mono">{delivery?.deliveryId ?? t('live.none')}</dd>
        <dt className="font-semibold">{t('live.eta')}</dt>
        <dd data-testid="live-eta">{eta}</dd>
        <dt className="font-semibold">{t('live.route')}</dt>
        <dd>{route}</dd>
        {delivery?.pickup.coordinates && (
          <>
            <dt className="font-semibold">{t('live.pickupDigipin')}</dt>
            <dd>
              <Digipin
                point={delivery.pickup.coordinates}
                label={t('live.pickupDigipin')}
                isLabelShown={false}
              />
            </dd>
          </>
        )}
        {delivery?.delivery.coordinates && (
          <>
            <dt className="font-semibold">{t('live.dropDigipin')}</dt>
            <dd>
              <Digipin
                point={delivery.delivery.coordinates}
                label={t('live.dropDigipin')}
                isLabelShown={false}
              />
            </dd>
          </>
        )}
        <dt className="font-semibold">{t('live.status')}</dt>
        <dd>{status ? <TrackingStatusBadge status={status} /> : t('live.notApplicable')}</dd>
        <dt className="font-semibold">{t('live.package')}</dt>
        <dd>{delivery ? text(delivery.package.type) : t('live.notApplicable')}</dd>
        {delivery && (
          <>
            <dt className="font-semibold">{t('live.truck')}</dt>
            <dd data-testid="truck-position">
              {position
                ? `${position.lat.toFixed(4)}, ${position.lon.toFixed(4)} · ${formatIstTimeSeconds(position.recordedAt)} (${agoText(t, position.recordedAt, now)})${position.speedKmh !== null ? t('live.speed', { speed: Math.round(position.speedKmh) }) : ''}`
                : t('live.noPosition')}
            </dd>
          </>
        )}
      </dl>
      {delivery && (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <AssignedTruck deliveryRowId={delivery._id} deliveryId={delivery.deliveryId} />
        </div>
      )}
      {delivery && storedStatus && !isFinalStatus(storedStatus) && (
        <IfAllowed action="deliveries.book">
          <div className="mt-3 border-t border-slate-200 pt-3">
            <ConsigneeMessagesSwitch deliveryRowId={delivery._id} />
          </div>
        </IfAllowed>
      )}
      {delivery?.ewayBill && (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <EwayBillPanel deliveryRowId={delivery._id} />
        </div>
      )}
      {delivery && tracking && (
        <IfAllowed action="deliveries.book">
          <DriverControls
            tracking={tracking}
            deliveryRowId={delivery._id}
            isPartnerTruck={Boolean(partnerView.data?.truck)}
          />
        </IfAllowed>
      )}
    </section>
  );
}

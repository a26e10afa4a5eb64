import { lazy, Suspense, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { MapPoint } from '@/components/map/route-map';
import { ErrorBox } from '@/components/ui/field';
import { useNow } from '@/hooks/use-now';
import { usePublicTracking } from '../api/get-public-tracking';
import { agoText, etaText, slotEtaText } from './format';
import { formatIstDateTime, formatIstTime, slotLabel } from '@/lib/format';
import { useDomainText } from '@/i18n/use-language';
import { TrackingStatusBadge } from './tracking-status-badge';

const RouteMap = lazy(() => import('@/components/map/route-map').then((m) => ({ default: m.RouteMap })));

/**
 * The consignee's page behind /track/{code}: status, ETA, the truck's approximate position (the server
 * rounds it to ~200 m) and the delivery-code hint. Polls every 10 s. No personal data is sent to it.
 */
/** Date and time as the status history shows them: '1/3/2025, 9:35:09 am' (IST). */
const HISTORY_TIME = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const;

export function PublicTrackingScreen({ code }: { code: string }) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const query = usePublicTracking(code);
  const now = useNow(10_000);
  const view = query.data;
  const points = useMemo<MapPoint[]>(() => {
    if (!view) return [];
    const list: MapPoint[] = [
      { ...view.destination, label: t('public.destination', { to: view.to }), kind: 'drop' },
    ];
    if (view.position)
      list.push({
        lat: view.position.lat,
        lon: view.position.lon,
        label: t('public.truckPoint'),
        kind: 'truck',
      });
    return list;
  }, [view, t]);

  if (query.isPending) return <p className="p-6 text-center text-slate-600">{t('public.loading')}</p>;
  if (!view) {
    return (
      <div className="mx-auto max-w-xl p-6">
        <h1 className="mb-3 text-xl font-bold">{t('public.title')}</h1>
        <ErrorBox message={query.error?.message ?? t('public.notFound')} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-4 p-4">
      <header>
        <h1 className="text-xl font-bold">
          <Trans
            t={t}
            i18nKey="public.shipment"
            values={{ id: view.deliveryId }}
            components={{ 1: <span className="font-mono" /> }}
          />
        </h1>
        <p className="text-slate-700">
          {view.from} → {view.to} · {view.schedule.deliveryDate}, {slotLabel(view.schedule.timeSlot)}
        </p>
      </header>
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold">{t('public.status')}</dt>
          <dd>
            <TrackingStatusBadge status={view.status} />
          </dd>
          <dt className="font-semibold">{t('public.eta')}</dt>
          <dd data-testid="public-eta">
            {view.status === 'Delivered' || view.status === 'Failed' || view.status === 'Cancelled'
              ? t('public.notApplicable')
              : view.eta
                ? etaText(t, view.eta, now)
                : slotEtaText(t, view.schedule)}
          </dd>
          {view.vehicle && (
            <>
              <dt className="font-semibold">{t('public.vehicle')}</dt>
              <dd>
                <span className="font-mono">{view.vehicle.number}</span>{' '}
                {t('public.driver', { name: view.vehicle.driverFirstName })}
              </dd>
            </>
          )}
          <dt className="font-semibold">{t('public.truck')}</dt>
          <dd data-testid="public-truck-position">
            {view.position
              ? t('public.near', {
                  lat: view.position.lat.toFixed(3),
                  lon: view.position.lon.toFixed(3),
                  time: formatIstTime(view.position.recordedAt),
                  ago: agoText(t, view.position.recordedAt, now),
                })
              : view.livePaused
                ? t('public.livePaused')
                : t('public.noPosition')}
          </dd>
        </dl>
        <div className="mt-3">
          <Suspense fallback={<div className="h-64 rounded-lg bg-slate-100" />}>
            <RouteMap
              className="h-64"
              points={points}
              label={t('public.mapLabel', { id: view.deliveryId })}
            />
          </Suspense>
        </div>
      </section>
      <p className="rounded-md border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900">
        {text(view.codeHint)}
      </p>
      {view.expiresAt && (
        <p className="text-xs text-slate-600">
          {t('public.expires', { when: formatIstDateTime(view.expiresAt, HISTORY_TIME) })}
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t('public.history')}</summary>
        <ol className="mt-2 space-y-1">
          {view.history.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              {text(h.status)} · {formatIstDateTime(h.at, HISTORY_TIME)}
              {h.proof && <> · {t(`public.proof.${h.proof}`)}</>}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}

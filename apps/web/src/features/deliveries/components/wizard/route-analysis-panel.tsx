import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_SCORE_MAX } from '@logisaathi/domain';
import type { RouteAnalysis } from '../../hooks/use-route-analysis';
import { useDomainText } from '@/i18n/use-language';

// Leaflet is heavy: it loads only when a review actually shows a map.
const RouteMap = lazy(() => import('@/components/map/route-map').then((m) => ({ default: m.RouteMap })));

const SEVERITY_STYLES: Record<string, string> = {
  low: 'bg-green-100 text-green-800',
  medium: 'bg-amber-100 text-amber-900',
  high: 'bg-red-100 text-red-800',
};

/** Whole hours and the minutes left: { hours: 1, minutes: 5 }. */
function hoursAndMinutes(minutes: number) {
  const total = Math.round(minutes);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

const SEVERITIES = ['low', 'medium', 'high'] as const;
const isSeverity = (value: string | undefined): value is (typeof SEVERITIES)[number] =>
  (SEVERITIES as readonly (string | undefined)[]).includes(value);

const show = (value: number | string | undefined, unit = '') =>
  value === undefined || value === '' ? '—' : `${value}${unit}`;

/**
 * A suggestion that quotes the analysis's own distance ('Long trip (41.3 km, ...)') reads the quote's instead, so
 * the review names one distance for the route.
 */
export function withQuotedDistance(
  text: string,
  analysisKm: number | undefined,
  quotedKm: number | undefined,
) {
  if (analysisKm === undefined || quotedKm === undefined) return text;
  return text.split(`${analysisKm.toFixed(1)} km`).join(`${quotedKm.toFixed(1)} km`);
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dt className="text-xs text-slate-700">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * Route, time, weather, risk and suggestions of the AI analysis, with the route on a map (spec sections 2 and 3).
 * The distance shown is the quote's (the figure the price is computed from; issue 18), never the analysis's own
 * estimate: one route has one distance on the review.
 */
export function RouteAnalysisPanel({
  analysis,
  onRetry,
  quotedDistanceKm,
}: {
  analysis: RouteAnalysis;
  onRetry: () => void;
  /** The server quote's distance; undefined while the quote is loading or unavailable. */
  quotedDistanceKm: number | undefined;
}) {
  const { t } = useTranslation('deliveries');
  const text = useDomainText();
  const done = analysis.status === 'done' ? analysis : null;
  const points = useMemo(
    () =>
      done
        ? [
            {
              lat: done.pickup.lat,
              lon: done.pickup.lon,
              label: t('wizard.analysis.pickupPoint', { label: done.pickup.label }),
              kind: 'pickup' as const,
            },
            {
              lat: done.drop.lat,
              lon: done.drop.lon,
              label: t('wizard.analysis.dropPoint', { label: done.drop.label }),
              kind: 'drop' as const,
            },
          ]
        : [],
    [done, t],
  );
  const line = useMemo<Array<[number, number]>>(() => {
    if (!done) return [];
    const geometry = done.result.optimization?.optimized_route?.geometry;
    return geometry && geometry.length > 1
      ? geometry
      : [
          [done.pickup.lat, done.pickup.lon],
          [done.drop.lat, done.drop.lon],
        ];
  }, [done]);

  const duration = (minutes: number) => {
    const parts = hoursAndMinutes(minutes);
    return parts.hours > 0 ? t('wizard.analysis.hoursMinutes', parts) : t('wizard.analysis.minutes', parts);
  };

  if (analysis.status === 'idle' || analysis.status === 'running') {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
        {t('wizard.analysis.running')}
      </p>
    );
  }
  if (!done) {
    return (
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">
          {analysis.status === 'location-not-found'
            ? t('wizard.analysis.notFoundTitle')
            : t('wizard.analysis.unavailableTitle')}
        </p>
        <p className="mt-1">
          {analysis.status === 'location-not-found'
            ? t('wizard.analysis.notFound')
            : t('wizard.analysis.unavailable')}
        </p>
        <button type="button" className="mt-2 font-semibold text-indigo-800 underline" onClick={onRetry}>
          {t('wizard.analysis.retry')}
        </button>
      </div>
    );
  }

  const { optimization, weather_context: weather, industrial_hubs: hubs } = done.result;
  const route = optimization?.optimized_route;
  const severity = route?.weather_impact?.severity;
  const pickupWeather = weather?.pickup_location?.weather;
  const dropWeather = weather?.delivery_location?.weather;
  return (
    <section
      aria-labelledby="route-analysis"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="route-analysis" className="font-semibold">
        {t('wizard.analysis.title')}
      </h3>
      <Suspense fallback={<div className="h-64 rounded-lg bg-slate-100" aria-hidden="true" />}>
        <RouteMap
          points={points}
          line={line}
          label={t('wizard.analysis.mapLabel')}
          className="h-64 sm:h-80"
        />
      </Suspense>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Metric
          label={t('wizard.analysis.distance')}
          value={quotedDistanceKm !== undefined ? `${quotedDistanceKm.toFixed(1)} km` : '—'}
        />
        <Metric
          label={t('wizard.analysis.time')}
          value={route?.estimated_time_minutes !== undefined ? duration(route.estimated_time_minutes) : '—'}
        />
        <Metric
          label={t('wizard.analysis.risk')}
          value={
            optimization?.risk_score !== undefined
              ? `${Math.round(optimization.risk_score)}/${RISK_SCORE_MAX}`
              : '—'
          }
        />
        <div className="rounded-md bg-slate-50 p-3">
          <dt className="text-xs text-slate-700">{t('wizard.analysis.weatherImpact')}</dt>
          <dd className="mt-1">
            <span
              className={`rounded-full px-2 py-0.5 text-sm font-semibold capitalize ${SEVERITY_STYLES[severity ?? ''] ?? 'bg-slate-100 text-slate-800'}`}
            >
              {isSeverity(severity)
                ? t(`wizard.analysis.severity.${severity}`)
                : (severity ?? t('wizard.analysis.severity.unknown'))}
            </span>
          </dd>
        </div>
        <Metric label={t('wizard.analysis.temperature')} value={show(pickupWeather?.temperature, ' °C')} />
        <Metric
          label={t('wizard.analysis.condition')}
          value={pickupWeather?.condition ? text(pickupWeather.condition) : '—'}
        />
        <Metric label={t('wizard.analysis.humidity')} value={show(pickupWeather?.humidity, '%')} />
        <Metric
          label={t('wizard.analysis.rain')}
          value={show(weather?.forecast?.precipitation_chance, '%')}
        />
        <Metric label={t('wizard.analysis.wind')} value={show(dropWeather?.wind_speed, ' km/h')} />
        <Metric label={t('wizard.analysis.visibility')} value={show(dropWeather?.visibility, ' km')} />
        {hubs?.origin_hub?.name && (
          <Metric
            label={t('wizard.analysis.originHub')}
            value={`${hubs.origin_hub.name}${hubs.origin_hub.type ? ` (${hubs.origin_hub.type.replace(/_/g, ' ')})` : ''}`}
          />
        )}
      </dl>
      {optimization?.ai_suggestions && optimization.ai_suggestions.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">{t('wizard.analysis.suggestions')}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {optimization.ai_suggestions.map((s) => (
              <li key={s}>{text(withQuotedDistance(s, route?.distance_km, quotedDistanceKm))}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

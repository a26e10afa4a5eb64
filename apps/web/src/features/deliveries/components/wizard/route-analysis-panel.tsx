import { Suspense, lazy, useMemo } from 'react';
import { RISK_SCORE_MAX } from '@logisaathi/domain';
import type { RouteAnalysis } from '../../hooks/use-route-analysis';

// Leaflet is heavy: it loads only when a review actually shows a map.
const RouteMap = lazy(() =>
  import('../../../../components/map/route-map').then((m) => ({ default: m.RouteMap })),
);

const SEVERITY_STYLES: Record<string, string> = {
  low: 'bg-green-100 text-green-800',
  medium: 'bg-amber-100 text-amber-900',
  high: 'bg-red-100 text-red-800',
};

export function formatDuration(minutes: number): string {
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}

const show = (value: number | string | undefined, unit = '') =>
  value === undefined || value === '' ? '—' : `${value}${unit}`;

/**
 * A suggestion that quotes the analysis's own distance ('Long trip (41.3 km, ...)') reads the quote's instead, so
 * the review names one distance for the route.
 */
export function withQuotedDistance(text: string, analysisKm: number | undefined, quotedKm: number | undefined) {
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
  const done = analysis.status === 'done' ? analysis : null;
  const points = useMemo(
    () =>
      done
        ? [
            {
              lat: done.pickup.lat,
              lon: done.pickup.lon,
              label: `Pickup: ${done.pickup.label}`,
              kind: 'pickup' as const,
            },
            {
              lat: done.drop.lat,
              lon: done.drop.lon,
              label: `Drop: ${done.drop.label}`,
              kind: 'drop' as const,
            },
          ]
        : [],
    [done],
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

  if (analysis.status === 'idle' || analysis.status === 'running') {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
        Analyzing route and weather...
      </p>
    );
  }
  if (!done) {
    return (
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">
          {analysis.status === 'location-not-found' ? 'Location Not Found' : 'AI Analysis Unavailable'}
        </p>
        <p className="mt-1">
          {analysis.status === 'location-not-found'
            ? 'Could not resolve pickup/delivery location. Please enter more specific addresses.'
            : 'Could not fetch AI route/weather data right now. You can still proceed with delivery.'}
        </p>
        <button type="button" className="mt-2 font-semibold text-indigo-800 underline" onClick={onRetry}>
          Try the analysis again
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
        AI Route &amp; Weather Analysis
      </h3>
      <Suspense fallback={<div className="h-64 rounded-lg bg-slate-100" aria-hidden="true" />}>
        <RouteMap
          points={points}
          line={line}
          label="Map of the delivery route from pickup to drop"
          className="h-64 sm:h-80"
        />
      </Suspense>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Metric
          label="Distance"
          value={quotedDistanceKm !== undefined ? `${quotedDistanceKm.toFixed(1)} km` : '—'}
        />
        <Metric
          label="Estimated time"
          value={
            route?.estimated_time_minutes !== undefined ? formatDuration(route.estimated_time_minutes) : '—'
          }
        />
        <Metric
          label="Risk score"
          value={
            optimization?.risk_score !== undefined
              ? `${Math.round(optimization.risk_score)}/${RISK_SCORE_MAX}`
              : '—'
          }
        />
        <div className="rounded-md bg-slate-50 p-3">
          <dt className="text-xs text-slate-700">Weather impact</dt>
          <dd className="mt-1">
            <span
              className={`rounded-full px-2 py-0.5 text-sm font-semibold capitalize ${SEVERITY_STYLES[severity ?? ''] ?? 'bg-slate-100 text-slate-800'}`}
            >
              {severity ?? 'unknown'}
            </span>
          </dd>
        </div>
        <Metric label="Temperature" value={show(pickupWeather?.temperature, ' °C')} />
        <Metric label="Condition" value={show(pickupWeather?.condition)} />
        <Metric label="Humidity" value={show(pickupWeather?.humidity, '%')} />
        <Metric label="Rain chance" value={show(weather?.forecast?.precipitation_chance, '%')} />
        <Metric label="Wind at drop" value={show(dropWeather?.wind_speed, ' km/h')} />
        <Metric label="Visibility at drop" value={show(dropWeather?.visibility, ' km')} />
        {hubs?.origin_hub?.name && (
          <Metric
            label="Origin hub"
            value={`${hubs.origin_hub.name}${hubs.origin_hub.type ? ` (${hubs.origin_hub.type.replace(/_/g, ' ')})` : ''}`}
          />
        )}
      </dl>
      {optimization?.ai_suggestions && optimization.ai_suggestions.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">AI suggestions</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {optimization.ai_suggestions.map((s) => (
              <li key={s}>{withQuotedDistance(s, route?.distance_km, quotedDistanceKm)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

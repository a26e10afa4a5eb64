import type { LatLon } from '../geo-math';
import { toIstIso } from '@logisaathi/domain';
import { seasonalRisksAt } from '../weather/climate-model';
import type { WeatherCondition, WeatherSnapshot } from '../weather/weather-types';
import { fetchJson, joinUrl } from './http-json';

const HOURLY =
  'temperature_2m,relative_humidity_2m,precipitation_probability,wind_speed_10m,visibility,weather_code';

interface Hourly {
  time?: unknown;
  temperature_2m?: unknown;
  relative_humidity_2m?: unknown;
  precipitation_probability?: unknown;
  wind_speed_10m?: unknown;
  visibility?: unknown;
  weather_code?: unknown;
}

/**
 * Open-Meteo-compatible hourly forecast. Times are requested in GMT (`timezone=GMT`, the API's default) so that
 * parsing never depends on a zone database; the hours returned start with the sample whose hour contains `when`.
 */
export async function openMeteoHours(
  baseUrl: string,
  point: LatLon,
  when: Date,
  hours: number,
  timeoutMs: number,
): Promise<WeatherSnapshot[]> {
  const url = joinUrl(baseUrl, 'v1/forecast');
  url.searchParams.set('latitude', point.lat.toFixed(4));
  url.searchParams.set('longitude', point.lon.toFixed(4));
  url.searchParams.set('hourly', HOURLY);
  url.searchParams.set('wind_speed_unit', 'kmh');
  url.searchParams.set('timezone', 'GMT');
  url.searchParams.set('forecast_days', '3');
  const body = (await fetchJson(url, timeoutMs)) as { hourly?: Hourly };
  const h = body.hourly;
  if (!h || !Array.isArray(h.time)) throw new Error('weather answer has no hourly block');
  const series = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  const times = h.time.map((t) =>
    Date.parse(`${String(t)}${/Z|[+-]\d\d:?\d\d$/.test(String(t)) ? '' : 'Z'}`),
  );
  // The sample whose hour contains `when` (the last one at or before it).
  const at = when.getTime();
  let i = -1;
  times.forEach((t, k) => {
    if (t <= at && at - t < 3_600_000) i = k;
  });
  if (i === -1) throw new Error('weather answer does not cover the requested time');
  const out: WeatherSnapshot[] = [];
  for (let k = i; k < times.length && out.length < hours; k++) {
    const sampleAt = new Date(times[k] ?? at);
    const num = (v: unknown[]): number | null => (typeof v[k] === 'number' ? (v[k] as number) : null);
    const temperatureC = num(series(h.temperature_2m));
    if (temperatureC === null) throw new Error('weather answer lacks temperature');
    const code = num(series(h.weather_code)) ?? 0;
    const visibilityM = num(series(h.visibility));
    out.push({
      time: toIstIso(sampleAt),
      temperatureC: Math.round(temperatureC * 10) / 10,
      humidityPct: Math.round(num(series(h.relative_humidity_2m)) ?? 50),
      windSpeedKmh: Math.round((num(series(h.wind_speed_10m)) ?? 0) * 10) / 10,
      visibilityKm: visibilityM === null ? 10 : Math.round(visibilityM / 100) / 10,
      precipitationChancePct: Math.round(num(series(h.precipitation_probability)) ?? 0),
      condition: conditionFromWmo(code, visibilityM),
      source: 'open-meteo',
      seasonalRisks: seasonalRisksAt(sampleAt),
    });
  }
  return out;
}

/** WMO weather interpretation codes (as used by Open-Meteo) to the product's condition words. */
export function conditionFromWmo(code: number, visibilityM: number | null): WeatherCondition {
  if (code === 45 || code === 48) return visibilityM !== null && visibilityM < 500 ? 'Dense Fog' : 'Fog';
  if (code >= 95) return 'Thunderstorm';
  if ((code >= 51 && code <= 57) || code === 80) return 'Drizzle';
  if ((code >= 61 && code <= 67) || (code >= 81 && code <= 82)) return 'Rain';
  if (code === 3) return 'Cloudy';
  if (code === 1 || code === 2) return 'Partly Cloudy';
  if (visibilityM !== null && visibilityM < 5000) return 'Haze';
  return 'Clear';
}

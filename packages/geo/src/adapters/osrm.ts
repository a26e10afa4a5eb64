import type { LatLon } from '../geo-math';
import { fetchJson, joinUrl } from './http-json';

export interface OsrmRoute {
  distanceKm: number;
  /** OSRM's own duration (its car profile's free-flow speeds). */
  durationMin: number;
  geometry: Array<[number, number]>;
}

/** OSRM HTTP route service: `/route/v1/driving/lon,lat;lon,lat?overview=full&geometries=geojson`. */
export async function osrmRoute(
  baseUrl: string,
  from: LatLon,
  to: LatLon,
  timeoutMs: number,
): Promise<OsrmRoute> {
  const coords = `${from.lon.toFixed(6)},${from.lat.toFixed(6)};${to.lon.toFixed(6)},${to.lat.toFixed(6)}`;
  const url = joinUrl(baseUrl, `route/v1/driving/${coords}`);
  url.searchParams.set('overview', 'full');
  url.searchParams.set('geometries', 'geojson');
  const body = (await fetchJson(url, timeoutMs)) as {
    code?: unknown;
    routes?: Array<{ distance?: unknown; duration?: unknown; geometry?: { coordinates?: unknown } }>;
  };
  const route = body.routes?.[0];
  if (body.code !== 'Ok' || !route) throw new Error(`OSRM answered ${String(body.code)}`);
  const distanceM = Number(route.distance);
  const durationS = Number(route.duration);
  if (!Number.isFinite(distanceM) || !Number.isFinite(durationS))
    throw new Error('OSRM route lacks distance/duration');
  const coordinates = Array.isArray(route.geometry?.coordinates)
    ? (route.geometry.coordinates as unknown[])
    : [];
  const geometry: Array<[number, number]> = [];
  for (const c of coordinates) {
    if (Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number') geometry.push([c[1], c[0]]);
  }
  return { distanceKm: distanceM / 1000, durationMin: durationS / 60, geometry };
}

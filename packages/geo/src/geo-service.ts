/**
 * The geo service the API uses: embedded gazetteer, route estimator and climate model by default, with optional
 * outside services (Nominatim-style geocoder, OSRM router, Open-Meteo weather) tried first when configured. Every
 * outside call has a timeout and falls back to the embedded answer on any failure, so /ai never fails because a
 * remote service is down.
 */
import { LruTtlCache } from './adapters/lru-cache';
import { nominatimSearch } from './adapters/nominatim';
import { openMeteoHours } from './adapters/open-meteo';
import { osrmRoute } from './adapters/osrm';
import { analyzeRoute, type RouteOptimizationResponse } from './analyze-route';
import { digipinGeocode } from './digipin-geocode';
import { embeddedGeocoder } from './gazetteer/geocoder';
import type { GeocodeResult } from './gazetteer/geocode-result';
import { sharedSuggester, type PlaceSuggestion } from './gazetteer/suggest';
import { haversineKm, isValidLatLon, type LatLon } from './geo-math';
import { istParts, parseIstDateOrTimestamp } from '@logisaathi/domain';
import { isPeakHour } from './risk/route-risk';
import { createGraphRouterFromFile, embeddedEstimator } from './routing/embedded-routing';
import type { GraphRouter } from './routing/graph-router';
import { climateWeatherAt } from './weather/climate-model';
import { DELHI_CENTRE, delhiWeatherFromSnapshots, type DelhiWeatherResponse } from './weather/delhi-weather';
import type { WeatherSnapshot } from './weather/weather-types';

export interface GeoServiceOptions {
  /** Base URL of a Nominatim-compatible geocoder (its `/search` is called). */
  geocoderUrl?: string | undefined;
  /** Base URL of an OSRM server (its `/route/v1/driving/...` is called). */
  osrmUrl?: string | undefined;
  /** Base URL of an Open-Meteo-compatible server (its `/v1/forecast` is called). */
  weatherUrl?: string | undefined;
  /** .osm.pbf file: a road graph is built from it at creation and answers routes with real shortest paths. */
  routingOsmFile?: string | undefined;
  /** Folder for the built road graph cache (e.g. DATA_DIR). */
  cacheDir?: string | undefined;
  /** Timeout of each outside call; default 2500 ms. */
  fetchTimeoutMs?: number | undefined;
}

export interface RouteResult {
  distanceKm: number;
  durationMin: number;
  /** [lat, lon] points for the map. */
  geometry: Array<[number, number]>;
  source: 'osrm' | 'graph' | 'estimate';
}

export interface AnalyzeRequest {
  origin: LatLon;
  destination: LatLon;
  /** ISO 8601; without an offset it is read as IST. Default: now. */
  departureTime?: string | Date | undefined;
  packageType?: string | undefined;
  specialInstructions?: string | undefined;
}

export interface GeoService {
  geocode(text: string): Promise<GeocodeResult | null>;
  suggestPlaces(q: string, limit?: number): Promise<PlaceSuggestion[]>;
  route(origin: LatLon, destination: LatLon, departure?: Date): Promise<RouteResult>;
  weatherAt(point: LatLon, when: Date): Promise<WeatherSnapshot>;
  delhiWeather(now?: Date): Promise<DelhiWeatherResponse>;
  analyze(request: AnalyzeRequest): Promise<RouteOptimizationResponse>;
}

/** A graph route is trusted only when both ends lie this close to the extract's roads. */
const MAX_GRAPH_SNAP_KM = 1;
const OFF_PEAK_HOUR = { morning: 11, evening: 15 } as const;

export function createGeoService(options: GeoServiceOptions = {}): GeoService {
  const timeoutMs = options.fetchTimeoutMs ?? 2500;
  const geocodeCache = new LruTtlCache<GeocodeResult | null>(2000, 24 * 3600_000);
  const weatherCache = new LruTtlCache<WeatherSnapshot[]>(500, 15 * 60_000);
  const routeCache = new LruTtlCache<{
    distanceKm: number;
    durationMin: number;
    geometry: Array<[number, number]>;
  }>(1000, 3600_000);
  const geocoder = embeddedGeocoder();
  // The gazetteer never changes while the process runs, so its answers are kept for the life of the process: a
  // business books from the same few addresses again and again, and the wizard's analysis geocodes the very
  // addresses the booking then sends. Answers are frozen, as every caller shares them.
  const localCache = new LruTtlCache<Readonly<GeocodeResult> | null>(5000, Number.POSITIVE_INFINITY);
  const geocodeLocally = (query: string): GeocodeResult | null => {
    let answer = localCache.get(query);
    if (answer === undefined) {
      const found = geocoder.geocode(query);
      answer = found && Object.freeze(found);
      localCache.set(query, answer);
    }
    return answer;
  };
  const suggester = sharedSuggester(geocoder.data);
  const estimator = embeddedEstimator();
  const graph: GraphRouter | null = options.routingOsmFile
    ? createGraphRouterFromFile(options.routingOsmFile, options.cacheDir)
    : null;

  const slowdown = (from: LatLon, to: LatLon, hour: number): number =>
    estimator.slowdown(haversineKm(from, to), hour);

  async function geocode(text: string): Promise<GeocodeResult | null> {
    const query = text.trim().slice(0, 300);
    if (query.length === 0) return null;
    // A DIGIPIN names its point exactly: it beats every gazetteer or remote answer.
    const exact = digipinGeocode(query);
    if (exact) return exact;
    const local = geocodeLocally(query);
    // Spec: hub names found in an address give coordinates directly.
    if (local?.type === 'hub' || !options.geocoderUrl) return local;
    const key = query.toLowerCase();
    const cached = geocodeCache.get(key);
    if (cached !== undefined) return cached ?? local;
    try {
      const remote = await nominatimSearch(options.geocoderUrl, query, timeoutMs);
      geocodeCache.set(key, remote);
      return remote ?? local;
    } catch {
      return local;
    }
  }

  async function route(
    origin: LatLon,
    destination: LatLon,
    departure: Date = new Date(),
  ): Promise<RouteResult> {
    if (!isValidLatLon(origin) || !isValidLatLon(destination))
      throw new TypeError('origin and destination need lat/lon');
    const hour = istParts(departure).hour;
    if (options.osrmUrl) {
      const key = `${origin.lat.toFixed(5)},${origin.lon.toFixed(5)};${destination.lat.toFixed(5)},${destination.lon.toFixed(5)}`;
      try {
        const r = routeCache.get(key) ?? (await osrmRoute(options.osrmUrl, origin, destination, timeoutMs));
        routeCache.set(key, r);
        // OSRM durations are free-flow: apply the calibrated hour-of-day slowdown.
        return { ...r, durationMin: r.durationMin * slowdown(origin, destination, hour), source: 'osrm' };
      } catch {
        // fall through to the embedded routers
      }
    }
    if (graph) {
      const r = graph.route(origin, destination, MAX_GRAPH_SNAP_KM);
      if (r)
        return {
          distanceKm: r.distanceKm,
          durationMin: graph.durationMin(r, hour),
          geometry: r.geometry,
          source: 'graph',
        };
    }
    const e = estimator.estimate(origin, destination, hour);
    return {
      distanceKm: e.distanceKm,
      durationMin: e.durationMin,
      geometry: [
        [origin.lat, origin.lon],
        [destination.lat, destination.lon],
      ],
      source: 'estimate',
    };
  }

  async function weatherHours(point: LatLon, when: Date, hours: number): Promise<WeatherSnapshot[]> {
    if (options.weatherUrl) {
      const key = `${point.lat.toFixed(2)},${point.lon.toFixed(2)}@${Math.floor(when.getTime() / 3_600_000)}x${hours}`;
      const cached = weatherCache.get(key);
      if (cached) return cached;
      try {
        const list = await openMeteoHours(options.weatherUrl, point, when, hours, timeoutMs);
        if (list.length > 0) {
          weatherCache.set(key, list);
          return list;
        }
      } catch {
        // fall back to the climate model
      }
    }
    return Array.from({ length: hours }, (_, h) =>
      climateWeatherAt(new Date(when.getTime() + h * 3_600_000)),
    );
  }

  async function weatherAt(point: LatLon, when: Date): Promise<WeatherSnapshot> {
    const [first] = await weatherHours(point, when, 1);
    return first ?? climateWeatherAt(when);
  }

  async function analyze(request: AnalyzeRequest): Promise<RouteOptimizationResponse> {
    const departure =
      request.departureTime instanceof Date
        ? request.departureTime
        : typeof request.departureTime === 'string'
          ? (parseIstDateOrTimestamp(request.departureTime) ?? new Date())
          : new Date();
    const r = await route(request.origin, request.destination, departure);
    const arrival = new Date(departure.getTime() + r.durationMin * 60_000);
    const [pickup, delivery] = await Promise.all([
      weatherAt(request.origin, departure),
      weatherAt(request.destination, arrival),
    ]);
    const departureHour = istParts(departure).hour;
    const peak = isPeakHour(departureHour);
    const offPeak = peak
      ? {
          label: `${OFF_PEAK_HOUR[peak]}:00`,
          durationMin:
            (r.durationMin * slowdown(request.origin, request.destination, OFF_PEAK_HOUR[peak])) /
            slowdown(request.origin, request.destination, departureHour),
        }
      : undefined;
    return analyzeRoute({
      origin: request.origin,
      route: r,
      departureHour,
      pickup,
      delivery,
      packageType: request.packageType,
      specialInstructions: request.specialInstructions,
      offPeak,
    });
  }

  return {
    geocode,
    suggestPlaces: async (q, limit = 8) => suggester.suggest(q, limit),
    route,
    weatherAt,
    delhiWeather: async (now = new Date()) =>
      delhiWeatherFromSnapshots(await weatherHours(DELHI_CENTRE, now, 12)),
    analyze,
  };
}

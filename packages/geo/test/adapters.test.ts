import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nominatimPrecision } from '../src/adapters/nominatim';
import { createGeoService } from '../src/index';
import { LruTtlCache } from '../src/adapters/lru-cache';

/** What the fake upstream does for the next requests. */
let mode: 'ok' | 'fail' | 'slow' = 'ok';
const seen: string[] = [];

function answer(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  seen.push(url.pathname + url.search);
  if (mode === 'fail') {
    res.writeHead(500).end('upstream down');
    return;
  }
  const send = (body: unknown): void => {
    const reply = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    // Slower than the adapters' time limit below by a wide margin; a healthy answer on a busy machine is well within it.
    if (mode === 'slow') setTimeout(reply, 2_500);
    else reply();
  };
  if (url.pathname === '/search') {
    send([{ lat: '28.111', lon: '77.222', display_name: 'Remote Place', type: 'house', importance: 0.77 }]);
  } else if (url.pathname.startsWith('/route/v1/driving/')) {
    send({
      code: 'Ok',
      routes: [
        {
          distance: 12345,
          duration: 1200,
          geometry: {
            type: 'LineString',
            coordinates: [
              [77.2, 28.5],
              [77.25, 28.55],
              [77.3, 28.6],
            ],
          },
        },
      ],
    });
  } else if (url.pathname === '/v1/forecast') {
    const start = Date.UTC(2025, 6, 15, 0);
    const time = Array.from({ length: 48 }, (_, i) =>
      new Date(start + i * 3_600_000).toISOString().slice(0, 16),
    );
    send({
      hourly: {
        time,
        temperature_2m: time.map((_, i) => 20 + i),
        relative_humidity_2m: time.map(() => 88),
        precipitation_probability: time.map(() => 90),
        wind_speed_10m: time.map(() => 12.5),
        visibility: time.map(() => 3000),
        weather_code: time.map(() => 63),
      },
    });
  } else res.writeHead(404).end();
}

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  mode = 'ok';
  seen.length = 0;
});

const service = () =>
  createGeoService({ geocoderUrl: base, osrmUrl: base, weatherUrl: base, fetchTimeoutMs: 1_000 });
const from = { lat: 28.5355, lon: 77.2745 };
const to = { lat: 28.6535, lon: 77.1445 };

describe('outside-service adapters', () => {
  it('uses the Nominatim-style geocoder and caches its answer', async () => {
    const s = service();
    const r = await s.geocode('12 Some Lane, Paschim Vihar');
    expect(r).toMatchObject({
      lat: 28.111,
      lon: 77.222,
      displayName: 'Remote Place',
      importance: 0.77,
      precision: 'exact',
    });
    await s.geocode('12 Some Lane, Paschim Vihar');
    expect(seen.filter((u) => u.startsWith('/search'))).toEqual([
      '/search?q=12+Some+Lane%2C+Paschim+Vihar&format=json&limit=1',
    ]);
  });

  it('answers hub names from the gazetteer without calling the geocoder', async () => {
    const r = await service().geocode('Shed 4, Okhla');
    expect(r?.type).toBe('hub');
    expect(seen).toEqual([]);
  });

  it.each(['fail', 'slow'] as const)('falls back to the gazetteer when the geocoder is %s', async (m) => {
    mode = m;
    const r = await service().geocode('Udyog Vihar Phase 4, Gurgaon');
    expect(r?.matchedPlace).toBe('Udyog Vihar Phase 4');
  });

  it('uses OSRM routes with [lat, lon] geometry', async () => {
    const r = await service().route(from, to, new Date('2025-07-15T06:30:00Z'));
    expect(r.source).toBe('osrm');
    expect(r.distanceKm).toBeCloseTo(12.345, 3);
    expect(r.geometry[0]).toEqual([28.5, 77.2]);
    expect(r.durationMin).toBeGreaterThan(20);
    expect(seen[0]).toMatch(
      /^\/route\/v1\/driving\/77\.274500,28\.535500;77\.144500,28\.653500\?overview=full&geometries=geojson$/,
    );
  });

  it.each(['fail', 'slow'] as const)('falls back to the estimator when OSRM is %s', async (m) => {
    mode = m;
    const r = await service().route(from, to);
    expect(r.source).toBe('estimate');
    expect(r.distanceKm).toBeGreaterThan(18);
  });

  it('reads Open-Meteo hourly weather for the IST hour asked', async () => {
    // 08:00 IST on 15 July = 02:30 UTC, inside the 02:00 UTC hour of the fake series (temperature 22).
    const w = await service().weatherAt(from, new Date('2025-07-15T08:00:00+05:30'));
    expect(w).toMatchObject({
      source: 'open-meteo',
      temperatureC: 22,
      condition: 'Rain',
      visibilityKm: 3,
      precipitationChancePct: 90,
    });
    expect(seen[0]).toContain(
      'hourly=temperature_2m%2Crelative_humidity_2m%2Cprecipitation_probability%2Cwind_speed_10m%2Cvisibility%2Cweather_code',
    );
  });

  it.each(['fail', 'slow'] as const)(
    'falls back to the climate model when the weather service is %s',
    async (m) => {
      mode = m;
      const w = await service().weatherAt(from, new Date('2025-07-15T08:00:00+05:30'));
      expect(w.source).toBe('climate-model');
    },
  );

  it('analyze() still answers the full shape when every outside service fails', async () => {
    mode = 'fail';
    const a = await service().analyze({
      origin: from,
      destination: to,
      departureTime: '2025-01-10T07:00:00+05:30',
    });
    expect(a.optimization.optimized_route.geometry).toHaveLength(2);
    expect(a.weather_context.pickup_location.weather.condition).toBe('Dense Fog');
  });
});

describe('embedded geocoding', () => {
  it('answers the same address the same way every time, with an answer no caller can change', async () => {
    const geo = createGeoService();
    const address = 'Shed 7, Narela Industrial Area, Delhi 110040';
    const first = await geo.geocode(address);
    expect(first).toMatchObject({ matchedPlace: expect.stringContaining('Narela') });
    expect(() => {
      (first as { lat: number }).lat = 0;
    }).toThrow(TypeError);
    const again = await geo.geocode(address);
    expect(again).toEqual(first);
    expect(again?.lat).toBeGreaterThan(28.8);
    expect(await geo.geocode('Plot 12, Okhla Industrial Area Phase 2')).not.toEqual(first);
  });
});

describe('LRU/TTL cache', () => {
  it('evicts the least recently used entry and expires old ones', () => {
    let now = 0;
    const cache = new LruTtlCache<number>(2, 1000, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    now = 1500;
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('Nominatim precision', () => {
  it.each([
    ['house', 'exact'],
    ['postcode', 'pincode'],
    ['city', 'district'],
    ['state_district', 'district'],
    ['suburb', 'locality'],
    [undefined, 'locality'],
  ])('reads type %j as %s', (type, precision) => {
    expect(nominatimPrecision(type)).toBe(precision);
  });
});

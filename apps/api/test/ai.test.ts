import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

// The AI service holds no data of its own, so one database kind is enough here.
describe('AI service under /ai', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const OKHLA = { lat: 28.5355, lon: 77.2746 };
  const BAWANA = { lat: 28.7995, lon: 77.0336 };

  it('answers POST /route/optimize with the spec shape, without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ai/route/optimize',
      payload: {
        origin: OKHLA,
        destination: BAWANA,
        departure_time: '2026-07-15T09:30:00+05:30',
        package_type: 'Fragile Items',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const route = body.optimization.optimized_route;
    expect(route.distance_km).toBeGreaterThan(30);
    expect(route.distance_km).toBeLessThan(60);
    expect(Number.isInteger(route.distance_km * 10)).toBe(true);
    expect(route.estimated_time_minutes).toBeGreaterThan(30);
    expect(['low', 'medium', 'high']).toContain(route.weather_impact.severity);
    expect(Array.isArray(route.geometry)).toBe(true);
    expect(body.optimization.risk_score).toBeGreaterThanOrEqual(0);
    expect(body.optimization.risk_score).toBeLessThanOrEqual(100);
    expect(body.optimization.ai_suggestions.length).toBeGreaterThan(0);
    expect(body.weather_context.pickup_location.weather).toEqual(
      expect.objectContaining({
        temperature: expect.any(Number),
        condition: expect.any(String),
        humidity: expect.any(Number),
      }),
    );
    expect(body.weather_context.delivery_location.weather).toEqual(
      expect.objectContaining({ wind_speed: expect.any(Number), visibility: expect.any(Number) }),
    );
    expect(body.weather_context.forecast.precipitation_chance).toEqual(expect.any(Number));
    expect(body.industrial_hubs.origin_hub.name).toMatch(/Okhla/);
  });

  it.each([
    [{ destination: BAWANA }, /origin/],
    [{ origin: { lat: 'x', lon: 77 }, destination: BAWANA }, /lat/],
    [{ origin: { lat: 51.5, lon: -0.12 }, destination: BAWANA }, /outside India/],
    [{ origin: OKHLA, destination: BAWANA, departure_time: 'tomorrow-ish' }, /departure_time/],
  ])('refuses bad input %j with 422 and a detail', async (payload, detail) => {
    const res = await t.app.inject({ method: 'POST', url: '/ai/route/optimize', payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(detail);
  });

  it('geocodes in the public geocoder shape, and answers [] for text it cannot place', async () => {
    const found = await t.app.inject({
      method: 'GET',
      url: '/ai/search?q=Okhla%20Phase%202%2C%20New%20Delhi&format=json&limit=1',
    });
    expect(found.statusCode).toBe(200);
    const [first] = found.json();
    expect(typeof first.lat).toBe('string');
    expect(typeof first.lon).toBe('string');
    expect(Number(first.lat)).toBeCloseTo(28.53, 1);
    expect(first.display_name).toEqual(expect.any(String));
    const none = await t.app.inject({
      method: 'GET',
      url: '/ai/search?q=zzqx%20nowhere%20land&format=json&limit=1',
    });
    expect(none.json()).toEqual([]);
  });

  it('lists the industrial hubs, with the six spec hubs among them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ai/industrial-hubs' });
    const names = Object.values(res.json() as Record<string, { name: string; lat: number; lon: number }>)
      .map((h) => h.name)
      .join(' | ');
    for (const hub of ['Narela', 'Okhla', 'Bawana', 'Mayapuri', 'Patparganj', 'Kirti Nagar'])
      expect(names).toContain(hub);
  });

  it('suggests the six hubs first for an empty query and gazetteer places as the user types', async () => {
    const empty = (await t.app.inject({ method: 'GET', url: '/ai/places?q=' })).json().places as Array<{
      name: string;
    }>;
    expect(
      empty
        .slice(0, 6)
        .map((p) => p.name)
        .join(' '),
    ).toMatch(/Narela/);
    const typed = (await t.app.inject({ method: 'GET', url: '/ai/places?q=sec%2063%20noi' })).json()
      .places as Array<{ name: string }>;
    expect(typed[0]?.name).toMatch(/63/);
  });

  it('reports Delhi weather', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ai/weather/delhi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().current).toBeDefined();
  });
});

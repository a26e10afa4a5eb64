import { describe, expect, it } from 'vitest';
import {
  analyzeRoute,
  assessRouteRisk,
  climateWeatherAt,
  createGeoService,
  getDelhiWeather,
  getIndustrialHubs,
  SPEC_HUB_IDS,
  type WeatherSnapshot,
} from '../src/index';

const weather = (over: Partial<WeatherSnapshot> = {}): WeatherSnapshot => ({
  time: '2025-03-10T12:00:00+05:30',
  temperatureC: 26,
  humidityPct: 50,
  windSpeedKmh: 8,
  visibilityKm: 10,
  precipitationChancePct: 2,
  condition: 'Clear',
  source: 'climate-model',
  seasonalRisks: [],
  ...over,
});
const base = { distanceKm: 12, durationMin: 35, departureHour: 13, pickup: weather(), delivery: weather() };

describe('route risk rules', () => {
  it.each([
    ['clear midday', {}, 'low', ['all-clear']],
    ['evening peak', { departureHour: 18 }, 'low', ['traffic-peak']],
    ['dense fog', { pickup: weather({ condition: 'Dense Fog', visibilityKm: 0.2 }) }, 'high', ['fog']],
    [
      'monsoon rain',
      {
        delivery: weather({
          precipitationChancePct: 60,
          condition: 'Rain',
          seasonalRisks: ['monsoon_waterlogging'],
        }),
      },
      'high',
      ['rain-likely', 'monsoon-waterlogging'],
    ],
    [
      'hot day, food',
      { pickup: weather({ temperatureC: 41 }), packageType: 'Food Items' },
      'medium',
      ['heat-sensitive-cargo'],
    ],
    ['fragile', { packageType: 'Fragile Items' }, 'low', ['fragile-cargo']],
    ['long trip', { distanceKm: 55, durationMin: 100 }, 'low', ['long-trip']],
  ] as const)('%s', (_name, over, severity, ruleIds) => {
    const r = assessRouteRisk({ ...base, ...over });
    expect(r.severity).toBe(severity);
    expect(r.rules.map((x) => x.id)).toEqual(ruleIds);
    expect(r.suggestions).toHaveLength(ruleIds.length);
    expect(r.riskScore).toBeGreaterThanOrEqual(0);
    expect(r.riskScore).toBeLessThanOrEqual(100);
  });

  it('scores a foggy evening-peak fragile trip higher than a clear midday one', () => {
    const calm = assessRouteRisk(base).riskScore;
    const rough = assessRouteRisk({
      ...base,
      departureHour: 18,
      packageType: 'Fragile Items',
      pickup: weather({ visibilityKm: 0.2, condition: 'Dense Fog' }),
    }).riskScore;
    expect(rough).toBeGreaterThan(calm + 40);
  });
});

describe('analyzeRoute', () => {
  it('produces exactly the spec response shape', () => {
    const r = analyzeRoute({
      ...base,
      origin: { lat: 28.85, lon: 77.09 },
      route: {
        distanceKm: 12.345,
        durationMin: 34.6,
        geometry: [
          [28.85, 77.09],
          [28.6, 77.2],
        ],
      },
    });
    expect(Object.keys(r).sort()).toEqual(['industrial_hubs', 'optimization', 'weather_context']);
    expect(Object.keys(r.optimization).sort()).toEqual(['ai_suggestions', 'optimized_route', 'risk_score']);
    expect(Object.keys(r.optimization.optimized_route).sort()).toEqual([
      'distance_km',
      'estimated_time_minutes',
      'geometry',
      'weather_impact',
    ]);
    expect(r.optimization.optimized_route).toMatchObject({
      distance_km: 12.3,
      estimated_time_minutes: 35,
      weather_impact: { severity: 'low' },
    });
    expect(r.weather_context).toEqual({
      pickup_location: { weather: { temperature: 26, condition: 'Clear', humidity: 50 } },
      delivery_location: { weather: { wind_speed: 8, visibility: 10 } },
      forecast: { precipitation_chance: 2 },
    });
    expect(r.industrial_hubs).toEqual({
      origin_hub: { name: 'Narela Industrial Area', type: 'industrial_area' },
    });
  });

  it('service.analyze uses the IST departure time and gives an off-peak suggestion', async () => {
    const a = await createGeoService().analyze({
      origin: { lat: 28.5355, lon: 77.2745 },
      destination: { lat: 28.6535, lon: 77.1445 },
      departureTime: '2025-07-15T18:00:00',
      packageType: 'Electronics',
    });
    expect(a.optimization.ai_suggestions[0]).toMatch(
      /^Leaving in the evening peak: departing at 15:00 saves about \d+ min/,
    );
    expect(a.optimization.optimized_route.weather_impact.severity).toBe('high');
    expect(a.industrial_hubs.origin_hub.name).toBe('Okhla Industrial Area');
  });
});

describe('weather model and hubs', () => {
  it('is deterministic and uses IST whatever the process time zone', () => {
    const at = new Date('2025-01-05T23:30:00Z'); // 05:00 IST on 6 January
    expect(climateWeatherAt(at)).toEqual(climateWeatherAt(new Date(at.getTime())));
    expect(climateWeatherAt(at)).toMatchObject({ condition: 'Dense Fog', time: '2025-01-06T05:00:00+05:30' });
  });

  it.each([
    ['2025-01-15T14:00:00+05:30', 'Haze', [15, 24]],
    ['2025-05-20T15:00:00+05:30', 'Haze', [36, 42]],
    ['2025-08-05T17:00:00+05:30', 'Rain', [30, 36]],
    ['2025-03-15T12:00:00+05:30', 'Clear', [24, 32]],
  ] as const)('at %s shows %s within the normal temperature range', (iso, condition, [lo, hi]) => {
    const w = climateWeatherAt(new Date(iso));
    expect(w.condition).toBe(condition);
    expect(w.temperatureC).toBeGreaterThanOrEqual(lo);
    expect(w.temperatureC).toBeLessThanOrEqual(hi);
  });

  it('GET /ai/weather/delhi body has current conditions and the next hours', () => {
    const body = getDelhiWeather(new Date('2025-07-15T04:30:00Z'), 6);
    expect(body.current.time).toBe('2025-07-15T10:00:00+05:30');
    expect(body.hourly).toHaveLength(6);
    expect(body.hourly[5]?.time).toBe('2025-07-15T15:00:00+05:30');
  });

  it('lists at least the six spec hubs with name, coordinates and type', () => {
    const hubs = getIndustrialHubs();
    for (const id of SPEC_HUB_IDS)
      expect(hubs[id]).toMatchObject({
        name: expect.any(String),
        lat: expect.any(Number),
        lon: expect.any(Number),
        type: 'industrial_area',
      });
  });
});

import { haversineKm, round, type LatLon } from './geo-math';
import { INDUSTRIAL_HUBS, type HubType } from './gazetteer/industrial-hubs';
import { assessRouteRisk, type RiskInput } from './risk/route-risk';

/** Spec section 3 'Route optimization response', returned verbatim by POST /ai/route/optimize. */
export interface RouteOptimizationResponse {
  optimization: {
    optimized_route: {
      distance_km: number;
      estimated_time_minutes: number;
      weather_impact: { severity: 'low' | 'medium' | 'high' };
      geometry: Array<[number, number]>;
    };
    risk_score: number;
    ai_suggestions: string[];
  };
  weather_context: {
    pickup_location: { weather: { temperature: number; condition: string; humidity: number } };
    delivery_location: { weather: { wind_speed: number; visibility: number } };
    forecast: { precipitation_chance: number };
  };
  industrial_hubs: { origin_hub: { name: string; type: HubType } };
}

export interface AnalyzeRouteInput extends Omit<RiskInput, 'distanceKm' | 'durationMin'> {
  origin: LatLon;
  route: { distanceKm: number; durationMin: number; geometry: Array<[number, number]> };
}

/** Nearest industrial hub (straight line) to a point. */
export function nearestHub(point: LatLon): (typeof INDUSTRIAL_HUBS)[number] {
  let best = INDUSTRIAL_HUBS[0];
  let bestKm = Infinity;
  for (const hub of INDUSTRIAL_HUBS) {
    const km = haversineKm(point, hub);
    if (km < bestKm) [best, bestKm] = [hub, km];
  }
  if (!best) throw new Error('no industrial hubs configured');
  return best;
}

/** Pure: builds the route optimisation response from a computed route and the weather at both ends. */
export function analyzeRoute(input: AnalyzeRouteInput): RouteOptimizationResponse {
  const distanceKm = round(input.route.distanceKm, 1);
  const risk = assessRouteRisk({ ...input, distanceKm, durationMin: input.route.durationMin });
  const hub = nearestHub(input.origin);
  return {
    optimization: {
      optimized_route: {
        distance_km: distanceKm,
        estimated_time_minutes: Math.max(1, Math.round(input.route.durationMin)),
        weather_impact: { severity: risk.severity },
        geometry: input.route.geometry.map(([lat, lon]) => [round(lat, 5), round(lon, 5)]),
      },
      risk_score: risk.riskScore,
      ai_suggestions: risk.suggestions,
    },
    weather_context: {
      pickup_location: {
        weather: {
          temperature: input.pickup.temperatureC,
          condition: input.pickup.condition,
          humidity: input.pickup.humidityPct,
        },
      },
      delivery_location: {
        weather: { wind_speed: input.delivery.windSpeedKmh, visibility: input.delivery.visibilityKm },
      },
      forecast: {
        precipitation_chance: Math.max(
          input.pickup.precipitationChancePct,
          input.delivery.precipitationChancePct,
        ),
      },
    },
    industrial_hubs: { origin_hub: { name: hub.name, type: hub.type } },
  };
}

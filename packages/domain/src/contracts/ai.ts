/*
 * Answers of the /ai service (spec section 7; no envelope: the shapes the web's AI client reads, as the geo
 * package builds them).
 */
import { z } from 'zod';
import { latLonSchema } from './envelope';

export const weatherReadingSchema = z.object({
  time: z.string(),
  temperature: z.number(),
  condition: z.string(),
  humidity: z.number(),
  wind_speed: z.number(),
  visibility: z.number(),
  precipitation_chance: z.number(),
  seasonal_risks: z.array(z.string()),
});

export const delhiWeatherResponseSchema = z.object({
  location: z.object({ name: z.string(), lat: z.number(), lon: z.number() }),
  source: z.string(),
  current: weatherReadingSchema,
  hourly: z.array(weatherReadingSchema),
});

/** GET /ai/industrial-hubs: hubs keyed by id. */
export const industrialHubsResponseSchema = z.record(
  z.string(),
  z.object({ name: z.string(), lat: z.number(), lon: z.number(), type: z.string() }),
);

export const routeOptimizationResponseSchema = z.object({
  optimization: z.object({
    optimized_route: z.object({
      distance_km: z.number(),
      estimated_time_minutes: z.number(),
      weather_impact: z.object({ severity: z.enum(['low', 'medium', 'high']) }),
      geometry: z.array(z.tuple([z.number(), z.number()])),
    }),
    risk_score: z.number(),
    ai_suggestions: z.array(z.string()),
  }),
  weather_context: z.object({
    pickup_location: z.object({
      weather: z.object({ temperature: z.number(), condition: z.string(), humidity: z.number() }),
    }),
    delivery_location: z.object({ weather: z.object({ wind_speed: z.number(), visibility: z.number() }) }),
    forecast: z.object({ precipitation_chance: z.number() }),
  }),
  industrial_hubs: z.object({ origin_hub: z.object({ name: z.string(), type: z.string() }) }),
});
export type RouteOptimizationResult = z.output<typeof routeOptimizationResponseSchema>;

/** GET /ai/search: a Nominatim `format=json` answer (lat/lon as text), [] when unresolved. */
export const nominatimResponseSchema = z.array(
  z.object({
    lat: z.string(),
    lon: z.string(),
    display_name: z.string(),
    type: z.string(),
    importance: z.number(),
  }),
);

export const placeSuggestionSchema = z.object({
  ...latLonSchema.shape,
  name: z.string(),
  displayName: z.string(),
  type: z.string(),
  city: z.string(),
  pincode: z.string().nullable(),
  hubId: z.string().nullable(),
});
export type PlaceSuggestion = z.output<typeof placeSuggestionSchema>;
export const placesResponseSchema = z.object({ places: z.array(placeSuggestionSchema) });

/*
 * Answers of the /ai service (spec section 7; no envelope: the shapes the web's AI client reads, as the geo
 * package builds them).
 */
import { z } from 'zod';
import { ID_MAX_LENGTH, TEXT_MAX } from '../limits';
import { latLonSchema } from './envelope';

// Bounds of the strings these answers carry, by meaning. Generous: the answers are the product's own (or an
// outside geocoder's display name), and a bound here guards the contract, it must never turn a real answer away.
/** A short label: a weather condition, a place kind, a data source, a hub's name. */
const label = z.string().max(TEXT_MAX.name);
/** A place's name or a geocoder's display name (an address and its region). */
const placeName = z.string().max(TEXT_MAX.freeText);
/** A sentence for people: a seasonal risk, a route suggestion. */
const sentence = z.string().max(TEXT_MAX.freeText);
/** An ISO 8601 time. */
const isoTime = z.string().max(40);
/** Coordinates as text, as Nominatim writes them. */
const coordinateText = z.string().max(32);

export const weatherReadingSchema = z.object({
  time: isoTime,
  temperature: z.number(),
  condition: label,
  humidity: z.number(),
  wind_speed: z.number(),
  visibility: z.number(),
  precipitation_chance: z.number(),
  seasonal_risks: z.array(sentence),
});

export const delhiWeatherResponseSchema = z.object({
  location: z.object({ name: placeName, lat: z.number(), lon: z.number() }),
  source: label,
  current: weatherReadingSchema,
  hourly: z.array(weatherReadingSchema),
});

/** GET /ai/industrial-hubs: hubs keyed by id. */
export const industrialHubsResponseSchema = z.record(
  z.string().max(ID_MAX_LENGTH),
  z.object({ name: placeName, lat: z.number(), lon: z.number(), type: label }),
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
    ai_suggestions: z.array(sentence),
  }),
  weather_context: z.object({
    pickup_location: z.object({
      weather: z.object({ temperature: z.number(), condition: label, humidity: z.number() }),
    }),
    delivery_location: z.object({ weather: z.object({ wind_speed: z.number(), visibility: z.number() }) }),
    forecast: z.object({ precipitation_chance: z.number() }),
  }),
  industrial_hubs: z.object({ origin_hub: z.object({ name: placeName, type: label }) }),
});
export type RouteOptimizationResult = z.output<typeof routeOptimizationResponseSchema>;

/** GET /ai/search: a Nominatim `format=json` answer (lat/lon as text), [] when unresolved. */
export const nominatimResponseSchema = z.array(
  z.object({
    lat: coordinateText,
    lon: coordinateText,
    display_name: placeName,
    type: label,
    importance: z.number(),
  }),
);

export const placeSuggestionSchema = z.object({
  ...latLonSchema.shape,
  name: placeName,
  displayName: placeName,
  type: label,
  city: label,
  pincode: z.string().max(6).nullable(),
  hubId: z.string().max(ID_MAX_LENGTH).nullable(),
});
export type PlaceSuggestion = z.output<typeof placeSuggestionSchema>;
export const placesResponseSchema = z.object({ places: z.array(placeSuggestionSchema) });

import { z } from 'zod';

/** India's bounding box: the analysis is for Indian roads; points outside it are refused (422). */
const INDIA = { minLat: 6, maxLat: 37.5, minLon: 68, maxLon: 97.5 };

const point = z
  .object({
    lat: z.coerce
      .number({ error: 'lat must be a number' })
      .min(-90, 'lat must be between -90 and 90')
      .max(90, 'lat must be between -90 and 90'),
    lon: z.coerce
      .number({ error: 'lon must be a number' })
      .min(-180, 'lon must be between -180 and 180')
      .max(180, 'lon must be between -180 and 180'),
  })
  .refine(
    (p) => p.lat >= INDIA.minLat && p.lat <= INDIA.maxLat && p.lon >= INDIA.minLon && p.lon <= INDIA.maxLon,
    'Point is outside India',
  );

export const routeOptimizeBodySchema = z.object({
  origin: point,
  destination: point,
  departure_time: z
    .string()
    .max(40, 'departure_time must be an ISO 8601 date-time')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'departure_time must be an ISO 8601 date-time')
    .optional(),
  package_type: z.string().max(50).optional(),
  special_instructions: z.string().max(500).optional(),
});
export type RouteOptimizeBody = z.infer<typeof routeOptimizeBodySchema>;

export const searchQuerySchema = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(300, 'q is too long'),
  format: z.enum(['json', 'jsonv2'], { error: 'format must be json' }).default('json'),
  limit: z.coerce.number().int().min(1).max(10).default(1),
});

export const placesQuerySchema = z.object({
  q: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

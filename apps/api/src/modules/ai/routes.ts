import {
  delhiWeatherResponseSchema,
  industrialHubsResponseSchema,
  nominatimResponseSchema,
  placesResponseSchema,
  routeOptimizationResponseSchema,
} from '@logisaathi/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { getIndustrialHubs, toNominatimResult } from '@logisaathi/geo';
import type { Infrastructure } from '../../lib/infrastructure';
import { textIn } from '../../lib/texts';
import { AppError } from '../../lib/app-error';
import { placesQuerySchema, routeOptimizeBodySchema, searchQuerySchema } from './ai-schemas';

/**
 * The AI service of spec section 7 (no authentication, rate-limited per IP). Errors answer
 * `{ detail }` as the web client's AI error rule expects: 422 for bad input.
 */
export async function aiRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'geo'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const geo = ctx.geo;
  const rateLimit = { max: ctx.config.rateLimits.aiPerIp, timeWindow: 60_000 };

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const text = (message: string) => textIn(request.language, message);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.split('/').filter(Boolean).join('.');
      const message = text(first?.message ?? 'Invalid request');
      return reply.code(422).send({ detail: field ? `${field}: ${message}` : message });
    }
    if (err instanceof AppError)
      return reply.code(err.code === 'rate_limited' ? 429 : 422).send({ detail: text(err.message) });
    if (err.statusCode === 429)
      return reply.code(429).send({ detail: text('Too many requests. Please slow down.') });
    if (err.statusCode && err.statusCode < 500)
      return reply.code(err.statusCode).send({ detail: text(err.message) });
    request.log.error({ err }, 'AI service error');
    return reply.code(500).send({ detail: 'AI service error 500' });
  });

  r.get(
    '/weather/delhi',
    { config: { rateLimit }, schema: { response: { 200: delhiWeatherResponseSchema }, tags: ['ai'] } },
    async () => geo.delhiWeather(new Date()),
  );

  r.get(
    '/industrial-hubs',
    { config: { rateLimit }, schema: { response: { 200: industrialHubsResponseSchema }, tags: ['ai'] } },
    async () => getIndustrialHubs(),
  );

  r.post(
    '/route/optimize',
    {
      config: { rateLimit },
      schema: {
        body: routeOptimizeBodySchema,
        response: { 200: routeOptimizationResponseSchema },
        tags: ['ai'],
      },
    },
    async (request) => {
      const body = request.body;
      return geo.analyze({
        origin: body.origin,
        destination: body.destination,
        departureTime: body.departure_time ?? new Date(),
        packageType: body.package_type,
        specialInstructions: body.special_instructions,
      });
    },
  );

  // Nominatim-shaped search, so the web app's geocoding call (spec section 7) points at our own service.
  r.get(
    '/search',
    {
      config: { rateLimit },
      schema: { querystring: searchQuerySchema, response: { 200: nominatimResponseSchema }, tags: ['ai'] },
    },
    async (request) => {
      return toNominatimResult(await geo.geocode(request.query.q));
    },
  );

  r.get(
    '/places',
    {
      config: { rateLimit },
      schema: { querystring: placesQuerySchema, response: { 200: placesResponseSchema }, tags: ['ai'] },
    },
    async (request) => ({
      places: await geo.suggestPlaces(request.query.q, request.query.limit),
    }),
  );
}

/*
 * The answer envelopes of DESIGN.md, as zod response schemas the API declares on its routes
 * (fastify-type-provider-zod serialises through them and /api/docs shows them) and the web reads its types from.
 *
 * Serialisation keeps only the fields a schema lists: a field the server adds must be added here too, or it
 * never reaches the wire (apps/api/test/openapi-responses.test.ts checks every route declares one).
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';

/** `{ success: true, data }` */
export function okData<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, message }` */
export const okMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().max(RESPONSE_TEXT_MAX.text),
});

/**
 * `{ success: false, message, errors }`: every 4xx the API answers (DESIGN.md's error envelope); `errors` holds one
 * message per field for a validation failure. The route declarations add it for the statuses a route can answer.
 */
export const failureResponseSchema = z.object({
  success: z.literal(false),
  message: z.string().max(2000),
  errors: z.array(z.object({ field: z.string().max(200), msg: z.string().max(2000) })).max(200),
});
export type FailureResponse = z.output<typeof failureResponseSchema>;

/** A body that is not JSON (a file, a CSV, an event stream), described for /api/docs. */
export function fileResponse(contentType: string, description: string) {
  return {
    description,
    content: { [contentType]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
  };
}

export const latLonSchema = z.object({ lat: z.number(), lon: z.number() });
export type LatLon = z.output<typeof latLonSchema>;

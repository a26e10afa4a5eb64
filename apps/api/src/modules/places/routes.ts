import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okMessageResponseSchema,
  needsPinConfirmation,
  pinQuerySchema,
  pinResponseSchema,
  placeInputSchema,
  placeListResponseSchema,
  placeResponseSchema,
  resolveQuerySchema,
  resolveResponseSchema,
} from '@logisaathi/domain';
import { encodeDigipin } from '@logisaathi/geo';
import type { Infrastructure } from '../../lib/infrastructure';
import { idParams } from '../../lib/request-schemas';
import { requirePlace } from './find-place';
import { describePin, toPlaceDto } from './place-dto';
import { listPlaceRows } from './places-repository';
import { removePlace } from './remove-place';
import { addPlace, editPlace } from './save-place';

/**
 * Saved places (issue 18): a shipper's address book. Every record is looked up within the caller's own places,
 * so another business's id answers 404.
 */
export async function placesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'db' | 'geo'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireRole('shipper'));
  const tags = ['places'];

  r.get('/', { schema: { response: { 200: placeListResponseSchema }, tags } }, async (request) => {
    const rows = await listPlaceRows(db, request.user.sub);
    return { success: true as const, data: { places: rows.map(toPlaceDto) } };
  });

  r.get(
    '/locate',
    { schema: { querystring: pinQuerySchema, response: { 200: pinResponseSchema }, tags } },
    async (request) => {
      const pin = request.query;
      return { success: true as const, data: { digipin: encodeDigipin(pin), near: describePin(pin) } };
    },
  );

  // Where the wizard's address lands and whether the user should confirm the pin before it is priced.
  r.get(
    '/resolve',
    { schema: { querystring: resolveQuerySchema, response: { 200: resolveResponseSchema }, tags } },
    async (request) => {
      const hit = await ctx.geo.geocode(request.query.q);
      if (!hit) return { success: true as const, data: { resolved: null } };
      const pin = { lat: hit.lat, lon: hit.lon };
      const precision = hit.precision ?? (hit.type === 'pincode' ? 'pincode' : null);
      return {
        success: true as const,
        data: {
          resolved: {
            ...pin,
            displayName: hit.displayName,
            confidence: hit.confidence,
            precision,
            needsConfirmation: needsPinConfirmation({ confidence: hit.confidence, precision }),
            digipin: encodeDigipin(pin),
            near: describePin(pin),
          },
        },
      };
    },
  );

  r.post(
    '/',
    { schema: { body: placeInputSchema, response: { 201: placeResponseSchema }, tags } },
    async (request, reply) => {
      const row = await addPlace(db, request.user.sub, request.body, new Date());
      return reply.code(201).send({ success: true as const, data: { place: toPlaceDto(row) } });
    },
  );

  r.get(
    '/:id',
    { schema: { params: idParams, response: { 200: placeResponseSchema }, tags } },
    async (request) => {
      const row = await requirePlace(db, request.user.sub, request.params.id);
      return { success: true as const, data: { place: toPlaceDto(row) } };
    },
  );

  r.put(
    '/:id',
    { schema: { params: idParams, body: placeInputSchema, response: { 200: placeResponseSchema }, tags } },
    async (request) => {
      const row = await editPlace(db, request.user.sub, request.params.id, request.body, new Date());
      return { success: true as const, data: { place: toPlaceDto(row) } };
    },
  );

  r.delete(
    '/:id',
    { schema: { params: idParams, response: { 200: okMessageResponseSchema }, tags } },
    async (request) => {
      await removePlace(db, request.user.sub, request.params.id);
      return { success: true as const, message: 'Place deleted' };
    },
  );
}

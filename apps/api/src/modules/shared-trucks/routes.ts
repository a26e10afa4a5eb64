import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { roleOf } from '../../plugins/auth';
import { addTruck } from './add-truck';
import { listPool } from './list-pool';
import { listRequests } from './list-requests';
import { refreshPool } from './refresh-pool';
import { requestSlot } from './request-slot';
import { respondToRequest } from './respond-to-request';
import { searchMatches } from './search-matches';
import { idParams, poolQuerySchema, requestBodySchema, searchBodySchema } from './shared-truck-schemas';

/** The add-truck body is checked in the use-case with a schema built at request time (the date rule follows the clock). */
const anyBody = z.record(z.string(), z.unknown(), { error: 'Send the truck as a JSON object' });

/** Spec section 7 `/shared-trucks` calls, plus adding trucks, refreshing the pool and answering requests. */
export async function sharedTrucksRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, geo } = ctx;
  app.addHook('preHandler', app.authenticate);
  const tags = ['shared-trucks'];
  // Searching for and requesting space on a truck is booking: shippers only.
  const shipperOnly = { preHandler: app.requireRole('shipper') };

  r.get('/', { schema: { querystring: poolQuerySchema, tags } }, async (request) => {
    const data = await listPool(db, request.user.sub, request.query, new Date());
    return { success: true, data };
  });

  r.post('/', { schema: { body: anyBody, tags } }, async (request, reply) => {
    const { truck, merged } = await addTruck(
      { db, geo },
      request.user.sub,
      request.body,
      new Date(),
      roleOf(request.user),
    );
    return reply.code(merged ? 200 : 201).send({ success: true, data: { truck, merged } });
  });

  r.post('/search', { ...shipperOnly, schema: { body: searchBodySchema, tags } }, async (request) => {
    const data = await searchMatches({ db, geo }, request.user.sub, request.body, new Date());
    return { success: true, data };
  });

  r.post(
    '/request',
    { ...shipperOnly, schema: { body: requestBodySchema, tags } },
    async (request, reply) => {
      const slotRequest = await requestSlot({ db }, request.user.sub, request.body, new Date());
      return reply.code(201).send({ success: true, data: { request: slotRequest } });
    },
  );

  r.post('/refresh', { schema: { tags } }, async () => {
    const summary = await refreshPool({ db }, new Date());
    return { success: true, data: { summary } };
  });

  r.get('/requests', { schema: { tags } }, async (request) => {
    const data = await listRequests(db, request.user.sub, new Date());
    return { success: true, data };
  });

  r.post('/requests/:id/accept', { schema: { params: idParams, tags } }, async (request) => {
    const slotRequest = await respondToRequest(
      { db },
      request.user.sub,
      request.params.id,
      'accept',
      new Date(),
    );
    return { success: true, data: { request: slotRequest } };
  });

  r.post('/requests/:id/decline', { schema: { params: idParams, tags } }, async (request) => {
    const slotRequest = await respondToRequest(
      { db },
      request.user.sub,
      request.params.id,
      'decline',
      new Date(),
    );
    return { success: true, data: { request: slotRequest } };
  });
}

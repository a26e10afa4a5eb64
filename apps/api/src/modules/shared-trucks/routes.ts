/*
 * The shared-truck pool (spec sections 3 to 5): trucks offered to the pool, slot requests on them, and the
 * consolidation plan that puts waiting pooled deliveries on trucks. Layout of this module:
 * - routes.ts, shared-truck-schemas.ts: the HTTP calls and their request schemas.
 * - use-cases/: one file per thing a user or the system does (add-truck, list-pool, search-matches,
 *   request-slot, respond-to-request, withdraw-request, refresh-pool, expire-pool-entries,
 *   release-closing-account, take-booking: the deliveries module's PoolIntake port) and the steps they share
 *   (resolve-shipment, restore-regular-price).
 * - repositories/: one per table: trucks (pool_trucks), requests (pool_truck_requests), plans (pool_trucks.plan
 *   and pool_plan_state), pooled-deliveries (the waiting pooled deliveries the planner reads); truck-columns
 *   holds the bounded column list they share.
 * - model/: the pool's rules (pool-rules) and the rows as the planner's trucks and riders (pool-entities). The
 *   planner itself is pure and lives in packages/pooling (consolidation/).
 * - views/: rows as answers: match cards, own trucks, slot requests, route and slot texts.
 * - background/: the pool refresher (re-plans after bookings) and the active-trucks cache.
 * - demo/: the demo trucks of a first start and their seeding.
 */
import {
  addedTruckResponseSchema,
  poolRefreshResponseSchema,
  poolSearchResponseSchema,
  poolViewResponseSchema,
  requestsViewResponseSchema,
  slotRequestResponseSchema,
} from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addTruckSchema } from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { roleOf } from '../../plugins/auth';
import { bodyCheckedByUseCase } from '../../lib/request-schemas';
import { addTruck } from './use-cases/add-truck';
import { listPool } from './use-cases/list-pool';
import { matchCardIn } from './views/match-cards';
import { listRequests } from './use-cases/list-requests';
import { refreshPool } from './use-cases/refresh-pool';
import { requestSlot } from './use-cases/request-slot';
import { respondToRequest } from './use-cases/respond-to-request';
import { searchMatches } from './use-cases/search-matches';
import { withdrawRequest } from './use-cases/withdraw-request';
import { idParams, poolQuerySchema, requestBodySchema, searchBodySchema } from './shared-truck-schemas';

/** The add-truck body is checked in the use-case with a schema built at request time (the date rule follows the clock). */
const addTruckBody = bodyCheckedByUseCase(addTruckSchema(new Date()), 'Send the truck as a JSON object');

/** Spec section 7 `/shared-trucks` calls, plus adding trucks, refreshing the pool and answering requests. */
export async function sharedTrucksRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'db' | 'geo'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, geo } = ctx;
  app.addHook('preHandler', app.authenticate);
  const tags = ['shared-trucks'];
  // Searching for and requesting space on a truck is booking: shippers only.
  const shipperOnly = { preHandler: app.requireRole('shipper') };

  r.get(
    '/',
    { schema: { querystring: poolQuerySchema, response: { 200: poolViewResponseSchema }, tags } },
    async (request) => {
      const data = await listPool(db, request.user.sub, request.query, new Date());
      const matches = data.matches.map((card) => matchCardIn(request.language, card));
      return { success: true as const, data: { ...data, matches } };
    },
  );

  r.post(
    '/',
    {
      schema: {
        body: addTruckBody,
        response: { 200: addedTruckResponseSchema, 201: addedTruckResponseSchema },
        tags,
      },
    },
    async (request, reply) => {
      const { truck, merged } = await addTruck(
        { db, geo },
        request.user.sub,
        request.body,
        new Date(),
        roleOf(request.user),
      );
      return reply.code(merged ? 200 : 201).send({ success: true as const, data: { truck, merged } });
    },
  );

  r.post(
    '/search',
    { ...shipperOnly, schema: { body: searchBodySchema, response: { 200: poolSearchResponseSchema }, tags } },
    async (request) => {
      const data = await searchMatches({ db, geo }, request.user.sub, request.body, new Date());
      const matches = data.matches.map((card) => matchCardIn(request.language, card));
      return { success: true as const, data: { ...data, matches } };
    },
  );

  r.post(
    '/request',
    {
      ...shipperOnly,
      schema: { body: requestBodySchema, response: { 201: slotRequestResponseSchema }, tags },
    },
    async (request, reply) => {
      const slotRequest = await requestSlot({ db }, request.user.sub, request.body, new Date());
      return reply.code(201).send({ success: true as const, data: { request: slotRequest } });
    },
  );

  r.post('/refresh', { schema: { response: { 200: poolRefreshResponseSchema }, tags } }, async () => {
    const summary = await refreshPool({ db }, new Date());
    return { success: true as const, data: { summary } };
  });

  r.get('/requests', { schema: { response: { 200: requestsViewResponseSchema }, tags } }, async (request) => {
    const data = await listRequests(db, request.user.sub, new Date());
    return { success: true as const, data };
  });

  r.post(
    '/requests/:id/accept',
    { schema: { params: idParams, response: { 200: slotRequestResponseSchema }, tags } },
    async (request) => {
      const slotRequest = await respondToRequest(
        { db },
        request.user.sub,
        request.params.id,
        'accept',
        new Date(),
      );
      return { success: true as const, data: { request: slotRequest } };
    },
  );

  r.post(
    '/requests/:id/withdraw',
    { schema: { params: idParams, response: { 200: slotRequestResponseSchema }, tags } },
    async (request) => {
      const slotRequest = await withdrawRequest({ db }, request.user.sub, request.params.id, new Date());
      return { success: true as const, data: { request: slotRequest } };
    },
  );

  r.post(
    '/requests/:id/decline',
    { schema: { params: idParams, response: { 200: slotRequestResponseSchema }, tags } },
    async (request) => {
      const slotRequest = await respondToRequest(
        { db },
        request.user.sub,
        request.params.id,
        'decline',
        new Date(),
      );
      return { success: true as const, data: { request: slotRequest } };
    },
  );
}

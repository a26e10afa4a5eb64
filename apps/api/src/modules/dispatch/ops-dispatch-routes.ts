import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignDeliverySchema,
  cancelDeliverySchema,
  dispatchActionResponseSchema,
  fleetResponseSchema,
  reofferDeliverySchema,
  waitingDeliveriesResponseSchema,
} from '@logisaathi/domain';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import { idParams } from '../../lib/request-schemas';
import { actorOf, requireOperator } from '../ops/operator-guard';
import {
  assignDelivery,
  cancelForShipper,
  listFleet,
  listWaitingForTruck,
  reofferDelivery,
} from './ops-dispatch';

/**
 * The operator's dispatch monitor (issue 33) under /api/ops: the deliveries still finding a truck, the live fleet,
 * and assign / re-offer / cancel on a waiting delivery. Here beside the dispatch it acts on (modules below ops
 * cannot reach partner-jobs), behind the operator sign-in of modules/ops.
 */
export async function opsDispatchRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: { partnerDispatch: { deps: PartnerJobsDeps } } },
) {
  const { deps } = ctx.partnerDispatch;
  const tags = ['ops'];
  requireOperator(app, app, deps.db);
  const o = app.withTypeProvider<ZodTypeProvider>();

  o.get('/dispatch', { schema: { response: { 200: waitingDeliveriesResponseSchema }, tags } }, async () => ({
    success: true as const,
    data: { deliveries: await listWaitingForTruck(deps.db, new Date()) },
  }));
  o.get('/fleet', { schema: { response: { 200: fleetResponseSchema }, tags } }, async () => ({
    success: true as const,
    data: { vehicles: await listFleet(deps.db) },
  }));
  o.post(
    '/dispatch/:id/assign',
    {
      schema: {
        params: idParams,
        body: assignDeliverySchema,
        response: { 200: dispatchActionResponseSchema },
        tags,
      },
    },
    async (request) => ({
      success: true as const,
      data: await assignDelivery(deps, actorOf(request), request.params.id, request.body, new Date()),
    }),
  );
  o.post(
    '/dispatch/:id/reoffer',
    {
      schema: {
        params: idParams,
        body: reofferDeliverySchema,
        response: { 200: dispatchActionResponseSchema },
        tags,
      },
    },
    async (request) => ({
      success: true as const,
      data: await reofferDelivery(deps, actorOf(request), request.params.id, request.body.reason, new Date()),
    }),
  );
  o.post(
    '/dispatch/:id/cancel',
    {
      schema: {
        params: idParams,
        body: cancelDeliverySchema,
        response: { 200: dispatchActionResponseSchema },
        tags,
      },
    },
    async (request) => ({
      success: true as const,
      data: await cancelForShipper(
        deps,
        actorOf(request),
        request.params.id,
        request.body.reason,
        new Date(),
      ),
    }),
  );
}

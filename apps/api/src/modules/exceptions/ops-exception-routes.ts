import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exceptionIdParams,
  exceptionResponseSchema,
  exceptionsQuerySchema,
  exceptionsResponseSchema,
  failureResponseSchema,
  resolveExceptionSchema,
} from '@logisaathi/domain';
import type { PartnerJobsDeps } from '../dispatch/partner-jobs-deps';
import { actorOf, requireOperator } from '../ops/operator-guard';
import { listExceptions } from './ops-exceptions';
import { resolveException } from './resolve-exception';

/**
 * The operator's exceptions queue (issue 33) under /api/ops: failed deliveries, late pickups, proofs far from the
 * drop and disputes, open or resolved, and the answer to each. Behind the operator sign-in of modules/ops.
 */
export async function opsExceptionRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: { partnerDispatch: { deps: PartnerJobsDeps } } },
) {
  const { deps } = ctx.partnerDispatch;
  const tags = ['ops'];
  requireOperator(app, app, deps.db);
  const o = app.withTypeProvider<ZodTypeProvider>();

  o.get(
    '/exceptions',
    { schema: { querystring: exceptionsQuerySchema, response: { 200: exceptionsResponseSchema }, tags } },
    async (request) => ({
      success: true as const,
      data: { exceptions: await listExceptions(deps.db, request.query) },
    }),
  );
  o.post(
    '/exceptions/:id/resolve',
    {
      schema: {
        params: exceptionIdParams,
        body: resolveExceptionSchema,
        response: { 200: exceptionResponseSchema, 409: failureResponseSchema },
        tags,
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        exception: await resolveException(
          deps,
          actorOf(request),
          request.params.id,
          request.body,
          new Date(),
        ),
      },
    }),
  );
}

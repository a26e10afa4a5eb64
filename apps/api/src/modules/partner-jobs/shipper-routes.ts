import {
  deliveryPartnerViewResponseSchema,
  deliveryProblemsResponseSchema,
  failureResponseSchema,
  fileResponse,
  raiseDisputeSchema,
  tripRatingInputSchema,
} from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Infrastructure } from '../../lib/infrastructure';
import type { PartnerJobsDeps } from '../dispatch/partner-jobs-deps';
import { documentRateLimit } from '../../lib/documents/document-renderer';
import { idParams } from '../../lib/request-schemas';
import { deliveryRowIdOrNotFound, findDeliveryForUser } from '../deliveries/find-delivery-for-user';
import { actingMember } from '../../plugins/auth';
import { keepSearching } from './keep-searching';
import { findDeliveryProblems } from '../exceptions/ops-exceptions';
import { raiseDispute } from '../exceptions/raise-dispute';
import { agreeEarlyPickup } from './early-pickup';
import { promiseDeadline } from '../dispatch/dispatch-timeout';
import { photoParams, sendFile, sendPdf } from './proof-files-http';
import { rateTrip } from './rate-trip';
import { getDeliveryPartnerView, proofPdf, readProofFile, shipperJob } from './shipper-view';

/** The shipper's side: its delivery's truck, proof of delivery and rating (shipper accounts, own deliveries only). */
export async function shipperPartnerRoutes(
  app: FastifyInstance,
  {
    ctx,
  }: { ctx: Pick<Infrastructure, 'config' | 'documents'> & { partnerDispatch: { deps: PartnerJobsDeps } } },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = ctx.partnerDispatch;
  const { db } = deps;
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireRole('shipper'));
  const tags = ['deliveries'];
  const view = (userId: string, id: string) =>
    getDeliveryPartnerView(db, userId, deliveryRowIdOrNotFound(id), (d) => promiseDeadline(ctx.config, d));

  r.post(
    '/deliveries/:id/early-pickup',
    { schema: { params: idParams, response: { 200: deliveryPartnerViewResponseSchema }, tags } },
    async (request) => {
      await agreeEarlyPickup(deps, request.user.sub, deliveryRowIdOrNotFound(request.params.id), new Date());
      return { success: true as const, data: await view(request.user.sub, request.params.id) };
    },
  );

  r.post(
    '/deliveries/:id/dispatch/keep-searching',
    { schema: { params: idParams, response: { 200: deliveryPartnerViewResponseSchema }, tags } },
    async (request) => {
      await keepSearching(db, request.user.sub, deliveryRowIdOrNotFound(request.params.id), new Date());
      return {
        success: true as const,
        data: await view(request.user.sub, request.params.id),
      };
    },
  );

  // 'Report a problem' (issue 33): the business's dispute on its own delivery, and LogiSaathi's answers.
  r.get(
    '/deliveries/:id/problems',
    { schema: { params: idParams, response: { 200: deliveryProblemsResponseSchema }, tags } },
    async (request) => {
      const delivery = await findDeliveryForUser(db, request.user.sub, request.params.id);
      return { success: true as const, data: await findDeliveryProblems(db, delivery.id) };
    },
  );
  r.post(
    '/deliveries/:id/disputes',
    {
      schema: {
        params: idParams,
        body: raiseDisputeSchema,
        response: { 201: deliveryProblemsResponseSchema, 409: failureResponseSchema },
        tags,
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await raiseDispute(db, actingMember(request), request.params.id, request.body),
      }),
  );

  r.get(
    '/deliveries/:id/partner',
    { schema: { params: idParams, response: { 200: deliveryPartnerViewResponseSchema }, tags } },
    async (request) => {
      return {
        success: true as const,
        data: await view(request.user.sub, request.params.id),
      };
    },
  );

  r.get(
    '/deliveries/:id/proof/signature',
    {
      schema: {
        params: idParams,
        response: { 200: fileResponse('image/png', "The receiver's signature") },
        tags,
      },
    },
    async (request, reply) => {
      const delivery = await findDeliveryForUser(db, request.user.sub, request.params.id);
      return sendFile(reply, await readProofFile(db, deps.storage, delivery.id, 'signature'));
    },
  );

  r.get(
    '/deliveries/:id/proof/photos/:n',
    {
      schema: {
        params: photoParams,
        response: { 200: fileResponse('image/jpeg', 'A proof-of-delivery photo') },
        tags,
      },
    },
    async (request, reply) => {
      const delivery = await findDeliveryForUser(db, request.user.sub, request.params.id);
      return sendFile(reply, await readProofFile(db, deps.storage, delivery.id, request.params.n));
    },
  );

  r.get(
    '/deliveries/:id/proof.pdf',
    {
      schema: {
        params: idParams,
        response: { 200: fileResponse('application/pdf', 'Proof of delivery') },
        tags,
      },
      config: documentRateLimit(ctx.config.documents.perUserPerMinute),
    },
    async (request, reply) => {
      const delivery = await findDeliveryForUser(db, request.user.sub, request.params.id);
      return sendPdf(reply, await proofPdf(ctx.documents, db, deps.storage, delivery), delivery.deliveryId);
    },
  );

  r.post(
    '/deliveries/:id/rating',
    {
      schema: {
        params: idParams,
        body: tripRatingInputSchema,
        response: { 200: deliveryPartnerViewResponseSchema },
        tags,
      },
    },
    async (request) => {
      const { job } = await shipperJob(db, request.user.sub, deliveryRowIdOrNotFound(request.params.id));
      await rateTrip(db, job, 'trip', request.body);
      return {
        success: true as const,
        data: await view(request.user.sub, request.params.id),
      };
    },
  );
}

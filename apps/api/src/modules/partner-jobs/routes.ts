import { fileResponse } from '@logisaathi/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  declineOfferInputSchema,
  earningsQuerySchema,
  jobExceptionInputSchema,
  jobListResponseSchema,
  jobResponseSchema,
  jobStatusInputSchema,
  offerListResponseSchema,
  okMessageResponseSchema,
  partnerPositionInputSchema,
  partnerPositionResponseSchema,
  POD_PHOTO_MAX_BYTES,
  POD_PHOTO_MAX_COUNT,
  proofOfDeliveryFieldsSchema,
  shipperRatingInputSchema,
  TRADE_MESSAGES,
  tradeAnswerResponseSchema,
  tradeListResponseSchema,
  weeklyStatementCsv,
  weeklyStatementResponseSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import type { PartnerJobsDeps } from '../dispatch/partner-jobs-deps';
import { documentRateLimit } from '../../lib/documents/document-renderer';
import { readMultipartForm } from '../../lib/read-multipart-form';
import { findDelivery } from '../deliveries/deliveries-repository';
import { parseOrFail } from '../../lib/validate';
import { acceptOffer, declineOffer } from '../dispatch/accept-offer';
import { acceptTrade, declineTrade } from '../dispatch/answer-trade';
import { toTradeDtos } from '../dispatch/trade-dto';
import { listOpenTrades } from '../dispatch/trades-repository';
import { reportException, updateJobStatus } from './drive-job';
import { getWeeklyStatement, getWeeklyStatementWithLedger } from '../earnings/get-earnings';
import { getPartnerJob, listPartnerJobs, listPartnerOffers, requireJob } from './list-jobs';
import { listPooledRoutes } from './list-pooled-routes';
import { photoParams, sendFile, sendPdf } from './proof-files-http';
import { rateTrip } from './rate-trip';
import { reportPosition } from './report-position';
import { proofPdf, readProofFile } from './shipper-view';
import { streamPartnerEvents } from './stream-partner-events';
import { submitProof } from './submit-proof';
import { idParams } from '../../lib/request-schemas';
import { driverScopeHook, driverVehicleIds, onDriverVehicles } from './driver-scope';

/** The partner's offers, jobs, proof of delivery, earnings and live stream (issue 14). Partner accounts only. */
export async function partnerJobsRoutes(
  app: FastifyInstance,
  {
    ctx,
  }: {
    ctx: Pick<Infrastructure, 'config' | 'documents' | 'streams'> & {
      partnerDispatch: { deps: PartnerJobsDeps };
    };
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = ctx.partnerDispatch;
  const { db } = deps;
  await app.register(fastifyMultipart, {
    limits: { fileSize: POD_PHOTO_MAX_BYTES, files: POD_PHOTO_MAX_COUNT + 2, fields: 8, parts: 14 },
  });
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireRole('partner'));
  app.addHook('preHandler', driverScopeHook(db));
  const tags = ['partner jobs'];
  const job = async (partnerId: string, jobId: string) => ({
    success: true as const,
    data: { job: await getPartnerJob(db, partnerId, jobId) },
  });

  r.get('/offers', { schema: { response: { 200: offerListResponseSchema }, tags } }, async (request) => {
    return {
      success: true as const,
      data: {
        offers: onDriverVehicles(
          await listPartnerOffers(db, request.user.sub, new Date()),
          await driverVehicleIds(db, request),
        ),
      },
    };
  });

  r.post(
    '/offers/:id/accept',
    { schema: { params: idParams, response: { 200: jobResponseSchema }, tags } },
    async (request) => {
      const byDriver = (await driverVehicleIds(db, request)) !== null;
      const accepted = await acceptOffer(deps, request.user.sub, request.params.id, new Date(), { byDriver });
      return job(request.user.sub, accepted.id);
    },
  );

  r.post(
    '/offers/:id/decline',
    {
      schema: {
        params: idParams,
        body: declineOfferInputSchema,
        response: { 200: okMessageResponseSchema },
        tags,
      },
    },
    async (request) => {
      await declineOffer(deps, request.user.sub, request.params.id, request.body, new Date());
      return { success: true as const, message: 'Offer declined' };
    },
  );

  // Day trades (dispatch/trade-round.ts): the fleet owner's open ones, and the two answers.
  r.get('/trades', { schema: { response: { 200: tradeListResponseSchema }, tags } }, async (request) => {
    const now = new Date();
    const trades = await listOpenTrades(db, request.user.sub, now);
    return { success: true as const, data: { trades: await toTradeDtos(db, trades, request.user.sub) } };
  });

  r.post(
    '/trades/:id/accept',
    { schema: { params: idParams, response: { 200: tradeAnswerResponseSchema }, tags } },
    async (request) => {
      const answer = await acceptTrade(deps, request.user.sub, request.params.id, new Date());
      const message = answer.status === 'done' ? TRADE_MESSAGES.done : TRADE_MESSAGES.accepted;
      return { success: true as const, message, data: answer };
    },
  );

  r.post(
    '/trades/:id/decline',
    { schema: { params: idParams, response: { 200: tradeAnswerResponseSchema }, tags } },
    async (request) => {
      const answer = await declineTrade(deps, request.user.sub, request.params.id, new Date());
      return { success: true as const, message: TRADE_MESSAGES.declined, data: answer };
    },
  );

  r.get(
    '/stream',
    {
      schema: {
        response: { 200: fileResponse('text/event-stream', 'Server-sent events: offers and job changes') },
        tags,
      },
    },
    async (request, reply) => {
      await streamPartnerEvents(deps, ctx.streams, request, reply, request.user.sub);
    },
  );

  r.post(
    '/position',
    { schema: { body: partnerPositionInputSchema, response: { 200: partnerPositionResponseSchema }, tags } },
    async (request) => {
      return {
        success: true as const,
        data: await reportPosition(deps, request.user.sub, request.body, new Date()),
      };
    },
  );

  r.get('/jobs', { schema: { response: { 200: jobListResponseSchema }, tags } }, async (request) => {
    const now = new Date();
    const jobs = await listPartnerJobs(db, request.user.sub);
    const pooled = await listPooledRoutes(db, request.user.sub, now);
    const vehicles = await driverVehicleIds(db, request);
    return {
      success: true as const,
      data: {
        active: onDriverVehicles(jobs.active, vehicles),
        finished: onDriverVehicles(jobs.finished, vehicles),
        pooled: onDriverVehicles(pooled, vehicles),
      },
    };
  });

  r.get(
    '/jobs/:id',
    { schema: { params: idParams, response: { 200: jobResponseSchema }, tags } },
    async (request) => {
      return job(request.user.sub, request.params.id);
    },
  );

  r.post(
    '/jobs/:id/status',
    { schema: { params: idParams, body: jobStatusInputSchema, response: { 200: jobResponseSchema }, tags } },
    async (request) => {
      await updateJobStatus(deps, request.user.sub, request.params.id, request.body.status, new Date());
      return job(request.user.sub, request.params.id);
    },
  );

  r.post(
    '/jobs/:id/exception',
    {
      schema: { params: idParams, body: jobExceptionInputSchema, response: { 200: jobResponseSchema }, tags },
    },
    async (request) => {
      await reportException(deps, request.user.sub, request.params.id, request.body, new Date());
      return job(request.user.sub, request.params.id);
    },
  );

  // Multipart: receiverName, code, lat, lon; files 'signature' (PNG) and up to three 'photos'.
  r.post(
    '/jobs/:id/proof',
    {
      schema: {
        params: idParams,
        response: { 200: jobResponseSchema },
        tags,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const now = new Date();
      const form = await readMultipartForm(request, {
        fileFields: ['signature', 'photos'],
        maxFiles: POD_PHOTO_MAX_COUNT + 1,
        maxFileBytes: POD_PHOTO_MAX_BYTES,
        maxFields: 6,
      });
      const fields = parseOrFail(proofOfDeliveryFieldsSchema, form.fields);
      await submitProof(deps, request.user.sub, request.params.id, fields, form.files, now);
      return job(request.user.sub, request.params.id);
    },
  );

  r.get(
    '/jobs/:id/proof/signature',
    {
      schema: {
        params: idParams,
        response: { 200: fileResponse('image/png', "The receiver's signature") },
        tags,
      },
    },
    async (request, reply) => {
      const row = await requireJob(db, request.user.sub, request.params.id);
      return sendFile(reply, await readProofFile(db, deps.storage, row.deliveryRowId, 'signature'));
    },
  );

  r.get(
    '/jobs/:id/proof/photos/:n',
    {
      schema: {
        params: photoParams,
        response: { 200: fileResponse('image/jpeg', 'A proof-of-delivery photo') },
        tags,
      },
    },
    async (request, reply) => {
      const row = await requireJob(db, request.user.sub, request.params.id);
      return sendFile(reply, await readProofFile(db, deps.storage, row.deliveryRowId, request.params.n));
    },
  );

  r.get(
    '/jobs/:id/proof.pdf',
    {
      schema: {
        params: idParams,
        response: { 200: fileResponse('application/pdf', 'Proof of delivery') },
        tags,
      },
      config: documentRateLimit(ctx.config.documents.perUserPerMinute),
    },
    async (request, reply) => {
      const row = await requireJob(db, request.user.sub, request.params.id);
      const delivery = await findDelivery(db, row.deliveryRowId, null);
      if (!delivery) throw new Error('job without delivery');
      return sendPdf(reply, await proofPdf(ctx.documents, db, deps.storage, delivery), delivery.deliveryId);
    },
  );

  r.post(
    '/jobs/:id/rating',
    {
      schema: {
        params: idParams,
        body: shipperRatingInputSchema,
        response: { 200: okMessageResponseSchema },
        tags,
      },
    },
    async (request) => {
      const row = await requireJob(db, request.user.sub, request.params.id);
      await rateTrip(db, row, 'shipper', request.body);
      return { success: true as const, message: 'Thank you for rating the shipper' };
    },
  );

  r.get(
    '/earnings',
    { schema: { querystring: earningsQuerySchema, response: { 200: weeklyStatementResponseSchema }, tags } },
    async (request) => {
      return {
        success: true as const,
        data: await getWeeklyStatementWithLedger(db, request.user.sub, request.query.week, new Date()),
      };
    },
  );

  r.get(
    '/earnings.csv',
    {
      schema: {
        querystring: earningsQuerySchema,
        response: { 200: fileResponse('text/csv', 'The weekly statement as CSV') },
        tags,
      },
    },
    async (request, reply) => {
      const statement = await getWeeklyStatement(db, request.user.sub, request.query.week, new Date());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="logisaathi-earnings-${statement.weekStart}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(weeklyStatementCsv(statement));
    },
  );
}

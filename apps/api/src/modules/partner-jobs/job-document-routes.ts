import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerJobBillingResponseSchema } from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { driverScopeHook } from './driver-scope';
import { idParams } from '../../lib/request-schemas';
import { pdfLanguageOf, pdfResponse, sendPdf } from '../billing/routes';
import { documentRateLimit } from '../../lib/documents/document-renderer';
import { partnerConsignmentNote, partnerConsignmentNotePdf } from './job-documents';

/** A partner's papers for a job (the consignment note its driver carries), under /api/billing. */
export async function partnerJobDocumentRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'db' | 'documents'> },
) {
  const { db } = ctx;
  const { platform } = ctx.config;
  const tags = ['billing'];

  await app.register(async (partner) => {
    const p = partner.withTypeProvider<ZodTypeProvider>();
    partner.addHook('preHandler', app.authenticate);
    partner.addHook('preHandler', app.requireRole('partner'));
    partner.addHook('preHandler', driverScopeHook(ctx.db));

    p.get(
      '/partner-jobs/:id',
      { schema: { params: idParams, response: { 200: partnerJobBillingResponseSchema }, tags } },
      async (request) => ({
        success: true as const,
        data: { consignmentNote: await partnerConsignmentNote(db, request.user.sub, request.params.id) },
      }),
    );

    p.get(
      '/partner-jobs/:id/consignment-note/pdf',
      {
        schema: { params: idParams, response: { 200: pdfResponse }, tags },
        config: documentRateLimit(ctx.config.documents.perUserPerMinute),
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await partnerConsignmentNotePdf(
            ctx.documents,
            db,
            platform,
            request.user.sub,
            request.params.id,
            pdfLanguageOf(request),
          ),
        ),
    );
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileResponse, deliveryBillingResponseSchema } from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { createLocalFileStorage } from '../../lib/file-storage';
import { documentRateLimit } from '../../lib/documents/document-renderer';
import { idParams } from '../../lib/request-schemas';
import { getDeliveryBilling } from './delivery-billing';
import { creditNotePdf, invoicePdf, shipperConsignmentNotePdf, type RenderedPdf } from './render-documents';
import { deliveryRowIdOrNotFound } from '../deliveries/find-delivery-for-user';
import type { ConsignmentFacts } from './consignment-details';

/** A PDF document (binary); declared so the API document shows what the route answers. */
export const pdfResponse = fileResponse('application/pdf', 'PDF document');

/** The documents print in the caller's language (the request's, from Accept-Language), English by default. */
export const pdfLanguageOf = (request: FastifyRequest) => request.language;

export function sendPdf(reply: FastifyReply, rendered: RenderedPdf) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${rendered.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(rendered.pdf);
}

/**
 * Tax invoices, credit notes and consignment notes (issue 16), for the business that owns them; another account's
 * id answers 404. A truck partner's and a driver link's copies of a consignment note are served by the modules
 * that know them (partner-jobs/job-document-routes.ts, tracking/driver-document-routes.ts).
 */
export async function billingRoutes(
  app: FastifyInstance,
  {
    ctx,
    consignmentFacts,
  }: {
    ctx: Pick<Infrastructure, 'config' | 'db' | 'documents'>;
    /** A consignment note's vehicle and goods lines (modules/tracking's, which reads them from their owners). */
    consignmentFacts: ConsignmentFacts;
  },
) {
  const { db } = ctx;
  const { platform } = ctx.config;
  const printer = { documents: ctx.documents, storage: createLocalFileStorage(ctx.config.uploadsDir) };
  const tags = ['billing'];
  await app.register(async (shipper) => {
    const s = shipper.withTypeProvider<ZodTypeProvider>();
    shipper.addHook('preHandler', app.authenticate);
    shipper.addHook('preHandler', app.requireRole('shipper'));

    s.get(
      '/deliveries/:id',
      { schema: { params: idParams, response: { 200: deliveryBillingResponseSchema }, tags } },
      async (request) => ({
        success: true as const,
        data: await getDeliveryBilling(db, request.user.sub, deliveryRowIdOrNotFound(request.params.id)),
      }),
    );

    s.get(
      '/invoices/:id/pdf',
      {
        schema: { params: idParams, response: { 200: pdfResponse }, tags },
        config: documentRateLimit(ctx.config.documents.perUserPerMinute),
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await invoicePdf(
            printer,
            db,
            platform,
            request.user.sub,
            request.params.id,
            pdfLanguageOf(request),
          ),
        ),
    );

    s.get(
      '/credit-notes/:id/pdf',
      {
        schema: { params: idParams, response: { 200: pdfResponse }, tags },
        config: documentRateLimit(ctx.config.documents.perUserPerMinute),
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await creditNotePdf(
            printer,
            db,
            platform,
            request.user.sub,
            request.params.id,
            pdfLanguageOf(request),
          ),
        ),
    );

    s.get(
      '/deliveries/:id/consignment-note/pdf',
      {
        schema: { params: idParams, response: { 200: pdfResponse }, tags },
        config: documentRateLimit(ctx.config.documents.perUserPerMinute),
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await shipperConsignmentNotePdf(
            ctx.documents,
            db,
            consignmentFacts,
            platform,
            request.user.sub,
            deliveryRowIdOrNotFound(request.params.id),
            pdfLanguageOf(request),
          ),
        ),
    );
  });
}

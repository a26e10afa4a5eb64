import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fileResponse,
  billingDocumentsResponseSchema,
  deliveryBillingResponseSchema,
  partnerJobBillingResponseSchema,
  TOKEN_MAX_LENGTH,
} from '@logisaathi/domain';
import type { AppContext } from '../../context';
import { idParams } from '../../lib/request-schemas';
import { getDeliveryBilling, listBillingDocuments } from './list-billing-documents';
import { scheduleTaxDocumentPurge } from './purge-tax-documents';
import {
  creditNotePdf,
  driverConsignmentNote,
  driverConsignmentNotePdf,
  invoicePdf,
  partnerConsignmentNote,
  partnerConsignmentNotePdf,
  shipperConsignmentNotePdf,
  type RenderedPdf,
} from './render-documents';

const tokenParams = z.object({ token: z.string().max(TOKEN_MAX_LENGTH) });
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
 * Tax invoices, credit notes and consignment notes (issue 16). Businesses read their own; a truck partner reads
 * the consignment note of its own job, a business's own driver that of the job behind its driver link. Another
 * account's id answers 404.
 */
export async function billingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const { platform } = ctx.config;
  const tags = ['billing'];
  scheduleTaxDocumentPurge(app, db);

  await app.register(async (shipper) => {
    const s = shipper.withTypeProvider<ZodTypeProvider>();
    shipper.addHook('preHandler', app.authenticate);
    shipper.addHook('preHandler', app.requireRole('shipper'));

    s.get(
      '/documents',
      { schema: { response: { 200: billingDocumentsResponseSchema }, tags } },
      async (request) => ({
        success: true as const,
        data: await listBillingDocuments(db, request.user.sub),
      }),
    );

    s.get(
      '/deliveries/:id',
      { schema: { params: idParams, response: { 200: deliveryBillingResponseSchema }, tags } },
      async (request) => ({
        success: true as const,
        data: await getDeliveryBilling(db, request.user.sub, request.params.id),
      }),
    );

    s.get(
      '/invoices/:id/pdf',
      { schema: { params: idParams, response: { 200: pdfResponse }, tags } },
      async (request, reply) =>
        sendPdf(
          reply,
          await invoicePdf(db, platform, request.user.sub, request.params.id, pdfLanguageOf(request)),
        ),
    );

    s.get(
      '/credit-notes/:id/pdf',
      { schema: { params: idParams, response: { 200: pdfResponse }, tags } },
      async (request, reply) =>
        sendPdf(
          reply,
          await creditNotePdf(db, platform, request.user.sub, request.params.id, pdfLanguageOf(request)),
        ),
    );

    s.get(
      '/deliveries/:id/consignment-note/pdf',
      { schema: { params: idParams, response: { 200: pdfResponse }, tags } },
      async (request, reply) =>
        sendPdf(
          reply,
          await shipperConsignmentNotePdf(
            db,
            platform,
            request.user.sub,
            request.params.id,
            pdfLanguageOf(request),
          ),
        ),
    );
  });

  await app.register(async (partner) => {
    const p = partner.withTypeProvider<ZodTypeProvider>();
    partner.addHook('preHandler', app.authenticate);
    partner.addHook('preHandler', app.requireRole('partner'));

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
      { schema: { params: idParams, response: { 200: pdfResponse }, tags } },
      async (request, reply) =>
        sendPdf(
          reply,
          await partnerConsignmentNotePdf(
            db,
            platform,
            request.user.sub,
            request.params.id,
            pdfLanguageOf(request),
          ),
        ),
    );
  });

  // A business's own driver has no account: the secret driver link is the key (revoked or unknown: 401).
  await app.register(async (driver) => {
    const d = driver.withTypeProvider<ZodTypeProvider>();
    d.get(
      '/driver/:token',
      { schema: { params: tokenParams, response: { 200: partnerJobBillingResponseSchema }, tags } },
      async (request) => ({
        success: true as const,
        data: { consignmentNote: await driverConsignmentNote(db, request.params.token) },
      }),
    );
    d.get(
      '/driver/:token/consignment-note/pdf',
      { schema: { params: tokenParams, response: { 200: pdfResponse }, tags } },
      async (request, reply) =>
        sendPdf(
          reply,
          await driverConsignmentNotePdf(db, platform, request.params.token, pdfLanguageOf(request)),
        ),
    );
  });
}

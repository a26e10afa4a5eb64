import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerJobBillingResponseSchema, TOKEN_MAX_LENGTH } from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { pdfLanguageOf, pdfResponse, sendPdf } from '../billing/routes';
import { documentRateLimit } from '../../lib/documents/document-renderer';
import { driverConsignmentNote, driverConsignmentNotePdf } from './driver-documents';

const tokenParams = z.object({ token: z.string().max(TOKEN_MAX_LENGTH) });

/** The papers behind a business's driver link (the consignment note), under /api/billing. */
export async function driverDocumentRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'db' | 'documents'> },
) {
  const { db } = ctx;
  const { platform } = ctx.config;
  const tags = ['billing'];

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
      {
        schema: { params: tokenParams, response: { 200: pdfResponse }, tags },
        config: documentRateLimit(ctx.config.documents.perUserPerMinute),
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await driverConsignmentNotePdf(
            ctx.documents,
            db,
            platform,
            request.params.token,
            pdfLanguageOf(request),
          ),
        ),
    );
  });
}

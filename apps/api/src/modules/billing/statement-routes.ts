import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fileResponse,
  monthlyStatementCsv,
  monthlyStatementResponseSchema,
  monthParamsSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { documentRateLimit } from '../../lib/documents/document-renderer';
import { supplierOf } from './issue-delivery-invoice';
import { gstReturnsFile, getMonthlyStatement } from './monthly-statement';
import { pdfLanguageOf, pdfResponse, sendPdf } from './routes';

const csvResponse = fileResponse('text/csv', 'CSV file (UTF-8, CRLF lines)');

/**
 * A business's monthly statement of account (screen, CSV, PDF) and the invoice-wise CSV for its GST returns,
 * under /api/billing/statements/{month} and /api/billing/gst-returns/{month}.csv ('2026-11', IST months).
 */
export async function statementRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'db' | 'documents'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const { platform } = ctx.config;
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireRole('shipper'));
  const tags = ['billing'];
  const sendCsv = (reply: FastifyReply, name: string, body: string) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(`\uFEFF${body}`);

  r.get(
    '/statements/:month',
    { schema: { params: monthParamsSchema, response: { 200: monthlyStatementResponseSchema }, tags } },
    async (request) => ({
      success: true as const,
      data: { statement: await getMonthlyStatement(db, request.user.sub, request.params.month) },
    }),
  );

  r.get(
    '/statements/:month/csv',
    { schema: { params: monthParamsSchema, response: { 200: csvResponse }, tags } },
    async (request, reply) => {
      const statement = await getMonthlyStatement(db, request.user.sub, request.params.month);
      return sendCsv(reply, `statement-${statement.month}.csv`, monthlyStatementCsv(statement));
    },
  );

  r.get(
    '/statements/:month/pdf',
    {
      schema: { params: monthParamsSchema, response: { 200: pdfResponse }, tags },
      config: documentRateLimit(ctx.config.documents.perUserPerMinute),
    },
    async (request, reply) => {
      const statement = await getMonthlyStatement(db, request.user.sub, request.params.month);
      // Not kept: the month may still be running, and payments are confirmed later.
      const pdf = await ctx.documents.render({
        kind: 'statement',
        statement,
        supplier: supplierOf(platform),
        sample: platform.isSample,
        language: pdfLanguageOf(request),
      });
      return sendPdf(reply, { pdf, fileName: `statement-${statement.month}.pdf` });
    },
  );

  r.get(
    '/gst-returns/:month/csv',
    { schema: { params: monthParamsSchema, response: { 200: csvResponse }, tags } },
    async (request, reply) =>
      sendCsv(
        reply,
        `gst-invoices-${request.params.month}.csv`,
        await gstReturnsFile(db, request.user.sub, request.params.month),
      ),
  );
}

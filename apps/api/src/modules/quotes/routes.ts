import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createQuoteResponseSchema, createQuoteSchema } from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { createQuote } from './create-quote';
import { quoteDtoFor } from './quote-dto';

/**
 * Per signed-in user: a quote geocodes and routes (possibly through outside services), and the wizard asks for
 * one only when its inputs change or the last one expires, so this is far above honest use.
 */
export const QUOTE_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export async function quotesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'db' | 'geo'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireRole('shipper'));

  r.post(
    '/',
    {
      schema: {
        body: createQuoteSchema,
        response: { 201: createQuoteResponseSchema },
        tags: ['quotes'],
        security: [{ bearer: [] }],
      },
      config: {
        rateLimit: {
          ...QUOTE_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request) => `quote:${request.user.sub}`,
        },
      },
    },
    async (request, reply) => {
      const row = await createQuote(
        { db: ctx.db, geo: ctx.geo, validityMs: ctx.config.quoteValidityMs },
        request.user.sub,
        request.body,
        new Date(),
      );
      return reply.code(201).send({
        success: true as const,
        data: { quote: await quoteDtoFor(ctx.db, ctx.config.platform, row) },
      });
    },
  );
}

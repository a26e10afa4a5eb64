import { healthSchema, publicConfigResponseSchema } from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../lib/infrastructure';

const startedAt = Date.now();

export async function healthRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'database'> },
) {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema }, tags: ['health'] } },
    async (_request, reply) => {
      const isDatabaseUp = await ctx.database.ping().catch(() => false);
      return reply.code(isDatabaseUp ? 200 : 503).send({
        success: isDatabaseUp,
        data: {
          status: isDatabaseUp ? 'ok' : 'degraded',
          database: { kind: ctx.database.kind, reachable: isDatabaseUp },
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        },
      });
    },
  );

  // The web bundle is built once; deployment-specific settings reach it at run time from here.
  app.get(
    '/public-config',
    { schema: { response: { 200: publicConfigResponseSchema }, tags: ['health'] } },
    async () => ({
      success: true as const,
      data: { tileUrl: ctx.config.tileUrl },
    }),
  );
}

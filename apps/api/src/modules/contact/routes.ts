import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactFormSchema, contactReceivedResponseSchema } from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { saveContactMessage } from './save-contact-message';

/** Per IP: enough for a person who sends a follow-up or two, too few to flood the team's inbox. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: Pick<Infrastructure, 'db'> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: the form is on a signed-out page.
  r.post(
    '/',
    {
      schema: {
        body: contactFormSchema,
        response: { 201: contactReceivedResponseSchema },
        tags: ['contact'],
      },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request, reply) => {
      const saved = await saveContactMessage(ctx.db, request.body);
      return reply.code(201).send({
        success: true as const,
        data: { message: { id: saved.id, receivedAt: saved.createdAt.toISOString() } },
      });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatMessageSchema, chatResponseSchema } from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { answerChatMessage } from './answer-chat-message';
import { createConversationStore } from './conversation-store';

/**
 * Per signed-in user, not per address: a whole office behind one NAT may chat at once, and one user typing
 * fast still stays far below it. The check runs after authentication so the user id is known.
 */
export const CHAT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const chatBody = z.object({ message: chatMessageSchema });

export async function chatRoutes(app: FastifyInstance, { ctx }: { ctx: Pick<Infrastructure, 'db' | 'geo'> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One store per app instance: conversations are process memory (see conversation-store.ts).
  const conversations = createConversationStore();

  r.post(
    '/',
    {
      schema: {
        body: chatBody,
        response: { 200: chatResponseSchema },
        tags: ['chat'],
        security: [{ bearer: [] }],
      },
      preHandler: app.authenticate,
      config: {
        rateLimit: {
          ...CHAT_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request) => `chat:${request.user.sub}`,
        },
      },
    },
    async (request) => {
      const { sub, fam } = request.user;
      const answer = await answerChatMessage(
        { db: ctx.db, geo: ctx.geo, conversations, log: request.log },
        { userId: sub, sessionFamily: fam },
        request.body.message,
      );
      return { success: true as const, data: answer };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fakeChannelMessagesResponseSchema,
  okMessageResponseSchema,
  outboxListQuerySchema,
  outboxListResponseSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import type { NotificationWorker } from '../notifications/outbox-worker';
import {
  findDeadMessage,
  listFakeMessages,
  listOutbox,
  requeueDeadMessage,
} from '../notifications/outbox-admin';
import { AppError } from '../../lib/app-error';
import { audited } from './audit-log';
import { actorOf, requireOperator } from './operator-guard';

const MESSAGE_NOT_FOUND = 'Message not found';
const idParams = z.object({ id: z.uuid({ error: MESSAGE_NOT_FOUND }) });
const fakeQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/**
 * Operators' view of the outbox (an operator's sign-in, as every /ops route; a resend is audited): messages by
 * state with the counts of each, dead letters sent again, and what the local fake channels recorded.
 * In development (NODE_ENV not production) the fake channels' record is also open at /api/dev/… for the
 * /dev/messages page.
 */
export async function notificationOpsRoutes(
  app: FastifyInstance,
  {
    ctx,
  }: { ctx: Pick<Infrastructure, 'config' | 'db'> & { notifications: Pick<NotificationWorker, 'drain'> } },
) {
  const { db } = ctx;
  const tags = ['notifications'];
  await app.register(async (ops) => {
    requireOperator(ops, app, db);
    const o = ops.withTypeProvider<ZodTypeProvider>();
    o.get(
      '/ops/notifications',
      { schema: { querystring: outboxListQuerySchema, response: { 200: outboxListResponseSchema }, tags } },
      async (request) => {
        const { state, limit } = request.query;
        return { success: true as const, data: await listOutbox(db, state, limit) };
      },
    );
    // A dead letter sent again from the start (same message id), e.g. after a provider's outage.
    o.post(
      '/ops/notifications/:id/retry',
      { schema: { params: idParams, response: { 200: okMessageResponseSchema }, tags } },
      async (request) => {
        const { id } = request.params;
        await audited(
          db,
          actorOf(request),
          {
            action: 'notification.resent',
            targetType: 'notification',
            targetId: id,
            before: (tx) => findDeadMessage(tx, id),
          },
          async (tx) => {
            const row = await requeueDeadMessage(tx, id, new Date());
            if (!row) throw AppError.notFound(MESSAGE_NOT_FOUND);
            return row;
          },
        );
        await ctx.notifications.drain();
        return { success: true as const, message: 'Message queued again' };
      },
    );
    o.get(
      '/ops/notifications/fake-messages',
      { schema: { querystring: fakeQuery, response: { 200: fakeChannelMessagesResponseSchema }, tags } },
      async (request) => ({
        success: true as const,
        data: { messages: await listFakeMessages(db, request.query.limit) },
      }),
    );
  });
  if (ctx.config.notifications.devPages) {
    const d = app.withTypeProvider<ZodTypeProvider>();
    d.get(
      '/dev/fake-messages',
      {
        schema: {
          querystring: fakeQuery,
          response: { 200: fakeChannelMessagesResponseSchema },
          tags,
          hide: true,
        },
      },
      async (request) => ({
        success: true as const,
        data: { messages: await listFakeMessages(db, request.query.limit) },
      }),
    );
  }
}

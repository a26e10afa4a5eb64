import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fakeChannelMessagesResponseSchema,
  okMessageResponseSchema,
  outboxListQuerySchema,
  outboxListResponseSchema,
  type OutboxMessage,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import type { NotificationWorker } from '../notifications/outbox-worker';
import type { Db } from '../../db/client';
import { fakeChannelMessages, notificationOutbox } from '../notifications/tables';
import { AppError } from '../../lib/app-error';
import { audited } from './audit-log';
import { actorOf, requireOperator } from './operator-guard';

const MESSAGE_NOT_FOUND = 'Message not found';
const idParams = z.object({ id: z.uuid({ error: MESSAGE_NOT_FOUND }) });
const fakeQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

async function listFakeMessages(db: Db, limit: number) {
  const rows = await db
    .select()
    .from(fakeChannelMessages)
    .orderBy(desc(fakeChannelMessages.firstSentAt))
    .limit(limit);
  return rows.map((r) => ({
    messageId: r.messageId,
    channel: r.channel as OutboxMessage['channel'],
    recipient: r.recipient,
    body: r.body,
    sends: r.sends,
    firstSentAt: r.firstSentAt.toISOString(),
  }));
}

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
        const [rows, counts] = await Promise.all([
          db
            .select()
            .from(notificationOutbox)
            .where(state ? eq(notificationOutbox.state, state) : undefined)
            .orderBy(desc(notificationOutbox.createdAt))
            .limit(limit),
          db
            .select({ state: notificationOutbox.state, n: sql<number>`count(*)::int` })
            .from(notificationOutbox)
            .groupBy(notificationOutbox.state),
        ]);
        return {
          success: true as const,
          data: {
            counts: Object.fromEntries(counts.map((c) => [c.state, Number(c.n)])),
            messages: rows.map((r) => ({
              id: r.id,
              event: r.event,
              channel: r.channel as OutboxMessage['channel'],
              recipient: r.recipient,
              language: r.language,
              state: r.state as OutboxMessage['state'],
              attempts: r.attempts,
              nextAttemptAt: r.nextAttemptAt.toISOString(),
              lastError: r.lastError,
              sentAt: r.sentAt?.toISOString() ?? null,
              createdAt: r.createdAt.toISOString(),
            })),
          },
        };
      },
    );
    // A dead letter sent again from the start (same message id), e.g. after a provider's outage.
    o.post(
      '/ops/notifications/:id/retry',
      { schema: { params: idParams, response: { 200: okMessageResponseSchema }, tags } },
      async (request) => {
        const { id } = request.params;
        const deadWithId = sql`${notificationOutbox.id} = ${id}::uuid and ${notificationOutbox.state} = 'dead'`;
        await audited(
          db,
          actorOf(request),
          {
            action: 'notification.resent',
            targetType: 'notification',
            targetId: id,
            before: async (tx) => (await tx.select().from(notificationOutbox).where(deadWithId))[0] ?? null,
          },
          async (tx) => {
            const rows = await tx
              .update(notificationOutbox)
              .set({ state: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
              .where(deadWithId)
              .returning({ id: notificationOutbox.id, state: notificationOutbox.state });
            if (rows.length === 0) throw AppError.notFound(MESSAGE_NOT_FOUND);
            return rows[0];
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

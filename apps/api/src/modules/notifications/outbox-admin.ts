import { desc, eq, sql } from 'drizzle-orm';
import type { OutboxMessage } from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { fakeChannelMessages, notificationOutbox } from './tables';

/**
 * The outbox as operators see it (modules/ops's notification routes): messages by state with the count of each,
 * a dead letter queued again, and what the local fake channels recorded.
 */

/** The newest `limit` messages (of one state, when given) and how many messages each state holds. */
export async function listOutbox(db: Db, state: OutboxMessage['state'] | undefined, limit: number) {
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
  };
}

const deadWithId = (id: string) =>
  sql`${notificationOutbox.id} = ${id}::uuid and ${notificationOutbox.state} = 'dead'`;

/** The dead letter `id` as stored (an audit's 'before'), or null. */
export async function findDeadMessage(tx: DbOrTx, id: string) {
  return (await tx.select().from(notificationOutbox).where(deadWithId(id)))[0] ?? null;
}

/** Sends the dead letter `id` again from the start (same message id); undefined when there is no such letter. */
export async function requeueDeadMessage(tx: DbOrTx, id: string, now: Date) {
  const [row] = await tx
    .update(notificationOutbox)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(deadWithId(id))
    .returning({ id: notificationOutbox.id, state: notificationOutbox.state });
  return row;
}

/** What the local fake channels recorded, newest first. */
export async function listFakeMessages(db: Db, limit: number) {
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

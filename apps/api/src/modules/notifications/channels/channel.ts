import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Language, NotificationChannel, OutboxEvent, RenderedNotification } from '@logisaathi/domain';
import type { DbOrTx } from '../../../db/client';

const SENDER = `${os.hostname()}:${process.pid}`;

/** One outbox message, rendered, as a channel adapter sends it. `id` is the message id (idempotency key). */
export interface OutgoingMessage {
  id: string;
  event: OutboxEvent;
  channel: NotificationChannel;
  userId: string | null;
  recipient: string;
  language: Language;
  variables: Record<string, unknown>;
  rendered: RenderedNotification;
}

/** 'sent', or nothing to send to (no device subscribed): the message is done either way. */
export type ChannelResult = { status: 'sent' } | { status: 'skipped'; reason: string };

/** A refusal that another attempt cannot fix (the provider answered 4xx): the message goes to dead letter at once. */
export class PermanentChannelError extends Error {}

export interface ChannelAdapter {
  readonly channel: NotificationChannel;
  /** Whether this adapter only records (the local fake) rather than calling a provider. */
  readonly isFake: boolean;
  send(message: OutgoingMessage): Promise<ChannelResult>;
}

/**
 * The local fake's record of a send: what the provider would have received, by message id and recipient. A
 * second send of the same message (a retry after a crash) counts in `sends` and is compared with the first, as a
 * provider honouring the idempotency key would keep one.
 */
export async function recordFakeSend(
  db: DbOrTx,
  send: { messageId: string; channel: NotificationChannel; recipient: string; body: unknown },
): Promise<void> {
  await db.execute(sql`
    insert into fake_channel_messages (message_id, channel, recipient, body, sent_by)
    values (${send.messageId}::uuid, ${send.channel}, ${send.recipient}, ${JSON.stringify(send.body)}::jsonb, ${SENDER})
    on conflict (message_id, recipient) do update set
      sends = fake_channel_messages.sends + 1,
      differed = fake_channel_messages.differed or fake_channel_messages.body <> excluded.body`);
}

/** Posts JSON to a provider; 5xx, 429 and network errors may be retried, other refusals may not. */
export async function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.ok) return;
  const text = (await res.text().catch(() => '')).slice(0, 300);
  const problem = `${res.status} ${text}`.trim();
  if (res.status >= 500 || res.status === 429) throw new Error(problem);
  throw new PermanentChannelError(problem);
}

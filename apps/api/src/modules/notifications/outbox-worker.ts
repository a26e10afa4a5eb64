import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  isQuietHour,
  quietHoursEnd,
  renderNotification,
  type Language,
  type NotificationChannel,
  type NotificationVariables,
  type OutboxEvent,
} from '@logisaathi/domain';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import type { JobEngine } from '../../lib/jobs';
import { textIn } from '../../lib/texts';
import { optOutToken } from './action-token';
import { notificationSettings } from './tables';
import {
  PermanentChannelError,
  type ChannelAdapter,
  type ChannelResult,
  type OutgoingMessage,
} from './channels/channel';
import { createEmailChannel } from './channels/email';
import { createPushChannel } from './channels/push';
import { createSmsChannel } from './channels/sms';
import { createWhatsappChannel } from './channels/whatsapp';

/** The channel new outbox rows are announced on, on commit (migration's trigger on notification_outbox). */
export const OUTBOX_CHANNEL = 'notification_outbox';
const HOUR_MS = 3_600_000;
const TRANSLATED_VARIABLES = ['reason', 'document'];

interface ClaimedRow {
  id: string;
  event: OutboxEvent;
  channel: NotificationChannel;
  user_id: string | null;
  recipient: string;
  language: Language;
  variables: Record<string, unknown>;
  attempts: number;
  created_at: string | Date;
}

export interface NotificationWorker {
  channels: Record<NotificationChannel, ChannelAdapter>;
  /** Sends what is due now, until nothing is left; concurrent calls in one process run one drain. */
  drain(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * An offer's wave when its message is sent: still open, escalated (`escalationMs` or more after the delivery's
 * first offer), its partner. The partners module answers (jobs-repository's `offerWaveOf`); the composition root
 * hands it down, as notifications lies below partners (ARCHITECTURE.md 'Module order').
 */
export type OfferWaveOf = (
  db: DbOrTx,
  offerId: string,
  escalationMs: number,
) => Promise<{ open: boolean; escalated: boolean; partnerId: string } | undefined>;

/** Whether a day trade is still open (dispatch's trades-repository, handed down the same way). */
export type TradeOpen = (db: DbOrTx, tradeId: string, now: Date) => Promise<boolean>;

/** Whether a partner lets offer SMS through in quiet hours (off unless chosen). */
async function offerSmsAtNight(db: DbOrTx, partnerId: string): Promise<boolean> {
  const [row] = await db
    .select({ atNight: notificationSettings.offerSmsAtNight })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, partnerId));
  return row?.atNight ?? false;
}

/**
 * The outbox's workers, one per API process (issue 34). Every process claims due rows with FOR UPDATE SKIP
 * LOCKED, so several share the work and none takes a row another holds. A claim is a lease: the row is
 * 'sending' until locked_until; a process killed mid-send leaves it to be claimed again after the lease and sent
 * again under the same message id (at-least-once; the providers and the fake keep one effect per id). A failed
 * send is retried with exponential backoff; after NOTIFY_MAX_ATTEMPTS it is 'dead' (operators list it).
 * New rows are sent at once: the insert's NOTIFY wakes every process on commit; the job engine's sweep every
 * NOTIFY_SWEEP_MS picks up retries, deferred SMS and lapsed leases.
 */
export function createNotificationWorker(
  database: Database,
  config: Config,
  jobs: JobEngine,
  log: FastifyBaseLogger,
  offerWaveOf: OfferWaveOf,
  isTradeOpen: TradeOpen,
): NotificationWorker {
  const db = database.db;
  const settings = config.notifications;
  const channels: Record<NotificationChannel, ChannelAdapter> = {
    push: createPushChannel(db, config),
    sms: createSmsChannel(db, settings.sms),
    whatsapp: createWhatsappChannel(db, settings.whatsapp),
    email: createEmailChannel(db, config.mail),
  };
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let unlisten: (() => Promise<void>) | undefined;

  const claim = async (now: Date): Promise<ClaimedRow[]> =>
    executeRows<ClaimedRow>(
      await db.execute(sql`
        update notification_outbox o
        set state = 'sending', attempts = o.attempts + 1,
          locked_until = ${new Date(now.getTime() + settings.leaseMs).toISOString()}::timestamptz
        where o.id in (
          select id from notification_outbox
          where (state = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz)
             or (state = 'sending' and locked_until <= ${now.toISOString()}::timestamptz)
          order by next_attempt_at
          limit ${settings.batchSize}
          for update skip locked)
        returning o.id, o.event, o.channel, o.user_id, o.recipient, o.language, o.variables, o.attempts, o.created_at`),
    );

  const finish = async (
    id: string,
    patch: {
      state: 'sent' | 'skipped' | 'dead' | 'pending';
      error?: string;
      nextAt?: Date;
      refund?: boolean;
    },
  ) => {
    await db.execute(sql`
      update notification_outbox set state = ${patch.state}, locked_until = null,
        last_error = ${patch.error ?? null},
        sent_at = case when ${patch.state} = 'sent' then now() else sent_at end,
        next_attempt_at = coalesce(${patch.nextAt?.toISOString() ?? null}::timestamptz, next_attempt_at),
        attempts = attempts - ${patch.refund ? 1 : 0}
      where id = ${id}::uuid and state = 'sending'`);
  };

  /** What the product decides when a message is sent rather than when it was written. */
  const policy = async (
    row: ClaimedRow,
    now: Date,
  ): Promise<ChannelResult | { status: 'defer'; until: Date } | null> => {
    if (row.event === 'offer') {
      const offer = await offerWaveOf(db, String(row.variables.offerId), settings.offerSmsEscalationMs);
      if (!offer?.open) return { status: 'skipped', reason: 'offer no longer open' };
      if (row.channel === 'sms') {
        if (!offer.escalated) return { status: 'skipped', reason: 'first wave: push only' };
        if (isQuietHour(now, settings.quietHours) && !(await offerSmsAtNight(db, offer.partnerId)))
          return { status: 'skipped', reason: 'quiet hours' };
        return null;
      }
    }
    if (row.event === 'trade-proposed' && !(await isTradeOpen(db, String(row.variables.tradeId), now)))
      return { status: 'skipped', reason: 'trade no longer open' };
    if (row.event === 'consignee-tracking') {
      const [optedOut] = executeRows<{ phone: string }>(
        await db.execute(sql`select phone from consignee_opt_outs where phone = ${row.recipient}`),
      );
      if (optedOut) return { status: 'skipped', reason: 'consignee opted out' };
    }
    if (row.channel === 'sms' && isQuietHour(now, settings.quietHours))
      return { status: 'defer', until: quietHoursEnd(now, settings.quietHours) };
    return null;
  };

  const variablesOf = (row: ClaimedRow): Record<string, unknown> => {
    // Texts the API wrote in English (a reason, a document's name) read in the recipient's language.
    const texts = Object.fromEntries(
      TRANSLATED_VARIABLES.filter((name) => typeof row.variables[name] === 'string').map((name) => [
        name,
        textIn(row.language, row.variables[name] as string),
      ]),
    );
    if (row.event !== 'consignee-tracking') return { ...row.variables, ...texts };
    return {
      ...row.variables,
      trackingUrl: `${config.linkBaseUrl}/track/${String(row.variables.publicCode)}`,
      optOutUrl: `${config.linkBaseUrl}/stop/${optOutToken(config.jwtSecret, row.recipient)}`,
    };
  };

  const deliver = async (row: ClaimedRow, now: Date) => {
    try {
      const decided = await policy(row, now);
      if (decided?.status === 'defer')
        return finish(row.id, { state: 'pending', nextAt: decided.until, refund: true });
      if (decided?.status === 'skipped') return finish(row.id, { state: 'skipped', error: decided.reason });
      const variables = variablesOf(row);
      const message: OutgoingMessage = {
        id: row.id,
        event: row.event,
        channel: row.channel,
        userId: row.user_id,
        recipient: row.recipient,
        language: row.language,
        variables,
        rendered: renderNotification(
          row.event,
          row.language,
          variables as unknown as NotificationVariables[OutboxEvent],
        ),
      };
      const adapter = channels[row.channel];
      const result = await adapter.send(message);
      if (adapter.isFake && settings.fakeLatencyMs > 0)
        await new Promise((resolve) => setTimeout(resolve, settings.fakeLatencyMs));
      if (result.status === 'skipped') return finish(row.id, { state: 'skipped', error: result.reason });
      return finish(row.id, { state: 'sent' });
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const permanent = err instanceof PermanentChannelError;
      if (permanent || row.attempts >= settings.maxAttempts) {
        log.warn({ messageId: row.id, channel: row.channel, error }, 'notification moved to dead letter');
        return finish(row.id, { state: 'dead', error });
      }
      const wait = Math.min(HOUR_MS, settings.retryBaseMs * 2 ** (row.attempts - 1));
      return finish(row.id, { state: 'pending', error, nextAt: new Date(Date.now() + wait) });
    }
  };

  const drainOnce = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const now = new Date();
      const rows = await claim(now);
      if (rows.length === 0) return total;
      await Promise.all(rows.map((row) => deliver(row, now)));
      total += rows.length;
      if (stopped) return total;
    }
  };

  const drain = async (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainOnce();
      } while (again && !stopped);
      return total;
    })().finally(() => (running = null));
    return running;
  };

  const wake = () => {
    if (stopped) return;
    drain().catch((err: unknown) => log.error({ err }, 'sending notifications failed'));
  };

  return {
    channels,
    drain,
    async start() {
      unlisten = await database.listen(OUTBOX_CHANNEL, wake, (isListening) => {
        if (isListening) wake();
      });
      await jobs.every('notifications.sweep', settings.sweepMs, drain);
    },
    async stop() {
      stopped = true;
      await unlisten?.();
      await running;
    },
  };
}

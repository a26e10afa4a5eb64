// Tables of the notifications module (issue 34: the outbox, channels, preferences). Exported from index.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryRowId } from '@logisaathi/domain';
import { deliveries } from '../deliveries/tables';
import { users } from '../users/tables';

/**
 * The outbox: one row per message to one recipient on one channel, written in the transaction of the event that
 * causes it. Its id is the message id carried to the provider (idempotency key). States: 'pending' (due at
 * next_attempt_at), 'sending' (claimed by a worker until locked_until; a crashed worker's claim lapses and the
 * row is sent again under the same id), 'sent', 'dead' (attempts used up; operators see it) and 'skipped'
 * (nothing to send it to, e.g. no device subscribed).
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    /** The recipient's account, or null for a consignee (a phone number only). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Phone (+91…), e-mail address, or the user id for push (sent to each of the user's devices). */
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    /** The template's typed variables (packages/domain notifications). */
    variables: jsonb('variables').notNull(),
    deliveryRowId: uuid('delivery_row_id')
      .$type<DeliveryRowId>()
      .references(() => deliveries.id, { onDelete: 'set null' }),
    /** Set when one event must not write the same message twice (an offer's push). */
    dedupeKey: text('dedupe_key'),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index('notification_outbox_state_idx').on(t.state, t.createdAt),
    uniqueIndex('notification_outbox_dedupe_key').on(t.dedupeKey),
  ],
);

/** A user's choice for one event on one channel; no row means the event's default (domain notifications). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event, t.channel] })],
);

/** Per-user switches that are not one event on one channel. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A partner who wants offers by SMS also between 21:00 and 09:00 IST. */
  offerSmsAtNight: boolean('offer_sms_at_night').notNull().default(false),
  /** A shipper's default for messages to its consignees (tracking link and delivery code). */
  consigneeMessages: boolean('consignee_messages').notNull().default(true),
  /** 'sms' or 'whatsapp': how consignees get them. */
  consigneeChannel: text('consignee_channel').notNull().default('sms'),
});

/** A shipper switched one delivery's consignee messages off (or back on). */
export const deliveryConsigneeMessages = pgTable('delivery_consignee_messages', {
  deliveryRowId: uuid('delivery_row_id')
    .$type<DeliveryRowId>()
    .primaryKey()
    .references(() => deliveries.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
});

/** Consignee phone numbers (+91…) that opted out through the link in a message. */
export const consigneeOptOuts = pgTable('consignee_opt_outs', {
  phone: text('phone').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One Web Push subscription per device (browser or installed app). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device as the browser names it (user agent), shown in the settings' device list. */
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * What the local fake channels would have sent, by message id: a second send of one message (a retry after a
 * crash) counts in `sends` and keeps the first payload, as a provider honouring the idempotency key does.
 */
export const fakeChannelMessages = pgTable(
  'fake_channel_messages',
  {
    messageId: uuid('message_id').notNull(),
    channel: text('channel').notNull(),
    /** For push: the device subscription; otherwise the phone or address. */
    recipient: text('recipient').notNull(),
    /** The request body as the real provider would have received it. */
    body: jsonb('body').notNull(),
    sends: integer('sends').notNull().default(1),
    /** Whether a repeated send carried a different body (must never happen; the benchmark counts it). */
    differed: boolean('differed').notNull().default(false),
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Which process first sent it (host:pid), to see several API processes share the work. */
    sentBy: text('sent_by').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.recipient] }),
    index('fake_channel_messages_sent_idx').on(t.firstSentAt),
  ],
);

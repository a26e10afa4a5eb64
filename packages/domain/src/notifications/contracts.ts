import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { okData } from '../contracts/envelope';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from './events';

/** Messages of the notification settings (server validation and the settings screen). */
export const NOTIFICATION_MESSAGES = {
  subscriptionInvalid: 'This device could not be registered for notifications',
  linkInvalid: 'This link is not valid',
  optOutDone: 'You will no longer receive delivery messages from LogiSaathi on this number.',
  consigneeChannelInvalid: 'Choose SMS or WhatsApp',
} as const;

const channelSchema = z.enum(NOTIFICATION_CHANNELS);
const eventSchema = z.enum(NOTIFICATION_EVENTS);

/** One switch: an event on a channel, on or off. */
export const notificationPreferenceSchema = z.object({
  event: eventSchema,
  channel: channelSchema,
  enabled: z.boolean(),
});

export const notificationSettingsSchema = z.object({
  /** Every event of the user's role on every channel, with the user's choice or the default. */
  preferences: z.array(notificationPreferenceSchema),
  /** Partners: offers by SMS also during the quiet hours (21:00-09:00 IST). */
  offerSmsAtNight: z.boolean(),
  /** Shippers: the consignee gets the tracking link and delivery code. */
  consigneeMessages: z.boolean(),
  consigneeChannel: z.enum(['sms', 'whatsapp']),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = okData(z.object({ settings: notificationSettingsSchema }));

export const updateNotificationSettingsSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .max(NOTIFICATION_EVENTS.length * 4)
    .optional(),
  offerSmsAtNight: z.boolean().optional(),
  consigneeMessages: z.boolean().optional(),
  consigneeChannel: z
    .enum(['sms', 'whatsapp'], { error: NOTIFICATION_MESSAGES.consigneeChannelInvalid })
    .optional(),
});
export type UpdateNotificationSettings = z.input<typeof updateNotificationSettingsSchema>;

/** A browser's PushSubscription.toJSON(), as the page posts it. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: NOTIFICATION_MESSAGES.subscriptionInvalid }).max(2048),
  keys: z.object({
    p256dh: z.string().min(16).max(256),
    auth: z.string().min(8).max(128),
  }),
  device: z.string().trim().max(200).optional(),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

export const pushDeviceSchema = z.object({
  id: z.string().max(64),
  device: z.string().max(200),
  createdAt: z.string().max(40),
});
export type PushDevice = z.output<typeof pushDeviceSchema>;
export const pushDevicesResponseSchema = okData(
  z.object({ publicKey: z.string().max(200), devices: z.array(pushDeviceSchema) }),
);
export const pushDeviceResponseSchema = okData(z.object({ device: pushDeviceSchema }));

/** A delivery's consignee messages switched off or on by its shipper. */
export const consigneeMessagesRequestSchema = z.object({ enabled: z.boolean() });
export const consigneeMessagesSchema = z.object({
  /** The delivery's own switch, else the shipper's default (Profile → Notifications), else on. */
  enabled: z.boolean(),
  /** The consignee's message was already written (sent or on its way): switching off no longer stops it. */
  sent: z.boolean(),
});
export type ConsigneeMessages = z.output<typeof consigneeMessagesSchema>;
export const consigneeMessagesResponseSchema = okData(consigneeMessagesSchema);

export const consigneeOptOutRequestSchema = z.object({ token: z.string().min(10).max(200) });

/** Accepting an offer from a notification's action (no session: the signed token in the push). */
export const notificationAcceptRequestSchema = z.object({ token: z.string().min(10).max(400) });
/** Its answer: the job the accepted offer became. */
export const notificationAcceptResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ jobId: z.string().max(RESPONSE_TEXT_MAX.id) }),
});

export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'dead', 'skipped'] as const;
export const outboxMessageSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  event: z.string().max(RESPONSE_TEXT_MAX.code),
  channel: channelSchema,
  recipient: z.string().max(RESPONSE_TEXT_MAX.text),
  language: z.string().max(RESPONSE_TEXT_MAX.code),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number(),
  nextAttemptAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  lastError: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  sentAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;
export const outboxListQuerySchema = z.object({
  state: z.enum(OUTBOX_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const outboxListResponseSchema = okData(
  z.object({
    counts: z.record(z.string().max(RESPONSE_TEXT_MAX.code), z.number()),
    messages: z.array(outboxMessageSchema),
  }),
);

export const fakeChannelMessageSchema = z.object({
  messageId: z.string().max(RESPONSE_TEXT_MAX.id),
  channel: channelSchema,
  recipient: z.string().max(RESPONSE_TEXT_MAX.text),
  body: z.unknown(),
  sends: z.number(),
  firstSentAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type FakeChannelMessage = z.output<typeof fakeChannelMessageSchema>;
export const fakeChannelMessagesResponseSchema = okData(
  z.object({ messages: z.array(fakeChannelMessageSchema) }),
);

import { eq, sql } from 'drizzle-orm';
import { executeRows } from '../../db/execute-rows';
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_AUDIENCE,
  NOTIFICATION_EVENTS,
  type NotificationSettings,
  type UpdateNotificationSettings,
  type DeliveryRowId,
  type UserRole,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences, notificationSettings } from './tables';

/** A user's notification settings: every event of their role on every channel, stored choice or default. */
export async function getNotificationSettings(
  db: DbOrTx,
  userId: string,
  role: UserRole,
): Promise<NotificationSettings> {
  const [stored, [settings]] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
  ]);
  const chosen = new Map(stored.map((p) => [`${p.event}/${p.channel}`, p.enabled]));
  const preferences = NOTIFICATION_EVENTS.filter(
    (event) => NOTIFICATION_EVENT_AUDIENCE[event] === role,
  ).flatMap((event) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      event,
      channel,
      enabled: chosen.get(`${event}/${channel}`) ?? DEFAULT_CHANNELS[event].includes(channel),
    })),
  );
  return {
    preferences,
    offerSmsAtNight: settings?.offerSmsAtNight ?? false,
    consigneeMessages: settings?.consigneeMessages ?? true,
    consigneeChannel: settings?.consigneeChannel === 'whatsapp' ? 'whatsapp' : 'sms',
  };
}

/** Saves what the request changes, in one transaction; events of the other role are ignored. */
export async function updateNotificationSettings(
  db: DbOrTx,
  userId: string,
  role: UserRole,
  update: UpdateNotificationSettings,
): Promise<NotificationSettings> {
  await db.transaction(async (tx) => {
    for (const p of update.preferences ?? []) {
      if (NOTIFICATION_EVENT_AUDIENCE[p.event] !== role) continue;
      await tx
        .insert(notificationPreferences)
        .values({ userId, event: p.event, channel: p.channel, enabled: p.enabled })
        .onConflictDoUpdate({
          target: [
            notificationPreferences.userId,
            notificationPreferences.event,
            notificationPreferences.channel,
          ],
          set: { enabled: p.enabled },
        });
    }
    const patch = {
      ...(update.offerSmsAtNight !== undefined ? { offerSmsAtNight: update.offerSmsAtNight } : {}),
      ...(update.consigneeMessages !== undefined ? { consigneeMessages: update.consigneeMessages } : {}),
      ...(update.consigneeChannel !== undefined ? { consigneeChannel: update.consigneeChannel } : {}),
    };
    if (Object.keys(patch).length > 0)
      await tx
        .insert(notificationSettings)
        .values({ userId, ...patch })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: patch });
  });
  return getNotificationSettings(db, userId, role);
}

/**
 * Whether the delivery is the user's (another user's answers as not found). The deliveries module answers; the
 * composition root hands it down, as notifications lies below deliveries (ARCHITECTURE.md 'Module order').
 */
export type OwnsDelivery = (db: DbOrTx, userId: string, deliveryRowId: DeliveryRowId) => Promise<boolean>;

/**
 * The consignee messages of a delivery the user owns (checked first: OwnsDelivery) as they stand: its own
 * switch, else the shipper's default, else on; and whether the consignee's message was already written (sent or
 * on its way).
 */
export async function readConsigneeMessages(
  db: DbOrTx,
  userId: string,
  deliveryRowId: DeliveryRowId,
): Promise<{ enabled: boolean; sent: boolean }> {
  const [row] = executeRows<{ enabled: boolean; sent: boolean }>(
    await db.execute(sql`
      select coalesce(
          (select m.enabled from delivery_consignee_messages m where m.delivery_row_id = ${deliveryRowId}::uuid),
          (select s.consignee_messages from notification_settings s where s.user_id = ${userId}::uuid),
          true) as enabled,
        exists (select 1 from notification_outbox o
          where o.delivery_row_id = ${deliveryRowId}::uuid and o.event = 'consignee-tracking') as sent`),
  );
  return row!;
}

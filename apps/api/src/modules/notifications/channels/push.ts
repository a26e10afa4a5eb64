import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { OFFER_NOTIFICATION_ACTIONS } from '@logisaathi/domain';
import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { pushSubscriptions } from '../tables';
import { offerActionToken } from '../action-token';
import { PermanentChannelError, recordFakeSend, type ChannelAdapter, type OutgoingMessage } from './channel';

/** What the service worker (apps/web/public/sw.js) receives and shows. */
export function pushPayload(message: OutgoingMessage, secret: string) {
  const offerId = message.event === 'offer' ? String(message.variables.offerId) : null;
  return {
    id: message.id,
    event: message.event,
    title: message.rendered.title,
    body: message.rendered.body,
    // A resend of the same message replaces its notification rather than adding another.
    tag: message.id,
    url: offerId ? '/partner' : message.event === 'document-expiring' ? '/partner/vehicles' : '/alerts',
    ...(offerId && message.userId
      ? {
          offerId,
          acceptToken: offerActionToken(secret, offerId, message.userId),
          actions: [
            { action: 'accept', title: OFFER_NOTIFICATION_ACTIONS.accept[message.language] },
            { action: 'view', title: OFFER_NOTIFICATION_ACTIONS.view[message.language] },
          ],
        }
      : {}),
  };
}

/**
 * Web Push (VAPID, the web-push library) to every device the user subscribed. A device the push service no
 * longer knows (404, 410) is forgotten. The local fake records the payload per device.
 */
export function createPushChannel(db: DbOrTx, config: Config): ChannelAdapter {
  const push = config.notifications.push;
  const isFake = push.provider === 'fake';
  return {
    channel: 'push',
    isFake,
    async send(message) {
      if (!message.userId) return { status: 'skipped', reason: 'no account' };
      const devices = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, message.userId));
      if (devices.length === 0) return { status: 'skipped', reason: 'no device subscribed' };
      const payload = pushPayload(message, config.jwtSecret);
      const failures: string[] = [];
      for (const device of devices) {
        if (isFake) {
          await recordFakeSend(db, {
            messageId: message.id,
            channel: 'push',
            recipient: device.endpoint,
            body: payload,
          });
          continue;
        }
        try {
          await webpush.sendNotification(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            JSON.stringify(payload),
            {
              vapidDetails: {
                subject: push.subject,
                publicKey: push.vapid.publicKey,
                privateKey: push.vapid.privateKey,
              },
              TTL: message.event === 'offer' ? 60 : 24 * 3600,
              urgency: message.event === 'offer' ? 'high' : 'normal',
              topic: message.id.replace(/-/g, ''),
              timeout: 10_000,
            },
          );
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await db.execute(sql`delete from push_subscriptions where id = ${device.id}::uuid`);
            continue;
          }
          failures.push(`${status ?? ''} ${(err as Error).message}`.trim());
          if (status && status >= 400 && status < 500 && status !== 429 && devices.length === 1)
            throw new PermanentChannelError(failures[0]);
        }
      }
      if (failures.length > 0) throw new Error(failures.join('; '));
      return { status: 'sent' };
    },
  };
}

import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveries } from '../deliveries/tables';
import { deliveryConsigneeMessages, pushSubscriptions } from './tables';
import { findUserById } from '../users/users-repository';
import { getNotificationSettings } from './settings-repository';

/**
 * A user's notification choices for the data export (issue 34): every event and channel as it stands (stored or
 * default), the other switches, the per-delivery consignee switches, and the devices subscribed to push. A
 * subscription's endpoint and keys are left out: they are the push service's capability to reach the device
 * (whoever holds them can send to it), not facts about the user; the export names the device, when it subscribed
 * and the push service it goes through.
 */
export async function readNotificationData(db: DbOrTx, userId: string) {
  const user = await findUserById(db, userId);
  const role = user?.role === 'partner' ? 'partner' : 'shipper';
  const settings = await getNotificationSettings(db, userId, role);
  const devices = await db
    .select({
      device: pushSubscriptions.device,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  const perDelivery = await db
    .select({ deliveryId: deliveries.deliveryId, enabled: deliveryConsigneeMessages.enabled })
    .from(deliveryConsigneeMessages)
    .innerJoin(deliveries, eq(deliveries.id, deliveryConsigneeMessages.deliveryRowId))
    .where(eq(deliveries.userId, userId))
    .orderBy(asc(deliveries.createdAt));
  return {
    ...settings,
    consigneeMessagesPerDelivery: perDelivery,
    pushDevices: devices.map((d) => ({
      device: d.device,
      subscribedAt: d.createdAt,
      pushService: pushServiceOf(d.endpoint),
    })),
  };
}

/** The push service's host of an endpoint (fcm.googleapis.com, updates.push.services.mozilla.com, …). */
function pushServiceOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

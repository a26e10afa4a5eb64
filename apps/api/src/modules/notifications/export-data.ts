import type { DeliveryCode, DeliveryRowId } from '@logisaathi/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isAnyOfUuids } from '../../db/uuid-array';
import { deliveryConsigneeMessages, pushSubscriptions } from './tables';
import { findUserById } from '../users/users-repository';
import { getNotificationSettings } from './settings-repository';

/**
 * A user's notification choices for the data export (issue 34): every event and channel as it stands (stored or
 * default), the other switches, the per-delivery consignee switches, and the devices subscribed to push. A
 * subscription's endpoint and keys are left out: they are the push service's capability to reach the device
 * (whoever holds them can send to it), not facts about the user; the export names the device, when it subscribed
 * and the push service it goes through. The user's deliveries come as the deliveries module's export read them,
 * oldest first (this module sits below deliveries and stores only their row ids).
 */
export async function readNotificationData(
  db: DbOrTx,
  userId: string,
  ownDeliveries: ReadonlyArray<{ id: DeliveryRowId; deliveryId: DeliveryCode }>,
) {
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
  const switches =
    ownDeliveries.length === 0
      ? []
      : await db
          .select({
            deliveryRowId: deliveryConsigneeMessages.deliveryRowId,
            enabled: deliveryConsigneeMessages.enabled,
          })
          .from(deliveryConsigneeMessages)
          .where(
            isAnyOfUuids(
              deliveryConsigneeMessages.deliveryRowId,
              ownDeliveries.map((d) => d.id),
            ),
          );
  const enabledOf = new Map(switches.map((s) => [s.deliveryRowId, s.enabled]));
  const perDelivery = ownDeliveries.flatMap((d) => {
    const enabled = enabledOf.get(d.id);
    return enabled === undefined ? [] : [{ deliveryId: d.deliveryId, enabled }];
  });
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

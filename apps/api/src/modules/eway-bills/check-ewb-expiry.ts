import { and, eq, isNull } from 'drizzle-orm';
import {
  EWAY_BILL_EXPIRY_ALERT_HOURS,
  formatEwbNumber,
  formatValidUntil,
  MS_PER_HOUR,
} from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { ewbEndingBySubquery } from '../deliveries/reads-for-other-modules';
import { deliveryEwayBills } from './tables';
import { raiseAlert } from '../alerts/raise-alert';

export const ewbExpiryAlertMessage = (deliveryId: string, ewbNumber: string, validUntilDay: string) =>
  `E-way bill ${formatEwbNumber(ewbNumber)} for delivery ${deliveryId} is valid ${formatValidUntil(validUntilDay)} and the goods are not delivered yet. Extend it on the e-way bill portal before it runs out.`;

/**
 * Alerts the business once per bill when its e-way bill ends within EWAY_BILL_EXPIRY_ALERT_HOURS and the delivery
 * is not finished (delivered, failed or cancelled). Run periodically by the background work of each process
 * (partner-dispatch.ts); the alert is claimed by a conditional UPDATE in the alert's own transaction, so
 * processes running it at once (or a run repeated after a crash) send it once.
 */
export async function checkEwbExpiry(db: Db, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + EWAY_BILL_EXPIRY_ALERT_HOURS * MS_PER_HOUR);
  const ending = ewbEndingBySubquery(db, horizon);
  const due = await db
    .select({
      id: ending.id,
      userId: ending.userId,
      deliveryId: ending.deliveryId,
      ewbNumber: ending.ewbNumber,
      expiresAt: ending.expiresAt,
      validUntil: ending.validUntil,
    })
    .from(ending)
    .innerJoin(deliveryEwayBills, eq(deliveryEwayBills.deliveryRowId, ending.id))
    .where(isNull(deliveryEwayBills.expiryAlertedAt));
  let sent = 0;
  for (const d of due) {
    if (!d.ewbNumber || !d.expiresAt || !d.validUntil) continue;
    const { ewbNumber, expiresAt, validUntil } = d;
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(deliveryEwayBills)
        .set({ expiryAlertedAt: now })
        .where(and(eq(deliveryEwayBills.deliveryRowId, d.id), isNull(deliveryEwayBills.expiryAlertedAt)))
        .returning({ id: deliveryEwayBills.deliveryRowId });
      if (rows.length === 0) return false;
      const expired = expiresAt.getTime() <= now.getTime();
      await raiseAlert(tx, d.userId, {
        type: expired ? 'error' : 'warning',
        title: expired ? 'E-way Bill Expired' : 'E-way Bill Expiring',
        message: ewbExpiryAlertMessage(d.deliveryId, ewbNumber, validUntil),
        status: 'active',
        priority: 'high',
        shipmentId: d.deliveryId,
      });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

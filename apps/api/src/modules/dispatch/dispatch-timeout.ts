import { dispatchableAtMs, promiseDeadlineMs } from '@logisaathi/dispatch';
import { slotWindow } from '@logisaathi/domain';
import type { Config } from '../../config';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveryDispatch } from './tables';
import { raiseAlert } from '../alerts/raise-alert';
import { notifyUser } from '../notifications/notify';

const NO_TRUCK_REASON = 'No truck partner has accepted it yet and its slot starts soon.';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { routeLabel } from '../deliveries/delivery-alerts';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import { serverText } from '../../lib/texts';

export const NO_TRUCK_TITLE = 'No truck has accepted yet';

/** The waiting deliveries whose shipper chose to keep searching after the timeout alert. */
export async function keepSearchingIds(db: DbOrTx, waiting: readonly DeliveryRow[]): Promise<Set<string>> {
  if (waiting.length === 0) return new Set();
  const rows = await db
    .select({ id: deliveryDispatch.deliveryRowId, keep: deliveryDispatch.keepSearching })
    .from(deliveryDispatch)
    .where(
      inArray(
        deliveryDispatch.deliveryRowId,
        waiting.map((d) => d.id),
      ),
    );
  return new Set(rows.filter((r) => r.keep).map((r) => r.id));
}

/**
 * The promise to the shipper (issue 31): from when the delivery is first offered, a truck or the 'no truck yet'
 * choices within DISPATCH_PROMISE_SAME_DAY_MIN (slot that day) or DISPATCH_PROMISE_LATER_DAY_MIN, and never later
 * than DISPATCH_TIMEOUT_BEFORE_SLOT_MIN before the slot.
 */
export function promiseWindow(config: Config, delivery: DeliveryRow): { startMs: number; endMs: number } {
  const { start } = slotWindow(delivery.pickupDate, delivery.timeSlot);
  const { eveningHourIst, atOnceWithinMs, timeoutBeforeSlotMs, promise } = config.dispatch;
  const from = dispatchableAtMs(
    delivery.createdAt.getTime(),
    start.getTime(),
    eveningHourIst,
    atOnceWithinMs,
  );
  return { startMs: from, endMs: promiseDeadlineMs(from, start.getTime(), timeoutBeforeSlotMs, promise) };
}

export function promiseDeadline(config: Config, delivery: DeliveryRow): Date {
  return new Date(promiseWindow(config, delivery).endMs);
}

/** The promise ran out (or the slot's own timeout came) without a truck. */
export function isPastTimeout(
  deps: Pick<PartnerJobsDeps, 'config'>,
  delivery: DeliveryRow,
  now: Date,
): boolean {
  return now.getTime() >= promiseWindow(deps.config, delivery).endMs;
}

/**
 * Nobody accepted within the promise (above): the delivery stops being offered and its
 * shipper is alerted, once (the insert claims it, so two processes never alert twice); the shipper can keep
 * searching, change the slot or cancel at no charge. Returns the deliveries still to be offered.
 */
export async function alertTimedOut(
  deps: PartnerJobsDeps,
  waiting: readonly DeliveryRow[],
  keep: ReadonlySet<string>,
  now: Date,
): Promise<DeliveryRow[]> {
  const still: DeliveryRow[] = [];
  for (const delivery of waiting) {
    if (keep.has(delivery.id) || !isPastTimeout(deps, delivery, now)) {
      still.push(delivery);
      continue;
    }
    await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(deliveryDispatch)
        .values({ deliveryRowId: delivery.id, timedOutAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return;
      const { start } = slotWindow(delivery.pickupDate, delivery.timeSlot);
      const slotSoon = now.getTime() >= start.getTime() - deps.config.dispatch.timeoutBeforeSlotMs;
      await raiseAlert(tx, delivery.userId, {
        type: 'warning',
        title: NO_TRUCK_TITLE,
        message: serverText('delivery.noPartnerYet', {
          id: delivery.deliveryId,
          ...(slotSoon ? { slotSoon: 'yes' } : {}),
          next: 'Keep searching, change the slot, or cancel it at no charge.',
        }),
        status: 'active',
        priority: 'high',
        shipmentId: delivery.deliveryId,
        route: routeLabel(delivery),
      });
      await notifyUser(tx, {
        userId: delivery.userId,
        event: 'exception',
        variables: { code: delivery.deliveryId, reason: NO_TRUCK_REASON },
        deliveryRowId: delivery.id,
      });
    });
  }
  return still;
}

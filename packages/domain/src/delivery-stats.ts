/*
 * The dashboard's four statistics (spec section 2 'Dashboard': Total Deliveries, Active Delivery, Completed,
 * Total Payments with Pay Now), one rule for the server that computes them and the screen that shows them.
 */
import { ACTIVE_STATUSES, projectStatus, type DeliveryStatus, type StatusInput } from './delivery-status';

/**
 * The status a delivery is shown with: the real status once anyone moved it on (a driver marked it picked up,
 * in transit, ...); one still at Scheduled follows the spec's time-based projection (section 4).
 */
export function shownStatus(delivery: StatusInput, now: Date): DeliveryStatus {
  if (delivery.status !== 'Scheduled') return delivery.status;
  return projectStatus(delivery, now);
}

export interface DeliveryStats {
  total: number;
  /** Shown as Scheduled, Picked Up, In Transit or Out for Delivery. */
  active: number;
  /** Shown as Delivered. */
  completed: number;
  /** Rupees of every delivery not cancelled (as stored): what Pay Now settles. */
  paymentsInr: number;
  /** How many deliveries Pay Now settles ('Processed payments for N deliveries.'). */
  payableCount: number;
}

export function deliveryStats(
  deliveries: ReadonlyArray<StatusInput & { totalCostInr: number }>,
  now: Date,
): DeliveryStats {
  const stats: DeliveryStats = { total: 0, active: 0, completed: 0, paymentsInr: 0, payableCount: 0 };
  for (const delivery of deliveries) {
    const shown = shownStatus(delivery, now);
    stats.total += 1;
    if (ACTIVE_STATUSES.includes(shown)) stats.active += 1;
    if (shown === 'Delivered') stats.completed += 1;
    if (delivery.status !== 'Cancelled') {
      stats.paymentsInr += delivery.totalCostInr;
      stats.payableCount += 1;
    }
  }
  return stats;
}

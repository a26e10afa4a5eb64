import { istDateTime, istParts, istToday } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { quickTotals } from '../deliveries/delivery-totals';

/**
 * Three figures for a glance: deliveries whose delivery date is today (IST), deliveries active now (Scheduled,
 * Picked Up, In Transit or Out for Delivery, as stored), and rupees spent on deliveries booked this IST
 * calendar month and not cancelled.
 */
export async function getQuickStats(db: DbOrTx, userId: string, now: Date) {
  const today = istToday(now);
  const monthStart = istDateTime(`${today.slice(0, 8)}01`, 0);
  const t = await quickTotals(db, userId, today, monthStart);
  const { month, year } = istParts(now);
  return {
    quickStats: {
      todayDeliveries: t.today,
      activeNow: t.active,
      monthSpend: Math.round(t.monthSpendInr),
      today,
      month: `${year}-${String(month).padStart(2, '0')}`,
    },
  };
}

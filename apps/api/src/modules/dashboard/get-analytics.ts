import {
  DELIVERY_STATUSES,
  istDateString,
  istDateTime,
  istToday,
  MS_PER_DAY,
  STORED_PACKAGE_TYPES,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { countsByStatus, dailyTotals, totalsByPackageType } from '../deliveries/delivery-totals';

export const ANALYTICS_DAYS = 30;

/**
 * Charts for the dashboard: deliveries booked and rupees spent per IST day over the last 30 days (today
 * included, oldest first, days without bookings as zeros), and counts by status and by package type over all
 * of the user's deliveries (every known value listed, zeros included, so charts keep their axes).
 */
export async function getAnalytics(db: DbOrTx, userId: string, now: Date) {
  const today = istToday(now);
  const days = Array.from({ length: ANALYTICS_DAYS }, (_, i) =>
    istDateString(new Date(istDateTime(today, 12).getTime() - (ANALYTICS_DAYS - 1 - i) * MS_PER_DAY)),
  );
  const from = istDateTime(days[0] ?? today, 0);
  const [daily, statuses, packages] = await Promise.all([
    dailyTotals(db, userId, from),
    countsByStatus(db, userId),
    totalsByPackageType(db, userId),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const byStatus = new Map(statuses.map((s) => [s.status, s.count]));
  const byType = new Map(packages.map((p) => [p.type, p]));
  return {
    analytics: {
      period: { from: days[0] ?? today, to: today, days: ANALYTICS_DAYS },
      daily: days.map((date) => ({
        date,
        count: byDay.get(date)?.count ?? 0,
        spend: Math.round(byDay.get(date)?.spendInr ?? 0),
      })),
      byStatus: DELIVERY_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      byPackageType: STORED_PACKAGE_TYPES.map((type) => ({
        type,
        count: byType.get(type)?.count ?? 0,
        spend: Math.round(byType.get(type)?.spendInr ?? 0),
      })),
    },
  };
}

/* Answers of /api/dashboard (apps/api/src/modules/dashboard). Money in whole rupees. */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { STORED_PACKAGE_TYPES } from '../catalogue';
import { DELIVERY_STATUSES } from '../delivery-status';
import { alertDtoSchema } from './alerts';
import { okData } from './envelope';

/** Spec section 3 'Dashboard overview response'. */
export const dashboardOverviewSchema = z.object({
  overview: z.object({
    deliveries: z.object({
      total: z.number().int(),
      completed: z.number().int(),
      active: z.number().int(),
      revenue: z.number(),
      averageTime: z.number(),
    }),
    savings: z.object({ co2: z.number(), amount: z.number() }),
  }),
  totalDeliveries: z.number().int(),
});
export type DashboardOverview = z.output<typeof dashboardOverviewSchema>;

export const dashboardAnalyticsSchema = z.object({
  analytics: z.object({
    period: z.object({
      from: z.string().max(RESPONSE_TEXT_MAX.address),
      to: z.string().max(RESPONSE_TEXT_MAX.address),
      days: z.number().int(),
    }),
    daily: z.array(
      z.object({
        date: z.string().max(RESPONSE_TEXT_MAX.instant),
        count: z.number().int(),
        spend: z.number(),
      }),
    ),
    byStatus: z.array(z.object({ status: z.enum(DELIVERY_STATUSES), count: z.number().int() })),
    byPackageType: z.array(
      z.object({ type: z.enum(STORED_PACKAGE_TYPES), count: z.number().int(), spend: z.number() }),
    ),
  }),
});
export type DashboardAnalytics = z.output<typeof dashboardAnalyticsSchema>;

export const dashboardNotificationsSchema = z.object({
  notifications: z.object({ unreadCount: z.number().int(), latest: z.array(alertDtoSchema) }),
});

export const dashboardQuickStatsSchema = z.object({
  quickStats: z.object({
    todayDeliveries: z.number().int(),
    activeNow: z.number().int(),
    monthSpend: z.number(),
    today: z.string().max(RESPONSE_TEXT_MAX.text),
    month: z.string().max(RESPONSE_TEXT_MAX.instant),
  }),
});

export const dashboardOverviewResponseSchema = okData(dashboardOverviewSchema);
export const dashboardAnalyticsResponseSchema = okData(dashboardAnalyticsSchema);
export const dashboardNotificationsResponseSchema = okData(dashboardNotificationsSchema);
export const dashboardQuickStatsResponseSchema = okData(dashboardQuickStatsSchema);

/**
 * GET /api/dashboard/stats: the dashboard's four statistics (deliveryStats, shown statuses), and beside them what
 * the payment ledger says of the business's invoices (issue 16): paid (confirmed), awaiting confirmation and due,
 * in paise. The money is left out (null) for a member whose role may not read billing.
 */
export const dashboardStatsSchema = z.object({
  stats: z.object({
    total: z.number().int(),
    active: z.number().int(),
    completed: z.number().int(),
    /** Null for a member whose role has no billing (a dispatcher, a viewer: issue 37). */
    paymentsInr: z.number().nullable(),
    payableCount: z.number().int(),
  }),
  /** Null for a member whose role has no billing. */
  payments: z
    .object({
      paidPaise: z.number().int(),
      awaitingPaise: z.number().int(),
      duePaise: z.number().int(),
    })
    .nullable(),
});
export type DashboardStats = z.output<typeof dashboardStatsSchema>['stats'];
export type DashboardStatsData = z.output<typeof dashboardStatsSchema>;
export const dashboardStatsResponseSchema = okData(dashboardStatsSchema);

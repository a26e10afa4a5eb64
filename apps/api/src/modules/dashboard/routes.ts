import {
  can,
  dashboardAnalyticsResponseSchema,
  dashboardNotificationsResponseSchema,
  dashboardOverviewResponseSchema,
  dashboardQuickStatsResponseSchema,
  dashboardStatsResponseSchema,
} from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../lib/infrastructure';
import { getAnalytics } from './get-analytics';
import { getNotifications } from './get-notifications';
import { getOverview } from './get-overview';
import { getQuickStats } from './get-quick-stats';
import { getStats } from './get-stats';

export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: Pick<Infrastructure, 'db'> }) {
  const { db } = ctx;
  app.addHook('preHandler', app.authenticate);
  // Shipper-only: a truck partner's account carries deliveries, it does not book them.
  app.addHook('preHandler', app.requireRole('shipper'));
  const tags = ['dashboard'];

  app.get(
    '/overview',
    { schema: { response: { 200: dashboardOverviewResponseSchema }, tags } },
    async (request) => ({
      success: true as const,
      data: await getOverview(db, request.user.sub),
    }),
  );
  app.get(
    '/analytics',
    { schema: { response: { 200: dashboardAnalyticsResponseSchema }, tags } },
    async (request) => ({
      success: true as const,
      data: await getAnalytics(db, request.user.sub, new Date()),
    }),
  );
  app.get(
    '/notifications',
    { schema: { response: { 200: dashboardNotificationsResponseSchema }, tags } },
    async (request) => ({
      success: true as const,
      data: await getNotifications(db, request.user.sub, request.language),
    }),
  );
  app.get(
    '/quick-stats',
    { schema: { response: { 200: dashboardQuickStatsResponseSchema }, tags } },
    async (request) => ({
      success: true as const,
      data: await getQuickStats(db, request.user.sub, new Date()),
    }),
  );
  // The screen's four stat cards, by the same rule the screen shows statuses with (deliveryStats).
  app.get(
    '/stats',
    { schema: { response: { 200: dashboardStatsResponseSchema }, tags } },
    async (request) => ({
      success: true as const,
      data: await getStats(db, request.user.sub, new Date(), {
        money: !request.member || can(request.member.role, 'billing.read'),
      }),
    }),
  );
}

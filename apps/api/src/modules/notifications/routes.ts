import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consigneeMessagesRequestSchema,
  consigneeMessagesResponseSchema,
  consigneeOptOutRequestSchema,
  type DeliveryRowId,
  NOTIFICATION_MESSAGES,
  notificationSettingsResponseSchema,
  okMessageResponseSchema,
  pushDeviceResponseSchema,
  pushDevicesResponseSchema,
  pushSubscriptionRequestSchema,
  updateNotificationSettingsSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { deliveryConsigneeMessages, consigneeOptOuts, pushSubscriptions } from './tables';
import { AppError } from '../../lib/app-error';
import { roleOf } from '../../plugins/auth';
import { readOptOutToken } from './action-token';
import {
  getNotificationSettings,
  readConsigneeMessages,
  updateNotificationSettings,
  type OwnsDelivery,
} from './settings-repository';

const DELIVERY_NOT_FOUND = 'Delivery not found';
const DEVICE_NOT_FOUND = 'Device not found';
const deliveryParams = z.object({ id: z.uuid({ error: DELIVERY_NOT_FOUND }) });
const deviceParams = z.object({ id: z.uuid({ error: DEVICE_NOT_FOUND }) });

const deviceDto = (row: typeof pushSubscriptions.$inferSelect) => ({
  id: row.id,
  device: row.device,
  createdAt: row.createdAt.toISOString(),
});

/** /api/notifications: a user's settings and devices, a delivery's consignee switch, a consignee's opt-out. */
export async function notificationsRoutes(
  app: FastifyInstance,
  { ctx, ownsDelivery }: { ctx: Pick<Infrastructure, 'config' | 'db'>; ownsDelivery: OwnsDelivery },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const tags = ['notifications'];
  const auth = { preHandler: app.authenticate };

  r.get(
    '/settings',
    { ...auth, schema: { response: { 200: notificationSettingsResponseSchema }, tags } },
    async (request) => ({
      success: true as const,
      data: { settings: await getNotificationSettings(db, request.user.sub, roleOf(request.user)) },
    }),
  );

  r.put(
    '/settings',
    {
      ...auth,
      schema: {
        body: updateNotificationSettingsSchema,
        response: { 200: notificationSettingsResponseSchema },
        tags,
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        settings: await updateNotificationSettings(db, request.user.sub, roleOf(request.user), request.body),
      },
    }),
  );

  r.get(
    '/push',
    { ...auth, schema: { response: { 200: pushDevicesResponseSchema }, tags } },
    async (request) => {
      const rows = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, request.user.sub));
      return {
        success: true as const,
        data: { publicKey: ctx.config.notifications.push.vapid.publicKey, devices: rows.map(deviceDto) },
      };
    },
  );

  // One row per device (its push endpoint); a device that signs in as someone else moves to that account.
  r.post(
    '/push',
    {
      ...auth,
      schema: { body: pushSubscriptionRequestSchema, response: { 201: pushDeviceResponseSchema }, tags },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      const device = request.body.device || (request.headers['user-agent'] ?? 'Browser').slice(0, 200);
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ userId: request.user.sub, endpoint, p256dh: keys.p256dh, auth: keys.auth, device })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: request.user.sub, p256dh: keys.p256dh, auth: keys.auth, device },
        })
        .returning();
      if (!row) throw AppError.validation('endpoint', NOTIFICATION_MESSAGES.subscriptionInvalid);
      return reply.code(201).send({ success: true as const, data: { device: deviceDto(row) } });
    },
  );

  r.delete(
    '/push/:id',
    { ...auth, schema: { params: deviceParams, response: { 200: okMessageResponseSchema }, tags } },
    async (request) => {
      const gone = await db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.id, request.params.id), eq(pushSubscriptions.userId, request.user.sub)),
        )
        .returning({ id: pushSubscriptions.id });
      if (gone.length === 0) throw AppError.notFound(DEVICE_NOT_FOUND);
      return { success: true as const, message: 'Device removed' };
    },
  );

  // The switch on the shipper's delivery page: whether the consignee gets the tracking link and delivery code.
  r.get(
    '/deliveries/:id/consignee-messages',
    {
      preHandler: [app.authenticate, app.requireRole('shipper')],
      schema: { params: deliveryParams, response: { 200: consigneeMessagesResponseSchema }, tags },
    },
    async (request) => {
      const deliveryRowId = request.params.id as DeliveryRowId;
      if (!(await ownsDelivery(db, request.user.sub, deliveryRowId)))
        throw AppError.notFound(DELIVERY_NOT_FOUND);
      return {
        success: true as const,
        data: await readConsigneeMessages(db, request.user.sub, deliveryRowId),
      };
    },
  );

  r.put(
    '/deliveries/:id/consignee-messages',
    {
      preHandler: [app.authenticate, app.requireRole('shipper')],
      schema: {
        params: deliveryParams,
        body: consigneeMessagesRequestSchema,
        response: { 200: consigneeMessagesResponseSchema },
        tags,
      },
    },
    async (request) => {
      const deliveryRowId = request.params.id as DeliveryRowId;
      if (!(await ownsDelivery(db, request.user.sub, deliveryRowId)))
        throw AppError.notFound(DELIVERY_NOT_FOUND);
      await db
        .insert(deliveryConsigneeMessages)
        .values({ deliveryRowId, enabled: request.body.enabled })
        .onConflictDoUpdate({
          target: deliveryConsigneeMessages.deliveryRowId,
          set: { enabled: request.body.enabled },
        });
      return {
        success: true as const,
        data: await readConsigneeMessages(db, request.user.sub, deliveryRowId),
      };
    },
  );

  // The consignee's link in a message (/stop/<token>): no account, the token names the signed phone number.
  r.post(
    '/consignee-opt-out',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { body: consigneeOptOutRequestSchema, response: { 200: okMessageResponseSchema }, tags },
    },
    async (request) => {
      const phone = readOptOutToken(ctx.config.jwtSecret, request.body.token);
      if (!phone) throw AppError.validation('token', NOTIFICATION_MESSAGES.linkInvalid);
      await db.insert(consigneeOptOuts).values({ phone }).onConflictDoNothing();
      return { success: true as const, message: NOTIFICATION_MESSAGES.optOutDone };
    },
  );
}

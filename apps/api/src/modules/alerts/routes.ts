import {
  alertDeletedResponseSchema,
  alertListResponseSchema,
  alertResponseSchema,
  unreadAlertsResponseSchema,
} from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Infrastructure } from '../../lib/infrastructure';
import { AppError } from '../../lib/app-error';
import { deleteOwnAlert, listAlerts, toAlertDto, updateOwnAlert } from './alerts-repository';

const idParams = z.object({ id: z.uuid({ error: 'Alert not found' }) });
const ALERT_NOT_FOUND = 'Alert not found';

export async function alertsRoutes(app: FastifyInstance, { ctx }: { ctx: Pick<Infrastructure, 'db'> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.addHook('preHandler', app.authenticate);

  r.get(
    '/',
    { schema: { response: { 200: alertListResponseSchema }, tags: ['alerts'] } },
    async (request) => {
      const rows = await listAlerts(db, request.user.sub);
      return {
        success: true as const,
        data: { alerts: rows.map((row) => toAlertDto(row, request.language)) },
      };
    },
  );

  r.get(
    '/unread',
    { schema: { response: { 200: unreadAlertsResponseSchema }, tags: ['alerts'] } },
    async (request) => {
      const rows = await listAlerts(db, request.user.sub, true);
      return {
        success: true as const,
        data: { alerts: rows.map((row) => toAlertDto(row, request.language)), count: rows.length },
      };
    },
  );

  r.put(
    '/:id/read',
    { schema: { params: idParams, response: { 200: alertResponseSchema }, tags: ['alerts'] } },
    async (request) => {
      const row = await updateOwnAlert(db, request.user.sub, request.params.id, { isRead: true });
      if (!row) throw AppError.notFound(ALERT_NOT_FOUND);
      return { success: true as const, data: { alert: toAlertDto(row, request.language) } };
    },
  );

  r.put(
    '/:id/archive',
    { schema: { params: idParams, response: { 200: alertResponseSchema }, tags: ['alerts'] } },
    async (request) => {
      const row = await updateOwnAlert(db, request.user.sub, request.params.id, {
        archivedAt: new Date(),
        isRead: true,
      });
      if (!row) throw AppError.notFound(ALERT_NOT_FOUND);
      return { success: true as const, data: { alert: toAlertDto(row, request.language) } };
    },
  );

  r.delete(
    '/:id',
    { schema: { params: idParams, response: { 200: alertDeletedResponseSchema }, tags: ['alerts'] } },
    async (request) => {
      if (!(await deleteOwnAlert(db, request.user.sub, request.params.id)))
        throw AppError.notFound(ALERT_NOT_FOUND);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
}

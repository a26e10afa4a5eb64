/* Answers of /api/alerts and the dashboard's notifications (spec section 3 'Alert', server ids and ISO times). */
import { z } from 'zod';
import { ALERT_PRIORITIES, ALERT_STATUSES, ALERT_TYPES } from '../alerts';
import { okData } from './envelope';

export const alertDtoSchema = z.object({
  id: z.string(),
  type: z.enum(ALERT_TYPES),
  title: z.string(),
  message: z.string(),
  /** ISO 8601 creation time */
  time: z.string(),
  status: z.enum(ALERT_STATUSES),
  priority: z.enum(ALERT_PRIORITIES),
  shipmentId: z.string().nullable(),
  route: z.string().nullable(),
  read: z.boolean(),
});
export type AlertDto = z.output<typeof alertDtoSchema>;

export const alertListResponseSchema = okData(z.object({ alerts: z.array(alertDtoSchema) }));
export const unreadAlertsResponseSchema = okData(
  z.object({ alerts: z.array(alertDtoSchema), count: z.number().int() }),
);
export const alertResponseSchema = okData(z.object({ alert: alertDtoSchema }));
export const alertDeletedResponseSchema = okData(z.object({ id: z.string() }));

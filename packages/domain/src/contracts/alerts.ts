/* Answers of /api/alerts and the dashboard's notifications (spec section 3 'Alert', server ids and ISO times). */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { alertSchema } from '../alerts';
import { okData } from './envelope';

/** The stored alert as the server sends it: the spec's Alert with a server id and nullable links. */
export const alertDtoSchema = alertSchema.extend({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  /** ISO 8601 creation time */
  time: z.string().max(RESPONSE_TEXT_MAX.instant),
  shipmentId: z.string().max(RESPONSE_TEXT_MAX.id).nullable(),
  route: z.string().max(RESPONSE_TEXT_MAX.address).nullable(),
});
export type AlertDto = z.output<typeof alertDtoSchema>;

export const alertListResponseSchema = okData(z.object({ alerts: z.array(alertDtoSchema) }));
export const unreadAlertsResponseSchema = okData(
  z.object({ alerts: z.array(alertDtoSchema), count: z.number().int() }),
);
export const alertResponseSchema = okData(z.object({ alert: alertDtoSchema }));
export const alertDeletedResponseSchema = okData(z.object({ id: z.string().max(RESPONSE_TEXT_MAX.id) }));

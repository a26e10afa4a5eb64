/*
 * Day trades (issue 31): two partners' trucks swap the rest of their days, every job keeping its planned pickup and
 * unloading times, so that both days drive fewer empty km. A trade is proposed to both partners and carried out only
 * when both accept it within its life; each partner sees what its truck gives, what it takes and its own empty km
 * before and after. Like an offer, a job is shown by its areas only, never the exact address or the customer.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { VEHICLE_BODY_TYPES } from './vehicle';

export const TRADE_MESSAGES = {
  notFound: 'Trade not found',
  expired: 'This trade has expired',
  notOpen: 'This trade is no longer open',
  /** Re-checked when both have accepted: a job started or changed, a truck took another job, a junction is late. */
  changed: "This trade is no longer possible: one of the trucks' days has changed",
  accepted: 'Trade accepted: waiting for the other truck owner',
  done: 'Trade done: your day has been updated',
  declined: 'Trade declined',
} as const;

export const tradeJobSchema = z.object({
  /** The public delivery id, e.g. 'DEL-…'. */
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  pickupArea: z.string().max(RESPONSE_TEXT_MAX.text),
  dropArea: z.string().max(RESPONSE_TEXT_MAX.text),
  /** IST calendar day and slot ('9-12'). */
  pickupDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  slot: z.string().max(RESPONSE_TEXT_MAX.code),
  /** The planned pickup, unchanged by the trade (ISO instant). */
  plannedPickupAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  weightKg: z.number(),
  /** What the truck's partner earns on the job, in paise. */
  netPaise: z.number().int(),
});
export type TradeJob = z.infer<typeof tradeJobSchema>;

export const tradeSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  /** The partner's own truck in the trade. */
  vehicle: z.object({
    id: z.string().max(RESPONSE_TEXT_MAX.id),
    registrationDisplay: z.string().max(RESPONSE_TEXT_MAX.code),
    bodyType: z.enum(VEHICLE_BODY_TYPES),
  }),
  /** The other partner's truck, by its body type only. */
  otherBodyType: z.enum(VEHICLE_BODY_TYPES),
  /** The jobs the partner's truck hands over, and those it takes, in planned order. */
  gives: z.array(tradeJobSchema),
  takes: z.array(tradeJobSchema),
  /** The partner's truck's empty km for the rest of its day (drive home included), without and with the trade. */
  emptyKm: z.object({ before: z.number(), after: z.number() }),
  /** Whether this partner has already accepted (the trade waits for the other). */
  accepted: z.boolean(),
  /** ISO instant; the trade lapses then. */
  expiresAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type Trade = z.infer<typeof tradeSchema>;

export const tradeListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ trades: z.array(tradeSchema) }),
});

/** POST /api/partners/trades/{id}/accept: 'waiting' for the other partner, or 'done' (the jobs moved). */
export const tradeAnswerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().max(RESPONSE_TEXT_MAX.text),
  data: z.object({ status: z.enum(['waiting', 'done', 'declined']) }),
});
export type TradeAnswer = z.infer<typeof tradeAnswerResponseSchema>['data'];

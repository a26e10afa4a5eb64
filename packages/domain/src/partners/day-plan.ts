/*
 * Fleet day plans (issue 15): a partner's accepted jobs of one IST day sequenced into one multi-stop route per
 * vehicle. The API plans with packages/dispatch's planFleetDay and stores the plan; the driver's job list follows
 * it. A job can be moved to another vehicle by hand (it then stays there when the day is re-planned).
 */
import { z } from 'zod';
import { dateWithin } from '../form-fields';
import { DATE_MAX_DAYS_AHEAD, RESPONSE_TEXT_MAX } from '../limits';
import { STOP_KINDS } from './jobs';
import { VEHICLE_BODY_TYPES } from './vehicle';

/** How far from today a day plan may be asked for (days back and ahead). */
export const DAY_PLAN_DAYS_BACK = 7;
export const DAY_PLAN_DAYS_AHEAD = 30;

export const DAY_PLAN_MESSAGES = {
  picked: 'This job is already on board its truck and cannot move to another vehicle',
  cannotCarry: 'That vehicle cannot carry this job in its slot (weight, body or timing)',
  sameVehicle: 'The job is already planned on that vehicle',
  finished: 'This job is finished and no longer planned',
  documents: (problems: readonly string[]) =>
    `That vehicle cannot take jobs on this day: ${problems.join('; ')}`,
} as const;

/** Query of GET /api/partners/day-plan: a day from a month back (to look at past plans) to a year ahead. */
export const dayPlanQuerySchema = z.object({
  date: dateWithin(
    () => new Date(),
    { daysBefore: 31, daysAhead: DATE_MAX_DAYS_AHEAD },
    {
      required: 'Date is required',
      invalid: 'Date must be YYYY-MM-DD',
      outside: 'Date must be within a month back and a year ahead',
    },
  ),
});
export type DayPlanQuery = z.infer<typeof dayPlanQuerySchema>;

/** Body of POST /api/partners/day-plan/moves. */
export const dayPlanMoveInputSchema = z.object({
  jobId: z.string({ error: 'Choose a job' }).trim().min(1, 'Choose a job').max(64, 'Choose a job'),
  vehicleId: z
    .string({ error: 'Choose a vehicle' })
    .trim()
    .min(1, 'Choose a vehicle')
    .max(64, 'Choose a vehicle'),
});
export type DayPlanMoveInput = z.input<typeof dayPlanMoveInputSchema>;

export const dayPlanStopSchema = z.object({
  jobId: z.string().max(RESPONSE_TEXT_MAX.id),
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  kind: z.enum(STOP_KINDS),
  area: z.string().max(RESPONSE_TEXT_MAX.address),
  address: z.string().max(RESPONSE_TEXT_MAX.address),
  lat: z.number(),
  lon: z.number(),
  /** ISO instants: arrival, start of loading or unloading (after waiting for the slot), departure. */
  arriveAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  startAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  leaveAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  /** Kg on board when the truck leaves the stop. */
  loadKgAfter: z.number(),
  slot: z.string().max(RESPONSE_TEXT_MAX.code),
  /** The job is on board already: it stays on this vehicle. */
  pickedUp: z.boolean(),
  /** Moved here by hand: re-planning keeps it on this vehicle. */
  pinned: z.boolean(),
});
export type DayPlanStop = z.infer<typeof dayPlanStopSchema>;

export const dayPlanRouteSchema = z.object({
  vehicleId: z.string().max(RESPONSE_TEXT_MAX.id),
  registrationDisplay: z.string().max(RESPONSE_TEXT_MAX.code),
  bodyType: z.enum(VEHICLE_BODY_TYPES),
  payloadKg: z.number(),
  driverName: z.string().max(RESPONSE_TEXT_MAX.name).nullable(),
  /** Road km from the vehicle's start through every stop (no return leg). */
  km: z.number(),
  stops: z.array(dayPlanStopSchema),
});
export type DayPlanRoute = z.infer<typeof dayPlanRouteSchema>;

export const DAY_PLAN_UNPLANNED_REASONS = [
  'no-vehicle-fits',
  'pinned-vehicle-cannot',
  'unknown-vehicle',
] as const;
export const DAY_PLAN_UNPLANNED_LABELS: Record<(typeof DAY_PLAN_UNPLANNED_REASONS)[number], string> = {
  'no-vehicle-fits': 'No vehicle can reach it within its slot',
  'pinned-vehicle-cannot': 'The vehicle it was moved to cannot fit it in',
  'unknown-vehicle': 'Its vehicle is no longer in the fleet',
};

export const dayPlanSchema = z.object({
  date: z.string().max(RESPONSE_TEXT_MAX.instant),
  /** When the plan was last computed (ISO). Null when the day has no jobs. */
  plannedAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  totalKm: z.number(),
  routes: z.array(dayPlanRouteSchema),
  /** Jobs the plan could not place: they stay on the vehicle that accepted them, in slot order. */
  unplanned: z.array(
    z.object({
      jobId: z.string().max(RESPONSE_TEXT_MAX.id),
      deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
      vehicleId: z.string().max(RESPONSE_TEXT_MAX.id),
      slot: z.string().max(RESPONSE_TEXT_MAX.code),
      reason: z.enum(DAY_PLAN_UNPLANNED_REASONS),
    }),
  ),
});
export type DayPlan = z.infer<typeof dayPlanSchema>;

export const dayPlanResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ plan: dayPlanSchema }),
});

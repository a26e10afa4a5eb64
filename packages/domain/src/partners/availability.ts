/*
 * Availability: a vehicle goes online or offline; the partner sets a home area and working hours. An online
 * vehicle whose last position is older than POSITION_STALE_MS is treated as offline for new offers.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX, TEXT_MAX } from '../limits';
import { POSITION_FLAGS } from '../position-sense';
import { requiredTrimmed } from '../form-fields';

/** The driver page reports a position this often while online. */
export const POSITION_REPORT_INTERVAL_MS = 20_000;
/** No position for this long: offline for new offers. */
export const POSITION_STALE_MS = 10 * 60_000;

export function hasFreshPosition(lastRecordedAt: Date | null, now: Date): boolean {
  return lastRecordedAt !== null && now.getTime() - lastRecordedAt.getTime() <= POSITION_STALE_MS;
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const hhmm = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(5, `${label} must be a time like 09:00`)
    .regex(HHMM, `${label} must be a time like 09:00`);

export function minutesOfDay(text: string): number {
  const [h, m] = text.split(':');
  return Number(h) * 60 + Number(m);
}

/** The working-hours fields' names, in their messages and on the form (the English text is the key of its Hindi). */
export const WORKING_HOURS_LABELS = { start: 'Start time', end: 'End time' } as const;

/** Working hours in IST wall-clock time; a shift may run past midnight (20:00-06:00). */
export const workingHoursSchema = z
  .object({ start: hhmm(WORKING_HOURS_LABELS.start), end: hhmm(WORKING_HOURS_LABELS.end) })
  .refine((v) => v.start !== v.end, { path: ['end'], message: 'End time must differ from start time' });
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/** True when the IST wall-clock minute falls within the working hours. */
export function isWithinWorkingHours(hours: WorkingHours, istMinuteOfDay: number): boolean {
  const start = minutesOfDay(hours.start);
  const end = minutesOfDay(hours.end);
  return start < end
    ? istMinuteOfDay >= start && istMinuteOfDay < end
    : istMinuteOfDay >= start || istMinuteOfDay < end;
}

/** Body of PUT /api/partners/settings. */
export const partnerSettingsInputSchema = z.object({
  homeArea: requiredTrimmed(
    'Home area is required',
    TEXT_MAX.address,
    `Home area must be at most ${TEXT_MAX.address} characters`,
  ),
  workingHours: workingHoursSchema,
});
export type PartnerSettingsInput = z.input<typeof partnerSettingsInputSchema>;

export const partnerSettingsSchema = z.object({
  homeArea: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  /** Where the home area was found (null until set). */
  homeLocation: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  workingHours: workingHoursSchema.nullable(),
});
export type PartnerSettings = z.infer<typeof partnerSettingsSchema>;

/** Body of PUT /api/partners/vehicles/{id}/availability. */
export const availabilityInputSchema = z.object({
  online: z.boolean({ error: 'Say whether the vehicle is online' }),
});

/** Body of POST /api/partners/position: the driver page's fix (as the tracking driver page sends it). */
export const partnerPositionInputSchema = z.object({
  vehicleId: z.uuid({ error: 'Choose a vehicle' }),
  lat: z.number({ error: 'Latitude must be a number' }).min(-90).max(90),
  lon: z.number({ error: 'Longitude must be a number' }).min(-180).max(180),
  /** Unix milliseconds of the fix (Geolocation API); default: now. */
  timestamp: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
  speedKmh: z.number().min(0).max(400).nullable().optional(),
  bearingDeg: z.number().min(0).max(360).nullable().optional(),
  accuracyM: z.number().min(0).max(100_000).nullable().optional(),
});
export type PartnerPositionInput = z.infer<typeof partnerPositionInputSchema>;

/** POST /api/partners/position: what became of the fix. */
export const partnerPositionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    tracking: z.enum(['stored', 'duplicate', 'rejected', 'no_job']),
    message: z.string().max(TEXT_MAX.freeText).nullable(),
    /** Why the position makes no sense (kept flagged, not used for dispatch), or null. */
    flag: z.enum(POSITION_FLAGS).nullable(),
  }),
});

/*
 * Drivers of a partner (a fleet operator adds several; an owner-driver is its own driver) and the driving
 * licence number in the Sarathi format: state code, two-digit RTO, year of issue, seven digits
 * ('DL-0420110149646').
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX, TEXT_MAX } from '../limits';
import { mobileNumber, requiredTrimmed } from '../form-fields';
import { REGISTRATION_STATE_CODES } from './registration-number';
import { documentSchema, expiryDateSchema } from './documents';

export const LICENCE_MESSAGES_FORMAT = {
  required: 'Licence number is required',
  format: 'Enter the licence number like DL-0420110149646 (state, RTO, year, 7 digits)',
  state: (code: string) => `'${code}' is not an Indian state or union territory code`,
} as const;

/** Upper case without spaces, hyphens, dots or slashes. */
export function normalizeLicenceNumber(input: string): string {
  return input.toUpperCase().replace(/[\s./-]+/g, '');
}

/** Null when valid, else the message. */
export function licenceNumberProblem(input: string): string | null {
  const text = normalizeLicenceNumber(input);
  if (!text) return LICENCE_MESSAGES_FORMAT.required;
  const match = /^([A-Z]{2})(\d{2})(\d{4})(\d{7})$/.exec(text);
  if (!match) return LICENCE_MESSAGES_FORMAT.format;
  const state = match[1] ?? '';
  if (!(REGISTRATION_STATE_CODES as readonly string[]).includes(state))
    return LICENCE_MESSAGES_FORMAT.state(state);
  const year = Number(match[3]);
  if (year < 1950 || year > 2100) return LICENCE_MESSAGES_FORMAT.format;
  return null;
}

/** 'DL-0420110149646' from any spelling of a valid number. */
export function formatLicenceNumber(input: string): string {
  const text = normalizeLicenceNumber(input);
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

export const licenceNumberSchema = z
  .string({ error: LICENCE_MESSAGES_FORMAT.required })
  .max(30, LICENCE_MESSAGES_FORMAT.format)
  .transform((value, ctx) => {
    const problem = licenceNumberProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return formatLicenceNumber(value);
  });

/** The licence expiry field's name, in its messages and on the form (the English text is the key of its Hindi). */
export const LICENCE_EXPIRY_LABEL = 'Licence expiry date';

/** Body of POST /api/partners/drivers and PUT /api/partners/drivers/{id}. Needs `now` for the expiry window. */
export function driverInputSchema(now: Date) {
  return z.object({
    name: requiredTrimmed(
      'Driver name is required',
      TEXT_MAX.name,
      `Driver name must be at most ${TEXT_MAX.name} characters`,
    ).refine((v) => v.length >= 2, 'Driver name must be at least 2 characters'),
    phone: mobileNumber('Enter a valid 10-digit mobile number', 'Phone number is required'),
    licenceNumber: licenceNumberSchema,
    licenceExpiresOn: expiryDateSchema(now, LICENCE_EXPIRY_LABEL),
  });
}
export type DriverInput = z.input<ReturnType<typeof driverInputSchema>>;
export type DriverPayload = z.output<ReturnType<typeof driverInputSchema>>;

export const driverSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  name: z.string().max(RESPONSE_TEXT_MAX.name),
  phone: z.string().max(RESPONSE_TEXT_MAX.phone),
  licenceNumber: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
  licenceExpiresOn: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  /** Null when the licence is valid, otherwise why the driver cannot be paired. */
  licenceProblem: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  /** The owner-driver's own driver record (created at sign-up, cannot be deleted). */
  isAccountHolder: z.boolean(),
  /** The vehicle the driver is paired with for the current shift. */
  vehicle: z
    .object({
      id: z.string().max(RESPONSE_TEXT_MAX.id),
      registrationDisplay: z.string().max(RESPONSE_TEXT_MAX.code),
    })
    .nullable(),
  documents: z.array(documentSchema),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type Driver = z.infer<typeof driverSchema>;

export const driverResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ driver: driverSchema }),
});
export const driverListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ drivers: z.array(driverSchema) }),
});

/*
 * Building blocks for the form schemas. Web inputs deliver numbers as text ('' when empty), JSON bodies as
 * numbers: number fields accept both, so one schema serves the form and the server.
 */
import { z } from 'zod';
import { addDaysToIsoDate, istToday, parseIsoDate } from './ist-time';
import { DATE_MAX_DAYS_AHEAD } from './limits';
import { normalizePhone } from './auth';

const DECIMAL_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** '' / null / undefined -> undefined; numbers pass; decimal text is read; any other text -> NaN. */
export function parseNumberInput(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL_PATTERN.test(text) ? Number(text) : Number.NaN;
}

/** A required number typed as text or number; `refine` adds the field's own limits. */
export function requiredNumber(messages: { required: string; invalid: string }) {
  return z
    .union([z.number(), z.string()], { error: messages.required })
    .transform(parseNumberInput)
    .pipe(z.number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) }));
}

/** An optional number: absent or '' gives undefined; anything else must be a number. */
export function optionalNumber(invalid: string) {
  return z
    .union([z.number(), z.string()], { error: invalid })
    .optional()
    .nullable()
    .transform(parseNumberInput)
    .pipe(z.number({ error: invalid }).optional());
}

/** True when value is a whole multiple of step (tolerant of binary noise: 1.5 / 0.5 is fine, 1.2 / 0.5 is not). */
export function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

// C0 controls other than tab and line breaks, DEL and C1 controls: never part of real text, and NUL cannot be
// stored in PostgreSQL text at all.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

/** True when the text holds no control character (see CONTROL_CHARACTERS). */
export function isPlainText(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

/**
 * Trimmed text that must not be empty, at most `maxLength` characters (a text without a bound is not
 * allowed: see TEXT_MAX), without control characters.
 */
export function requiredTrimmed(message: string, maxLength: number, tooLong?: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, tooLong ?? `Must be at most ${maxLength} characters`)
    .refine(isPlainText, CONTROL_CHARACTERS_MESSAGE);
}

/** Optional trimmed text; '' and whitespace become undefined. */
export function optionalTrimmed(maxLength: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(maxLength, tooLong)
    .refine(isPlainText, CONTROL_CHARACTERS_MESSAGE)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));
}

/** A 10-digit Indian mobile number after the spec's phone normalisation. */
export function mobileNumber(message: string, requiredMessage = message) {
  return z
    .string({ error: requiredMessage })
    .transform((v) => normalizePhone(v))
    .refine((v) => v.length > 0, requiredMessage)
    .refine((v) => v.length === 0 || /^\d{10}$/.test(v), message);
}

/**
 * A 'YYYY-MM-DD' date that is today or later in IST at `now` (date pickers compare calendar days, so today
 * itself is always allowed).
 */
export function dateNotBeforeToday(
  now: Date,
  messages: { required: string; invalid: string; past: string; tooFar?: string },
) {
  const today = istToday(now);
  const latest = addDaysToIsoDate(today, DATE_MAX_DAYS_AHEAD);
  const tooFar = messages.tooFar ?? 'Date must be within a year from today';
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .superRefine((value, ctx) => {
      if (value.length === 0) return;
      if (!parseIsoDate(value)) ctx.addIssue({ code: 'custom', message: messages.invalid });
      else if (value < today) ctx.addIssue({ code: 'custom', message: messages.past });
      else if (value > latest) ctx.addIssue({ code: 'custom', message: tooFar });
    });
}

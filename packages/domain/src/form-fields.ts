/*
 * Building blocks for the form schemas. Web inputs deliver numbers as text ('' when empty), JSON bodies as
 * numbers: number fields accept both, so one schema serves the form and the server.
 */
import { z } from 'zod';
import { addDaysToIsoDate, istToday, parseIsoDate } from './ist-time';
import { DATE_MAX_DAYS_AHEAD, NUMBER_TEXT_MAX } from './limits';
import { MOBILE_TEXT_MAX, normalizePhone } from './auth';
import { CONTROL_CHARACTERS_MESSAGE, PLAIN_TEXT_PATTERN } from './plain-text';
import { MONEY_INPUT_MAX_LENGTH, parseMoneyInput } from './money';

export { CONTROL_CHARACTERS_MESSAGE, isPlainText, PLAIN_TEXT_PATTERN } from './plain-text';

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
    .union([z.number(), z.string().max(NUMBER_TEXT_MAX, messages.invalid)], { error: messages.required })
    .transform(parseNumberInput)
    .pipe(z.number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) }));
}

/**
 * A required amount of money in rupees, typed as people type it in India ('75,000', '1,20,000', '₹75,000.50':
 * money.ts parseRupees) or sent as a number; at most two decimals. `refine` adds the field's own limits.
 */
export function requiredMoney(messages: { required: string; invalid: string }) {
  return z
    .union([z.number(), z.string().max(MONEY_INPUT_MAX_LENGTH, messages.invalid)], {
      error: messages.required,
    })
    .transform(parseMoneyInput)
    .pipe(z.number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) }));
}

/** An optional number: absent or '' gives undefined; anything else must be a number. */
export function optionalNumber(invalid: string) {
  return z
    .union([z.number(), z.string().max(NUMBER_TEXT_MAX, invalid)], { error: invalid })
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

/**
 * Trimmed text of at most `maxLength` characters without control characters: the building block of every
 * text a request carries (a text without a bound is not allowed: see TEXT_MAX). Empty text passes.
 */
export function boundedText(maxLength: number, tooLong?: string, typeMessage?: string) {
  return z
    .string(typeMessage === undefined ? undefined : { error: typeMessage })
    .trim()
    .max(maxLength, tooLong ?? `Must be at most ${maxLength} characters`)
    .regex(PLAIN_TEXT_PATTERN, CONTROL_CHARACTERS_MESSAGE);
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
    .regex(PLAIN_TEXT_PATTERN, CONTROL_CHARACTERS_MESSAGE);
}

/**
 * Declares in the JSON Schema the range a chain of refinements enforces (refinements keep the specification's
 * messages and their order, but are invisible to JSON Schema). Call it where the refinements are written, on
 * the same bounds, so the declaration and the check cannot drift apart.
 */
export function declareRange<T extends z.ZodType>(schema: T, minimum: number, maximum: number): T {
  return schema.meta({ minimum, maximum });
}

/** The JSON Schema key that records a date field's window, in days from today: [earliest, latest]. */
export const DATE_WINDOW_KEY = 'x-date-window-days';

/** Optional trimmed text; '' and whitespace become undefined. */
export function optionalTrimmed(maxLength: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(maxLength, tooLong)
    .regex(PLAIN_TEXT_PATTERN, CONTROL_CHARACTERS_MESSAGE)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));
}

/** A 10-digit Indian mobile number after the spec's phone normalisation. */
export function mobileNumber(message: string, requiredMessage = message) {
  return z
    .string({ error: requiredMessage })
    .max(MOBILE_TEXT_MAX, message)
    .transform((v) => normalizePhone(v))
    .refine((v) => v.length > 0, requiredMessage)
    .refine((v) => v.length === 0 || /^\d{10}$/.test(v), message);
}

const ISO_DATE_LENGTH = 10;

/**
 * A 'YYYY-MM-DD' date that is today or later in IST at `now` (date pickers compare calendar days, so today
 * itself is always allowed), and at most DATE_MAX_DAYS_AHEAD days ahead.
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
    .max(ISO_DATE_LENGTH, messages.invalid)
    .superRefine((value, ctx) => {
      if (value.length === 0) return;
      if (!parseIsoDate(value)) ctx.addIssue({ code: 'custom', message: messages.invalid });
      else if (value < today) ctx.addIssue({ code: 'custom', message: messages.past });
      else if (value > latest) ctx.addIssue({ code: 'custom', message: tooFar });
    })
    .meta({ format: 'date', [DATE_WINDOW_KEY]: [0, DATE_MAX_DAYS_AHEAD] });
}

/** A 'YYYY-MM-DD' text within [today - daysBefore, today + daysAhead] in IST ('' passes: callers decide). */
function isoDateInWindow(
  clock: () => Date,
  window: { daysBefore: number; daysAhead: number },
  messages: { invalid: string; outside: string },
) {
  return z
    .string({ error: messages.invalid })
    .trim()
    .max(ISO_DATE_LENGTH, messages.invalid)
    .superRefine((value, ctx) => {
      if (value === '') return;
      if (!parseIsoDate(value)) return ctx.addIssue({ code: 'custom', message: messages.invalid });
      const today = istToday(clock());
      const earliest = addDaysToIsoDate(today, -window.daysBefore);
      const latest = addDaysToIsoDate(today, window.daysAhead);
      if (value < earliest || value > latest) ctx.addIssue({ code: 'custom', message: messages.outside });
    });
}

/**
 * An optional 'YYYY-MM-DD' date within [today - daysBefore, today + daysAhead] in IST, the clock read when a
 * value is checked (for schemas built once, such as a route's).
 */
export function optionalDateWithin(
  clock: () => Date,
  window: { daysBefore: number; daysAhead: number },
  messages: { invalid: string; outside: string },
) {
  return isoDateInWindow(clock, window, messages)
    .optional()
    .meta({ format: 'date', [DATE_WINDOW_KEY]: [-window.daysBefore, window.daysAhead] });
}

/** The same date, required: an empty or missing value answers `messages.required`. */
export function dateWithin(
  clock: () => Date,
  window: { daysBefore: number; daysAhead: number },
  messages: { required: string; invalid: string; outside: string },
) {
  return isoDateInWindow(clock, window, messages)
    .refine((value) => value !== '', messages.required)
    .meta({ format: 'date', [DATE_WINDOW_KEY]: [-window.daysBefore, window.daysAhead] });
}

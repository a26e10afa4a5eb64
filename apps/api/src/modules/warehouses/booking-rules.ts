import crypto from 'node:crypto';
import type { z } from 'zod';
import { MONTHS_SHORT } from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import { fieldErrorsFromIssues } from '../../lib/app-error';

/** A 400 carrying every field's first message, as the route-level validation answers. */
export function validationFailure(issues: z.core.$ZodIssue[]): AppError {
  const errors = fieldErrorsFromIssues(issues);
  return new AppError('validation', errors[0]?.msg ?? 'Invalid request', errors);
}

// No 0/O/1/I: references are read out over the phone.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'WB-' and 6 random characters (32^6 ~ 1e9 codes; the unique index rejects the rare repeat). */
export function newBookingReference(): string {
  const bytes = crypto.randomBytes(6);
  let code = '';
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `WB-${code}`;
}

/** '2025-03-12' -> '12 Mar 2025', for alert texts. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS_SHORT.en[(month ?? 1) - 1]} ${year}`;
}

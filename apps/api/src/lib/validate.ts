import type { z } from 'zod';
import { fieldErrorsFromIssues } from './app-error';
import { AppError } from './app-error';

/**
 * Parses with a schema built at request time (one that follows the clock) or a multipart form's fields, and
 * fails the way route-level validation does: 400 with every field's first message.
 */
export function parseOrFail<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrorsFromIssues(result.error.issues);
  throw new AppError('validation', errors[0]?.msg ?? 'Invalid request', errors);
}

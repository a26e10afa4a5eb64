import { englishOf, type ApiText } from './texts';

/**
 * The one error type use-cases throw. Its code decides the HTTP status in one place (plugins/errors.ts);
 * its message is shown to the user, so it is written in the specification's words.
 */
export type AppErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'unsupported_type'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable';

export interface FieldError {
  field: string;
  msg: string;
}

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

/** A field's message as a use-case raises it: a fixed text or a keyed sentence (lib/texts.ts). */
export interface FieldErrorText {
  field: string;
  msg: ApiText;
}

export class AppError extends Error {
  /** The message as raised (a keyed sentence is written in the caller's language by plugins/errors.ts). */
  readonly text: ApiText;

  constructor(
    readonly code: AppErrorCode,
    message: ApiText,
    readonly errors: FieldErrorText[] = [],
    /** retryAfterS: sent as Retry-After (seconds) with a 429 or 503. */
    readonly hints: { retryAfterS?: number } = {},
  ) {
    super(englishOf(message));
    this.text = message;
    this.name = 'AppError';
  }

  static validation(field: string, msg: ApiText): AppError {
    return new AppError('validation', msg, [{ field, msg }]);
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError('not_found', message);
  }
}

interface ZodLikeIssue {
  path?: PropertyKey[];
  message?: string;
}

/** First message per field, in schema order: the form shows one message per field, as the spec does. */
export function fieldErrorsFromIssues(issues: ZodLikeIssue[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const field = (issue.path ?? []).map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, msg: issue.message ?? 'Invalid value' });
  }
  return out;
}

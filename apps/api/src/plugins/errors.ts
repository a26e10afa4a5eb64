import type { FastifyError, FastifyInstance } from 'fastify';
import type { Language } from '@logisaathi/domain';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, fieldErrorsFromIssues, STATUS_BY_CODE, type FieldError } from '../lib/app-error';
import { TOO_MANY_ATTEMPTS } from '../lib/attempt-limiter';
import { textIn, type ApiText } from '../lib/texts';

export function failureBody(message: string, errors: FieldError[] = []) {
  return { success: false as const, message, errors };
}

/** The failure body in the caller's language: its message and every field's message (English by default). */
export function failureBodyIn(
  language: Language,
  message: ApiText,
  errors: ReadonlyArray<{ field: string; msg: ApiText }> = [],
) {
  return failureBody(
    textIn(language, message),
    errors.map((e) => ({ field: e.field, msg: textIn(language, e.msg) })),
  );
}

/**
 * One error handler for the API: known errors keep their status and text; anything else is a bare 500. Texts
 * answer in the caller's language (plugins/language.ts).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const failureBody = (message: ApiText, errors: ReadonlyArray<{ field: string; msg: ApiText }> = []) =>
      failureBodyIn(request.language, message, errors);
    if (err instanceof AppError) {
      if (err.hints.retryAfterS !== undefined) reply.header('retry-after', String(err.hints.retryAfterS));
      return reply.code(STATUS_BY_CODE[err.code]).send(failureBody(err.text, err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message,
      }));
      const errors = fieldErrorsFromIssues(issues);
      return reply.code(400).send(failureBody(errors[0]?.msg ?? 'Invalid request', errors));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(failureBody(TOO_MANY_ATTEMPTS));
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send(failureBody('File is too large'));
    }
    if (status >= 400 && status < 500) {
      // Framework-level client errors (bad JSON, wrong content type) carry safe messages.
      const message = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Invalid JSON body' : err.message;
      return reply.code(status).send(failureBody(message));
    }
    const inputError = errorCausedByInput(err);
    if (inputError) return reply.code(inputError.status).send(failureBody(inputError.message));
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(failureBody('Something went wrong. Please try again.'));
  });
}

/*
 * Errors that the request itself caused, raised below the schemas: by the multipart parser (busboy) reading a
 * malformed upload, or by PostgreSQL refusing a value (a NUL in text, a number or date out of its type's
 * range). They are the caller's mistake, so they answer 4xx; anything else stays a 500.
 */
export const UPLOAD_CUT_OFF = 'The upload was cut off. Please try again.';
const MULTIPART_MESSAGES: Array<[RegExp, string]> = [
  [/unexpected end of (form|multipart data)|part terminated early|malformed part header/i, UPLOAD_CUT_OFF],
  [/boundary not found|multipart: boundary/i, 'The upload is not a valid multipart form (no boundary).'],
];

/** PostgreSQL SQLSTATEs of class 22 (data exception) and 54 (too long) that a request's values can cause. */
const INPUT_SQLSTATES = new Set([
  '22001', // string too long for its column
  '22003', // number out of range
  '22007', // invalid date/time format
  '22008', // date/time out of range
  '22021', // character not in repertoire (NUL, bad UTF-8)
  '22P02', // invalid text representation
  '22P05', // untranslatable character (\u0000 in jsonb)
  '54000', // program limit exceeded (e.g. an index row too large)
]);

function errorCausedByInput(err: unknown): { status: number; message: string } | null {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_SQLSTATES.has(code)) {
      return {
        status: 400,
        message: 'A value in the request cannot be stored. Please check what you entered.',
      };
    }
    for (const [pattern, message] of MULTIPART_MESSAGES) {
      if (pattern.test(e.message)) return { status: 400, message };
    }
  }
  return null;
}

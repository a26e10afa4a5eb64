import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, STATUS_BY_CODE, type FieldError } from '../lib/app-error';
import { TOO_MANY_ATTEMPTS } from '../lib/attempt-limiter';

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

export function failureBody(message: string, errors: FieldError[] = []) {
  return { success: false as const, message, errors };
}

/** One error handler for the API: known errors keep their status and text; anything else is a bare 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(STATUS_BY_CODE[err.code]).send(failureBody(err.message, err.errors));
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
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(failureBody('Something went wrong. Please try again.'));
  });
}

/*
 * Request-schema building blocks of the API's own routes. Bounds come from packages/domain (TEXT_MAX, ID_MAX_LENGTH,
 * ...), so every route states the same limits for the same kind of value.
 */
import { z } from 'zod';
import { ID_MAX_LENGTH } from '@logisaathi/domain';

/** A row id in a path. Unknown or malformed ids are the use-case's 404, so the only rule here is a bound. */
export const idParams = z.object({ id: z.string().max(ID_MAX_LENGTH) });

/**
 * A body whose rules depend on the clock or on stored data, so its use-case validates it when it runs, with the
 * domain schema `schema`. The route checks only that the body is a JSON object, and declares `schema`'s JSON
 * Schema (the same schema the use-case applies, so the declared bounds are the enforced ones) for the API
 * document and the bounds test. `partial`: an edit, where every field may be left out.
 */
export function bodyCheckedByUseCase(
  schema: z.ZodType,
  notAnObject: string,
  options: { partial?: boolean } = {},
) {
  const declared: Record<string, unknown> = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  delete declared.$schema;
  if (options.partial) delete declared.required;
  return z
    .unknown()
    .refine((v) => typeof v === 'object' && v !== null && !Array.isArray(v), notAnObject)
    .meta(declared);
}

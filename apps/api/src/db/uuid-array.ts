import { sql, type Column, type SQL } from 'drizzle-orm';

/** Ids as one `uuid[]` parameter (`{a,b,...}`); only for uuids, which hold no comma, brace or quote. */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * `column = any($1::uuid[])`: `inArray` binds one parameter per id, and PostgreSQL takes at most 65,535 in a
 * statement, which the deliveries or jobs of a long-lived account can pass.
 */
export const isAnyOfUuids = (column: Column, ids: readonly string[]): SQL =>
  sql`${column} = any(${uuidArray(ids)})`;

/**
 * The rows of a raw `db.execute(sql...)`: node-postgres answers a result with `rows`, PGlite's drizzle driver the
 * rows themselves. Typed by the caller, who wrote the select list.
 */
export function executeRows<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

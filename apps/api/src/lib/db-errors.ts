/**
 * The PostgreSQL error of a failed query (the first error in its `cause` chain with a SQLSTATE code), on a server
 * or on embedded PGlite, however the driver or Drizzle wrapped it.
 */
export function pgErrorOf(err: unknown): { code: string; constraint?: string } | undefined {
  for (let e: unknown = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
    e = cause;
  }
  return undefined;
}

/** True when a write failed on a unique constraint (PostgreSQL 23505), on a server or on embedded PGlite. */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorOf(err)?.code === '23505';
}

/**
 * True when PostgreSQL rolled the transaction back so that another could go on: a deadlock (40P01) or a
 * serialization failure (40001). Nothing of it was written, and the same work may simply be run again.
 */
export function isTransientConflict(err: unknown): boolean {
  const code = pgErrorOf(err)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs `transaction` (a whole transaction, not a statement inside one) again when PostgreSQL rolled it back for a
 * deadlock or a serialization failure, as PostgreSQL's documentation asks of applications: at most `attempts`
 * runs in all, after a short random pause so the two sides do not meet again. Any other error, or the last
 * attempt's, is thrown as it came. Embedded PGlite runs one transaction at a time and never raises these.
 */
export async function retryTransientConflicts<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (err) {
      if (attempt >= attempts || !isTransientConflict(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

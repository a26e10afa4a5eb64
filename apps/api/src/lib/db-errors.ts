/** True when a write failed on a unique constraint (PostgreSQL 23505), on a server or on embedded PGlite. */
export function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { code?: string; cause?: { code?: string } })?.code ??
    (err as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

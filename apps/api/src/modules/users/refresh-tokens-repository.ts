import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { refreshTokens } from './tables';

/*
 * The stored sign-ins (refresh tokens, by the SHA-256 of the token) for auth/sessions.ts, which owns their rules:
 * rotation, replay detection, revocation and its announcement.
 */

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: DbOrTx, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** The token stored under `tokenHash`, or undefined. */
export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** The token stored under `tokenHash`, locked until the transaction ends (a refresh rotates it once). */
export async function lockRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

export async function markRefreshTokenRotated(db: DbOrTx, id: string): Promise<void> {
  await db.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, id));
}

/** Revokes the live tokens of one sign-in (family). */
export async function revokeRefreshFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the live tokens of every sign-in of the user, except `keepFamilyId`'s when given. */
export async function revokeRefreshTokensOfUser(
  db: DbOrTx,
  userId: string,
  keepFamilyId: string | null,
): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/**
 * Whether a sign-in (family) has a live token. The query is prepared once per database: built once, and planned
 * once per connection, as it is asked on requests whose sign-in the process does not already know.
 */
export function prepareLiveFamilyCheck(db: Db): (familyId: string) => Promise<boolean> {
  const query = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt)))
    .limit(1)
    .prepare('auth_family_is_active');
  return async (familyId) => (await query.execute({ familyId })).length > 0;
}

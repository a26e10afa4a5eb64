import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  isLanguage,
  DEFAULT_LANGUAGE,
  type Language,
  type MemberRole,
  type PublicUser,
  type UserRole,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { users } from './tables';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function insertUser(db: DbOrTx, row: NewUserRow): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function updateUser(db: DbOrTx, id: string, patch: Partial<NewUserRow>): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!updated) throw new Error('update returned no row');
  return updated;
}

/** Whether any of the given accounts is suspended (issue 33). */
export async function isAnySuspended(db: DbOrTx, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const suspended = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNotNull(users.suspendedAt)))
    .limit(1);
  return suspended.length > 0;
}

/**
 * Deletes the account row; the foreign keys cascade to every row that belongs to it (sign-ins, profile, alerts,
 * deliveries, documents and so on), and set null the links of what outlives it (issued tax documents).
 */
export async function deleteUser(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** The role a stored account has ('shipper' for any value the product does not know). */
export function roleOfRow(role: string): UserRole {
  return role === 'partner' || role === 'operator' ? role : 'shipper';
}

export function toPublicUser(row: UserRow, memberRole?: MemberRole): PublicUser {
  return {
    ...(memberRole ? { memberRole } : {}),
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    company: row.company,
    phone: row.phone,
    businessType: row.businessType as PublicUser['businessType'],
    role: roleOfRow(row.role),
    language: languageOf(row),
    // Versioned by update time so a replaced photo is never served from a stale cache.
    avatarUrl: row.avatarFile ? `/api/users/avatar/${row.id}?v=${row.updatedAt.getTime()}` : null,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
  };
}

/** The language a user reads: their stored choice, English for any value the product does not speak. */
export function languageOf(row: Pick<UserRow, 'language'>): Language {
  return isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
}

import { and, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  isLanguage,
  DEFAULT_LANGUAGE,
  TEXT_MAX,
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

/**
 * One user's contact columns (id, phone, email, language, company) as a subquery of another module's statement
 * (`from ${userContactOf(id)} u`): notifications writes its outbox rows from it in one insert.
 */
export const userContactOf = (id: string): SQL =>
  sql`(select id, phone, email, language, company from users where id = ${id}::uuid)`;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** The account's row, locked until the transaction ends; undefined when there is none. */
export async function lockUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * Each given account's company name, read back at most TEXT_MAX.company characters (a row stored before the
 * bound existed cannot make another business's list grow with it); an id with no account is left out.
 */
export async function findCompanyNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, company: sql<string>`left(${users.company}, ${TEXT_MAX.company})` })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.company]));
}

/** How the operator's lists name an account: its company, the person's names and email. */
export type AccountContact = Pick<UserRow, 'company' | 'firstName' | 'lastName' | 'email'>;

/** Each given account's contact; an id with no account is left out. */
export async function findContacts(db: DbOrTx, ids: readonly string[]): Promise<Map<string, AccountContact>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/** Marks the account suspended (issue 33) with its reason, or restores it (null); undefined when there is none. */
export async function setUserSuspension(
  db: DbOrTx,
  id: string,
  suspension: { reason: string } | null,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      suspendedAt: suspension ? now : null,
      suspendedReason: suspension?.reason ?? null,
      updatedAt: now,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
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

/**
 * An operator's search for a business or a partner (not operators) by e-mail, name or company (a substring,
 * case-insensitive), newest account first.
 */
export async function searchAccounts(db: DbOrTx, q: string, limit: number): Promise<UserRow[]> {
  const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.role, ['shipper', 'partner']),
        or(
          ilike(users.email, like),
          ilike(users.company, like),
          ilike(users.firstName, like),
          ilike(users.lastName, like),
        ),
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(limit);
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

/*
 * Organisations and their members (issue 37). Records stay under the owner's user id (the organisation's
 * account); a member's sign-in carries that account and the member's role (sessions.ts), and the auth plugin
 * makes every request act for it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { isMemberRole, ownerRoleOf, type MemberRole, type OrganisationKind } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { organisationMembers, organisations } from './organisation-tables';
import { users } from './tables';

export interface Membership {
  organisationId: string;
  /** The owner's user id: the account every record of the organisation is stored under. */
  accountId: string;
  kind: OrganisationKind;
  role: MemberRole;
  driverId: string | null;
}

export async function findMembership(db: DbOrTx, userId: string): Promise<Membership | undefined> {
  const [row] = await db
    .select({
      organisationId: organisationMembers.organisationId,
      accountId: organisations.ownerUserId,
      kind: organisations.kind,
      role: organisationMembers.role,
      driverId: organisationMembers.driverId,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId))
    .limit(1);
  if (!row) return undefined;
  const kind: OrganisationKind = row.kind === 'partner' ? 'partner' : 'shipper';
  return { ...row, kind, role: isMemberRole(row.role) ? row.role : 'viewer' };
}

/** The organisation a new account makes, with its user as owner (registration). */
export async function createOrganisation(
  db: DbOrTx,
  ownerUserId: string,
  kind: OrganisationKind,
): Promise<string> {
  const [org] = await db
    .insert(organisations)
    .values({ ownerUserId, kind })
    .returning({ id: organisations.id });
  if (!org) throw new Error('insert returned no row');
  await db
    .insert(organisationMembers)
    .values({ userId: ownerUserId, organisationId: org.id, role: ownerRoleOf(kind) });
  return org.id;
}

/** The organisation whose account (owner) is this user. */
export async function findOrganisationOfAccount(
  db: DbOrTx,
  accountId: string,
): Promise<{ id: string; kind: OrganisationKind } | undefined> {
  const [row] = await db
    .select({ id: organisations.id, kind: organisations.kind })
    .from(organisations)
    .where(eq(organisations.ownerUserId, accountId))
    .limit(1);
  return row ? { id: row.id, kind: row.kind === 'partner' ? 'partner' : 'shipper' } : undefined;
}

export async function addMember(
  db: DbOrTx,
  member: { userId: string; organisationId: string; role: MemberRole; driverId?: string | null },
): Promise<void> {
  await db.insert(organisationMembers).values({ ...member, driverId: member.driverId ?? null });
}

export async function removeMember(db: DbOrTx, organisationId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(organisationMembers)
    .where(
      and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)),
    )
    .returning({ userId: organisationMembers.userId });
  return removed.length > 0;
}

/** The members of the account's organisation other than its owner. */
export async function otherMemberIds(db: DbOrTx, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisations.ownerUserId, accountId));
  return rows.map((r) => r.userId).filter((id) => id !== accountId);
}

/** The organisation's members with their accounts, in the order they joined. */
export async function listMembersWithAccounts(db: DbOrTx, organisationId: string) {
  return db
    .select({ member: organisationMembers, user: users })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(organisationMembers.createdAt));
}

export async function isMemberOf(db: DbOrTx, organisationId: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .where(
      and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)),
    )
    .limit(1);
  return member !== undefined;
}

/*
 * The team (issue 37): its members and open invitations, removing a member (signed out at once, their own
 * account erased; what they did stays in the history under the name they had), and who did what.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { isMemberRole, TEAM_MESSAGES, type MemberActionKind, type TeamMember } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { organisationInvitations, organisationMembers, organisations } from '../users/organisation-tables';
import { users } from '../users/tables';
import { AppError } from '../../lib/app-error';
import { revokeAllFamiliesOfUser } from '../auth/sessions';
import { listMemberActions, type MemberActionFilter } from '../users/member-actions-repository';
import { invitationDto, type Organisation } from './invitations';

export async function organisationOfAccount(db: Db, accountId: string): Promise<Organisation> {
  const [org] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.ownerUserId, accountId))
    .limit(1);
  if (!org) throw new AppError('forbidden', TEAM_MESSAGES.ownerOnly);
  return { id: org.id, kind: org.kind === 'partner' ? 'partner' : 'shipper', accountId };
}

export async function listTeam(db: Db, org: Organisation, now = new Date()) {
  const rows = await db
    .select({ member: organisationMembers, user: users })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, org.id))
    .orderBy(asc(organisationMembers.createdAt));
  const members: TeamMember[] = rows.map(({ member, user }) => ({
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone,
    role: isMemberRole(member.role) ? member.role : 'viewer',
    isOwner: user.id === org.accountId,
    joinedAt: member.createdAt.toISOString(),
  }));
  const invitations = await db
    .select()
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.organisationId, org.id),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
        gt(organisationInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(organisationInvitations.createdAt));
  return { members, invitations: invitations.map(invitationDto) };
}

export async function withdrawInvitation(db: Db, org: Organisation, id: string): Promise<void> {
  const done = await db
    .update(organisationInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(organisationInvitations.id, id),
        eq(organisationInvitations.organisationId, org.id),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
      ),
    )
    .returning({ id: organisationInvitations.id });
  if (done.length === 0) throw new AppError('not_found', TEAM_MESSAGES.invitationInvalid);
}

/**
 * The owner removes a member: every session of theirs ends at once (their next request is refused and their
 * event streams close), and their own account goes with its personal data. The organisation's records were
 * never theirs (they are stored under the owner), and the history keeps the name they had.
 */
export async function removeTeamMember(db: Db, org: Organisation, userId: string): Promise<void> {
  if (userId === org.accountId) throw AppError.validation('userId', TEAM_MESSAGES.cannotRemoveOwner);
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: organisationMembers.userId })
      .from(organisationMembers)
      .where(and(eq(organisationMembers.organisationId, org.id), eq(organisationMembers.userId, userId)))
      .limit(1);
    if (!member) throw new AppError('not_found', TEAM_MESSAGES.memberNotFound);
    await revokeAllFamiliesOfUser(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}

export async function teamHistory(db: Db, org: Organisation, filter: MemberActionFilter = {}) {
  const rows = await listMemberActions(db, org.id, filter);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as MemberActionKind,
    subject: r.subject,
    actorName: r.actorName,
    actorUserId: r.actorUserId,
    at: r.createdAt.toISOString(),
  }));
}

/*
 * The team (issue 37): its members and open invitations, removing a member (signed out at once, their own
 * account erased; what they did stays in the history under the name they had), and who did what.
 */
import { isMemberRole, TEAM_MESSAGES, type MemberActionKind, type TeamMember } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { revokeAllFamiliesOfUser } from '../auth/sessions';
import { listMemberActions, type MemberActionFilter } from '../users/member-actions-repository';
import { listOpenInvitations, withdrawOpenInvitation } from '../users/invitations-repository';
import {
  findOrganisationOfAccount,
  isMemberOf,
  listMembersWithAccounts,
} from '../users/organisations-repository';
import { deleteUser } from '../users/users-repository';
import { invitationDto, type Organisation } from './invitations';

export async function organisationOfAccount(db: Db, accountId: string): Promise<Organisation> {
  const org = await findOrganisationOfAccount(db, accountId);
  if (!org) throw new AppError('forbidden', TEAM_MESSAGES.ownerOnly);
  return { ...org, accountId };
}

export async function listTeam(db: Db, org: Organisation, now = new Date()) {
  const rows = await listMembersWithAccounts(db, org.id);
  const members: TeamMember[] = rows.map(({ member, user }) => ({
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone,
    role: isMemberRole(member.role) ? member.role : 'viewer',
    isOwner: user.id === org.accountId,
    joinedAt: member.createdAt.toISOString(),
  }));
  const invitations = await listOpenInvitations(db, org.id, now);
  return { members, invitations: invitations.map(invitationDto) };
}

export async function withdrawInvitation(db: Db, org: Organisation, id: string): Promise<void> {
  if (!(await withdrawOpenInvitation(db, org.id, id)))
    throw new AppError('not_found', TEAM_MESSAGES.invitationInvalid);
}

/**
 * The owner removes a member: every session of theirs ends at once (their next request is refused and their
 * event streams close), and their own account goes with its personal data. The organisation's records were
 * never theirs (they are stored under the owner), and the history keeps the name they had.
 */
export async function removeTeamMember(db: Db, org: Organisation, userId: string): Promise<void> {
  if (userId === org.accountId) throw AppError.validation('userId', TEAM_MESSAGES.cannotRemoveOwner);
  await db.transaction(async (tx) => {
    if (!(await isMemberOf(tx, org.id, userId)))
      throw new AppError('not_found', TEAM_MESSAGES.memberNotFound);
    await revokeAllFamiliesOfUser(tx, userId);
    await deleteUser(tx, userId);
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

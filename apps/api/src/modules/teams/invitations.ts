/*
 * Inviting people into an organisation (issue 37): by e-mail (the link is mailed) or by a link the owner shares.
 * Accepting creates the invitee's own account, a member of the organisation with the invited role.
 */
import crypto from 'node:crypto';
import {
  organisationKindOfRole,
  TEAM_MESSAGES,
  type AcceptTeamInvitation,
  type MemberRole,
} from '@logisaathi/domain';
import type { PasswordHashCost } from '../../config';
import type { Db } from '../../db/client';
import { findDriver } from '../partners/partners-repository';
import { AppError } from '../../lib/app-error';
import { mailIn, type MailMessage } from '../../lib/mailer';
import { EMAIL_TAKEN_MESSAGE, registerUser } from '../auth/register-user';
import { hashToken } from '../auth/sessions';
import {
  findOpenInvitationByHash,
  insertInvitation,
  markInvitationAccepted,
  type InvitationRow,
} from '../users/invitations-repository';
import { findUserById, type UserRow } from '../users/users-repository';

export const INVITATION_TTL_DAYS = 7;

export function invitationDto(row: InvitationRow) {
  return {
    id: row.id,
    role: row.role as MemberRole,
    email: row.email,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface Organisation {
  id: string;
  kind: 'shipper' | 'partner';
  accountId: string;
}

export async function createInvitation(
  db: Db,
  org: Organisation,
  input: { role: MemberRole; email?: string | undefined; driverId?: string | undefined },
  linkBase: string,
  now = new Date(),
): Promise<{ row: InvitationRow; link: string; mail: MailMessage | null }> {
  if (
    organisationKindOfRole(input.role) !== org.kind ||
    input.role === 'owner' ||
    input.role === 'fleet_owner'
  )
    throw AppError.validation('role', TEAM_MESSAGES.roleNotInOrganisation);
  if (input.role === 'driver') {
    if (!input.driverId) throw AppError.validation('driverId', TEAM_MESSAGES.driverNeedsRecord);
    if (!(await findDriver(db, org.accountId, input.driverId)))
      throw AppError.validation('driverId', TEAM_MESSAGES.driverNeedsRecord);
  }
  const token = crypto.randomBytes(32).toString('base64url');
  const row = await insertInvitation(db, {
    organisationId: org.id,
    role: input.role,
    email: input.email ?? null,
    driverId: input.role === 'driver' ? (input.driverId ?? null) : null,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
  });
  const link = `${linkBase}/join?token=${token}`;
  const owner = await findUserById(db, org.accountId);
  const mail =
    input.email && owner
      ? mailIn('en', {
          to: input.email,
          subject: 'You are invited to join your team on LogiSaathi',
          text: [
            `${owner.firstName} ${owner.lastName} invited you to join ${owner.company} on LogiSaathi.`,
            '',
            `Open this link within ${INVITATION_TTL_DAYS} days to create your sign-in:`,
            '',
            link,
          ].join('\n'),
        })
      : null;
  return { row, link, mail };
}

/** The open invitation a token names, with its organisation's company name. */
export async function findOpenInvitation(db: Db, token: string, now = new Date()) {
  const row = await findOpenInvitationByHash(db, hashToken(token), now);
  if (!row) throw new AppError('not_found', TEAM_MESSAGES.invitationInvalid);
  return row;
}

/** Accepting: the invitee's own account joins the organisation; the invitation is used once. */
export async function acceptInvitation(
  db: Db,
  token: string,
  input: AcceptTeamInvitation & { email: string },
  cost: PasswordHashCost,
  language: 'en' | 'hi',
): Promise<UserRow> {
  const { invitation, org, company } = await findOpenInvitation(db, token);
  if (invitation.email && invitation.email.toLowerCase() !== input.email.toLowerCase())
    throw AppError.validation('email', TEAM_MESSAGES.invitationInvalid);
  try {
    return await registerUser(
      db,
      {
        ...input,
        company,
        businessType: 'services',
        role: org.kind === 'partner' ? 'partner' : 'shipper',
        language,
        membership: {
          organisationId: org.id,
          role: invitation.role as MemberRole,
          driverId: invitation.driverId,
        },
      },
      cost,
      async (tx) => {
        if (!(await markInvitationAccepted(tx, invitation.id)))
          throw new AppError('not_found', TEAM_MESSAGES.invitationInvalid);
      },
    );
  } catch (err) {
    if (err instanceof AppError && err.message === EMAIL_TAKEN_MESSAGE)
      throw AppError.validation('email', TEAM_MESSAGES.alreadyMember);
    throw err;
  }
}

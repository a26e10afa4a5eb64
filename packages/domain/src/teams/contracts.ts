/* Request and response shapes of /api/team (issue 37), shared by the API and the web's Team page. */
import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema, publicUserSchema, requiredText } from '../auth';
import { ID_MAX_LENGTH, RESPONSE_TEXT_MAX, TEXT_MAX, TOKEN_MAX_LENGTH } from '../limits';
import { MEMBER_ROLES, TEAM_MESSAGES } from './permissions';

const memberRoleSchema = z.enum(MEMBER_ROLES, { error: TEAM_MESSAGES.roleNotInOrganisation });

/** POST /api/team/invitations: by e-mail (email given) or a link to share (no email). */
export const createInvitationSchema = z.object({
  role: memberRoleSchema,
  email: emailSchema.optional(),
  /** A fleet's driver sign-in: the driver record it is for. */
  driverId: z.uuid(TEAM_MESSAGES.driverNeedsRecord).max(ID_MAX_LENGTH).optional(),
});
export type CreateInvitation = z.input<typeof createInvitationSchema>;

export const teamInvitationSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  role: memberRoleSchema,
  email: z.string().max(RESPONSE_TEXT_MAX.email).nullable(),
  expiresAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});

export const invitationLinkResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ invitation: teamInvitationSchema, link: z.string().max(RESPONSE_TEXT_MAX.url) }),
});

export const teamMemberSchema = z.object({
  userId: z.string().max(RESPONSE_TEXT_MAX.id),
  name: z.string().max(RESPONSE_TEXT_MAX.name),
  email: z.string().max(RESPONSE_TEXT_MAX.email),
  phone: z.string().max(RESPONSE_TEXT_MAX.phone),
  role: memberRoleSchema,
  isOwner: z.boolean(),
  joinedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ members: z.array(teamMemberSchema), invitations: z.array(teamInvitationSchema) }),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(TOKEN_MAX_LENGTH) });

/** GET /api/team/invitations/{token}: what the invitee is asked to join. */
export const invitationPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    company: z.string().max(RESPONSE_TEXT_MAX.name),
    role: memberRoleSchema,
    email: z.string().max(RESPONSE_TEXT_MAX.email).nullable(),
  }),
});

/** POST /api/team/invitations/{token}/accept: the new member's own account. */
export const acceptTeamInvitationSchema = z.object({
  firstName: requiredText('First name is required', 'First name must be at least 2 characters', 2, {
    length: TEXT_MAX.name,
    message: `First name must be at most ${TEXT_MAX.name} characters`,
  }),
  lastName: requiredText('Last name is required', 'Last name must be at least 2 characters', 2, {
    length: TEXT_MAX.name,
    message: `Last name must be at most ${TEXT_MAX.name} characters`,
  }),
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});
export type AcceptTeamInvitation = z.input<typeof acceptTeamInvitationSchema>;

export const teamAuthResponseSchema = z.object({
  success: z.literal(true),
  token: z.string().max(RESPONSE_TEXT_MAX.token),
  refreshToken: z.string().max(RESPONSE_TEXT_MAX.token),
  user: publicUserSchema,
});

/** Who did what (issue 37): the kinds of action the history records. */
export const MEMBER_ACTION_KINDS = [
  'delivery.booked',
  'delivery.cancelled',
  'delivery.disputed',
  'invoice.paid',
  'invoice.utr',
  'invoice.checkout',
  'document.uploaded',
  'document.removed',
] as const;
export type MemberActionKind = (typeof MEMBER_ACTION_KINDS)[number];

export const memberActionSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  action: z.enum(MEMBER_ACTION_KINDS),
  subject: z.string().max(RESPONSE_TEXT_MAX.text),
  actorName: z.string().max(RESPONSE_TEXT_MAX.name),
  actorUserId: z.string().max(RESPONSE_TEXT_MAX.id).nullable(),
  at: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type MemberActionEntry = z.infer<typeof memberActionSchema>;

/** GET /api/team/history's filters: one member's actions, one kind of action, or both. */
export const teamHistoryQuerySchema = z.object({
  member: z.uuid(TEAM_MESSAGES.memberNotFound).optional(),
  action: z.enum(MEMBER_ACTION_KINDS, { error: TEAM_MESSAGES.actionUnknown }).optional(),
});
export type TeamHistoryQuery = z.infer<typeof teamHistoryQuerySchema>;

export const teamHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ actions: z.array(memberActionSchema) }),
});

export const memberParamsSchema = z.object({ userId: z.uuid(TEAM_MESSAGES.memberNotFound) });
export const invitationIdParamsSchema = z.object({ id: z.uuid(TEAM_MESSAGES.invitationInvalid) });

/*
 * The operations console (issue 33): operator sign-in with a TOTP code, invitations, the audit log and the
 * review of partner documents. Request and response shapes of /api/ops, shared by the API and /ops.
 */
import { z } from 'zod';
import { emailSchema, loginSchema, publicUserSchema, requiredText } from '../auth';
import { ID_MAX_LENGTH, PASSWORD_MAX_LENGTH, RESPONSE_TEXT_MAX, TEXT_MAX, TOKEN_MAX_LENGTH } from '../limits';
import { documentSchema, PARTNER_DOCUMENT_KINDS } from '../partners/documents';

export const OPS_MESSAGES = {
  operatorsOnly: 'This page is for LogiSaathi operators.',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  badSignIn: 'Invalid email, password or code',
  operatorSignInHere: 'Operators sign in at /ops with a password and an authenticator code',
  invitationInvalid: 'This invitation link is invalid, used or expired. Ask an operator for a new one.',
  alreadyAccount: 'An account with this email already exists',
  passwordTooShort: 'An operator password must be at least 12 characters',
  reasonRequired: 'Give a reason (at least 3 characters)',
  documentNotFound: 'Document not found',
  alreadyReviewed: 'This document has already been reviewed',
  registrationHeld: 'Another verified vehicle already holds this registration number',
  registrationFixed:
    'This registration number is verified and cannot be changed. Add the other vehicle instead.',
} as const;

/** A TOTP code as typed: six digits (spaces allowed, as authenticator apps show '123 456'). */
export const totpCodeSchema = z
  .string({ error: OPS_MESSAGES.codeRequired })
  .max(16, OPS_MESSAGES.codeRequired)
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => /^\d{6}$/.test(v), OPS_MESSAGES.codeRequired);

/** POST /api/ops/auth/sign-in. */
export const operatorSignInSchema = loginSchema.extend({ code: totpCodeSchema });
export type OperatorSignIn = z.input<typeof operatorSignInSchema>;

export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
const operatorPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((v) => v.length === 0 || v.length >= OPERATOR_PASSWORD_MIN_LENGTH, OPS_MESSAGES.passwordTooShort);

/** POST /api/ops/invitations: an operator invites someone by e-mail address. */
export const inviteOperatorSchema = z.object({ email: emailSchema });
export const invitationCreatedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    invitation: z.object({
      email: z.string().max(RESPONSE_TEXT_MAX.email),
      link: z.string().max(RESPONSE_TEXT_MAX.url),
      expiresAt: z.string().max(RESPONSE_TEXT_MAX.instant),
    }),
  }),
});

/** GET /api/ops/invitations/{token}: what the invitee enrols in their authenticator app before choosing a password. */
export const invitationViewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    email: z.string().max(RESPONSE_TEXT_MAX.email),
    totpSecret: z.string().max(RESPONSE_TEXT_MAX.text),
    otpauthUri: z.string().max(RESPONSE_TEXT_MAX.text),
    /** The otpauth URI as an SVG QR code, to scan with the authenticator app. */
    qrSvg: z.string().max(RESPONSE_TEXT_MAX.svg),
  }),
});

/** POST /api/ops/invitations/{token}/accept. */
export const acceptInvitationSchema = z.object({
  firstName: requiredText('First name is required', 'First name must be at least 2 characters'),
  lastName: requiredText('Last name is required', 'Last name must be at least 2 characters'),
  password: operatorPasswordSchema,
  code: totpCodeSchema,
});
export type AcceptInvitation = z.input<typeof acceptInvitationSchema>;

export const invitationTokenParams = z.object({ token: z.string().min(1).max(TOKEN_MAX_LENGTH) });

export const operatorAuthResponseSchema = z.object({
  success: z.literal(true),
  token: z.string().max(RESPONSE_TEXT_MAX.token),
  refreshToken: z.string().max(RESPONSE_TEXT_MAX.token),
  user: publicUserSchema,
});

/** A reason for a decision that changes someone's record (rejections, suspensions, credit notes). */
export const reasonSchema = z
  .string({ error: OPS_MESSAGES.reasonRequired })
  .trim()
  .min(3, OPS_MESSAGES.reasonRequired)
  .max(TEXT_MAX.freeText, `Reason must be at most ${TEXT_MAX.freeText} characters`);

/** What an operator did; each is one audit entry. */
export const AUDIT_ACTIONS = [
  'operator.invited',
  'operator.joined',
  'document.approved',
  'document.rejected',
  'payment.confirmed',
  'payment.rejected',
  'credit-note.issued',
  'payout.recorded',
  'notification.resent',
  'account.suspended',
  'account.restored',
  'operator.password-changed',
  'dispatch.assigned',
  'dispatch.reoffered',
  'dispatch.cancelled',
  'exception.resolved',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string().max(RESPONSE_TEXT_MAX.instant),
  actorId: z.string().max(RESPONSE_TEXT_MAX.id),
  actorEmail: z.string().max(RESPONSE_TEXT_MAX.email),
  action: z.string().max(RESPONSE_TEXT_MAX.code),
  targetType: z.string().max(RESPONSE_TEXT_MAX.code),
  targetId: z.string().max(RESPONSE_TEXT_MAX.id),
  reason: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_MAX = 200;
/** GET /api/ops/audit: newest first, filtered by action, actor e-mail or record id; `before` pages back. */
export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  q: z.string().trim().max(TEXT_MAX.name).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export const auditLogResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ entries: z.array(auditEntrySchema).max(AUDIT_PAGE_MAX) }),
});

/** A document waiting for (or after) review, with whose it is. */
export const reviewDocumentSchema = documentSchema.extend({
  partnerId: z.string().max(RESPONSE_TEXT_MAX.id),
  partnerName: z.string().max(RESPONSE_TEXT_MAX.name),
  partnerEmail: z.string().max(RESPONSE_TEXT_MAX.email),
  vehicleId: z.string().max(RESPONSE_TEXT_MAX.id).nullable(),
  registrationDisplay: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
  driverId: z.string().max(RESPONSE_TEXT_MAX.id).nullable(),
  driverName: z.string().max(RESPONSE_TEXT_MAX.name).nullable(),
  licenceNumber: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
  reviewedAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  /** Operator-only file path under /api. */
  fileUrl: z.string().max(RESPONSE_TEXT_MAX.url),
});
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

export const REVIEW_QUEUE_MAX = 200;
export const reviewQueueQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  kind: z.enum(PARTNER_DOCUMENT_KINDS).optional(),
});
export const reviewQueueResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ documents: z.array(reviewDocumentSchema).max(REVIEW_QUEUE_MAX) }),
});
export const reviewDocumentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ document: reviewDocumentSchema }),
});
/** POST /api/ops/documents/{id}/approve (no reason needed) and .../reject (a reason the partner reads). */
export const approveDocumentSchema = z.object({ note: z.string().trim().max(TEXT_MAX.freeText).optional() });
export const rejectDocumentSchema = z.object({ reason: reasonSchema });

export const opsIdParams = z.object({ id: z.string().max(ID_MAX_LENGTH) });

/** GET /api/ops/accounts?q=: a business or partner found by e-mail, name or company, with its latest invoices. */
export const accountsQuerySchema = z.object({
  q: z
    .string({ error: 'Type at least 2 characters to search' })
    .trim()
    .min(2, 'Type at least 2 characters to search')
    .max(TEXT_MAX.name),
});
export const ACCOUNTS_FOUND_MAX = 20;
export const opsAccountSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  role: z.enum(['shipper', 'partner']),
  name: z.string().max(RESPONSE_TEXT_MAX.name),
  email: z.string().max(RESPONSE_TEXT_MAX.email),
  company: z.string().max(RESPONSE_TEXT_MAX.name),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  /** Set while suspended (with the operator's reason). */
  suspendedAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  suspendedReason: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  invoices: z
    .array(
      z.object({
        id: z.string().max(RESPONSE_TEXT_MAX.id),
        number: z.string().max(RESPONSE_TEXT_MAX.code),
        invoiceDate: z.string().max(RESPONSE_TEXT_MAX.instant),
        totalPaise: z.number(),
      }),
    )
    .max(20),
});
export type OpsAccount = z.infer<typeof opsAccountSchema>;
export const opsAccountsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ accounts: z.array(opsAccountSchema).max(ACCOUNTS_FOUND_MAX) }),
});

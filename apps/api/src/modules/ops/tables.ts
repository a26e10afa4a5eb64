// Tables of the operations console (issue 33). Owned by modules/ops.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * An operator: a user whose role is 'operator', with the TOTP secret every sign-in must prove (RFC 6238, 30 s
 * steps). `totpLastStep` is the last time step accepted, so one code cannot be replayed within its window.
 */
export const operators = pgTable('operators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totpSecret: text('totp_secret').notNull(),
  totpLastStep: integer('totp_last_step'),
  /** The operator who sent the invitation; null for the first operator (npm run ops:create-operator). */
  invitedBy: uuid('invited_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An invitation to become an operator: a link with a random token (only its SHA-256 is stored) and the TOTP
 * secret the new operator enrols with before choosing a password. Used once, until it expires.
 */
export const operatorInvitations = pgTable(
  'operator_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    totpSecret: text('totp_secret').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_invitations_email_idx').on(t.email)],
);

/**
 * The append-only record of every operator action: who (id and e-mail as they were), what, on which record,
 * when, the reason given, and the record before and after. A trigger refuses UPDATE and DELETE (migration
 * 0019): nobody, operator or code, rewrites history. No foreign keys: the entry outlives what it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull(),
    phone: text('phone').notNull(),
    businessType: text('business_type').notNull(),
    /** 'shipper' (the default) or 'partner': chosen at sign-up, never changed (one role per account). */
    role: text('role').notNull().default('shipper'),
    /** The language the user reads ('en' or 'hi'): their e-mails and the alerts raised for them follow it. */
    language: text('language').notNull().default('en'),
    avatarFile: text('avatar_file'),
    gstin: text('gstin'),
    pan: text('pan'),
    /** The business's billing address (Rule 46: printed on its invoices), with its PIN code; null: none given. */
    billingAddress: text('billing_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Set while an operator has suspended the account (issue 33): no sign-in, every session ended. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The operator's reason for the suspension (the audit log keeps the history). */
    suspendedReason: text('suspended_reason'),
  },
  // Emails are stored lower-cased; the functional index also guards rows written any other way.
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/**
 * Refresh tokens are opaque random strings; only their SHA-256 is stored. A family is one sign-in; every
 * refresh rotates the token inside its family, and presenting an already-rotated token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

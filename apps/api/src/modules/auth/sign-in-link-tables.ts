import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * E-mailed sign-in links, the way in while an account is under a distributed password attack. As with
 * password resets, only the SHA-256 of the token is stored; a link works once (`usedAt`) and until `expiresAt`.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_links_user_idx').on(t.userId)],
);

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages sent from the public contact form (spec section 3 'Contact form'), kept so the team can answer
 * them. No user link: visitors are signed out. The sender's IP address is deliberately not stored.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The team reads the newest first; the retention purge deletes by age.
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { KeyedText } from '@logisaathi/domain';
import { users } from '../users/tables';

/** Spec section 3 'Alert', stored per user. Archived alerts leave every list; deleted ones are gone. */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /**
     * The keyed sentences of the title and message, when they were raised as keys (issue 36): a reader in
     * another language gets them written from their parameters. `title` and `message` keep the English.
     */
    textKeys: jsonb('text_keys').$type<{ title?: KeyedText; message?: KeyedText }>(),
    status: text('status').notNull(),
    priority: text('priority').notNull(),
    shipmentId: text('shipment_id'),
    route: text('route'),
    isRead: boolean('is_read').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alerts_user_created_idx').on(t.userId, t.createdAt)],
);

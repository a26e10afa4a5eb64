import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './tables';

/**
 * Company documents (spec section 3 'Company document kinds'): at most one file per user and kind; uploading
 * again replaces it. The bytes live in the file storage under `storageKey`; this row is the index.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The name the user's file had, for display and download only; never used as a path. */
    fileName: text('file_name').notNull(),
    /** Detected from the file's content, not from its name. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('documents_user_kind_key').on(t.userId, t.kind)],
);

import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * Saved places (issue 18): one business's address book. The pin (lat/lon) is the user's own placement and beats
 * any geocoder answer for this address; the DIGIPIN and the nearest locality are derived from it when read.
 */
export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    address: text('address').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('places_user_label_idx').on(t.userId, t.label)],
);

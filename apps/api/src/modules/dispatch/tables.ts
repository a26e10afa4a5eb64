// Tables of the dispatch module: a regular delivery's dispatch state beyond its offers. The offers and jobs stay
// with partners (partners/tables.ts), the lowest module that reads them (a partner's own lists, ops, the export).
import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryRowId } from '@logisaathi/domain';
import { deliveries } from '../deliveries/tables';

/**
 * A regular delivery's dispatch beyond its offers: when nobody had accepted by DISPATCH_TIMEOUT_BEFORE_SLOT_MIN
 * before the slot (the shipper was alerted once), and whether the shipper then chose to keep searching. No row:
 * dispatch runs normally. Changing the slot deletes the row.
 */
export const deliveryDispatch = pgTable('delivery_dispatch', {
  deliveryRowId: uuid('delivery_row_id')
    .$type<DeliveryRowId>()
    .primaryKey()
    .references(() => deliveries.id, { onDelete: 'cascade' }),
  timedOutAt: timestamp('timed_out_at', { withTimezone: true }).notNull(),
  keepSearching: boolean('keep_searching').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

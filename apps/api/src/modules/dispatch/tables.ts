// Tables of the dispatch module: a regular delivery's dispatch state beyond its offers, and the day trades it
// proposes. The offers and jobs stay with partners (partners/tables.ts), the lowest module that reads them (a
// partner's own lists, ops, the export).
import { boolean, index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryRowId } from '@logisaathi/domain';
import { deliveries } from '../deliveries/tables';
import { partners, partnerVehicles } from '../partners/tables';

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

/**
 * A proposed trade of the rest of two trucks' days (trade-round.ts, issue 31): truck A hands over `jobsA` (partner
 * job ids, the tail of its day) and takes `jobsB`, truck B the reverse, every job keeping its planned times. Open
 * until both partners accept (then 'done', the jobs moved), one declines ('declined'), the days changed under it
 * ('void') or `expiresAt` passes (still 'open': an open trade past its expiry counts as expired everywhere).
 */
export const dayTrades = pgTable(
  'day_trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleAId: uuid('vehicle_a_id')
      .notNull()
      .references(() => partnerVehicles.id, { onDelete: 'cascade' }),
    partnerAId: uuid('partner_a_id')
      .notNull()
      .references(() => partners.userId, { onDelete: 'cascade' }),
    vehicleBId: uuid('vehicle_b_id')
      .notNull()
      .references(() => partnerVehicles.id, { onDelete: 'cascade' }),
    partnerBId: uuid('partner_b_id')
      .notNull()
      .references(() => partners.userId, { onDelete: 'cascade' }),
    /** The IST day ('YYYY-MM-DD') whose jobs are traded. */
    planDate: text('plan_date').notNull(),
    jobsA: uuid('jobs_a').array().notNull(),
    jobsB: uuid('jobs_b').array().notNull(),
    /** The empty km both days save, less the moves' price, and each truck's empty km without and with the trade. */
    gainKm: real('gain_km').notNull(),
    kmABefore: real('km_a_before').notNull(),
    kmAAfter: real('km_a_after').notNull(),
    kmBBefore: real('km_b_before').notNull(),
    kmBAfter: real('km_b_after').notNull(),
    acceptedAAt: timestamp('accepted_a_at', { withTimezone: true }),
    acceptedBAt: timestamp('accepted_b_at', { withTimezone: true }),
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('day_trades_partner_a_idx').on(t.partnerAId, t.status),
    index('day_trades_partner_b_idx').on(t.partnerBId, t.status),
    index('day_trades_open_idx').on(t.status, t.expiresAt),
  ],
);

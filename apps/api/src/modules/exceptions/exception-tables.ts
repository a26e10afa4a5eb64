// Disputes and the operator's answers to exceptions (issue 33). Owned by modules/exceptions.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryRowId } from '@logisaathi/domain';
import { creditNotes } from '../billing/tables';
import { deliveries } from '../deliveries/tables';
import { users } from '../users/tables';

/**
 * A problem a business reported on its delivery ('Report a problem'). One open dispute per delivery (the partial
 * unique index); `resolvedAt` is set by the operator's resolution, after which another may be raised.
 */
export const deliveryDisputes = pgTable(
  'delivery_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryRowId: uuid('delivery_row_id')
      .$type<DeliveryRowId>()
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    /** Who pressed the button (the business or one of its members). */
    raisedBy: uuid('raised_by').references(() => users.id, { onDelete: 'set null' }),
    /** domain DISPUTE_REASONS */
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('delivery_disputes_open_key')
      .on(t.deliveryRowId)
      .where(sql`${t.resolvedAt} is null`),
    index('delivery_disputes_created_idx').on(t.createdAt),
  ],
);

/**
 * An operator's answer to one exception: a dispute (by its id) or a failed delivery, late pickup or far proof
 * (by kind and delivery: each happens once to a delivery). The exception itself is read from its source
 * (deliveries, partner_jobs, proofs_of_delivery, delivery_disputes); a row here closes it. The audit log holds
 * the same answer, with who gave it, for good.
 */
export const exceptionResolutions = pgTable(
  'exception_resolutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** domain EXCEPTION_KINDS */
    kind: text('kind').notNull(),
    deliveryRowId: uuid('delivery_row_id')
      .$type<DeliveryRowId>()
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    disputeId: uuid('dispute_id').references(() => deliveryDisputes.id, { onDelete: 'cascade' }),
    /** domain EXCEPTION_OUTCOMES */
    outcome: text('outcome').notNull(),
    shipperMessage: text('shipper_message').notNull(),
    /** Null when no truck partner carried the delivery. */
    partnerMessage: text('partner_message'),
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'set null' }),
    creditNoteId: uuid('credit_note_id').references(() => creditNotes.id, { onDelete: 'set null' }),
    resolvedBy: uuid('resolved_by').notNull(),
    resolvedByEmail: text('resolved_by_email').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exception_resolutions_delivery_kind_key')
      .on(t.deliveryRowId, t.kind)
      .where(sql`${t.disputeId} is null`),
    uniqueIndex('exception_resolutions_dispute_key').on(t.disputeId),
    index('exception_resolutions_resolved_idx').on(t.resolvedAt),
  ],
);

// Tables of teams (issue 37): organisations, their members, invitations and who did what. Owned by modules/auth
// (membership is part of a sign-in) and modules/account (the team).
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partnerDrivers } from '../partners/tables';
import { users } from './tables';

/**
 * A business: a shipper's company or a truck partner's fleet. Its records (deliveries, invoices, places,
 * documents, vehicles, ...) are stored under its owner's user id, as they were before teams: every account
 * became an organisation with that user as owner (migration organisations).
 */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'shipper' | 'partner': the owner account's role. */
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per member (a user belongs to one organisation), the owner included. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** A MemberRole of packages/domain teams. */
    role: text('role').notNull(),
    /** A driver's sign-in: the fleet's driver record it is (jobs of the vehicles that driver is paired with). */
    driverId: uuid('driver_id').references(() => partnerDrivers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organisation_members_org_idx').on(t.organisationId)],
);

/**
 * An invitation to join an organisation with a role: sent by e-mail (email set) or a link to share (email null).
 * Only the SHA-256 of the token is stored; used once, until it expires or the owner withdraws it.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    email: text('email'),
    driverId: uuid('driver_id').references(() => partnerDrivers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organisation_invitations_org_idx').on(t.organisationId)],
);

/**
 * Who did what: bookings, cancellations, payments, UTRs and document changes, with the member who made them.
 * The member's user id is cleared when they leave or their account is erased; the entry, with the name they
 * had, stays the organisation's record.
 */
export const memberActions = pgTable(
  'member_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member's name when they did it: the history still says who after they leave. */
    actorName: text('actor_name').notNull(),
    /** A MemberActionKind of packages/domain teams ('delivery.booked', 'invoice.utr', ...). */
    action: text('action').notNull(),
    /** What it was done to, as people read it: a delivery code, an invoice number, a document kind. */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_actions_org_time_idx').on(t.organisationId, sql`${t.createdAt} desc`)],
);

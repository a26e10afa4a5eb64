// Fleet day plans (issue 15). Owned by modules/day-plans.
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { partnerJobs, partners, partnerVehicles } from '../partners/tables';

/**
 * One partner's plan of one IST day. `inputKey` fingerprints what the plan was made from (the day's jobs, their
 * vehicles, picked-up and pinned flags, the fleet's payloads): when it differs the day is re-planned.
 */
export const partnerDayPlans = pgTable(
  'partner_day_plans',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.userId, { onDelete: 'cascade' }),
    planDate: date('plan_date', { mode: 'string' }).notNull(),
    inputKey: text('input_key').notNull(),
    totalKm: doublePrecision('total_km').notNull(),
    /** Road km per vehicle id. */
    vehicleKm: jsonb('vehicle_km').$type<Record<string, number>>().notNull(),
    /** Jobs the planner could not place, with the reason. */
    unplanned: jsonb('unplanned').$type<Array<{ jobId: string; reason: string }>>().notNull(),
    plannedAt: timestamp('planned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.planDate] })],
);

/** The planned stops: a pickup and a drop per job (only the drop for a job already on board). */
export const partnerDayPlanStops = pgTable(
  'partner_day_plan_stops',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => partnerJobs.id, { onDelete: 'cascade' }),
    /** 'pickup' | 'drop' */
    kind: text('kind').notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.userId, { onDelete: 'cascade' }),
    planDate: date('plan_date', { mode: 'string' }).notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => partnerVehicles.id, { onDelete: 'cascade' }),
    /** 1-based position in the vehicle's route. */
    seq: integer('seq').notNull(),
    arriveAt: timestamp('arrive_at', { withTimezone: true }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    leaveAt: timestamp('leave_at', { withTimezone: true }).notNull(),
    loadKgAfter: doublePrecision('load_kg_after').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.kind] }),
    index('partner_day_plan_stops_day_idx').on(t.partnerId, t.planDate),
  ],
);

/** Jobs moved to a vehicle by hand: the plan keeps them there. */
export const partnerJobPins = pgTable('partner_job_pins', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => partnerJobs.id, { onDelete: 'cascade' }),
  vehicleId: uuid('vehicle_id')
    .notNull()
    .references(() => partnerVehicles.id, { onDelete: 'cascade' }),
  pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
});

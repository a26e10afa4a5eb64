/*
 * Aggregates over one user's deliveries, for the dashboard (modules/dashboard; the alerts' counts are in
 * alerts-repository.ts). Every query filters on user_id first, so it runs on the (user_id, created_at) index and
 * reads only that user's rows. Sums come back as float8 and are mapped to
 * numbers: PostgreSQL's bigint sums would otherwise arrive as text.
 */
import { and, count, eq, gte, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ACTIVE_STATUSES, IST_OFFSET_MINUTES } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { deliveries } from './tables';

const isNotCancelled = ne(deliveries.status, 'Cancelled');
const isActive = inArray(deliveries.status, [...ACTIVE_STATUSES]);
const isPooled = inArray(deliveries.mode, ['pooled', 'shared-truck']);
const sumWhere = (value: SQL | AnyColumn, condition: SQL | undefined) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)::float8`.mapWith(Number);
/** The IST calendar day of created_at, as 'YYYY-MM-DD' text; fixed +05:30 arithmetic needs no time-zone database. */
const istCreatedDay = sql<string>`to_char((${deliveries.createdAt} at time zone 'UTC') + ${sql.raw(`interval '${IST_OFFSET_MINUTES} minutes'`)}, 'YYYY-MM-DD')`;

export async function deliveryTotals(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      total: count(),
      completed: count(sql`case when ${deliveries.status} = 'Delivered' then 1 end`),
      active: count(sql`case when ${isActive} then 1 end`),
      revenueInr: sumWhere(deliveries.totalCostInr, isNotCancelled),
      averageMin:
        sql<number>`coalesce(avg(${deliveries.durationMin}) filter (where ${isNotCancelled}), 0)::float8`.mapWith(
          Number,
        ),
      pooledKm: sumWhere(deliveries.distanceKm, and(isNotCancelled, isPooled)),
      savedInr: sumWhere(sql`${deliveries.regularCostInr} - ${deliveries.totalCostInr}`, isNotCancelled),
    })
    .from(deliveries)
    .where(eq(deliveries.userId, userId));
  return row ?? { total: 0, completed: 0, active: 0, revenueInr: 0, averageMin: 0, pooledKm: 0, savedInr: 0 };
}

/** Per IST creation day since `from`: deliveries booked and rupees spent on those not cancelled. */
export async function dailyTotals(db: DbOrTx, userId: string, from: Date) {
  return db
    .select({
      day: istCreatedDay,
      count: count(),
      spendInr: sumWhere(deliveries.totalCostInr, isNotCancelled),
    })
    .from(deliveries)
    .where(and(eq(deliveries.userId, userId), gte(deliveries.createdAt, from)))
    .groupBy(istCreatedDay);
}

export async function countsByStatus(db: DbOrTx, userId: string) {
  return db
    .select({ status: deliveries.status, count: count() })
    .from(deliveries)
    .where(eq(deliveries.userId, userId))
    .groupBy(deliveries.status);
}

export async function totalsByPackageType(db: DbOrTx, userId: string) {
  return db
    .select({
      type: deliveries.packageType,
      count: count(),
      spendInr: sumWhere(deliveries.totalCostInr, isNotCancelled),
    })
    .from(deliveries)
    .where(eq(deliveries.userId, userId))
    .groupBy(deliveries.packageType);
}

export async function quickTotals(db: DbOrTx, userId: string, today: string, monthStart: Date) {
  const [row] = await db
    .select({
      today: count(sql`case when ${deliveries.deliveryDate} = ${today} then 1 end`),
      active: count(sql`case when ${isActive} then 1 end`),
      monthSpendInr: sumWhere(
        deliveries.totalCostInr,
        and(isNotCancelled, gte(deliveries.createdAt, monthStart)),
      ),
    })
    .from(deliveries)
    .where(eq(deliveries.userId, userId));
  return row ?? { today: 0, active: 0, monthSpendInr: 0 };
}

/** What the dashboard's statistics read of each delivery (deliveryStats of packages/domain). */
export async function statsInputs(db: DbOrTx, userId: string) {
  return db
    .select({
      status: deliveries.status,
      deliveryDate: deliveries.deliveryDate,
      slot: deliveries.timeSlot,
      totalCostInr: deliveries.totalCostInr,
    })
    .from(deliveries)
    .where(eq(deliveries.userId, userId));
}

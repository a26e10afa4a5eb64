import { pairKey } from '@logisaathi/dispatch';
import { and, eq, gt, gte, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dayTrades } from './tables';

export type TradeRow = typeof dayTrades.$inferSelect;
export type NewTradeRow = typeof dayTrades.$inferInsert;

export async function insertTrades(db: DbOrTx, rows: NewTradeRow[]): Promise<TradeRow[]> {
  if (rows.length === 0) return [];
  return db.insert(dayTrades).values(rows).returning();
}

/** The vehicles in a trade still open at `now`: a truck is asked about one trade at a time. */
export async function vehiclesInOpenTrades(db: DbOrTx, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ a: dayTrades.vehicleAId, b: dayTrades.vehicleBId })
    .from(dayTrades)
    .where(and(eq(dayTrades.status, 'open'), gt(dayTrades.expiresAt, now)));
  return new Set(rows.flatMap((r) => [r.a, r.b]));
}

const ofPartner = (partnerId: string) =>
  or(eq(dayTrades.partnerAId, partnerId), eq(dayTrades.partnerBId, partnerId));

/** The partner's trades still open at `now`, newest first. */
export async function listOpenTrades(db: DbOrTx, partnerId: string, now: Date): Promise<TradeRow[]> {
  return db
    .select()
    .from(dayTrades)
    .where(and(ofPartner(partnerId), eq(dayTrades.status, 'open'), gt(dayTrades.expiresAt, now)))
    .orderBy(sql`${dayTrades.createdAt} desc`);
}

/** One of the partner's trades, whatever its state; `forUpdate` locks its row. */
export async function findTradeForPartner(
  db: DbOrTx,
  partnerId: string,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<TradeRow | undefined> {
  const query = db
    .select()
    .from(dayTrades)
    .where(and(eq(dayTrades.id, id), ofPartner(partnerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateTrade(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<TradeRow, 'acceptedAAt' | 'acceptedBAt' | 'status' | 'closedAt'>>,
): Promise<TradeRow> {
  const [row] = await db.update(dayTrades).set(patch).where(eq(dayTrades.id, id)).returning();
  if (!row) throw new Error('trade vanished');
  return row;
}

/**
 * The pairs of vehicles (each as 'a|b' with a < b) whose trade since `since` was declined or lapsed unanswered at
 * `now`: they are not asked to trade again that day.
 */
export async function refusedPairsSince(db: DbOrTx, since: Date, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ a: dayTrades.vehicleAId, b: dayTrades.vehicleBId })
    .from(dayTrades)
    .where(
      and(
        gte(dayTrades.createdAt, since),
        or(
          eq(dayTrades.status, 'declined'),
          and(eq(dayTrades.status, 'open'), lte(dayTrades.expiresAt, now)),
        ),
      ),
    );
  return new Set(rows.map((r) => pairKey(r.a, r.b)));
}

/** Whether the trade is still open at `now` (a proposal's push is not sent once it closed or lapsed). */
export async function isTradeOpen(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: dayTrades.id })
    .from(dayTrades)
    .where(and(eq(dayTrades.id, id), eq(dayTrades.status, 'open'), gt(dayTrades.expiresAt, now)));
  return row !== undefined;
}

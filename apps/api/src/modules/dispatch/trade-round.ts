import {
  addDaysToIsoDate,
  formatRegistrationNumber,
  istMidnightMs,
  istToday,
  MS_PER_DAY,
} from '@logisaathi/domain';
import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/execute-rows';
import { notifyUser } from '../notifications/notify';
import { vehiclesWithLiveOffers } from '../partners/offers-repository';
import { loadDispatchFleet, type DispatchFleet } from './dispatch-fleet';
import { documentFactsCacheOf, type DocumentFactsCache } from './document-facts';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import { publishTrade, sidesOf } from './trade-dto';
import { readTradeFacts, tradeInputFor } from './trade-input';
import { proposeTradesOffThread, TRADES_WORKER_MIN_TRUCKS } from './batch-worker';
import { insertTrades, refusedPairsSince, vehiclesInOpenTrades, type NewTradeRow } from './trades-repository';

/** One key for the whole platform: one process at a time stores proposals. */
const TRADE_LOCK_KEY = 0x15_7ade;

/**
 * Every DISPATCH_TRADE_INTERVAL_MS (issue 31: 'batch may improve a match after that only by a swap the shipper does
 * not see as a downgrade'): the trucks that may be offered a job (dispatch-fleet.ts), less those with a live offer
 * (an offer is answered against the day it priced), those already in an open trade and the demo fleet, are priced
 * by packages/dispatch `proposeTrades` on today's jobs, then on tomorrow's (trade-input.ts). Each trade found,
 * which no other shares a truck with, is proposed to both partners for an offer's life (PARTNER_OFFER_TTL_MS): on
 * their stream, and by push. Nothing moves until both accept (answer-trade.ts); two trucks whose trade was declined
 * or lapsed are not asked again that day. The read and the pricing hold no transaction (on embedded PGlite one would
 * hold its only connection); the proposals are stored under a transaction advisory lock, so one process writes at a
 * time, and a truck another process put in a trade meanwhile is left out.
 */
export async function runTradeRound(deps: PartnerJobsDeps, now: Date): Promise<{ proposed: number }> {
  const settings = deps.config.dispatch.trades;
  if (settings.everyMs <= 0) return { proposed: 0 };
  const { rows, fleet } = await findTrades(deps.config, deps.db, now, {
    documentFacts: documentFactsCacheOf(deps.db),
  });
  if (rows.length === 0) return { proposed: 0 };
  const stored = await deps.db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${TRADE_LOCK_KEY}) as ok`);
    if (!executeRows<{ ok: boolean }>(locked)[0]?.ok) return [];
    const trading = await vehiclesInOpenTrades(tx, now);
    const trades = await insertTrades(
      tx,
      rows.filter((row) => !trading.has(row.vehicleAId) && !trading.has(row.vehicleBId)),
    );
    for (const trade of trades) {
      for (const side of sidesOf(trade)) {
        const vehicle = fleet.rows.get(side.vehicleId);
        await notifyUser(tx, {
          userId: side.partnerId,
          event: 'trade-proposed',
          variables: {
            vehicle: vehicle ? formatRegistrationNumber(vehicle.registrationNumber) : '',
            savedKm: Math.max(0, Math.round(side.beforeKm - side.afterKm)),
            tradeId: trade.id,
          },
          dedupeKey: `trade:${trade.id}:${side.partnerId}`,
        });
      }
    }
    return trades;
  });
  // Published after the commit: a partner who taps Accept at once finds the trade stored.
  for (const trade of stored) await publishTrade(deps, trade);
  return { proposed: stored.length };
}

/**
 * The read and the pricing of one trade round, without writing (bench/dispatch/speed.ts times this very function):
 * the trades to propose at `now`, each as the row to store. The pricing runs on a planning worker thread from
 * `workerMinTrucks` trucks (batch-worker.ts).
 */
export async function findTrades(
  config: Config,
  tx: DbOrTx,
  now: Date,
  {
    workerMinTrucks = TRADES_WORKER_MIN_TRUCKS,
    documentFacts,
  }: { workerMinTrucks?: number; documentFacts?: DocumentFactsCache } = {},
): Promise<{ rows: NewTradeRow[]; fleet: DispatchFleet }> {
  const settings = config.dispatch.trades;
  const fleet = await loadDispatchFleet(tx, now, { documentFacts });
  const live = new Set((await vehiclesWithLiveOffers(tx, now)).map((o) => o.vehicleId));
  const trading = await vehiclesInOpenTrades(tx, now);
  const ids = [...fleet.rows.values()]
    .filter((row) => !row.isDemo && !live.has(row.id) && !trading.has(row.id))
    .map((row) => row.id);
  if (ids.length < 2) return { rows: [], fleet };
  // A pair that declined, or let a trade lapse, today is not asked again today.
  const refused = await refusedPairsSince(tx, new Date(istMidnightMs(now.getTime())), now);
  const expiresAt = new Date(now.getTime() + config.partners.offerTtlMs);
  const rows: NewTradeRow[] = [];
  // Today's days first, then tomorrow's (bookings made at night are for tomorrow) when the horizon reaches it; a
  // truck trades once a round.
  const today = istToday(now);
  const tomorrow = addDaysToIsoDate(today, 1);
  const reachesTomorrow =
    settings.horizonMs === undefined ||
    istMidnightMs(now.getTime()) + MS_PER_DAY < now.getTime() + settings.horizonMs;
  const free = new Set(ids);
  const facts = await readTradeFacts(tx, ids);
  for (const day of reachesTomorrow ? [today, tomorrow] : [today]) {
    const input = tradeInputFor(fleet, facts, [...free], now, settings, day);
    input.refusedPairs = [...refused];
    for (const trade of await proposeTradesOffThread(input, workerMinTrucks)) {
      const partnerA = fleet.rows.get(trade.a)?.partnerId;
      const partnerB = fleet.rows.get(trade.b)?.partnerId;
      if (!partnerA || !partnerB) continue;
      free.delete(trade.a);
      free.delete(trade.b);
      rows.push({
        vehicleAId: trade.a,
        partnerAId: partnerA,
        vehicleBId: trade.b,
        partnerBId: partnerB,
        planDate: day,
        jobsA: trade.jobsA,
        jobsB: trade.jobsB,
        gainKm: trade.price.gainKm,
        kmABefore: trade.price.a.beforeKm,
        kmAAfter: trade.price.a.afterKm,
        kmBBefore: trade.price.b.beforeKm,
        kmBAfter: trade.price.b.afterKm,
        expiresAt,
        createdAt: now,
      });
    }
  }
  return { rows, fleet };
}

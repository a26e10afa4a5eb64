import { findTailTrades, priceTrade, type ExchangeTruck } from '@logisaathi/dispatch';
import { addDaysToIsoDate, formatRegistrationNumber, istMidnightMs, istToday } from '@logisaathi/domain';
import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/execute-rows';
import { notifyUser } from '../notifications/notify';
import { vehiclesWithLiveOffers } from '../partners/offers-repository';
import { loadDispatchFleet } from './dispatch-fleet';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import { publishTrade, sidesOf } from './trade-dto';
import { loadTradeTrucks } from './trade-trucks';
import {
  insertTrades,
  pairKey,
  refusedPairsSince,
  vehiclesInOpenTrades,
  type NewTradeRow,
} from './trades-repository';

/** One key for the whole platform: a round reads every free truck's day. */
const TRADE_LOCK_KEY = 0x15_7ade;

/**
 * Every DISPATCH_TRADE_INTERVAL_MS (issue 31: 'batch may improve a match after that only by a swap the shipper does
 * not see as a downgrade'): the trucks that may be offered a job (dispatch-fleet.ts), less those with a live offer
 * (an offer is answered against the day it priced), those already in an open trade and the demo fleet, are priced
 * by packages/dispatch `findTailTrades` on today's jobs, then on tomorrow's (trade-trucks.ts). Each trade found, which no other shares
 * a truck with, is proposed to both partners for an offer's life (PARTNER_OFFER_TTL_MS): on their stream, and by
 * push. Nothing moves until both accept (answer-trade.ts); two trucks whose trade was declined or lapsed are not asked
 * again that day. Under the same advisory-lock scheme as the batch round.
 */
export async function runTradeRound(deps: PartnerJobsDeps, now: Date): Promise<{ proposed: number }> {
  const settings = deps.config.dispatch.trades;
  if (settings.everyMs <= 0) return { proposed: 0 };
  const stored = await deps.db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${TRADE_LOCK_KEY}) as ok`);
    if (!executeRows<{ ok: boolean }>(locked)[0]?.ok) return [];
    const fleet = await loadDispatchFleet(tx, now);
    const live = new Set((await vehiclesWithLiveOffers(tx, now)).map((o) => o.vehicleId));
    const trading = await vehiclesInOpenTrades(tx, now);
    const ids = [...fleet.rows.values()]
      .filter((row) => !row.isDemo && !live.has(row.id) && !trading.has(row.id))
      .map((row) => row.id);
    if (ids.length < 2) return [];
    // A pair that declined, or let a trade lapse, today is not asked again today.
    const refused = await refusedPairsSince(tx, new Date(istMidnightMs(now.getTime())), now);
    const expiresAt = new Date(now.getTime() + deps.config.partners.offerTtlMs);
    const rows: NewTradeRow[] = [];
    // Today's days first, then tomorrow's (bookings made at night are for tomorrow); a truck trades once a round.
    const today = istToday(now);
    const free = new Set(ids);
    for (const day of [today, addDaysToIsoDate(today, 1)]) {
      const { trucks, options } = await loadTradeTrucks(tx, fleet, [...free], now, settings, day);
      const partnersMayMove = options.mayMove;
      options.mayMove = (job, from, to) =>
        !refused.has(pairKey(from.id, to.id)) && (partnersMayMove?.(job, from, to) ?? true);
      for (const found of findTailTrades(trucks, options)) {
        const A = trucks[found.a] as ExchangeTruck;
        const B = trucks[found.b] as ExchangeTruck;
        const price = priceTrade(A, B, found.cutA, found.cutB, options);
        const partnerA = fleet.rows.get(A.id)?.partnerId;
        const partnerB = fleet.rows.get(B.id)?.partnerId;
        if (!price || !partnerA || !partnerB) continue;
        free.delete(A.id);
        free.delete(B.id);
        rows.push({
          vehicleAId: A.id,
          partnerAId: partnerA,
          vehicleBId: B.id,
          partnerBId: partnerB,
          planDate: day,
          jobsA: A.movable.slice(found.cutA).map((j) => j.id),
          jobsB: B.movable.slice(found.cutB).map((j) => j.id),
          gainKm: price.gainKm,
          kmABefore: price.a.beforeKm,
          kmAAfter: price.a.afterKm,
          kmBBefore: price.b.beforeKm,
          kmBAfter: price.b.afterKm,
          expiresAt,
          createdAt: now,
        });
      }
    }
    const trades = await insertTrades(tx, rows);
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

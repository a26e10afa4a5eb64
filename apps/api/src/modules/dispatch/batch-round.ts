import { DEFAULT_BATCH_COSTS, type BatchResult } from '@logisaathi/dispatch';
import type { DbOrTx } from '../../db/client';
import { BATCH_WORKER_MIN_PAIRS, matchBatchOffThread } from './batch-worker';
import { sql } from 'drizzle-orm';
import { BATCH_ROUND_MAX_DELIVERIES, listWaitingDeliveries } from './dispatch-sweep';
import { isPastTimeout, keepSearchingIds, promiseWindow } from './dispatch-timeout';
import { candidateConfig } from './find-offer-candidates';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { loadDispatchFleet, toDispatchJob, type DispatchFleet } from './dispatch-fleet';
import { declinedOffers, vehiclesWithLiveOffers, type OfferRow } from '../partners/offers-repository';
import { isDispatchable, publishOffers, storeOffers } from './offer-delivery';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import { executeRows } from '../../db/execute-rows';
import { onwardGridAt } from './onward-grid';
import { documentFactsCacheOf } from './document-facts';

/** One key for the whole platform: a round reads every waiting delivery and every free vehicle. */
const BATCH_LOCK_KEY = 0x15_0ff3;

/**
 * Batch policy, every DISPATCH_BATCH_INTERVAL_MS: the waiting deliveries (dispatchable, not yet past their
 * timeout) and the free vehicles (no live offer) are matched by packages/dispatch's `matchBatch` (exact
 * assignment minimising empty km plus a lateness penalty, the spare capability a truck would waste and the hours
 * it would wait for the slot, the drive home and, when weighed (off by default), where the drop leaves the truck
 * (onward-grid.ts): the package's DEFAULT_BATCH_COSTS). Each matched delivery is offered to its vehicle and, at
 * the same moment, to up
 * to DISPATCH_BATCH_BACKUPS unmatched vehicles at most DISPATCH_BATCH_BACKUP_MARGIN_KM costlier, rising to the
 * DISPATCH_URGENT_* values over the last hours before the slot: a silent or declining partner then does not
 * cost the delivery an offer lifetime. The first to accept wins. A vehicle that declined a delivery is never
 * matched to it again; one whose offer lapsed may be.
 *
 * Several API processes: the round runs inside a transaction holding a PostgreSQL advisory lock taken with
 * pg_try_advisory_xact_lock, so one process matches at a time and the others skip the beat (a second process
 * matching the same snapshot would offer the same truck twice).
 */
export async function runBatchRound(deps: PartnerJobsDeps, now: Date): Promise<{ offered: number }> {
  const sent = await deps.db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${BATCH_LOCK_KEY}) as ok`);
    const rows = executeRows<{ ok: boolean }>(locked);
    if (!rows[0]?.ok) return [];
    const matched = await matchWaiting(deps, tx, now);
    if (!matched) return [];
    const { waiting, result, fleet } = matched;
    // Keyed by plain text: the dispatch engine names jobs by string ids.
    const byId = new Map<string, (typeof waiting)[number]>(waiting.map((d) => [d.id, d]));
    const made: Array<{ delivery: DeliveryRow; offers: OfferRow[]; fleet: DispatchFleet }> = [];
    for (const pair of result.pairs) {
      const delivery = byId.get(pair.jobId);
      if (!delivery) continue;
      // The matched truck and its backups hear of the job together; the first to accept wins (accept-offer.ts).
      const picks = [pair, ...pair.backups].map((offer) => ({
        vehicleId: offer.vehicleId,
        toPickupKm: Math.round(offer.fit.deadheadKm * 10) / 10,
      }));
      made.push({ delivery, offers: await storeOffers(tx, deps.config, delivery, picks, fleet, now), fleet });
    }
    return made;
  });
  // Published after the commit: a partner who taps Accept at once finds the offer stored.
  for (const { delivery, offers, fleet } of sent) await publishOffers(deps, delivery, offers, fleet);
  return { offered: sent.reduce((n, s) => n + s.offers.length, 0) };
}

/**
 * The read and the match of one round, without writing: the free vehicles and the waiting deliveries from the
 * database, matched by `matchBatch` (off the event loop when the round is large: batch-worker.ts). Null when
 * there is nothing to match. bench/dispatch/speed.ts times this very function.
 */
export async function matchWaiting(
  deps: Pick<PartnerJobsDeps, 'config' | 'db'>,
  tx: DbOrTx,
  now: Date,
  workerMinPairs = BATCH_WORKER_MIN_PAIRS,
): Promise<{ waiting: DeliveryRow[]; fleet: DispatchFleet; result: BatchResult } | null> {
  // The fleet first: with no truck online (a quiet hour, a fresh install) the round costs one small read, not a
  // read of every waiting delivery.
  const fleet = await loadDispatchFleet(tx, now, { documentFacts: documentFactsCacheOf(deps.db) });
  if (fleet.index.size === 0) return null;
  const listed = await listWaitingDeliveries(tx, now, BATCH_ROUND_MAX_DELIVERIES);
  const keep = await keepSearchingIds(tx, listed);
  // Timed-out deliveries are left to the sweep's alert (dispatch-timeout.ts) unless the shipper keeps searching.
  const waiting = listed.filter(
    (d) => isDispatchable(deps, d, now) && (keep.has(d.id) || !isPastTimeout(deps, d, now)),
  );
  if (waiting.length === 0) return null;
  const live = await vehiclesWithLiveOffers(tx, now);
  const declined = await declinedOffers(
    tx,
    waiting.map((d) => d.id),
  );
  const excluded = new Map<string, Set<string>>();
  for (const row of declined) {
    const set = excluded.get(row.deliveryRowId) ?? new Set<string>();
    set.add(row.vehicleId);
    excluded.set(row.deliveryRowId, set);
  }
  // Each job carries its promise: leaving it unmatched costs more as the promise runs out, and a truck more
  // than DISPATCH_FAR_DEADHEAD_KM away is matched only in its last rounds (an offer's life plus two rounds).
  const jobs = waiting.map((d) => ({ ...toDispatchJob(d), promise: promiseWindow(deps.config, d) }));
  const costs = {
    ...DEFAULT_BATCH_COSTS,
    farDeadheadKm: deps.config.dispatch.farDeadheadKm,
    finalCallMs: deps.config.partners.offerTtlMs + 2 * deps.config.dispatch.batchIntervalMs,
  };
  const result = await matchBatchOffThread(
    jobs,
    fleet.index,
    {
      nowMs: now.getTime(),
      policy: 'optimal',
      config: candidateConfig(deps.config),
      costs,
      busy: new Set(live.map((o) => o.vehicleId)),
      excluded,
      backups: deps.config.dispatch.batchBackups,
      // Read and built only while the onward term has a weight (off by default: DEFAULT_BATCH_COSTS).
      onward: costs.onwardKmWeight ? await onwardGridAt(deps.config, tx, now) : undefined,
    },
    workerMinPairs,
  );
  return { waiting, fleet, result };
}

import { istToday, POSITION_STALE_MS } from '@logisaathi/domain';
import { and, eq, not, notExists, sql } from 'drizzle-orm';
import { hasLiveAssignment } from '../tracking/tracking-repository';
import type { DbOrTx } from '../../db/client';
import { type DeliveryRow } from '../deliveries/deliveries-repository';
import { hasDeliveryStatus, listScheduledRegular } from '../deliveries/reads-for-other-modules';
import { userKey } from '../../lib/live-events';
import { loadDispatchFleet } from './dispatch-fleet';
import { documentFactsCacheOf } from './document-facts';
import { alertTimedOut, keepSearchingIds } from './dispatch-timeout';
import { jobOfDelivery } from '../partners/jobs-repository';
import { expireOffers, openOfferOfDelivery, withdrawOpenOffersWhere } from '../partners/offers-repository';
import { anyVehicleOnline } from '../partners/fleet-repository';
import { deliveryDispatch } from './tables';
import { offerDelivery } from './offer-delivery';
import { alertLatePickups } from './late-pickup';
import type { PartnerJobsDeps } from './partner-jobs-deps';

/** Deliveries offered again per sweep (the rest wait for the next one). */
const REOFFER_BATCH = 50;
/**
 * Deliveries one batch round matches at most (batch-round.ts): a round weighs every waiting delivery against the
 * others, so it reads them all, up to this bound (issue 31 sizes a round at 500 against 5,000 trucks).
 */
export const BATCH_ROUND_MAX_DELIVERIES = 1000;

/**
 * Every PARTNER_DISPATCH_INTERVAL_MS: open offers past their time become 'expired' and open offers of an
 * ended (e.g. cancelled) delivery 'withdrawn' (their partners are told), and, under the greedy policy, every regular delivery still 'finding a truck' (listWaitingDeliveries) gets its
 * next wave (find-offer-candidates.ts); under the batch policy batch-round.ts does the offering. Safe to run in
 * several processes at once: expiring is one UPDATE, and the unique index on open offers stops a vehicle being
 * offered one delivery twice.
 */
export async function runDispatchSweep(
  deps: PartnerJobsDeps,
  now: Date,
): Promise<{ expired: number; reoffered: number }> {
  const expired = await expireOffers(deps.db, now);
  for (const offer of expired) {
    await deps.events.publish(userKey(offer.partnerId), 'offer-closed', {
      offerId: offer.id,
      status: 'expired',
    });
  }
  // A delivery cancelled (or otherwise ended) while on offer: its offers are withdrawn.
  const withdrawn = await withdrawOpenOffersWhere(deps.db, now, (deliveryRowId) =>
    // Correlated from the few open offers, so finished deliveries (most of the table) are never scanned.
    hasDeliveryStatus(deliveryRowId, ['Delivered', 'Failed', 'Cancelled']),
  );
  for (const offer of withdrawn) {
    await deps.events.publish(userKey(offer.partnerId), 'offer-closed', {
      offerId: offer.id,
      status: 'withdrawn',
    });
  }
  // Slot discipline: a job whose slot ended with the goods still waiting alerts its shipper once.
  await alertLatePickups(deps, now);
  const candidates = await listWaitingDeliveries(deps.db, now);
  const keep = await keepSearchingIds(deps.db, candidates);
  // The promise holds with no truck online too: the shipper hears within it (dispatch-timeout.ts).
  const waiting = await alertTimedOut(deps, candidates, keep, now);
  if (deps.config.dispatch.policy !== 'greedy' || waiting.length === 0)
    return { expired: expired.length, reoffered: 0 };
  // Nothing to offer to: skip the search for waiting deliveries altogether (the common case off-hours).
  const anyOnline = await anyVehicleOnline(deps.db, new Date(now.getTime() - POSITION_STALE_MS));
  if (!anyOnline) return { expired: expired.length, reoffered: 0 };

  const fleet = await loadDispatchFleet(deps.db, now, { documentFacts: documentFactsCacheOf(deps.db) });
  let reoffered = 0;
  for (const delivery of waiting) {
    if ((await offerDelivery(deps, delivery, now, fleet, keep.has(delivery.id))).length > 0) reoffered += 1;
  }
  return { expired: expired.length, reoffered };
}

/**
 * Regular deliveries still 'finding a truck': Scheduled, pickup today or later, no partner job, no driver of the
 * business's own, no open offer; oldest first, at most `limit` (REOFFER_BATCH unless the caller says).
 */
export async function listWaitingDeliveries(
  db: DbOrTx,
  now: Date,
  limit = REOFFER_BATCH,
): Promise<DeliveryRow[]> {
  return listScheduledRegular(
    db,
    istToday(now),
    (deliveryRowId) =>
      and(
        notExists(jobOfDelivery(db, deliveryRowId)),
        not(hasLiveAssignment(deliveryRowId)),
        notExists(openOfferOfDelivery(db, deliveryRowId)),
        // Timed out and the shipper has not chosen to keep searching: no more offers.
        notExists(
          db
            .select({ one: sql`1` })
            .from(deliveryDispatch)
            .where(
              and(
                eq(deliveryDispatch.deliveryRowId, deliveryRowId),
                eq(deliveryDispatch.keepSearching, false),
              ),
            ),
        ),
      ),
    limit,
  );
}

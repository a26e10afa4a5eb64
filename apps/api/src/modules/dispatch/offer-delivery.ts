import { dispatchableAtMs } from '@logisaathi/dispatch';
import { rupeesToPaise, slotWindow, splitFare } from '@logisaathi/domain';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { userKey } from '../../lib/live-events';
import { ratingTotals } from '../partners/partners-repository';
import { loadDispatchFleet, toDispatchJob, type DispatchFleet } from './dispatch-fleet';
import { documentFactsCacheOf } from './document-facts';
import { planNextWave, type OfferPick } from './find-offer-candidates';
import { insertOffers, listDeliveryOffers, type OfferRow } from '../partners/offers-repository';
import { toOfferDto } from './offer-dto';
import type { PartnerJobsDeps } from './partner-jobs-deps';

/** When the delivery may first be offered (at once, or the evening before a slot more than a day away). */
export function isDispatchable(
  deps: Pick<PartnerJobsDeps, 'config'>,
  delivery: DeliveryRow,
  now: Date,
): boolean {
  const { start } = slotWindow(delivery.pickupDate, delivery.timeSlot);
  const { eveningHourIst, atOnceWithinMs } = deps.config.dispatch;
  const at = dispatchableAtMs(delivery.createdAt.getTime(), start.getTime(), eveningHourIst, atOnceWithinMs);
  return at <= now.getTime();
}

/**
 * Stores open offers of a delivery to the picked vehicles for PARTNER_OFFER_TTL_MS and pushes each to its
 * partner's live stream. The fare is the delivery's price; the partner's earning is the fare less the configured
 * commission.
 */
export async function sendOffers(
  deps: PartnerJobsDeps,
  delivery: DeliveryRow,
  picks: readonly OfferPick[],
  fleet: DispatchFleet,
  now: Date,
): Promise<OfferRow[]> {
  const offers = await storeOffers(deps.db, deps.config, delivery, picks, fleet, now);
  await publishOffers(deps, delivery, offers, fleet);
  return offers;
}

/** The offer rows alone (inside a caller's transaction; publish after it commits). */
export async function storeOffers(
  db: DbOrTx,
  config: Config,
  delivery: DeliveryRow,
  picks: readonly OfferPick[],
  fleet: DispatchFleet,
  now: Date,
): Promise<OfferRow[]> {
  if (picks.length === 0) return [];
  const split = splitFare(rupeesToPaise(delivery.totalCostInr), config.partners.commissionPercent);
  const expiresAt = new Date(now.getTime() + config.partners.offerTtlMs);
  return insertOffers(
    db,
    picks.flatMap((pick) => {
      const vehicle = fleet.rows.get(pick.vehicleId);
      if (!vehicle) return [];
      return [
        {
          deliveryRowId: delivery.id,
          vehicleId: vehicle.id,
          partnerId: vehicle.partnerId,
          status: 'open',
          ...split,
          toPickupKm: pick.toPickupKm,
          expiresAt,
          createdAt: now,
        },
      ];
    }),
  );
}

/** Pushes each stored offer to its partner's live stream. */
export async function publishOffers(
  deps: PartnerJobsDeps,
  delivery: DeliveryRow,
  offers: readonly OfferRow[],
  fleet: DispatchFleet,
): Promise<void> {
  if (offers.length === 0) return;
  const shipperRating = await ratingTotals(deps.db, 'shipper', delivery.userId);
  for (const offer of offers) {
    const vehicle = fleet.rows.get(offer.vehicleId);
    if (!vehicle) continue;
    await deps.events.publish(
      userKey(offer.partnerId),
      'offer',
      toOfferDto(offer, delivery, vehicle, shipperRating),
    );
  }
}

/**
 * Greedy policy: the next wave of a delivery (find-offer-candidates.ts), if one is due. `fleet` is loaded once
 * per sweep and shared by every delivery in it. Returns the offers made (none while a wave is live, or nobody
 * suitable is left: the sweep asks again).
 */
export async function offerDelivery(
  deps: PartnerJobsDeps,
  delivery: DeliveryRow,
  now: Date,
  fleet?: DispatchFleet,
  keepSearching = false,
): Promise<OfferRow[]> {
  if (!isDispatchable(deps, delivery, now)) return [];
  const offers = await listDeliveryOffers(deps.db, delivery.id);
  if (offers.some((o) => o.status === 'open' && o.expiresAt > now)) return [];
  const loaded =
    fleet ?? (await loadDispatchFleet(deps.db, now, { documentFacts: documentFactsCacheOf(deps.db) }));
  const plan = planNextWave(toDispatchJob(delivery), loaded, offers, {
    now,
    config: deps.config,
    keepSearching,
  });
  if (plan.action !== 'offer') return [];
  return sendOffers(deps, delivery, plan.picks, loaded, now);
}

/**
 * After a delivery is created (the stored row, so nothing is read back): under the greedy policy a regular
 * delivery's first wave goes out at once; under the batch policy it waits for the next round. Pooled and
 * truck-card ones go through the pool.
 */
export async function offerNewDelivery(
  deps: PartnerJobsDeps,
  delivery: DeliveryRow,
  now: Date,
): Promise<void> {
  if (delivery.mode !== 'regular' || delivery.status !== 'Scheduled') return;
  if (deps.config.dispatch.policy !== 'greedy') return;
  await offerDelivery(deps, delivery, now);
}

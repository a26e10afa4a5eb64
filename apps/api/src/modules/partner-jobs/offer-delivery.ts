import { rupeesToPaise, splitFare } from '@logisaathi/domain';
import { and, eq } from 'drizzle-orm';
import { partnerVehicles } from '../../db/schema/index';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { userKey } from '../tracking/tracking-events';
import { ratingTotals } from '../partners/partners-repository';
import { findOfferCandidates } from './find-offer-candidates';
import { insertOffers, type OfferRow } from './jobs-repository';
import { toOfferDto } from './offer-dto';
import type { PartnerJobsDeps } from './partner-jobs-deps';

/**
 * Offers a regular delivery to every suitable vehicle (find-offer-candidates.ts) for PARTNER_OFFER_TTL_MS, and
 * pushes each offer to its partner's live stream. The fare is the delivery's price; the partner's earning is
 * the fare less the configured commission. Returns the offers made (none when nobody suitable is near: the
 * dispatch sweep tries again).
 */
export async function offerDelivery(
  deps: PartnerJobsDeps,
  delivery: DeliveryRow,
  now: Date,
): Promise<OfferRow[]> {
  const candidates = await findOfferCandidates(deps.db, delivery, {
    radiusKm: deps.config.partners.offerRadiusKm,
    now,
  });
  if (candidates.length === 0) return [];
  const split = splitFare(rupeesToPaise(delivery.totalCostInr), deps.config.partners.commissionPercent);
  const expiresAt = new Date(now.getTime() + deps.config.partners.offerTtlMs);
  const offers = await insertOffers(
    deps.db,
    candidates.map((c) => ({
      deliveryRowId: delivery.id,
      vehicleId: c.vehicleId,
      partnerId: c.partnerId,
      status: 'open',
      ...split,
      toPickupKm: c.toPickupKm,
      expiresAt,
      createdAt: now,
    })),
  );
  const shipperRating = await ratingTotals(deps.db, 'shipper', delivery.userId);
  for (const offer of offers) {
    const [vehicle] = await deps.db
      .select()
      .from(partnerVehicles)
      .where(and(eq(partnerVehicles.id, offer.vehicleId)))
      .limit(1);
    if (!vehicle) continue;
    await deps.events.publish(
      userKey(offer.partnerId),
      'offer',
      toOfferDto(offer, delivery, vehicle, shipperRating),
    );
  }
  return offers;
}

/**
 * After a delivery is created (the stored row, so nothing is read back): regular deliveries go to partners;
 * pooled and truck-card ones go through the pool.
 */
export async function offerNewDelivery(
  deps: PartnerJobsDeps,
  delivery: DeliveryRow,
  now: Date,
): Promise<void> {
  if (delivery.mode !== 'regular' || delivery.status !== 'Scheduled') return;
  await offerDelivery(deps, delivery, now);
}

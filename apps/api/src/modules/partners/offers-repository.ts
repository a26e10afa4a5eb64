import type { DeliveryRowId } from '@logisaathi/domain';
import { and, eq, gt, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { uuidArray } from '../../db/uuid-array';
import { notifyOffers } from '../notifications/notify';
import { findDeliveries } from '../deliveries/deliveries-repository';
import { partnerOffers } from './tables';

export type OfferRow = typeof partnerOffers.$inferSelect;

/** New open offers; a vehicle that already has an open offer of the delivery is skipped (unique index). */
export async function insertOffers(
  db: DbOrTx,
  rows: Array<typeof partnerOffers.$inferInsert>,
): Promise<OfferRow[]> {
  if (rows.length === 0) return [];
  // Each partner's message of its offer is written with the offer (issue 34).
  return db.transaction(async (tx) => {
    const offers = await tx.insert(partnerOffers).values(rows).onConflictDoNothing().returning();
    const deliveriesById = new Map(
      (await findDeliveries(tx, [...new Set(offers.map((o) => o.deliveryRowId))])).map((d) => [d.id, d]),
    );
    await notifyOffers(
      tx,
      offers.flatMap((offer) => {
        const delivery = deliveriesById.get(offer.deliveryRowId);
        return delivery
          ? [{ ...offer, code: delivery.deliveryId, from: delivery.pickupPlace, to: delivery.deliveryPlace }]
          : [];
      }),
    );
    return offers;
  });
}

export async function findOfferForPartner(
  db: DbOrTx,
  partnerId: string,
  offerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OfferRow | undefined> {
  const query = db
    .select()
    .from(partnerOffers)
    .where(and(eq(partnerOffers.id, offerId), eq(partnerOffers.partnerId, partnerId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function setOfferStatus(
  db: DbOrTx,
  offerId: string,
  patch: Partial<typeof partnerOffers.$inferInsert>,
): Promise<void> {
  await db.update(partnerOffers).set(patch).where(eq(partnerOffers.id, offerId));
}

/** Closes every other open offer of the delivery; returns them so their partners can be told. */
export async function closeOtherOffers(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
  status: 'taken' | 'withdrawn',
  now: Date,
): Promise<OfferRow[]> {
  return db
    .update(partnerOffers)
    .set({ status, respondedAt: now })
    .where(and(eq(partnerOffers.deliveryRowId, deliveryRowId), eq(partnerOffers.status, 'open')))
    .returning();
}

/** Withdraws every open offer of the partner (its account is suspended). */
export async function withdrawPartnerOffers(db: DbOrTx, partnerId: string, now: Date): Promise<void> {
  await db
    .update(partnerOffers)
    .set({ status: 'withdrawn', respondedAt: now })
    .where(and(eq(partnerOffers.partnerId, partnerId), eq(partnerOffers.status, 'open')));
}

/** Open offers past their time: marked expired and returned. */
export async function expireOffers(db: DbOrTx, now: Date): Promise<OfferRow[]> {
  return db
    .update(partnerOffers)
    .set({ status: 'expired' })
    .where(and(eq(partnerOffers.status, 'open'), lte(partnerOffers.expiresAt, now)))
    .returning();
}

export async function listOpenOffers(db: DbOrTx, partnerId: string, now: Date): Promise<OfferRow[]> {
  return db
    .select()
    .from(partnerOffers)
    .where(
      and(
        eq(partnerOffers.partnerId, partnerId),
        eq(partnerOffers.status, 'open'),
        gt(partnerOffers.expiresAt, now),
      ),
    )
    .orderBy(partnerOffers.expiresAt);
}

/** The open offers of the delivery whose row id is `deliveryRowId` (a column of the outer query), for exists(). */
export function openOfferOfDelivery(db: DbOrTx, deliveryRowId: AnyColumn) {
  return db
    .select({ one: sql`1` })
    .from(partnerOffers)
    .where(and(eq(partnerOffers.deliveryRowId, deliveryRowId), eq(partnerOffers.status, 'open')));
}

/**
 * For each of the given deliveries that has offers: how many are open at `now` and how many were ever made, in one
 * query (one uuid[] parameter however many deliveries).
 */
export async function offerCountsOf(
  db: DbOrTx,
  deliveryRowIds: readonly DeliveryRowId[],
  now: Date,
): Promise<Map<string, { open: number; made: number }>> {
  if (deliveryRowIds.length === 0) return new Map();
  const openNow = and(eq(partnerOffers.status, 'open'), gt(partnerOffers.expiresAt, now));
  const rows = await db
    .select({
      deliveryRowId: partnerOffers.deliveryRowId,
      made: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${openNow}))::int`,
    })
    .from(partnerOffers)
    .where(sql`${partnerOffers.deliveryRowId} = any(${uuidArray(deliveryRowIds)})`)
    .groupBy(partnerOffers.deliveryRowId);
  return new Map(
    rows.map((r) => [r.deliveryRowId as string, { open: Number(r.open), made: Number(r.made) }]),
  );
}

/**
 * Withdraws the open offers whose delivery meets `deliveryCondition` (given the offer's delivery row id column,
 * a condition over deliveries) and returns them so their partners can be told.
 */
export async function withdrawOpenOffersWhere(
  db: DbOrTx,
  now: Date,
  deliveryCondition: (deliveryRowId: AnyColumn) => SQL,
): Promise<OfferRow[]> {
  return db
    .update(partnerOffers)
    .set({ status: 'withdrawn', respondedAt: now })
    .where(and(eq(partnerOffers.status, 'open'), deliveryCondition(partnerOffers.deliveryRowId)))
    .returning();
}

/** Every offer made of a delivery, whatever its state. */
export async function listDeliveryOffers(db: DbOrTx, deliveryRowId: DeliveryRowId): Promise<OfferRow[]> {
  return db.select().from(partnerOffers).where(eq(partnerOffers.deliveryRowId, deliveryRowId));
}

/** The vehicles holding an open offer that has not lapsed at `now` (one row per offer). */
export async function vehiclesWithLiveOffers(db: DbOrTx, now: Date): Promise<Array<{ vehicleId: string }>> {
  return db
    .select({ vehicleId: partnerOffers.vehicleId })
    .from(partnerOffers)
    .where(and(eq(partnerOffers.status, 'open'), gt(partnerOffers.expiresAt, now)));
}

/** Which vehicles declined which of the given deliveries. */
export async function declinedOffers(
  db: DbOrTx,
  deliveryRowIds: readonly DeliveryRowId[],
): Promise<Array<{ deliveryRowId: DeliveryRowId; vehicleId: string }>> {
  return db
    .select({ deliveryRowId: partnerOffers.deliveryRowId, vehicleId: partnerOffers.vehicleId })
    .from(partnerOffers)
    .where(
      and(eq(partnerOffers.status, 'declined'), inArray(partnerOffers.deliveryRowId, [...deliveryRowIds])),
    );
}

/** Per vehicle, the offers it answered or let lapse and how many of them it accepted (its acceptance rate). */
export async function offerAnswerStats(db: DbOrTx, vehicleIds: readonly string[]) {
  return db
    .select({
      vehicleId: partnerOffers.vehicleId,
      answered: sql<number>`count(*)::int`,
      accepted: sql<number>`(count(*) filter (where ${partnerOffers.status} = 'accepted'))::int`,
    })
    .from(partnerOffers)
    .where(
      and(
        sql`${partnerOffers.vehicleId} = any(${uuidArray(vehicleIds)})`,
        inArray(partnerOffers.status, ['accepted', 'declined', 'expired']),
      ),
    )
    .groupBy(partnerOffers.vehicleId);
}

/**
 * An offer's wave as its message is sent (the notifications worker's `OfferWaveOf` port): whether it is still
 * open, whether it escalated (made `escalationMs` or more after the delivery's first offer) and its partner.
 * Undefined when the offer is gone.
 */
export async function offerWaveOf(
  db: DbOrTx,
  offerId: string,
  escalationMs: number,
): Promise<{ open: boolean; escalated: boolean; partnerId: string } | undefined> {
  const [offer] = executeRows<{ open: boolean; escalated: boolean; partner_id: string }>(
    await db.execute(sql`
      select o.status = 'open' and o.expires_at > now() as open,
        o.created_at >= (select min(f.created_at) from partner_offers f where f.delivery_row_id = o.delivery_row_id)
          + ${escalationMs} * interval '1 millisecond' as escalated,
        o.partner_id
      from partner_offers o where o.id = ${offerId}::uuid`),
  );
  return offer && { open: offer.open, escalated: offer.escalated, partnerId: offer.partner_id };
}

import { and, desc, eq, exists, gte, lt, sql } from 'drizzle-orm';
import { paise, type PartnerLedger } from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { partnerPayouts } from '../billing/tables';
import { deliveries } from '../deliveries/tables';
import { sumCompletedNetPaise } from '../partners/jobs-repository';
import { lockPartner } from '../partners/partners-repository';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isRowId } from '../../lib/row-id';

export const PARTNER_NOT_FOUND = 'Partner not found';
export const PAYOUT_REFERENCE_TAKEN = 'This payout reference has already been recorded';
export const PAYOUT_MORE_THAN_OWED = 'The payout is more than is owed to this partner';
const PAYOUTS_LISTED = 50;

/** Net of the partner's delivered trips (what its weekly statements add up), all time. */
async function earnedPaise(db: DbOrTx, partnerId: string): Promise<number> {
  return sumCompletedNetPaise(db, partnerId, (deliveryRowId) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(deliveries)
        .where(and(eq(deliveries.id, deliveryRowId), eq(deliveries.status, 'Delivered'))),
    ),
  );
}

/** The partner's account: earned (net of delivered trips), paid out, owed, and the week's payouts. */
export async function getPartnerLedger(
  db: DbOrTx,
  partnerId: string,
  weekFrom: Date,
  weekTo: Date,
): Promise<PartnerLedger> {
  const [earned, [paid], [week], payouts] = await Promise.all([
    earnedPaise(db, partnerId),
    db
      .select({ total: sql<string>`coalesce(sum(${partnerPayouts.amountPaise}), 0)` })
      .from(partnerPayouts)
      .where(eq(partnerPayouts.partnerId, partnerId)),
    db
      .select({ total: sql<string>`coalesce(sum(${partnerPayouts.amountPaise}), 0)` })
      .from(partnerPayouts)
      .where(
        and(
          eq(partnerPayouts.partnerId, partnerId),
          gte(partnerPayouts.paidAt, weekFrom),
          lt(partnerPayouts.paidAt, weekTo),
        ),
      ),
    db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.partnerId, partnerId))
      .orderBy(desc(partnerPayouts.paidAt))
      .limit(PAYOUTS_LISTED),
  ]);
  const paidOutPaise = Number(paid?.total ?? 0);
  return {
    earnedPaise: earned,
    paidOutPaise,
    owedPaise: earned - paidOutPaise,
    weekPaidOutPaise: Number(week?.total ?? 0),
    payouts: payouts.map((p) => ({
      id: p.id,
      amountPaise: p.amountPaise,
      reference: p.reference,
      paidAt: p.paidAt.toISOString(),
    })),
  };
}

/**
 * The operator records a bank transfer to a partner (the reference is unique: recorded once). It cannot be more
 * than is owed (earned less paid out): the partner's row is locked while that is read, so two payouts at once
 * cannot together exceed it.
 */
export async function recordPartnerPayout(
  db: Db,
  input: { partnerId: string; amountPaise: number; reference: string; by: string },
  now = new Date(),
): Promise<PartnerLedger> {
  if (!isRowId(input.partnerId)) throw AppError.notFound(PARTNER_NOT_FOUND);
  try {
    await db.transaction(async (tx) => {
      const partner = await lockPartner(tx, input.partnerId);
      if (!partner) throw AppError.notFound(PARTNER_NOT_FOUND);
      const [earned, [paid]] = await Promise.all([
        earnedPaise(tx, input.partnerId),
        tx
          .select({ total: sql<string>`coalesce(sum(${partnerPayouts.amountPaise}), 0)` })
          .from(partnerPayouts)
          .where(eq(partnerPayouts.partnerId, input.partnerId)),
      ]);
      if (input.amountPaise > earned - Number(paid?.total ?? 0)) {
        throw new AppError('conflict', PAYOUT_MORE_THAN_OWED, [
          { field: 'amountPaise', msg: PAYOUT_MORE_THAN_OWED },
        ]);
      }
      await tx.insert(partnerPayouts).values({
        partnerId: input.partnerId,
        amountPaise: paise(input.amountPaise),
        reference: input.reference,
        decidedBy: input.by,
        paidAt: now,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', PAYOUT_REFERENCE_TAKEN);
    throw err;
  }
  return getPartnerLedger(db, input.partnerId, now, new Date(now.getTime() + 1));
}

import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Paise } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { partnerPayouts } from './tables';

/* The bank transfers recorded to truck partners (issue 16); payments/partner-ledger.ts keeps each partner's account. */

export type PartnerPayoutRow = typeof partnerPayouts.$inferSelect;

/** What has been paid out to the partner, all time or paid within [from, to). */
export async function paidOutPaise(
  db: DbOrTx,
  partnerId: string,
  within?: { from: Date; to: Date },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${partnerPayouts.amountPaise}), 0)` })
    .from(partnerPayouts)
    .where(
      within
        ? and(
            eq(partnerPayouts.partnerId, partnerId),
            gte(partnerPayouts.paidAt, within.from),
            lt(partnerPayouts.paidAt, within.to),
          )
        : eq(partnerPayouts.partnerId, partnerId),
    );
  return Number(row?.total ?? 0);
}

/** The partner's latest payouts, newest first. */
export async function latestPayouts(
  db: DbOrTx,
  partnerId: string,
  limit: number,
): Promise<PartnerPayoutRow[]> {
  return db
    .select()
    .from(partnerPayouts)
    .where(eq(partnerPayouts.partnerId, partnerId))
    .orderBy(desc(partnerPayouts.paidAt))
    .limit(limit);
}

/** Records a payout; its bank reference is unique (a second record of one transfer fails as a unique violation). */
export async function insertPayout(
  tx: DbOrTx,
  values: { partnerId: string; amountPaise: Paise; reference: string; decidedBy: string; paidAt: Date },
): Promise<void> {
  await tx.insert(partnerPayouts).values(values);
}

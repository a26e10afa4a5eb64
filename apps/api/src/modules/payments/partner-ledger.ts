import { paise, type PartnerLedger } from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { insertPayout, latestPayouts, paidOutPaise } from '../billing/partner-payouts-repository';
import { hasDeliveryStatus } from '../deliveries/reads-for-other-modules';
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
    hasDeliveryStatus(deliveryRowId, ['Delivered']),
  );
}

/** The partner's account: earned (net of delivered trips), paid out, owed, and the week's payouts. */
export async function getPartnerLedger(
  db: DbOrTx,
  partnerId: string,
  weekFrom: Date,
  weekTo: Date,
): Promise<PartnerLedger> {
  const [earned, paidOut, weekPaidOut, payouts] = await Promise.all([
    earnedPaise(db, partnerId),
    paidOutPaise(db, partnerId),
    paidOutPaise(db, partnerId, { from: weekFrom, to: weekTo }),
    latestPayouts(db, partnerId, PAYOUTS_LISTED),
  ]);
  return {
    earnedPaise: earned,
    paidOutPaise: paidOut,
    owedPaise: earned - paidOut,
    weekPaidOutPaise: weekPaidOut,
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
      const [earned, paidOut] = await Promise.all([
        earnedPaise(tx, input.partnerId),
        paidOutPaise(tx, input.partnerId),
      ]);
      if (input.amountPaise > earned - paidOut) {
        throw new AppError('conflict', PAYOUT_MORE_THAN_OWED, [
          { field: 'amountPaise', msg: PAYOUT_MORE_THAN_OWED },
        ]);
      }
      await insertPayout(tx, {
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

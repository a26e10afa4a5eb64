import { EXCEPTION_MESSAGES, type DeliveryProblems, type DisputeReason } from '@logisaathi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryDisputes } from './exception-tables';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { findDelivery } from '../deliveries/deliveries-repository';
import { findDeliveryForUser } from '../deliveries/find-delivery-for-user';
import { recordMemberAction } from '../users/member-actions-repository';
import { findDeliveryProblems } from './ops-exceptions';

/**
 * POST /api/deliveries/{id}/disputes ('Report a problem'): the business opens a dispute on its own delivery (any
 * other id answers 404). One open dispute per delivery: a second answers 409 until the operator has answered the
 * first (the delivery row is locked, and the partial unique index stands behind it). It joins the operators'
 * exceptions queue at once; the business's history names the member who raised it.
 */
export async function raiseDispute(
  db: Db,
  who: { accountId: string; userId: string },
  deliveryRowId: string,
  input: { reason: DisputeReason; description: string },
  now = new Date(),
): Promise<DeliveryProblems> {
  const delivery = await findDeliveryForUser(db, who.accountId, deliveryRowId);
  try {
    await db.transaction(async (tx) => {
      await findDelivery(tx, delivery.id, who.accountId, { forUpdate: true });
      const [open] = await tx
        .select({ id: deliveryDisputes.id })
        .from(deliveryDisputes)
        .where(and(eq(deliveryDisputes.deliveryRowId, delivery.id), isNull(deliveryDisputes.resolvedAt)));
      if (open) throw new AppError('conflict', EXCEPTION_MESSAGES.alreadyOpen);
      await tx.insert(deliveryDisputes).values({
        deliveryRowId: delivery.id,
        raisedBy: who.userId,
        reason: input.reason,
        description: input.description,
        createdAt: now,
      });
      // Who did it, for the business's own history (issue 37).
      await recordMemberAction(tx, who, 'delivery.disputed', delivery.deliveryId);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', EXCEPTION_MESSAGES.alreadyOpen);
    throw err;
  }
  return findDeliveryProblems(db, delivery.id);
}

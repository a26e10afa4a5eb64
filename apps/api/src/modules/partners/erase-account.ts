import { eq } from 'drizzle-orm';
import { DATA_RIGHTS_TEXT, type DeliveryRowId } from '@logisaathi/domain';
import type { Tx } from '../../db/client';
import { isAnyOfUuids } from '../../db/uuid-array';
import { AppError } from '../../lib/app-error';
import { partnerJobs, proofsOfDelivery } from './tables';
import { hasUnfinishedDelivery } from '../deliveries/erase-account';

/*
 * This module's part of closing an account (DELETE /users/me), called by account/delete-account.ts inside its
 * transaction. A truck partner's own records (profile, drivers, vehicles, documents, offers, jobs, ratings) go with
 * the user row (foreign keys cascade); its proofs of delivery are the shippers' records and stay with their
 * deliveries, their job link set null (migration 0018).
 */

/** A truck partner's accepted job is another business's delivery on the road: it must end first. */
export async function refuseWhileJobsInProgress(tx: Tx, userId: string): Promise<void> {
  const jobs = await tx
    .select({ deliveryRowId: partnerJobs.deliveryRowId })
    .from(partnerJobs)
    .where(eq(partnerJobs.partnerId, userId));
  if (
    await hasUnfinishedDelivery(
      tx,
      jobs.map((j) => j.deliveryRowId),
    )
  ) {
    throw new AppError('conflict', DATA_RIGHTS_TEXT.partnerJobsInProgress);
  }
}

/** The stored files (signature and photos) of the proofs of the given deliveries, to remove after commit. */
export async function proofFileKeys(tx: Tx, deliveryRowIds: DeliveryRowId[]): Promise<string[]> {
  if (deliveryRowIds.length === 0) return [];
  const proofs = await tx
    .select({ signatureKey: proofsOfDelivery.signatureKey, photos: proofsOfDelivery.photos })
    .from(proofsOfDelivery)
    .where(isAnyOfUuids(proofsOfDelivery.deliveryRowId, deliveryRowIds));
  return proofs.flatMap((p) => [p.signatureKey, ...p.photos.map((photo) => photo.storageKey)]);
}

import argon2 from 'argon2';
import { and, eq, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DATA_RIGHTS_TEXT,
  FINAL_STATUSES,
  istToday,
  isTaxRecord,
  taxRecordPurgeFrom,
  type AccountDeletionResponse,
} from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { consignmentNotes, invoices } from '../billing/tables';
import { deliveries } from '../deliveries/tables';
import { partnerJobs, proofsOfDelivery } from '../partners/tables';
import { users } from '../users/tables';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';
import { noteLocalRevocation } from '../auth/active-sessions';
import { findUserById } from '../users/users-repository';
import { releaseClosingAccountFromPool } from '../shared-trucks/use-cases/release-closing-account';
import { releaseClosingAccountFromWarehouses } from '../warehouses/release-closing-account';
import {
  insertRetainedTaxRecords,
  purgeExpiredTaxRecords,
  type NewRetainedTaxRecord,
} from '../users/retained-tax-records-repository';

export interface DeleteAccountDeps {
  db: Db;
  storage: FileStorage;
  /** Asks the shared-truck pool for a re-plan (its riders changed). */
  requestPoolReplan(): void;
  log: FastifyBaseLogger;
}

/**
 * DELETE /users/me: the user erases their account (DPDP Act 2023 s.12). One transaction: other businesses'
 * bookings and slot requests that involve the account are settled and they are told; delivered deliveries leave
 * a de-identified tax record (rule in packages/domain/src/data-rights.ts) naming its invoice and consignment note;
 * then the user row goes and every row that belongs to it with it (sign-ins, profile, alerts, deliveries and their
 * tracking, documents, bookings, trucks, requests). Issued invoices, credit notes and consignment notes stay, as
 * issued, with their links to the user and the delivery set to null (migration 0015): the law keeps them and
 * their series stay gap-free. Deleting the sign-ins is announced to every process (migration 0004), so open tokens stop
 * working at once. Stored files are removed after commit.
 *
 * A truck partner's proofs of delivery are not the partner's: each is the shipper's record of its own delivery and
 * stays with the delivery (its job link set null, migration 0018), files included, with the vehicle registration
 * and driver's name the shipper was told; everything else of the partner (profile, drivers' phones and licences,
 * vehicles, documents and their files, offers, jobs and earnings, ratings both ways) goes. A shipper's own proofs
 * go with its deliveries, and their files after commit.
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  userId: string,
  password: string,
  now: Date,
): Promise<AccountDeletionResponse['data']> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
  if (!(await argon2.verify(user.passwordHash, password))) {
    throw AppError.validation('password', DATA_RIGHTS_TEXT.passwordIncorrect);
  }
  const today = istToday(now);

  const result = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!locked) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
    // A truck partner's accepted job is another business's delivery on the road: it must end first.
    const [unfinished] = await tx
      .select({ id: partnerJobs.id })
      .from(partnerJobs)
      .innerJoin(deliveries, eq(deliveries.id, partnerJobs.deliveryRowId))
      .where(and(eq(partnerJobs.partnerId, userId), notInArray(deliveries.status, [...FINAL_STATUSES])))
      .limit(1);
    if (unfinished) throw new AppError('conflict', DATA_RIGHTS_TEXT.partnerJobsInProgress);
    const poolChanged = await releaseClosingAccountFromPool(tx, userId, now);
    await releaseClosingAccountFromWarehouses(tx, userId, now);

    const own = await tx
      .select({
        deliveryId: deliveries.deliveryId,
        status: deliveries.status,
        timeSlot: deliveries.timeSlot,
        pickupPlace: deliveries.pickupPlace,
        deliveryPlace: deliveries.deliveryPlace,
        pickupDate: deliveries.pickupDate,
        deliveryDate: deliveries.deliveryDate,
        packageType: deliveries.packageType,
        weightKg: deliveries.weightKg,
        distanceKm: deliveries.distanceKm,
        mode: deliveries.mode,
        baseCostInr: deliveries.baseCostInr,
        distanceCostInr: deliveries.distanceCostInr,
        weightCostInr: deliveries.weightCostInr,
        specialHandlingCostInr: deliveries.specialHandlingCostInr,
        totalCostInr: deliveries.totalCostInr,
        createdAt: deliveries.createdAt,
        invoiceNumber: invoices.number,
        consignmentNoteNumber: consignmentNotes.number,
      })
      .from(deliveries)
      .leftJoin(invoices, and(eq(invoices.deliveryRowId, deliveries.id), eq(invoices.kind, 'delivery')))
      .leftJoin(consignmentNotes, eq(consignmentNotes.deliveryRowId, deliveries.id))
      .where(eq(deliveries.userId, userId));
    // A registered business (GSTIN given) is named on a B2B invoice; an unregistered one is not.
    const recipient = locked.gstin
      ? { businessName: locked.company, gstin: locked.gstin }
      : { businessName: null, gstin: null };
    const kept: NewRetainedTaxRecord[] = own
      .filter((d) => isTaxRecord({ status: d.status, deliveryDate: d.deliveryDate, slot: d.timeSlot }, now))
      .map((d) => ({
        deliveryId: d.deliveryId,
        ...recipient,
        pickupPlace: d.pickupPlace,
        deliveryPlace: d.deliveryPlace,
        pickupDate: d.pickupDate,
        deliveryDate: d.deliveryDate,
        packageType: d.packageType,
        weightKg: d.weightKg,
        distanceKm: d.distanceKm,
        mode: d.mode,
        baseCostInr: d.baseCostInr,
        distanceCostInr: d.distanceCostInr,
        weightCostInr: d.weightCostInr,
        specialHandlingCostInr: d.specialHandlingCostInr,
        totalCostInr: d.totalCostInr,
        bookedAt: d.createdAt,
        accountDeletedAt: now,
        purgeFrom: taxRecordPurgeFrom(d.deliveryDate),
        invoiceNumber: d.invoiceNumber,
        consignmentNoteNumber: d.consignmentNoteNumber,
      }));
    await insertRetainedTaxRecords(tx, kept);
    // Nothing else writes these records, so each deletion also removes those whose retention has run out.
    await purgeExpiredTaxRecords(tx, today);

    const proofs = await tx
      .select({ signatureKey: proofsOfDelivery.signatureKey, photos: proofsOfDelivery.photos })
      .from(proofsOfDelivery)
      .innerJoin(deliveries, eq(deliveries.id, proofsOfDelivery.deliveryRowId))
      .where(eq(deliveries.userId, userId));

    await tx.delete(users).where(eq(users.id, userId));
    const purgeDates = kept.map((r) => r.purgeFrom).sort();
    return {
      proofKeys: proofs.flatMap((p) => [p.signatureKey, ...p.photos.map((photo) => photo.storageKey)]),
      poolChanged,
      retainedTaxRecords: kept.length,
      retainedUntil: purgeDates[purgeDates.length - 1] ?? null,
    };
  });

  noteLocalRevocation();
  if (result.poolChanged) deps.requestPoolReplan();
  // The whole per-user folders go, so a file left behind by an earlier failed delete goes too.
  const prefixes = [
    `documents/${userId}`,
    `avatars/${userId}`,
    `partner-documents/${userId}`,
    `rendered/${userId}`,
  ];
  for (const prefix of prefixes) {
    await deps.storage.deleteAll(prefix).catch((err: unknown) => {
      deps.log.error({ err, prefix }, 'files of a deleted account could not be removed');
    });
  }
  for (const key of result.proofKeys) {
    await deps.storage.delete(key).catch((err: unknown) => {
      deps.log.error({ err, key }, 'a proof-of-delivery file of a deleted account could not be removed');
    });
  }
  return { retainedTaxRecords: result.retainedTaxRecords, retainedUntil: result.retainedUntil };
}

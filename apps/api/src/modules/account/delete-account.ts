import argon2 from 'argon2';
import type { FastifyBaseLogger } from 'fastify';
import { DATA_RIGHTS_TEXT, type AccountDeletionResponse } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { retryTransientConflicts } from '../../lib/db-errors';
import type { FileStorage } from '../../lib/file-storage';
import { noteLocalRevocation } from '../auth/active-sessions';
import { withTaxDocumentNumbers } from '../billing/erase-account';
import { readClosingAccountDeliveries } from '../deliveries/erase-account';
import { proofFileKeys, refuseWhileJobsInProgress } from '../partners/erase-account';
import { releaseClosingAccountFromPool } from '../shared-trucks/use-cases/release-closing-account';
import { retainTaxRecords } from '../users/erase-account';
import { deleteUser, findUserById, lockUser } from '../users/users-repository';
import { releaseClosingAccountFromWarehouses } from '../warehouses/release-closing-account';

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
 *
 * Each module contributes its own part, reading only its own tables (its erase-account.ts or
 * release-closing-account.ts), as each contributes its part of the export; this function orders them: a partner's
 * jobs in progress refuse before anything changes, the releases tell other businesses, the tax records are kept
 * before the deliveries go with the user row.
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
  // The erasure touches every module's rows while background work (dispatch rounds, the demo fleet) may lock some
  // of them in another order: a deadlock PostgreSQL breaks by rolling one side back is run again.
  const result = await retryTransientConflicts(() =>
    deps.db.transaction(async (tx) => {
      const account = await lockUser(tx, userId);
      if (!account) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
      await refuseWhileJobsInProgress(tx, userId);
      const poolChanged = await releaseClosingAccountFromPool(tx, userId, now);
      await releaseClosingAccountFromWarehouses(tx, userId, now);
      const own = await readClosingAccountDeliveries(tx, userId, now);
      const delivered = await withTaxDocumentNumbers(tx, own.taxRecords);
      const retained = await retainTaxRecords(
        tx,
        account,
        delivered.map(({ id: _rowId, ...record }) => record),
        now,
      );
      const proofKeys = await proofFileKeys(tx, own.rowIds);
      await deleteUser(tx, userId);
      return { proofKeys, poolChanged, ...retained };
    }),
  );

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

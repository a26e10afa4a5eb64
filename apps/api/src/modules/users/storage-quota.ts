/*
 * Upload quotas (issue 30): an account keeps at most `accountBytes` of documents (its company documents and its
 * truck documents together), and a vehicle or a driver at most `perOwnerDocuments` files, renewals included.
 * Both answer 409: the file itself is acceptable (413 means "choose a smaller file", DESIGN's status list), it is
 * the account's present state that has no room, and deleting files changes that. The check runs in the upload's
 * transaction behind a lock on the user's row, so two parallel uploads cannot both take the last free bytes.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DocumentStorageUsage } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { documents } from './document-tables';
import { users } from './tables';
import { AppError } from '../../lib/app-error';

export const STORAGE_FULL_MESSAGE =
  "This file does not fit in your account's document storage. Delete a document to make room.";
export const OWNER_DOCUMENTS_FULL_MESSAGE =
  'This vehicle or driver already has as many documents as it can keep';

export interface UploadLimits {
  accountBytes: number;
  perOwnerDocuments: number;
}

/** The limits, and the bytes an account keeps in other modules' documents (a truck partner's fleet documents). */
export interface StorageQuota extends UploadLimits {
  bytesElsewhere: DocumentBytesElsewhere;
}

/** A port: what `userId` keeps in documents this module does not own (partners' `partnerDocumentBytes`). */
export type DocumentBytesElsewhere = (db: DbOrTx, userId: string) => Promise<number>;

/** Bytes of documents the account keeps, less the company document of `replacingKind` (an upload replaces it). */
async function storedBytes(
  db: DbOrTx,
  userId: string,
  quota: StorageQuota,
  replacingKind?: string,
): Promise<number> {
  const own = replacingKind
    ? and(eq(documents.userId, userId), ne(documents.kind, replacingKind))
    : eq(documents.userId, userId);
  const [row] = await db
    .select({ bytes: sql<string | number | null>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(documents)
    .where(own);
  return Number(row?.bytes ?? 0) + (await quota.bytesElsewhere(db, userId));
}

export async function documentStorageUsage(
  db: DbOrTx,
  userId: string,
  quota: StorageQuota,
): Promise<DocumentStorageUsage> {
  return {
    usedBytes: await storedBytes(db, userId, quota),
    limitBytes: quota.accountBytes,
    perOwnerDocuments: quota.perOwnerDocuments,
  };
}

/** In the upload's transaction: 409 unless `sizeBytes` more fits the account (and the owner's file count). */
export async function assertRoomForUpload(
  tx: DbOrTx,
  userId: string,
  quota: StorageQuota,
  upload: { sizeBytes: number; replacingKind?: string; ownerDocuments?: number },
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (upload.ownerDocuments !== undefined && upload.ownerDocuments >= quota.perOwnerDocuments) {
    throw new AppError('conflict', OWNER_DOCUMENTS_FULL_MESSAGE);
  }
  if ((await storedBytes(tx, userId, quota, upload.replacingKind)) + upload.sizeBytes > quota.accountBytes) {
    throw new AppError('conflict', STORAGE_FULL_MESSAGE);
  }
}

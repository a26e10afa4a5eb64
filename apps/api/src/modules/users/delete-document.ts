import type { DocumentKind } from '@logisaathi/domain';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';
import { deleteDocument as deleteRow, findDocument } from './documents-repository';
import { DOCUMENT_NOT_FOUND } from './download-document';

/** DELETE /users/documents/:kind. The row goes first: a failed file delete leaves an orphan, not a dead link. */
export async function deleteDocument(
  db: Db,
  storage: FileStorage,
  userId: string,
  kind: DocumentKind,
  /** Written in the removal's own transaction (issue 37: the member who removed it). */
  record?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const document = await db.transaction(async (tx) => {
    const found = await findDocument(tx, userId, kind, { forUpdate: true });
    if (!found) throw AppError.notFound(DOCUMENT_NOT_FOUND);
    await deleteRow(tx, found.id);
    await record?.(tx);
    return found;
  });
  await storage.delete(document.storageKey);
}

import type { DocumentKind } from '@logisaathi/domain';
import type { Db } from '../../db/client';
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
): Promise<void> {
  const document = await findDocument(db, userId, kind);
  if (!document) throw AppError.notFound(DOCUMENT_NOT_FOUND);
  await deleteRow(db, document.id);
  await storage.delete(document.storageKey);
}

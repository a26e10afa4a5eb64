import crypto from 'node:crypto';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@logisaathi/domain';
import type { Db, Tx } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { findDocument, toDocumentDto, upsertDocument, type DocumentDto } from './documents-repository';
import { checkDocumentFile } from './check-document-file';
import type { Upload } from './read-upload';
import { assertRoomForUpload, type StorageQuota } from './storage-quota';

export { PDF_OR_IMAGE_MESSAGE } from './check-document-file';

/**
 * Raises the user's 'document uploaded' alert in the upload's transaction (modules/alerts raiseAlert), handed down
 * by app.ts because alerts sit above users: every module's tables name the user.
 */
export type RaiseUploadAlert = (
  tx: Tx,
  userId: string,
  alert: { type: 'success'; title: string; message: string; status: 'completed'; priority: 'low' },
) => Promise<unknown>;

/**
 * POST /users/documents/:kind. The type comes from the file's first bytes: a PDF or a PNG/JPEG/WebP image
 * is accepted whatever its name says; anything else (an executable renamed .pdf) is refused with 415; what is
 * kept is checked-document-file.ts's. Uploading a kind again replaces the earlier file; the account's storage
 * quota counts the new file instead of the one it replaces.
 */
export async function uploadDocument(
  db: Db,
  storage: FileStorage,
  userId: string,
  kind: DocumentKind,
  upload: Upload,
  quota: StorageQuota,
  raiseAlert: RaiseUploadAlert,
  /** Written in the upload's own transaction (issue 37: the member who uploaded it). */
  record?: (tx: Tx) => Promise<void>,
): Promise<DocumentDto> {
  const type = await checkDocumentFile(upload.data, 'document');
  const key = `documents/${userId}/${kind}-${crypto.randomUUID()}.${type.extension}`;
  await storage.put(key, type.data);
  let previousKey: string | null = null;
  try {
    const saved = await db.transaction(async (tx) => {
      await assertRoomForUpload(tx, userId, quota, { sizeBytes: type.data.length, replacingKind: kind });
      const previous = await findDocument(tx, userId, kind, { forUpdate: true });
      previousKey = previous?.storageKey ?? null;
      const row = await upsertDocument(tx, {
        userId,
        kind,
        fileName: upload.fileName,
        contentType: type.contentType,
        sizeBytes: type.data.length,
        storageKey: key,
        uploadedAt: new Date(),
      });
      const label = DOCUMENT_KIND_LABELS[kind];
      await raiseAlert(tx, userId, {
        type: 'success',
        title: 'Document Uploaded',
        message: `${label} uploaded successfully.`,
        status: 'completed',
        priority: 'low',
      });
      await record?.(tx);
      return row;
    });
    if (previousKey && previousKey !== key) await storage.delete(previousKey);
    return toDocumentDto(saved);
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}

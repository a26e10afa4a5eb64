import crypto from 'node:crypto';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';
import { raiseAlert } from '../alerts/raise-alert';
import { findDocument, toDocumentDto, upsertDocument, type DocumentDto } from './documents-repository';
import { detectFileType } from './detect-file-type';
import type { Upload } from './read-upload';

export const PDF_OR_IMAGE_MESSAGE = 'Only PDF or image files (PNG, JPEG or WebP) are allowed';

/**
 * POST /users/documents/:kind. The type comes from the file's first bytes: a PDF or a PNG/JPEG/WebP image
 * is accepted whatever its name says; anything else (an executable renamed .pdf) is refused with 415.
 * Uploading a kind again replaces the earlier file.
 */
export async function uploadDocument(
  db: Db,
  storage: FileStorage,
  userId: string,
  kind: DocumentKind,
  upload: Upload,
): Promise<DocumentDto> {
  const type = detectFileType(upload.data);
  if (!type || type.contentType === 'image/gif') {
    throw new AppError('unsupported_type', PDF_OR_IMAGE_MESSAGE, [
      { field: 'document', msg: PDF_OR_IMAGE_MESSAGE },
    ]);
  }
  const key = `documents/${userId}/${kind}-${crypto.randomUUID()}.${type.extension}`;
  await storage.put(key, upload.data);
  let previousKey: string | null = null;
  try {
    const saved = await db.transaction(async (tx) => {
      const previous = await findDocument(tx, userId, kind, { forUpdate: true });
      previousKey = previous?.storageKey ?? null;
      const row = await upsertDocument(tx, {
        userId,
        kind,
        fileName: upload.fileName,
        contentType: type.contentType,
        sizeBytes: upload.data.length,
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
      return row;
    });
    if (previousKey && previousKey !== key) await storage.delete(previousKey);
    return toDocumentDto(saved);
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}

import type { DocumentKind } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage, StoredFile } from '../../lib/file-storage';
import { findDocument, type DocumentRow } from './documents-repository';

export const DOCUMENT_NOT_FOUND = 'Document not found';

const EXTENSION_BY_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * GET /users/documents/:kind/file: only the owner's own document is ever looked up, so another user's file
 * cannot be reached and a missing one answers 404.
 */
export async function downloadDocument(
  db: DbOrTx,
  storage: FileStorage,
  userId: string,
  kind: DocumentKind,
): Promise<{ document: DocumentRow; file: StoredFile; downloadName: string }> {
  const document = await findDocument(db, userId, kind);
  const file = document ? await storage.get(document.storageKey) : null;
  if (!document || !file) throw AppError.notFound(DOCUMENT_NOT_FOUND);
  return { document, file, downloadName: downloadNameFor(document) };
}

/** The user's name, with the real extension added when the name claims another type (a PNG named .pdf). */
export function downloadNameFor(document: Pick<DocumentRow, 'fileName' | 'contentType'>): string {
  const extension = EXTENSION_BY_TYPE[document.contentType];
  if (!extension) return document.fileName;
  const lower = document.fileName.toLowerCase();
  const matches = lower.endsWith(`.${extension}`) || (extension === 'jpg' && lower.endsWith('.jpeg'));
  return matches ? document.fileName : `${document.fileName}.${extension}`;
}

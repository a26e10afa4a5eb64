import crypto from 'node:crypto';
import type { FileStorage } from '../file-storage';
import type { RenderJob } from './document-renderer';

/**
 * Bump when what a kept document draws changes (layout, fonts, labels): kept copies are named with it, so every
 * invoice, credit note and receipt is drawn again once with the new layout.
 */
export const DOCUMENT_LAYOUT_VERSION = 1;

/**
 * Where the drawn copy of a document that cannot change is kept: in the owner's folder (closing the account
 * removes it), named by the document's id, its language and a digest of everything drawn (the job's data and the
 * layout version), so a copy is never served for data or a layout it was not drawn from.
 */
export function keptDocumentKey(ownerId: string, id: string, job: RenderJob): string {
  const digest = crypto
    .createHash('sha256')
    .update(`${DOCUMENT_LAYOUT_VERSION}\n${JSON.stringify(job)}`)
    .digest('hex')
    .slice(0, 24);
  const language = 'language' in job ? job.language : 'en';
  return `rendered/${ownerId}/${job.kind}-${id}-${language}-${digest}.pdf`;
}

/** The whole stored file, or null when nothing is kept under `key`. */
export async function readStored(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

import type { DbOrTx } from '../../db/client';
import { listDocuments as listRows, toDocumentDto, type DocumentDto } from './documents-repository';

/** GET /users/documents: the caller's documents with name, size and upload time. */
export async function listDocuments(db: DbOrTx, userId: string): Promise<DocumentDto[]> {
  return (await listRows(db, userId)).map(toDocumentDto);
}

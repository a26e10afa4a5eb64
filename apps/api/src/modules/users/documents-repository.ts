import { and, asc, count, eq } from 'drizzle-orm';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { documents } from './document-tables';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

export async function listDocuments(db: DbOrTx, userId: string): Promise<DocumentRow[]> {
  return db.select().from(documents).where(eq(documents.userId, userId)).orderBy(asc(documents.uploadedAt));
}

export async function countDocuments(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.userId, userId));
  return row?.n ?? 0;
}

/** The caller's own document of a kind; another user's documents are simply not found. */
export async function findDocument(
  db: DbOrTx,
  userId: string,
  kind: DocumentKind,
  { forUpdate = false } = {},
): Promise<DocumentRow | undefined> {
  const query = db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.kind, kind)))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** Inserts or replaces the user's document of that kind (one per kind). */
export async function upsertDocument(db: DbOrTx, row: NewDocumentRow): Promise<DocumentRow> {
  const [saved] = await db
    .insert(documents)
    .values(row)
    .onConflictDoUpdate({
      target: [documents.userId, documents.kind],
      set: {
        fileName: row.fileName,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        storageKey: row.storageKey,
        uploadedAt: row.uploadedAt ?? new Date(),
      },
    })
    .returning();
  if (!saved) throw new Error('upsert returned no row');
  return saved;
}

export async function deleteDocument(db: DbOrTx, id: string): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}

/** Client shape: what the slot shows (name, size, upload time); the storage key stays on the server. */
export function toDocumentDto(row: DocumentRow) {
  const kind = row.kind as DocumentKind;
  return {
    id: row.id,
    kind,
    label: DOCUMENT_KIND_LABELS[kind] ?? row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
export type DocumentDto = ReturnType<typeof toDocumentDto>;

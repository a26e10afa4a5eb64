import { and, isNull, lt } from 'drizzle-orm';
import { taxDocumentsKeptFrom } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { consignmentNotes, invoices } from './tables';

/**
 * Deletes the issued tax documents of deleted accounts once their retention has run out (see
 * taxDocumentsKeptFrom): invoices no account owns any more, with their credit notes, payments and gateway orders
 * (foreign keys cascade), and consignment notes no delivery refers to. A business's own documents stay while its
 * account does. The immutability trigger guards updates only, so deleting is allowed.
 */
export async function purgeExpiredTaxDocuments(db: DbOrTx, today: string) {
  const cutoff = taxDocumentsKeptFrom(today);
  const gone = await db
    .delete(invoices)
    .where(and(isNull(invoices.userId), lt(invoices.invoiceDate, cutoff)))
    .returning({ id: invoices.id });
  const notes = await db
    .delete(consignmentNotes)
    .where(and(isNull(consignmentNotes.deliveryRowId), lt(consignmentNotes.noteDate, cutoff)))
    .returning({ id: consignmentNotes.id });
  return { invoices: gone.length, consignmentNotes: notes.length };
}

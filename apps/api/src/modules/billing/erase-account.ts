import { and, eq } from 'drizzle-orm';
import type { DeliveryRowId } from '@logisaathi/domain';
import type { Tx } from '../../db/client';
import { isAnyOfUuids } from '../../db/uuid-array';
import { consignmentNotes, invoices } from './tables';

/*
 * This module's part of closing an account (DELETE /users/me), called by account/delete-account.ts inside its
 * transaction. Issued invoices, credit notes and consignment notes stay as issued, their links to the user and the
 * delivery set to null by the foreign keys (migration 0015); the kept tax records name them by number.
 */

/** Each given delivery with its freight invoice's and consignment note's numbers, null where none was issued. */
export async function withTaxDocumentNumbers<T extends { id: DeliveryRowId }>(
  tx: Tx,
  delivered: T[],
): Promise<Array<T & { invoiceNumber: string | null; consignmentNoteNumber: string | null }>> {
  const ids = delivered.map((d) => d.id);
  if (ids.length === 0) return [];
  // One freight invoice and one consignment note per delivery at most (unique indexes).
  const issued = await tx
    .select({ deliveryRowId: invoices.deliveryRowId, number: invoices.number })
    .from(invoices)
    .where(and(isAnyOfUuids(invoices.deliveryRowId, ids), eq(invoices.kind, 'delivery')));
  const notes = await tx
    .select({ deliveryRowId: consignmentNotes.deliveryRowId, number: consignmentNotes.number })
    .from(consignmentNotes)
    .where(isAnyOfUuids(consignmentNotes.deliveryRowId, ids));
  const invoiceOf = new Map(issued.map((i) => [i.deliveryRowId, i.number]));
  const noteOf = new Map(notes.map((n) => [n.deliveryRowId, n.number]));
  return delivered.map((d) => ({
    ...d,
    invoiceNumber: invoiceOf.get(d.id) ?? null,
    consignmentNoteNumber: noteOf.get(d.id) ?? null,
  }));
}

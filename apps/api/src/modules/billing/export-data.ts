import type { DeliveryCode, DeliveryRowId } from '@logisaathi/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isAnyOfUuids } from '../../db/uuid-array';
import { consignmentNotes, creditNotes, invoices, payments } from './tables';

/*
 * This module's part of a user's data export (the tax documents and payments), collected by account/collect-
 * user-data.ts. Secrets that are not the user's data (password hash, token hashes, storage keys) are never
 * selected; rows of other users appear only as the facts the user's own records are about, never with who made
 * them.
 */

/**
 * The business's tax documents and payments (issue 16), each document with its full issued content: tax invoices,
 * credit notes, consignment notes it is the consignor of (those of its deliveries, given as read by the
 * deliveries module's export), and its payments with their receipts.
 */
export async function readTaxDocuments(
  db: DbOrTx,
  userId: string,
  ownDeliveries: ReadonlyArray<{ id: DeliveryRowId; deliveryId: DeliveryCode }>,
) {
  const strip = <T extends { userId: string | null }>({ userId: _owner, ...row }: T) => row;
  const codeOf = new Map(ownDeliveries.map((d) => [d.id, d.deliveryId]));
  const notes =
    codeOf.size === 0
      ? []
      : await db
          .select({
            number: consignmentNotes.number,
            financialYear: consignmentNotes.financialYear,
            noteDate: consignmentNotes.noteDate,
            issuedAt: consignmentNotes.issuedAt,
            deliveryRowId: consignmentNotes.deliveryRowId,
          })
          .from(consignmentNotes)
          .where(isAnyOfUuids(consignmentNotes.deliveryRowId, [...codeOf.keys()]))
          .orderBy(asc(consignmentNotes.number));
  return {
    invoices: (
      await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.number))
    ).map(strip),
    creditNotes: (
      await db
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.userId, userId))
        .orderBy(asc(creditNotes.number))
    ).map(strip),
    consignmentNotes: notes.flatMap(({ deliveryRowId, ...note }) => {
      // Found by these row ids, so each note names one of them.
      const deliveryId = deliveryRowId === null ? undefined : codeOf.get(deliveryRowId);
      return deliveryId === undefined ? [] : [{ ...note, deliveryId }];
    }),
    payments: (
      await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt))
    ).map(strip),
  };
}

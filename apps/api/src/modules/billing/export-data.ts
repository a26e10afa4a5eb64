import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveries } from '../deliveries/tables';
import { consignmentNotes, creditNotes, invoices, payments } from './tables';

/*
 * This module's part of a user's data export (the tax documents and payments), collected by account/collect-
 * user-data.ts. Secrets that are not the user's data (password hash, token hashes, storage keys) are never
 * selected; rows of other users appear only as the facts the user's own records are about, never with who made
 * them.
 */

/**
 * The business's tax documents and payments (issue 16), each document with its full issued content: tax invoices,
 * credit notes, consignment notes it is the consignor of, and its payments with their receipts.
 */
export async function readTaxDocuments(db: DbOrTx, userId: string) {
  const strip = <T extends { userId: string | null }>({ userId: _owner, ...row }: T) => row;
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
    consignmentNotes: await db
      .select({
        number: consignmentNotes.number,
        financialYear: consignmentNotes.financialYear,
        noteDate: consignmentNotes.noteDate,
        issuedAt: consignmentNotes.issuedAt,
        deliveryId: deliveries.deliveryId,
      })
      .from(consignmentNotes)
      .innerJoin(deliveries, eq(deliveries.id, consignmentNotes.deliveryRowId))
      .where(eq(deliveries.userId, userId))
      .orderBy(asc(consignmentNotes.number)),
    payments: (
      await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt))
    ).map(strip),
  };
}

import { financialYearOf, formatDocumentNumber, istDateString, type DeliveryRowId } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import {
  allocateSerial,
  findConsignmentNote,
  insertConsignmentNote,
  type ConsignmentNoteRow,
} from './billing-repository';

/**
 * Numbers a delivery's consignment note (lorry receipt) when a vehicle is first assigned to it. Called inside the
 * assignment's transaction, which holds the delivery's row lock (a partner accepting an offer, a business
 * assigning its own driver), so one note per delivery; a reassignment keeps the note and its number.
 */
export async function issueConsignmentNote(
  tx: DbOrTx,
  deliveryRowId: DeliveryRowId,
  now: Date,
): Promise<ConsignmentNoteRow> {
  const existing = await findConsignmentNote(tx, deliveryRowId);
  if (existing) return existing;
  const financialYear = financialYearOf(now);
  const serial = await allocateSerial(tx, 'consignmentNote', financialYear);
  return insertConsignmentNote(tx, {
    number: formatDocumentNumber('consignmentNote', financialYear, serial),
    financialYear,
    deliveryRowId,
    noteDate: istDateString(now),
    issuedAt: now,
  });
}

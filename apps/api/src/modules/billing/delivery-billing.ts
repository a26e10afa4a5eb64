import type { DeliveryBilling, DeliveryRowId } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { findDeliveryForUser } from '../deliveries/find-delivery-for-user';
import { findConsignmentNote, findInvoiceOfDelivery } from './billing-repository';
import { toConsignmentNoteSummary, toInvoiceSummary } from './billing-dto';

/** One delivery's documents, for its own business only (another's answers 404). */
export async function getDeliveryBilling(
  db: DbOrTx,
  userId: string,
  deliveryRowId: DeliveryRowId,
): Promise<DeliveryBilling> {
  const delivery = await findDeliveryForUser(db, userId, deliveryRowId);
  const [invoice, note] = await Promise.all([
    findInvoiceOfDelivery(db, delivery.id),
    findConsignmentNote(db, delivery.id),
  ]);
  return {
    invoice: invoice ? toInvoiceSummary(invoice) : null,
    consignmentNote: note
      ? toConsignmentNoteSummary(note, `/api/billing/deliveries/${delivery.id}/consignment-note/pdf`)
      : null,
  };
}

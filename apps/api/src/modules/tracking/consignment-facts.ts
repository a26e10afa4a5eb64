import { findConsignmentNote } from '../billing/billing-repository';
import type { ConsignmentFacts } from '../billing/consignment-details';
import { findGoodsInvoice, type EwayBillFacts } from '../eway-bills/eway-bills-repository';
import { findLatestVehicleNumber } from './tracking-repository';

/**
 * Billing's ConsignmentFacts: the vehicle of the delivery's latest driver assignment (this module's) and its goods
 * invoice (modules/eway-bills). Tracking sits above both billing and e-way bills, so it composes them; its own
 * invoices and driver documents use it, and app.ts and partner-jobs hand it to billing.
 */
export const consignmentFacts: ConsignmentFacts = {
  latestVehicleNumber: findLatestVehicleNumber,
  goodsInvoice: findGoodsInvoice,
};

/**
 * E-way bills' EwayBillFacts: the vehicle of the delivery's latest own-driver assignment (this module's) and its
 * consignment note (modules/billing, which sits beside e-way bills).
 */
export const ewayBillFacts: EwayBillFacts = {
  ownDriverVehicle: findLatestVehicleNumber,
  consignmentNoteOf: async (db, deliveryRowId) => {
    const note = await findConsignmentNote(db, deliveryRowId);
    return note ? { number: note.number, date: note.noteDate } : null;
  },
};

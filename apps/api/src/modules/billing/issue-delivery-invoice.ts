import {
  computeGtaTax,
  financialYearOf,
  formatDocumentNumber,
  GTA_SAC_DESCRIPTION,
  istDateString,
  placeOfSupply,
  rupeesToPaise,
  stateLabel,
  taxLiability,
  treatmentOf,
  wholeRupees,
  type InvoiceDocument,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { notifyUser } from '../notifications/notify';
import type { PlatformConfig } from '../../platform-config';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import {
  allocateSerial,
  findConsignmentNote,
  findInvoiceOfDelivery,
  insertInvoice,
  type InvoiceRow,
} from './billing-repository';
import { consignmentDetails, handoverState, type ConsignmentFacts } from './consignment-details';

/** The supplier block of every document: the operator as configured. */
export function supplierOf(platform: PlatformConfig): InvoiceDocument['supplier'] {
  return {
    legalName: platform.legalName,
    address: platform.address,
    state: platform.state,
    gstin: platform.gstin,
    pan: platform.pan,
    sac: platform.sac,
  };
}

/**
 * The tax invoice of a delivery that has just become Delivered. Runs inside the status transaction (the caller
 * holds the delivery's row lock): the serial is taken from the year's counter and the invoice inserted in that
 * same transaction, so a rolled-back delivery leaves no number used, and the unique (delivery, kind) index keeps
 * it to one invoice per delivery. The taxable value is the price charged (the pooled price when pooled).
 */
export async function issueDeliveryInvoice(
  tx: DbOrTx,
  platform: PlatformConfig,
  facts: ConsignmentFacts,
  delivery: DeliveryRow,
  now: Date,
): Promise<InvoiceRow> {
  const existing = await findInvoiceOfDelivery(tx, delivery.id);
  if (existing) return existing;
  const date = istDateString(now);
  const financialYear = financialYearOf(now);
  const consignment = await consignmentDetails(tx, facts, delivery, platform.taxModel);
  const recipient = consignment.consignor;
  const pos = placeOfSupply(recipient.gstin, handoverState(delivery));
  const tax = computeGtaTax({
    taxablePaise: rupeesToPaise(delivery.totalCostInr),
    model: platform.taxModel,
    recipientGstin: recipient.gstin,
    istDate: date,
    supplierStateCode: platform.state.code,
    placeOfSupply: pos,
  });
  const note = await findConsignmentNote(tx, delivery.id);
  const serial = await allocateSerial(tx, 'invoice', financialYear);
  const number = formatDocumentNumber('invoice', financialYear, serial);
  const document: InvoiceDocument = {
    number,
    financialYear,
    date,
    kind: 'delivery',
    supplier: supplierOf(platform),
    recipient,
    sac: platform.sac,
    description: `${GTA_SAC_DESCRIPTION}: shipment ${delivery.deliveryId}`,
    taxModel: platform.taxModel,
    placeOfSupply: pos,
    tax,
    consignment,
    eWayBillNumber: delivery.ewbNumber,
    consignmentNoteNumber: note?.number ?? null,
    taxLiability: taxLiability(treatmentOf(tax), platform.gstin, recipient.gstin),
  };
  const invoice = await insertInvoice(tx, {
    number,
    financialYear,
    kind: 'delivery',
    userId: delivery.userId,
    deliveryRowId: delivery.id,
    invoiceDate: date,
    reverseCharge: tax.reverseCharge,
    placeOfSupply: stateLabel(pos),
    rateBp: tax.rateBp,
    taxablePaise: tax.taxablePaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
    chargedTaxPaise: tax.chargedTaxPaise,
    roundOffPaise: tax.roundOffPaise,
    totalPaise: tax.totalPaise,
    document,
    issuedAt: now,
  });
  if (delivery.userId)
    await notifyUser(tx, {
      userId: delivery.userId,
      event: 'invoice-issued',
      variables: { invoice: number, code: delivery.deliveryId, amount: wholeRupees(tax.totalPaise) },
      deliveryRowId: delivery.id,
    });
  return invoice;
}

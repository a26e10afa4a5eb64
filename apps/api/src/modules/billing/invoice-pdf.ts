import {
  formatEwbNumber,
  formatPaise,
  formatRateBp,
  QTY_UNITS,
  stateLabel,
  type QtyUnit,
  type ConsignmentDetails,
  type CreditNoteDocument,
  type DocumentParty,
  type InvoiceDocument,
  type TaxBreakdown,
} from '@logisaathi/domain';
import { PdfWriter } from './pdf-writer';

export const SAMPLE_BANNER = 'SAMPLE: the platform operator details are not configured (PLATFORM_* settings)';

function party(w: PdfWriter, title: string, p: DocumentParty) {
  w.heading(title, 10);
  w.field('Name', p.name).field('Address', p.address);
  if (p.gstin) w.field('GSTIN', p.gstin);
  else w.field('GSTIN', 'Unregistered');
  w.field('State', stateLabel(p.state));
}

function supplier(w: PdfWriter, s: InvoiceDocument['supplier'], sample: boolean) {
  if (sample) w.text(SAMPLE_BANNER, { bold: true, color: '#b00020' });
  w.text(s.legalName, { bold: true, size: 13 });
  w.text(s.address);
  w.field('GSTIN', s.gstin).field('PAN', s.pan).field('State', stateLabel(s.state));
}

/** The tax lines: taxable value, each tax with its rate, round-off and total (what Rule 46 asks per tax). */
function taxLines(w: PdfWriter, tax: TaxBreakdown) {
  const rows: Array<[string, string, { bold?: boolean }?]> = [
    ['Taxable value', formatPaise(tax.taxablePaise)],
  ];
  const suffix = tax.reverseCharge ? ' (payable by the recipient under reverse charge)' : '';
  if (tax.intraState) {
    rows.push([`CGST @ ${formatRateBp(tax.cgstRateBp)}${suffix}`, formatPaise(tax.cgstPaise)]);
    rows.push([`SGST @ ${formatRateBp(tax.sgstRateBp)}${suffix}`, formatPaise(tax.sgstPaise)]);
  } else {
    rows.push([`IGST @ ${formatRateBp(tax.igstRateBp)}${suffix}`, formatPaise(tax.igstPaise)]);
  }
  rows.push(['Tax charged on this document', formatPaise(tax.chargedTaxPaise)]);
  rows.push(['Round-off', formatPaise(tax.roundOffPaise)]);
  rows.push(['Total', formatPaise(tax.totalPaise), { bold: true }]);
  w.amounts(rows);
}

/** Rule 54(3): what a goods transport agency's invoice or consignment note carries. */
export function consignmentLines(w: PdfWriter, c: ConsignmentDetails) {
  w.field('Shipment', c.deliveryId);
  w.field('Consignor', `${c.consignor.name}, ${c.consignor.address}`);
  w.field('Consignor GSTIN', c.consignor.gstin ?? `Unregistered, ${stateLabel(c.consignor.state)}`);
  w.field('Consignee', `${c.consignee.name}, ${c.consignee.address}`);
  w.field('Consignee GSTIN', c.consignee.gstin ?? 'Not given');
  w.field('Goods', c.goods);
  const unit = c.packagesUnit ? QTY_UNITS[c.packagesUnit as QtyUnit] : undefined;
  w.field('Packages', unit ? `${c.packages} ${unit}` : String(c.packages));
  w.field('Gross weight', `${c.grossWeightKg} kg`);
  w.field(
    'Declared value',
    c.declaredValuePaise === null ? 'Not declared' : formatPaise(c.declaredValuePaise),
  );
  w.field('Vehicle number', c.vehicleNumber ?? 'Not yet assigned');
  w.field('Origin', c.origin);
  w.field('Destination', c.destination);
  w.field('Person liable to pay GST', c.taxPayer);
}

function signature(w: PdfWriter, legalName: string) {
  w.doc.moveDown(2);
  w.text(`For ${legalName}`, { align: 'right' });
  w.doc.moveDown(1.5);
  w.text('Authorised signatory', { align: 'right' });
}

/** The tax invoice as issued (CGST Rule 46, GTA fields of Rule 54(3)). */
export async function buildInvoicePdf(doc: InvoiceDocument, sample: boolean): Promise<Buffer> {
  const w = new PdfWriter(`Tax invoice ${doc.number}`);
  supplier(w, doc.supplier, sample);
  w.rule();
  w.text('TAX INVOICE', { bold: true, size: 15 });
  w.field('Invoice number', doc.number).field('Invoice date', doc.date);
  w.field('Place of supply', stateLabel(doc.placeOfSupply));
  w.field('Reverse charge', doc.tax.reverseCharge ? 'Yes' : 'No');
  party(w, 'Recipient (bill to)', doc.recipient);
  w.heading('Service', 10);
  w.field('SAC', doc.sac).field('Description', doc.description);
  w.rule();
  taxLines(w, doc.tax);
  if (doc.tax.reverseCharge) {
    w.doc.moveDown(0.4);
    w.text(
      `Tax is payable by the recipient under reverse charge: ${formatPaise(doc.tax.cgstPaise + doc.tax.sgstPaise + doc.tax.igstPaise)} (not charged on this invoice).`,
      { bold: true },
    );
  }
  w.heading('Consignment (goods transport agency)', 10);
  if (doc.eWayBillNumber) w.field('E-way bill number', formatEwbNumber(doc.eWayBillNumber));
  consignmentLines(w, doc.consignment);
  signature(w, doc.supplier.legalName);
  return w.finish();
}

/** A credit note against an invoice (CGST Rule 53). */
export async function buildCreditNotePdf(doc: CreditNoteDocument, sample: boolean): Promise<Buffer> {
  const w = new PdfWriter(`Credit note ${doc.number}`);
  supplier(w, doc.supplier, sample);
  w.rule();
  w.text('CREDIT NOTE', { bold: true, size: 15 });
  w.field('Credit note number', doc.number).field('Date', doc.date);
  w.field('Against invoice', `${doc.invoice.number} of ${doc.invoice.date}`);
  w.field('Reason', doc.reason);
  w.field('Place of supply', stateLabel(doc.placeOfSupply));
  w.field('Reverse charge', doc.tax.reverseCharge ? 'Yes' : 'No');
  party(w, 'Recipient', doc.recipient);
  w.field('SAC', doc.sac);
  w.rule();
  taxLines(w, doc.tax);
  signature(w, doc.supplier.legalName);
  return w.finish();
}

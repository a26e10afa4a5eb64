import {
  formatEwbNumber,
  formatPaise,
  formatRateBp,
  QTY_UNITS,
  type QtyUnit,
  type ConsignmentDetails,
  type CreditNoteDocument,
  type DocumentParty,
  type InvoiceDocument,
  type TaxBreakdown,
} from '@logisaathi/domain';
import { pdfLanguage, type PdfLanguage } from './pdf-labels';
import { PdfWriter } from './pdf-writer';

const EN = pdfLanguage('en');

function party(w: PdfWriter, lang: PdfLanguage, title: string, p: DocumentParty) {
  const l = lang.labels;
  w.heading(title, 10);
  w.field(l.name, p.name).field(l.address, p.address);
  w.field(l.gstin, p.gstin ?? l.unregistered);
  w.field(l.state, lang.state(p.state));
}

/** The supplier's block at the top of every document (with the sample banner while unconfigured). */
export function supplierBlock(
  w: PdfWriter,
  lang: PdfLanguage,
  s: InvoiceDocument['supplier'],
  sample: boolean,
  withPan = true,
) {
  const l = lang.labels;
  if (sample) w.text(l.sampleBanner, { bold: true, color: '#b00020' });
  w.text(s.legalName, { bold: true, size: 13 });
  w.text(s.address);
  w.field(l.gstin, s.gstin);
  if (withPan) w.field(l.pan, s.pan);
  w.field(l.state, lang.state(s.state));
}

/** The tax lines: taxable value, each tax with its rate, round-off and total (what Rule 46 asks per tax). */
function taxLines(w: PdfWriter, lang: PdfLanguage, tax: TaxBreakdown) {
  const l = lang.labels;
  const rows: Array<[string, string, { bold?: boolean }?]> = [
    [l.taxableValue, formatPaise(tax.taxablePaise)],
  ];
  const suffix = tax.reverseCharge ? l.rcmSuffix : '';
  if (tax.intraState) {
    rows.push([`CGST @ ${formatRateBp(tax.cgstRateBp)}${suffix}`, formatPaise(tax.cgstPaise)]);
    rows.push([`SGST @ ${formatRateBp(tax.sgstRateBp)}${suffix}`, formatPaise(tax.sgstPaise)]);
  } else {
    rows.push([`IGST @ ${formatRateBp(tax.igstRateBp)}${suffix}`, formatPaise(tax.igstPaise)]);
  }
  rows.push([l.taxCharged, formatPaise(tax.chargedTaxPaise)]);
  rows.push([l.roundOff, formatPaise(tax.roundOffPaise)]);
  rows.push([l.total, formatPaise(tax.totalPaise), { bold: true }]);
  w.amounts(rows);
}

/** Rule 54(3): what a goods transport agency's invoice or consignment note carries. */
export function consignmentLines(w: PdfWriter, lang: PdfLanguage, c: ConsignmentDetails) {
  const l = lang.labels;
  w.field(l.shipment, c.deliveryId);
  w.field(l.consignor, `${c.consignor.name}, ${c.consignor.address}`);
  w.field(l.consignorGstin, c.consignor.gstin ?? `${l.unregistered}, ${lang.state(c.consignor.state)}`);
  w.field(l.consignee, `${c.consignee.name}, ${c.consignee.address}`);
  w.field(l.consigneeGstin, c.consignee.gstin ?? l.notGiven);
  w.field(l.goods, lang.text(c.goods));
  const unit = c.packagesUnit ? QTY_UNITS[c.packagesUnit as QtyUnit] : undefined;
  w.field(l.packages, unit ? `${c.packages} ${lang.text(unit)}` : String(c.packages));
  w.field(l.grossWeight, `${c.grossWeightKg} ${l.kg}`);
  w.field(l.declaredValue, c.declaredValuePaise === null ? l.notDeclared : formatPaise(c.declaredValuePaise));
  w.field(l.vehicleNumber, c.vehicleNumber ?? l.notYetAssigned);
  w.field(l.origin, c.origin);
  w.field(l.destination, c.destination);
  w.field(l.taxPayer, lang.text(c.taxPayer));
}

export function signature(w: PdfWriter, lang: PdfLanguage, legalName: string) {
  w.doc.moveDown(2);
  w.text(lang.labels.forSupplier(legalName), { align: 'right' });
  w.doc.moveDown(1.5);
  w.text(lang.labels.signatory, { align: 'right' });
}

/** The tax invoice as issued (CGST Rule 46, GTA fields of Rule 54(3)). */
export async function buildInvoicePdf(
  doc: InvoiceDocument,
  sample: boolean,
  lang: PdfLanguage = EN,
): Promise<Buffer> {
  const l = lang.labels;
  const w = new PdfWriter(l.taxInvoiceTitle(doc.number));
  supplierBlock(w, lang, doc.supplier, sample);
  w.rule();
  w.text(l.taxInvoice, { bold: true, size: 15 });
  w.field(l.invoiceNumber, doc.number).field(l.invoiceDate, doc.date);
  w.field(l.placeOfSupply, lang.state(doc.placeOfSupply));
  w.field(l.reverseCharge, doc.tax.reverseCharge ? l.yes : l.no);
  party(w, lang, l.billTo, doc.recipient);
  w.heading(l.service, 10);
  w.field(l.sac, doc.sac).field(l.description, lang.text(doc.description));
  w.rule();
  taxLines(w, lang, doc.tax);
  if (doc.tax.reverseCharge) {
    w.doc.moveDown(0.4);
    w.text(l.rcmNote(formatPaise(doc.tax.cgstPaise + doc.tax.sgstPaise + doc.tax.igstPaise)), { bold: true });
  }
  w.heading(l.consignmentHeading, 10);
  if (doc.eWayBillNumber) w.field(l.ewbNumber, formatEwbNumber(doc.eWayBillNumber));
  consignmentLines(w, lang, doc.consignment);
  signature(w, lang, doc.supplier.legalName);
  return w.finish();
}

/** A credit note against an invoice (CGST Rule 53). */
export async function buildCreditNotePdf(
  doc: CreditNoteDocument,
  sample: boolean,
  lang: PdfLanguage = EN,
): Promise<Buffer> {
  const l = lang.labels;
  const w = new PdfWriter(l.creditNoteTitle(doc.number));
  supplierBlock(w, lang, doc.supplier, sample);
  w.rule();
  w.text(l.creditNote, { bold: true, size: 15 });
  w.field(l.creditNoteNumber, doc.number).field(l.date, doc.date);
  w.field(l.againstInvoice, l.invoiceOf(doc.invoice.number, doc.invoice.date));
  w.field(l.reason, lang.text(doc.reason));
  w.field(l.placeOfSupply, lang.state(doc.placeOfSupply));
  w.field(l.reverseCharge, doc.tax.reverseCharge ? l.yes : l.no);
  party(w, lang, l.recipient, doc.recipient);
  w.field(l.sac, doc.sac);
  w.rule();
  taxLines(w, lang, doc.tax);
  signature(w, lang, doc.supplier.legalName);
  return w.finish();
}

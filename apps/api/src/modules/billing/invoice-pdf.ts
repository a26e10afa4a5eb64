import {
  amountInWords,
  formatEwbNumber,
  formatPaise,
  formatRateBp,
  hsnSummary,
  treatmentOf,
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
  if (treatmentOf(tax) === 'exempt') {
    // No tax lines on an exempt supply: the note under the amounts says why.
  } else if (tax.intraState) {
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

/** Rule 46(q): the operator's signature image (platform configuration), or a digital-signature placeholder. */
export interface SignatureInput {
  /** PNG or JPEG bytes of the authorised signatory's signature; null: the PDF is to be signed digitally. */
  image?: Uint8Array | null;
}

export function signature(w: PdfWriter, lang: PdfLanguage, legalName: string, sig: SignatureInput = {}) {
  const { doc } = w;
  const l = lang.labels;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 110) doc.addPage();
  doc.moveDown(1.5);
  w.text(l.forSupplier(legalName), { align: 'right' });
  const boxWidth = 170;
  const x = doc.page.width - doc.page.margins.right - boxWidth;
  const y = doc.y + 4;
  if (sig.image) {
    doc.image(Buffer.from(sig.image), x, y, { fit: [boxWidth, 48], align: 'right' });
  } else {
    doc.rect(x, y, boxWidth, 48).dash(3, { space: 2 }).strokeColor('#999').stroke().undash();
    w.text(l.digitalSignature, { x: x + 6, y: y + 8, width: boxWidth - 12, size: 7, color: '#555' });
  }
  doc.y = y + 54;
  doc.x = doc.page.margins.left;
  w.text(l.signatory, { align: 'right' });
}

/** The HSN/SAC summary: per code, the taxable value, rate and each tax (one line for a GTA invoice). */
function hsnSummaryTable(w: PdfWriter, lang: PdfLanguage, sac: string, tax: TaxBreakdown) {
  const l = lang.labels;
  const { doc } = w;
  const left = doc.page.margins.left;
  const cols = [
    { x: 0, width: 70 },
    { x: 72, width: 90 },
    { x: 164, width: 50 },
    { x: 216, width: 75 },
    { x: 293, width: 75 },
    { x: 370, width: 75 },
    { x: 447, width: 68 },
  ];
  const cells = (values: string[], bold: boolean) => {
    const y = doc.y;
    values.forEach((v, i) => {
      const col = cols[i];
      if (col)
        w.line(v, { x: left + col.x, y, width: col.width, align: i === 0 ? 'left' : 'right', bold, size: 8 });
    });
    doc.y = y + 12;
  };
  w.heading(l.hsnSummary, 10);
  cells([l.hsnCode, l.taxableValue, l.rate, 'CGST', 'SGST', 'IGST', l.totalTax], true);
  for (const line of hsnSummary(sac, tax)) {
    cells(
      [
        line.code,
        formatPaise(line.taxablePaise),
        formatRateBp(line.rateBp),
        formatPaise(line.cgstPaise),
        formatPaise(line.sgstPaise),
        formatPaise(line.igstPaise),
        formatPaise(line.totalTaxPaise),
      ],
      false,
    );
  }
  doc.x = left;
}

/** The tax invoice as issued (CGST Rule 46, GTA fields of Rule 54(3)). A pure function of its inputs. */
export async function buildInvoicePdf(
  doc: InvoiceDocument,
  sample: boolean,
  lang: PdfLanguage = EN,
  sig: SignatureInput = {},
): Promise<Buffer> {
  const l = lang.labels;
  const w = new PdfWriter(l.taxInvoiceTitle(doc.number));
  supplierBlock(w, lang, doc.supplier, sample);
  w.rule();
  // An exempt supply is billed on a bill of supply (CGST Rule 49), with the same number series and fields.
  w.text(treatmentOf(doc.tax) === 'exempt' ? l.billOfSupply : l.taxInvoice, { bold: true, size: 15 });
  w.field(l.invoiceNumber, doc.number).field(l.invoiceDate, doc.date);
  w.field(l.placeOfSupply, lang.state(doc.placeOfSupply));
  w.field(l.reverseCharge, doc.tax.reverseCharge ? l.yes : l.no);
  if (doc.consignmentNoteNumber) w.field(l.consignmentNoteNumber, doc.consignmentNoteNumber);
  party(w, lang, l.billTo, doc.recipient);
  w.heading(l.service, 10);
  w.field(l.sac, doc.sac).field(l.description, lang.text(doc.description));
  w.rule();
  taxLines(w, lang, doc.tax);
  w.doc.moveDown(0.3);
  w.field(l.amountInWords, amountInWords(doc.tax.totalPaise, lang.language));
  const treatment = treatmentOf(doc.tax);
  if (treatment === 'reverse-charge') {
    w.doc.moveDown(0.4);
    w.text(l.rcmNote(formatPaise(doc.tax.cgstPaise + doc.tax.sgstPaise + doc.tax.igstPaise)), { bold: true });
  } else if (treatment === 'exempt') {
    w.doc.moveDown(0.4);
    w.text(l.exemptNote, { bold: true });
  }
  hsnSummaryTable(w, lang, doc.sac, doc.tax);
  w.heading(l.consignmentHeading, 10);
  if (doc.eWayBillNumber) w.field(l.ewbNumber, formatEwbNumber(doc.eWayBillNumber));
  consignmentLines(w, lang, doc.consignment);
  if (doc.taxLiability) w.field(l.taxPayerGstin, doc.taxLiability.gstin ?? l.notApplicable);
  signature(w, lang, doc.supplier.legalName, sig);
  return w.finish();
}

/** A credit note against an invoice (CGST Rule 53). */
export async function buildCreditNotePdf(
  doc: CreditNoteDocument,
  sample: boolean,
  lang: PdfLanguage = EN,
  sig: SignatureInput = {},
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
  w.doc.moveDown(0.3);
  w.field(l.amountInWords, amountInWords(doc.tax.totalPaise, lang.language));
  signature(w, lang, doc.supplier.legalName, sig);
  return w.finish();
}

import { formatEwbNumber, type ConsignmentNoteDocument } from '@logisaathi/domain';
import { consignmentLines, signature, supplierBlock, type SignatureInput } from './invoice-pdf';
import { pdfLanguage, type PdfLanguage } from './pdf-labels';
import { PdfWriter } from './pdf-writer';

/** The consignment note (lorry receipt) a goods transport agency issues for the goods it carries. */
export async function buildConsignmentNotePdf(
  doc: ConsignmentNoteDocument,
  sample: boolean,
  lang: PdfLanguage = pdfLanguage('en'),
  sig: SignatureInput = {},
): Promise<Buffer> {
  const l = lang.labels;
  const w = new PdfWriter(l.consignmentNoteTitle(doc.number));
  supplierBlock(w, lang, doc.transporter, sample, false);
  w.rule();
  w.text(l.consignmentNote, { bold: true, size: 15 });
  w.field(l.consignmentNoteNumber, doc.number).field(l.date, doc.date);
  if (doc.eWayBillNumber) w.field(l.ewbNumber, formatEwbNumber(doc.eWayBillNumber));
  w.rule();
  consignmentLines(w, lang, doc.consignment);
  signature(w, lang, doc.transporter.legalName, sig);
  return w.finish();
}

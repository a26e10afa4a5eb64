import { formatEwbNumber, stateLabel, type ConsignmentNoteDocument } from '@logisaathi/domain';
import { consignmentLines, SAMPLE_BANNER } from './invoice-pdf';
import { PdfWriter } from './pdf-writer';

/** The consignment note (lorry receipt) a goods transport agency issues for the goods it carries. */
export async function buildConsignmentNotePdf(
  doc: ConsignmentNoteDocument,
  sample: boolean,
): Promise<Buffer> {
  const w = new PdfWriter(`Consignment note ${doc.number}`);
  if (sample) w.text(SAMPLE_BANNER, { bold: true, color: '#b00020' });
  w.text(doc.transporter.legalName, { bold: true, size: 13 });
  w.text(doc.transporter.address);
  w.field('GSTIN', doc.transporter.gstin).field('State', stateLabel(doc.transporter.state));
  w.rule();
  w.text('CONSIGNMENT NOTE (LORRY RECEIPT)', { bold: true, size: 15 });
  w.field('Consignment note number', doc.number).field('Date', doc.date);
  if (doc.eWayBillNumber) w.field('E-way bill number', formatEwbNumber(doc.eWayBillNumber));
  w.rule();
  consignmentLines(w, doc.consignment);
  w.doc.moveDown(2);
  w.text(`For ${doc.transporter.legalName}`, { align: 'right' });
  w.doc.moveDown(1.5);
  w.text('Authorised signatory', { align: 'right' });
  return w.finish();
}

/*
 * The documents a worker thread can draw, as plain data (structured-clone safe: no functions, Buffers arrive as
 * Uint8Array), and the one function that draws them. It runs inside render-worker.ts; the builders themselves
 * stay in the modules that own each document.
 */
import type {
  ConsignmentNoteDocument,
  CreditNoteDocument,
  InvoiceDocument,
  Language,
  MonthlyStatement,
} from '@logisaathi/domain';
import { buildConsignmentNotePdf } from '../billing/consignment-note-pdf';
import { buildCreditNotePdf, buildInvoicePdf, type SignatureInput } from '../billing/invoice-pdf';
import { pdfLanguage } from '../billing/pdf-labels';
import { buildStatementPdf } from '../billing/statement-pdf';
import { buildProofPdf, type ProofPdfInput } from '../partner-jobs/proof-pdf';
import { buildReceiptPdf, type ReceiptInput } from '../payments/receipt-pdf';

interface Printed {
  sample: boolean;
  language: Language;
  /** The authorised signatory's image (platform configuration), where the document carries one. */
  signature?: SignatureInput;
}

export type DocumentJob =
  | ({ kind: 'invoice'; document: InvoiceDocument } & Printed)
  | ({ kind: 'credit-note'; document: CreditNoteDocument } & Printed)
  | ({ kind: 'consignment-note'; document: ConsignmentNoteDocument } & Printed)
  | ({ kind: 'receipt'; receipt: ReceiptInput } & Printed)
  | ({ kind: 'statement'; statement: MonthlyStatement; supplier: InvoiceDocument['supplier'] } & Printed)
  | { kind: 'proof'; proof: ProofPdfInput };

const asBuffer = (bytes: Uint8Array | null): Buffer | null =>
  bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;

export async function renderJob(job: DocumentJob): Promise<Buffer> {
  switch (job.kind) {
    case 'invoice':
      return buildInvoicePdf(job.document, job.sample, pdfLanguage(job.language), job.signature);
    case 'credit-note':
      return buildCreditNotePdf(job.document, job.sample, pdfLanguage(job.language), job.signature);
    case 'consignment-note':
      return buildConsignmentNotePdf(job.document, job.sample, pdfLanguage(job.language), job.signature);
    case 'receipt':
      return buildReceiptPdf(job.receipt, job.sample, pdfLanguage(job.language));
    case 'statement':
      return buildStatementPdf(job.statement, job.supplier, job.sample, pdfLanguage(job.language));
    case 'proof': {
      const { images } = job.proof;
      return buildProofPdf({
        ...job.proof,
        images: { signature: asBuffer(images.signature), photos: images.photos.map(asBuffer) },
      });
    }
  }
}

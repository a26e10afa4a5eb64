import type { ConsignmentNoteDocument, DeliveryRowId, Language } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PlatformConfig } from '../../platform-config';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { isRowId } from '../../lib/row-id';
import { findDeliveryForUser } from '../deliveries/find-delivery-for-user';
import {
  findConsignmentNote,
  findCreditNote,
  findInvoice,
  type ConsignmentNoteRow,
} from './billing-repository';
import { toConsignmentNoteSummary } from './billing-dto';
import { consignmentDetails, type ConsignmentFacts } from './consignment-details';
import type { DocumentRenderer, RenderJob } from '../../lib/documents/document-renderer';
import { keptDocumentKey } from '../../lib/documents/render-cache';

import type { FileStorage } from '../../lib/file-storage';
import { supplierOf } from './issue-delivery-invoice';

export const INVOICE_NOT_FOUND = 'Invoice not found';
export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';
export const CONSIGNMENT_NOTE_NOT_FOUND =
  'This delivery has no consignment note yet: it is issued once a truck is assigned';

export interface RenderedPdf {
  pdf: Buffer;
  fileName: string;
}

const fileName = (kind: string, number: string) => `${kind}-${number.replace(/\//g, '-')}.pdf`;

/** Where documents are drawn and where the ones that cannot change are kept. */
export interface DocumentPrinter {
  documents: DocumentRenderer;
  storage: FileStorage;
}

/** An issued document (it cannot change): drawn once per language, then read from where it is kept. */
export function renderIssued(printer: DocumentPrinter, ownerId: string, id: string, job: RenderJob) {
  return printer.documents.render(job, { storage: printer.storage, key: keptDocumentKey(ownerId, id, job) });
}

/** The stored invoice, printed as issued; another business's id answers 404. */
export async function invoicePdf(
  printer: DocumentPrinter,
  db: DbOrTx,
  platform: PlatformConfig,
  userId: string,
  invoiceId: string,
  language: Language = 'en',
): Promise<RenderedPdf> {
  const row = isRowId(invoiceId) ? await findInvoice(db, invoiceId, userId) : undefined;
  if (!row) throw AppError.notFound(INVOICE_NOT_FOUND);
  return {
    pdf: await renderIssued(printer, userId, row.id, {
      kind: 'invoice',
      document: row.document,
      sample: platform.isSample,
      language,
      signature: { image: platform.signatureImage },
    }),
    fileName: fileName('invoice', row.number),
  };
}

export async function creditNotePdf(
  printer: DocumentPrinter,
  db: DbOrTx,
  platform: PlatformConfig,
  userId: string,
  creditNoteId: string,
  language: Language = 'en',
): Promise<RenderedPdf> {
  const row = isRowId(creditNoteId) ? await findCreditNote(db, creditNoteId, userId) : undefined;
  if (!row) throw AppError.notFound(CREDIT_NOTE_NOT_FOUND);
  return {
    pdf: await renderIssued(printer, userId, row.id, {
      kind: 'credit-note',
      document: row.document,
      sample: platform.isSample,
      language,
      signature: { image: platform.signatureImage },
    }),
    fileName: fileName('credit-note', row.number),
  };
}

async function renderConsignmentNote(
  documents: DocumentRenderer,
  db: DbOrTx,
  facts: ConsignmentFacts,
  platform: PlatformConfig,
  delivery: DeliveryRow,
  note: ConsignmentNoteRow,
  language: Language,
): Promise<RenderedPdf> {
  const doc: ConsignmentNoteDocument = {
    number: note.number,
    financialYear: note.financialYear,
    date: note.noteDate,
    transporter: supplierOf(platform),
    consignment: await consignmentDetails(db, facts, delivery, platform.taxModel),
    eWayBillNumber: delivery.ewbNumber,
  };
  return {
    // Not kept: its consignment lines follow the delivery (an e-way bill number added later prints on it).
    pdf: await documents.render({
      kind: 'consignment-note',
      document: doc,
      sample: platform.isSample,
      language,
      signature: { image: platform.signatureImage },
    }),
    fileName: fileName('consignment-note', note.number),
  };
}

/** The shipper's consignment note of its own delivery (404 for another's, or before a truck is assigned). */
export async function shipperConsignmentNotePdf(
  documents: DocumentRenderer,
  db: DbOrTx,
  facts: ConsignmentFacts,
  platform: PlatformConfig,
  userId: string,
  deliveryRowId: DeliveryRowId,
  language: Language = 'en',
): Promise<RenderedPdf> {
  return consignmentNotePdfOf(
    documents,
    db,
    facts,
    platform,
    await findDeliveryForUser(db, userId, deliveryRowId),
    language,
  );
}

/** A delivery's consignment note, linked at `pdfUrl`; null until a truck is assigned. */
export async function consignmentNoteOf(db: DbOrTx, delivery: DeliveryRow, pdfUrl: string) {
  const note = await findConsignmentNote(db, delivery.id);
  return note ? toConsignmentNoteSummary(note, pdfUrl) : null;
}

/** A delivery's consignment note as a PDF; 404 until a truck is assigned. */
export async function consignmentNotePdfOf(
  documents: DocumentRenderer,
  db: DbOrTx,
  facts: ConsignmentFacts,
  platform: PlatformConfig,
  delivery: DeliveryRow,
  language: Language = 'en',
): Promise<RenderedPdf> {
  const note = await findConsignmentNote(db, delivery.id);
  if (!note) throw AppError.notFound(CONSIGNMENT_NOTE_NOT_FOUND);
  return renderConsignmentNote(documents, db, facts, platform, delivery, note, language);
}

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
import { consignmentDetails } from './consignment-details';
import { buildConsignmentNotePdf } from './consignment-note-pdf';
import { buildCreditNotePdf, buildInvoicePdf } from './invoice-pdf';
import { pdfLanguage } from './pdf-labels';
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

/** The stored invoice, printed as issued; another business's id answers 404. */
export async function invoicePdf(
  db: DbOrTx,
  platform: PlatformConfig,
  userId: string,
  invoiceId: string,
  language: Language = 'en',
): Promise<RenderedPdf> {
  const row = isRowId(invoiceId) ? await findInvoice(db, invoiceId, userId) : undefined;
  if (!row) throw AppError.notFound(INVOICE_NOT_FOUND);
  return {
    pdf: await buildInvoicePdf(row.document, platform.isSample, pdfLanguage(language), {
      image: platform.signatureImage,
    }),
    fileName: fileName('invoice', row.number),
  };
}

export async function creditNotePdf(
  db: DbOrTx,
  platform: PlatformConfig,
  userId: string,
  creditNoteId: string,
  language: Language = 'en',
): Promise<RenderedPdf> {
  const row = isRowId(creditNoteId) ? await findCreditNote(db, creditNoteId, userId) : undefined;
  if (!row) throw AppError.notFound(CREDIT_NOTE_NOT_FOUND);
  return {
    pdf: await buildCreditNotePdf(row.document, platform.isSample, pdfLanguage(language), {
      image: platform.signatureImage,
    }),
    fileName: fileName('credit-note', row.number),
  };
}

async function renderConsignmentNote(
  db: DbOrTx,
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
    consignment: await consignmentDetails(db, delivery, platform.taxModel),
    eWayBillNumber: delivery.ewbNumber,
  };
  return {
    pdf: await buildConsignmentNotePdf(doc, platform.isSample, pdfLanguage(language), {
      image: platform.signatureImage,
    }),
    fileName: fileName('consignment-note', note.number),
  };
}

/** The shipper's consignment note of its own delivery (404 for another's, or before a truck is assigned). */
export async function shipperConsignmentNotePdf(
  db: DbOrTx,
  platform: PlatformConfig,
  userId: string,
  deliveryRowId: DeliveryRowId,
  language: Language = 'en',
): Promise<RenderedPdf> {
  return consignmentNotePdfOf(db, platform, await findDeliveryForUser(db, userId, deliveryRowId), language);
}

/** A delivery's consignment note, linked at `pdfUrl`; null until a truck is assigned. */
export async function consignmentNoteOf(db: DbOrTx, delivery: DeliveryRow, pdfUrl: string) {
  const note = await findConsignmentNote(db, delivery.id);
  return note ? toConsignmentNoteSummary(note, pdfUrl) : null;
}

/** A delivery's consignment note as a PDF; 404 until a truck is assigned. */
export async function consignmentNotePdfOf(
  db: DbOrTx,
  platform: PlatformConfig,
  delivery: DeliveryRow,
  language: Language = 'en',
): Promise<RenderedPdf> {
  const note = await findConsignmentNote(db, delivery.id);
  if (!note) throw AppError.notFound(CONSIGNMENT_NOTE_NOT_FOUND);
  return renderConsignmentNote(db, platform, delivery, note, language);
}

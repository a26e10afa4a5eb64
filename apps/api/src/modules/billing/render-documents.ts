import type { ConsignmentNoteDocument, Language } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PlatformConfig } from '../../platform-config';
import { findDelivery, isRowId, type DeliveryRow } from '../deliveries/deliveries-repository';
import { findDeliveryForUser } from '../deliveries/find-delivery-for-user';
import { findJobForPartner } from '../partner-jobs/jobs-repository';
import { findDriverContext } from '../tracking/find-driver-context';
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
export const JOB_NOT_FOUND = 'Job not found';

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
    pdf: await buildInvoicePdf(row.document, platform.isSample, pdfLanguage(language)),
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
    pdf: await buildCreditNotePdf(row.document, platform.isSample, pdfLanguage(language)),
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
    pdf: await buildConsignmentNotePdf(doc, platform.isSample, pdfLanguage(language)),
    fileName: fileName('consignment-note', note.number),
  };
}

/** The shipper's consignment note of its own delivery (404 for another's, or before a truck is assigned). */
export async function shipperConsignmentNotePdf(
  db: DbOrTx,
  platform: PlatformConfig,
  userId: string,
  deliveryRowId: string,
  language: Language = 'en',
): Promise<RenderedPdf> {
  const delivery = await findDeliveryForUser(db, userId, deliveryRowId);
  const note = await findConsignmentNote(db, delivery.id);
  if (!note) throw AppError.notFound(CONSIGNMENT_NOTE_NOT_FOUND);
  return renderConsignmentNote(db, platform, delivery, note, language);
}

/** The consignment note of a partner's own job, for its driver to carry (another partner's job answers 404). */
async function partnerJobNote(db: DbOrTx, partnerId: string, jobId: string) {
  const job = isRowId(jobId) ? await findJobForPartner(db, partnerId, jobId) : undefined;
  if (!job) throw AppError.notFound(JOB_NOT_FOUND);
  const delivery = await findDelivery(db, job.deliveryRowId, null);
  if (!delivery) throw AppError.notFound(JOB_NOT_FOUND);
  return { delivery, note: await findConsignmentNote(db, delivery.id) };
}

export async function partnerConsignmentNote(db: DbOrTx, partnerId: string, jobId: string) {
  const { note } = await partnerJobNote(db, partnerId, jobId);
  return note
    ? toConsignmentNoteSummary(note, `/api/billing/partner-jobs/${jobId}/consignment-note/pdf`)
    : null;
}

export async function partnerConsignmentNotePdf(
  db: DbOrTx,
  platform: PlatformConfig,
  partnerId: string,
  jobId: string,
  language: Language = 'en',
): Promise<RenderedPdf> {
  const { delivery, note } = await partnerJobNote(db, partnerId, jobId);
  if (!note) throw AppError.notFound(CONSIGNMENT_NOTE_NOT_FOUND);
  return renderConsignmentNote(db, platform, delivery, note, language);
}

/** The consignment note of the job behind a business's driver link (an unknown or revoked link answers 401). */
export async function driverConsignmentNote(db: DbOrTx, token: string) {
  const { delivery } = await findDriverContext(db, token);
  const note = await findConsignmentNote(db, delivery.id);
  return note
    ? toConsignmentNoteSummary(note, `/api/billing/driver/${encodeURIComponent(token)}/consignment-note/pdf`)
    : null;
}

export async function driverConsignmentNotePdf(
  db: DbOrTx,
  platform: PlatformConfig,
  token: string,
  language: Language = 'en',
): Promise<RenderedPdf> {
  const { delivery } = await findDriverContext(db, token);
  const note = await findConsignmentNote(db, delivery.id);
  if (!note) throw AppError.notFound(CONSIGNMENT_NOTE_NOT_FOUND);
  return renderConsignmentNote(db, platform, delivery, note, language);
}

import type { Language } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PlatformConfig } from '../../platform-config';
import type { DocumentRenderer } from '../../lib/documents/document-renderer';
import { consignmentNoteOf, consignmentNotePdfOf, type RenderedPdf } from '../billing/render-documents';
import { findDelivery } from '../deliveries/deliveries-repository';
import { consignmentFacts } from '../tracking/consignment-facts';
import { JOB_NOT_FOUND, requireJob } from './list-jobs';

/** The delivery of a partner's own job (another partner's job answers 404). */
async function jobDelivery(db: DbOrTx, partnerId: string, jobId: string) {
  const job = await requireJob(db, partnerId, jobId);
  const delivery = await findDelivery(db, job.deliveryRowId, null);
  if (!delivery) throw AppError.notFound(JOB_NOT_FOUND);
  return delivery;
}

/** The consignment note of a partner's own job, for its driver to carry; null until it is issued. */
export async function partnerConsignmentNote(db: DbOrTx, partnerId: string, jobId: string) {
  return consignmentNoteOf(
    db,
    await jobDelivery(db, partnerId, jobId),
    `/api/billing/partner-jobs/${jobId}/consignment-note/pdf`,
  );
}

export async function partnerConsignmentNotePdf(
  documents: DocumentRenderer,
  db: DbOrTx,
  platform: PlatformConfig,
  partnerId: string,
  jobId: string,
  language: Language = 'en',
): Promise<RenderedPdf> {
  return consignmentNotePdfOf(
    documents,
    db,
    consignmentFacts,
    platform,
    await jobDelivery(db, partnerId, jobId),
    language,
  );
}

import type { Language } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import type { PlatformConfig } from '../../platform-config';
import type { DocumentRenderer } from '../../lib/documents/document-renderer';
import { consignmentNoteOf, consignmentNotePdfOf, type RenderedPdf } from '../billing/render-documents';
import { consignmentFacts } from './consignment-facts';
import { findDriverContext } from './find-driver-context';

/** The consignment note of the job behind a business's driver link (an unknown or revoked link answers 401). */
export async function driverConsignmentNote(db: DbOrTx, token: string) {
  const { delivery } = await findDriverContext(db, token);
  return consignmentNoteOf(
    db,
    delivery,
    `/api/billing/driver/${encodeURIComponent(token)}/consignment-note/pdf`,
  );
}

export async function driverConsignmentNotePdf(
  documents: DocumentRenderer,
  db: DbOrTx,
  platform: PlatformConfig,
  token: string,
  language: Language = 'en',
): Promise<RenderedPdf> {
  const { delivery } = await findDriverContext(db, token);
  return consignmentNotePdfOf(documents, db, consignmentFacts, platform, delivery, language);
}

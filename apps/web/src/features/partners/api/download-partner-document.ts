import type { PartnerDocument } from '@logisaathi/domain';
import { downloadWithToken } from '@/lib/download-file';

/** Owner-only: the file needs the bearer token, so it is fetched rather than linked. */
export const downloadPartnerDocument = (doc: PartnerDocument) =>
  downloadWithToken(doc.downloadUrl, doc.fileName);

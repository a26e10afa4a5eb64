import type { DocumentKind } from '@logisaathi/domain';
import { downloadWithToken } from '@/lib/download-file';

/** Downloads the owner's document. */
export function downloadDocument(kind: DocumentKind, fallbackName: string): Promise<void> {
  return downloadWithToken(`/api/users/documents/${kind}/file`, fallbackName);
}

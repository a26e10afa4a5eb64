import type { Language } from '@logisaathi/domain';
import { formatIstDateTime } from '@/lib/format';

/** Display formats of the profile screens: India Standard Time, in Indian English or Hindi. */

/** '12 Mar 2025' (Hindi '12 मार्च 2025'), or null without a date. */
export function profileDate(iso: string | null | undefined, language: Language): string | null {
  return iso ? formatIstDateTime(iso, { dateStyle: 'medium' }, language) : null;
}

/** '12 Mar 2025, 3:40 pm', or null without a date. */
export function profileDateTime(iso: string | null | undefined, language: Language): string | null {
  return iso ? formatIstDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' }, language) : null;
}

export function formatBytes(sizeBytes: number): string {
  if (sizeBytes < 1024) return `${sizeBytes} B`;
  if (sizeBytes < 1024 * 1024) return `${(sizeBytes / 1024).toFixed(1)} KB`;
  return `${(sizeBytes / (1024 * 1024)).toFixed(1)} MB`;
}

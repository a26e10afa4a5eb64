import { useEffect } from 'react';
import { writeJson } from '@/lib/storage';

/**
 * Keeps a copy of server data under one of the spec's local-storage keys (spec section 7: profileData,
 * uploadedDocuments). The server stays the source of truth; the copy is only written, never read back.
 */
export function useStorageMirror(key: string, value: unknown): void {
  const serialised = value === undefined ? undefined : JSON.stringify(value);
  useEffect(() => {
    if (serialised !== undefined) writeJson(key, JSON.parse(serialised));
  }, [key, serialised]);
}

import { downloadWithToken } from '@/lib/download-file';

/** 'Download my data': one zip of everything about the user, made by GET /api/users/me/export. */
export function downloadMyData(): Promise<void> {
  return downloadWithToken('/api/users/me/export', 'logisaathi-data.zip');
}

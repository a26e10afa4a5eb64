import { downloadWithToken } from './download-with-token';

/** 'Download my data': one zip of everything about the user, made by GET /api/users/me/export. */
export function downloadMyData(): Promise<void> {
  return downloadWithToken('/api/users/me/export', 'logisaathi-data.zip', '/api/users/profile');
}
